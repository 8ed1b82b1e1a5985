import { sql } from '#kernel/worker';
import type { RenderKernel } from '../render/render-kernel.ts';
import { CONTENT_STATUS } from '../../shared/content.ts';
import '../db/search-table.ts';
import { splitHtml } from '../services/word-match.ts';
import { segmenterOf } from './dictionary.ts';
import type { Segmenter } from './segmenter.ts';

/** the most body text kept for fragments and indexed (a longer body is indexed by its beginning) */
export const FULL_TEXT_CHARS = 20_000;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** the text of stored HTML: its text pieces, entities decoded, white space folded */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  return splitHtml(html)
    .filter((p) => !p.tag)
    .map((p) => p.text)
    .join(' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, e: string) => {
      const k = e.toLowerCase();
      if (k.startsWith('#x')) return String.fromCodePoint(Number.parseInt(k.slice(2), 16) || 32);
      if (k.startsWith('#')) return k === '#39' ? "'" : String.fromCodePoint(Number(k.slice(1)) || 32);
      return ENTITIES[k] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** the text of an image set's or a media content's items (their titles and descriptions) */
const itemsText = (items: unknown): string =>
  Array.isArray(items)
    ? items
        .flatMap((i) =>
          i && typeof i === 'object' ? [(i as Record<string, unknown>).title, (i as Record<string, unknown>).description] : [],
        )
        .filter((v): v is string => typeof v === 'string')
        .join(' ')
    : '';

interface IndexSource {
  contentId: number;
  siteId: number;
  catalogId: number;
  contentType: string;
  title: string;
  summary: string | null;
  author: string | null;
  keywords: string[];
  tags: string[];
  publishDate: string | null;
  catalogName: string;
  contentHtml: string | null;
  items: unknown;
}

/** one content's row of the index: its texts cut into the weighted token lists */
function indexRow(seg: Segmenter, c: IndexSource) {
  const fullText = [htmlText(c.contentHtml), itemsText(c.items)].filter(Boolean).join(' ').slice(0, FULL_TEXT_CHARS);
  const join = (...texts: (string | null | undefined)[]) => seg.indexTokens(texts.filter(Boolean).join(' ')).join(' ');
  return {
    contentId: c.contentId,
    siteId: c.siteId,
    catalogId: c.catalogId,
    contentType: c.contentType,
    title: c.title,
    summary: c.summary,
    fullText,
    publishDate: c.publishDate,
    a: [join(c.title), ...seg.pinyinTokens(c.title)].join(' '),
    b: join([...c.keywords, ...c.tags].join(' ')),
    c: join(c.summary, c.author, c.catalogName),
    d: join(fullText),
  };
}

/**
 * the contents of these ids that belong in the index (published, not in the recycle bin, of a catalog and site whose
 * EnableIndex is not N), with what is indexed of them
 */
function indexSources(kernel: Pick<RenderKernel, 'db'>, ids: readonly number[]) {
  return (
    kernel.db
      .selectFrom('cmsContent as c')
      .innerJoin('cmsCatalog as k', 'k.catalogId', 'c.catalogId')
      .innerJoin('cmsSite as s', 's.siteId', 'c.siteId')
      .leftJoin('cmsContentBody as b', 'b.contentId', 'c.contentId')
      .select([
        'c.contentId',
        'c.siteId',
        'c.catalogId',
        'c.contentType',
        'c.title',
        'c.summary',
        'c.author',
        'c.keywords',
        'c.tags',
        'c.publishDate',
        'k.name as catalogName',
        'b.contentHtml',
        'b.items',
      ])
      .where('c.contentId', 'in', [...ids])
      .where('c.deleted', '=', false)
      .where('c.status', '=', CONTENT_STATUS.PUBLISHED)
      // the extend EnableIndex: the catalog's ('' = as the site), else the site's (unset = Y)
      .where(sql<string>`coalesce(nullif(k.config_props->>'EnableIndex', ''), s.config_props->>'EnableIndex', 'Y')`, '<>', 'N')
      .execute() as Promise<IndexSource[]>
  );
}

/**
 * Brings the index of these contents up to date with their rows: a published content is (re)indexed, any other
 * (offline, in the recycle bin, gone) leaves it. The publish queue calls it for every content it handles; the
 * moves, deletes and restores of the console queue it too. Answers how many were indexed.
 */
export async function syncSearchIndex(kernel: Pick<RenderKernel, 'db' | 'cache'>, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const seg = await segmenterOf(kernel);
  const sources = await indexSources(kernel, ids);
  const rows = sources.map((c) => indexRow(seg, c));
  const kept = new Set(rows.map((r) => r.contentId));
  const gone = ids.filter((id) => !kept.has(id));
  if (gone.length) await kernel.db.deleteFrom('cmsSearchIndex').where('contentId', 'in', gone).execute();
  if (!rows.length) return 0;
  const values = rows.map(
    (r) =>
      sql`(${r.contentId}::bigint, ${r.siteId}::bigint, ${r.catalogId}::bigint, ${r.contentType}, ${r.title}, ${r.summary}, ${r.fullText},
        ${r.publishDate}::timestamptz,
        setweight(to_tsvector('simple', ${r.a}), 'A') || setweight(to_tsvector('simple', ${r.b}), 'B') ||
        setweight(to_tsvector('simple', ${r.c}), 'C') || setweight(to_tsvector('simple', ${r.d}), 'D'),
        setweight(to_tsvector('simple', ${r.a}), 'A') || setweight(to_tsvector('simple', ${r.b}), 'B'))`,
  );
  await sql`
    insert into cms_search_index (content_id, site_id, catalog_id, content_type, title, summary, full_text, publish_date, tsv, tsv_head)
    values ${sql.join(values)}
    on conflict (content_id) do update set site_id = excluded.site_id, catalog_id = excluded.catalog_id,
      content_type = excluded.content_type, title = excluded.title, summary = excluded.summary, full_text = excluded.full_text,
      publish_date = excluded.publish_date, tsv = excluded.tsv, tsv_head = excluded.tsv_head, index_time = now()`.execute(kernel.db);
  return rows.length;
}
