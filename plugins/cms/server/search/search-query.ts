import { sql } from '#kernel/worker';
import type { RenderKernel } from '../render/render-kernel.ts';
import '../db/search-table.ts';
import { segmenterOf } from './dictionary.ts';
import { keptSearch } from './search-results.ts';
import { foldText, type Segmenter } from './segmenter.ts';
import { escapeHtml } from '#kernel/shared';

/** the longest query searched (a longer one is refused by the routes, cut by the public page) */
export const MAX_QUERY_CHARS = 100;

/** One result of the index: the content's place and texts, its score, and the escaped HTML of its highlighted title and fragment. */
export interface SearchHit {
  contentId: number;
  siteId: number;
  catalogId: number;
  contentType: string;
  title: string;
  summary: string | null;
  publishDate: string | null;
  score: number;
  /** the title, HTML-escaped, the matched words in `<em>` */
  titleHtml: string;
  /** a piece of the body around the first match (else its beginning), HTML-escaped, the matched words in `<em>` */
  fragmentHtml: string;
}

/** a lexeme in tsquery syntax: quoted, its quotes and backslashes doubled (the query text never becomes syntax) */
const lexeme = (t: string) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** one word of a query: itself, or the pieces search mode cuts it into (an unusual compound still finds its parts) */
function wordGroup(seg: Segmenter, w: string): string {
  const pieces = seg.indexTokens(w).filter((p) => p !== w && [...p].length > 1);
  return pieces.length ? `(${lexeme(w)} | (${pieces.map(lexeme).join(' & ')}))` : lexeme(w);
}

/**
 * The tsquery of a query: every word of one of its ways of writing (synonyms, `Segmenter.queryVariants`) must
 * match. Null when no word is left (empty, or stop words only). `words` are all the words, for highlighting.
 */
export function tsQueryOf(seg: Segmenter, query: string): { tsquery: string; words: string[] } | null {
  const variants = seg.queryVariants(query.slice(0, MAX_QUERY_CHARS));
  if (!variants.length) return null;
  const alternatives = variants.map((words) => `(${words.map((w) => wordGroup(seg, w)).join(' & ')})`);
  return { tsquery: alternatives.join(' | '), words: [...new Set(variants.flat())] };
}

/** the spans of `text` where the words occur (compared folded: traditional script finds simplified words), merged */
function spansOf(text: string, words: readonly string[]): [number, number][] {
  const folded = foldText(text);
  // folding may change the length (NFKC of a ligature): then nothing is marked rather than the wrong characters
  if (folded.length !== text.length) return [];
  const spans: [number, number][] = [];
  for (const w of words) {
    if (!w) continue;
    for (let at = folded.indexOf(w); at >= 0; at = folded.indexOf(w, at + w.length)) spans.push([at, at + w.length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([...s]);
  }
  return merged;
}

/** `text` escaped, the words' spans in `<em>` */
export function highlight(text: string, words: readonly string[]): string {
  let out = '';
  let last = 0;
  for (const [a, b] of spansOf(text, words)) {
    out += `${escapeHtml(text.slice(last, a))}<em>${escapeHtml(text.slice(a, b))}</em>`;
    last = b;
  }
  return out + escapeHtml(text.slice(last));
}

/** about `size` characters of `text` around the first of the words, highlighted */
export function fragment(text: string, words: readonly string[], size = 120): string {
  const first = spansOf(text, words)[0]?.[0] ?? 0;
  const from = Math.max(0, first - Math.floor(size / 3));
  const piece = text.slice(from, from + size);
  return `${from > 0 ? '…' : ''}${highlight(piece, words)}${from + size < text.length ? '…' : ''}`;
}

/** the form a query is pinned and counted by: folded, trimmed, at most 100 characters */
export const pinWord = (query: string) => foldText(query.trim()).slice(0, 100);

/** a question to the index: a site, the query, optional filters, a page */
export interface SearchAsk {
  siteId: number;
  query: string;
  contentType?: string;
  catalogId?: number;
  offset: number;
  limit: number;
}

/** its answer: a page of hits, how many in all, and the words searched (for highlighting) */
export interface SearchAnswer {
  rows: SearchHit[];
  total: number;
  words: string[];
}

/**
 * A page of a site's indexed contents matching the query, best first: a content pinned for the query; then those
 * whose head (title, its pinyin, keywords, tags) holds the words, by the text rank of that head (title weighs most,
 * then keywords and tags) times a recency factor (a year-old content counts about half as much); then those holding
 * the words in their summary or body only, newest first. Only heads are ranked, and by their own small vector: a
 * whole vector is read from TOAST, and a common word matches thousands of bodies. A question asked again gets the
 * answer kept for the search generation it was computed in (search/search-results.ts): nothing it depends on has
 * changed since.
 */
export function searchIndex(kernel: Pick<RenderKernel, 'db' | 'cache'>, o: SearchAsk): Promise<SearchAnswer> {
  const query = o.query.slice(0, MAX_QUERY_CHARS);
  const key = `${o.contentType ?? ''}|${o.catalogId ?? ''}|${o.offset}|${o.limit}|${query}`;
  return keptSearch(kernel.db, o.siteId, key, () => searchNow(kernel, { ...o, query }));
}

/** the search itself, against the index as it is now */
async function searchNow(kernel: Pick<RenderKernel, 'db' | 'cache'>, o: SearchAsk): Promise<SearchAnswer> {
  const q = tsQueryOf(await segmenterOf(kernel), o.query);
  if (!q) return { rows: [], total: 0, words: [] };
  // the content staff pinned as the first result of this query (search-quality loop), found even when its words differ
  const pinned = (
    await kernel.db
      .selectFrom('cmsSearchPin')
      .select('contentId')
      .where('siteId', '=', o.siteId)
      .where('word', '=', pinWord(o.query))
      .executeTakeFirst()
  )?.contentId;
  const tsq = sql`to_tsquery('simple', ${q.tsquery})`;
  const filters = [
    sql`site_id = ${o.siteId}`,
    ...(o.contentType ? [sql`content_type = ${o.contentType}`] : []),
    ...(o.catalogId ? [sql`catalog_id = ${o.catalogId}`] : []),
  ];
  const and = (...parts: ReturnType<typeof sql>[]) => sql.join([...filters, ...parts], sql` and `);
  const pin = pinned ? sql`content_id = ${pinned}` : sql`false`;
  // the head: the pinned content and those whose title, pinyin, keywords or tags hold the words, ranked
  const head = and(sql`(tsv_head @@ ${tsq} or ${pin})`);
  // the rest: the words in the summary or body only, newest first
  const rest = and(sql`tsv @@ ${tsq}`, sql`not (tsv_head @@ ${tsq})`, sql`not ${pin}`);
  const columns = sql`content_id, site_id, catalog_id, content_type, title, summary, publish_date, full_text`;
  const [heads, counts] = await Promise.all([
    sql<Omit<SearchHit, 'titleHtml' | 'fragmentHtml'> & { fullText: string }>`
      select ${columns},
        ts_rank(tsv_head, ${tsq}) * (0.5 + 0.5 / (1 + greatest(0, date_part('epoch', now() - coalesce(publish_date, now()))) / 31536000.0)) as score
      from cms_search_index where ${head}
      order by ${pinned ? sql`${pin} desc,` : sql``} score desc, publish_date desc nulls last, content_id desc
      limit ${o.offset + o.limit}`.execute(kernel.db),
    sql<{ n: number; heads: number }>`
      select count(*)::int as n, count(*) filter (where tsv_head @@ ${tsq} or ${pin})::int as heads
      from cms_search_index where ${and(sql`(tsv @@ ${tsq} or ${pin})`)}`.execute(kernel.db),
  ]);
  const headTotal = Number(counts.rows[0]?.heads ?? 0);
  const fromHeads = heads.rows.slice(o.offset, o.offset + o.limit);
  const wanted = o.limit - fromHeads.length;
  const others =
    wanted > 0
      ? (
          await sql<Omit<SearchHit, 'titleHtml' | 'fragmentHtml'> & { fullText: string }>`
            select ${columns}, 0 as score from cms_search_index where ${rest}
            order by publish_date desc nulls last, content_id desc
            limit ${wanted} offset ${Math.max(0, o.offset - headTotal)}`.execute(kernel.db)
        ).rows
      : [];
  const found = { rows: [...fromHeads, ...others] };
  const count = counts;
  const rows = found.rows.map(({ fullText, ...r }) => ({
    ...r,
    contentId: Number(r.contentId),
    siteId: Number(r.siteId),
    catalogId: Number(r.catalogId),
    score: Number(r.score),
    titleHtml: highlight(r.title, q.words),
    fragmentHtml: fragment(fullText || r.summary || '', q.words),
  }));
  return { rows, total: Number(count.rows[0]?.n ?? 0), words: q.words };
}
