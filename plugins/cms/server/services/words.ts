import type { Kernel } from '#kernel/server';
import { memoPer, sql } from '#kernel/worker';
import type { RenderKernel } from '../render/render-kernel.ts';
import { escapeHtml } from '#kernel/shared';
import { htmlTextPieces, replaceInHtml, WordMatcher } from './word-match.ts';

/**
 * The word lists as the content editor and the templates use them (issue 10): sensitive words refuse a
 * save, error-prone words are offered with their replacement, hot words become links, tag words count
 * their uses. Lists are cached (name WORDS_CACHE, dropped on every word write through `kernel.invalidate`,
 * so every instance rebuilds) and each cached list is compiled into one matcher.
 */
export const WORDS_CACHE = 'cms.words';
const TTL_SECONDS = 300;

interface SensitiveRow {
  word: string;
  type: 'BLACK' | 'WHITE';
  replaceWord: string | null;
}
interface ErrorProneRow {
  word: string;
  replaceWord: string;
}
interface HotRow {
  wordId: number;
  word: string;
  url: string;
  urlTarget: string;
  groupCode: string;
}

// compiled once per cached list: the cache hands back the same array until the list changes
const compiled = new WeakMap<object, WordMatcher<any>>();
function matcherOf<T extends { word: string }>(rows: T[]): WordMatcher<T> {
  let m = compiled.get(rows);
  if (!m) {
    m = new WordMatcher(rows.map((r) => ({ word: r.word, value: r })));
    compiled.set(rows, m);
  }
  return m;
}

const sensitiveRows = (kernel: RenderKernel) =>
  kernel.cache.getOrLoad<SensitiveRow[]>(
    WORDS_CACHE,
    'sensitive',
    () => kernel.db.selectFrom('cmsSensitiveWord').select(['word', 'type', 'replaceWord']).orderBy('wordId').execute(),
    TTL_SECONDS,
  );

const errorProneRows = (kernel: RenderKernel) =>
  kernel.cache.getOrLoad<ErrorProneRow[]>(
    WORDS_CACHE,
    'errorprone',
    () => kernel.db.selectFrom('cmsErrorproneWord').select(['word', 'replaceWord']).orderBy('wordId').execute(),
    TTL_SECONDS,
  );

const hotRows = (kernel: RenderKernel, siteId: number) =>
  kernel.cache.getOrLoad<HotRow[]>(
    WORDS_CACHE,
    `hot:${siteId}`,
    () =>
      kernel.db
        .selectFrom('cmsHotWord as w')
        .innerJoin('cmsHotWordGroup as g', 'g.groupId', 'w.groupId')
        .select(['w.wordId', 'w.word', 'w.url', 'w.urlTarget', 'g.code as groupCode'])
        .where('g.siteId', '=', siteId)
        .orderBy('w.wordId')
        .execute(),
    TTL_SECONDS,
  );

/** Drops the cached lists here and on every other instance (after any word write). */
export function invalidateWords(kernel: Kernel): Promise<void> {
  return kernel.invalidate(WORDS_CACHE);
}

/** The black hits of a text (HTML tags skipped) that no whitelist word covers. */
async function sensitiveHits(kernel: RenderKernel, text: string) {
  const m = matcherOf(await sensitiveRows(kernel));
  const hits: { start: number; end: number; row: SensitiveRow; piece: number }[] = [];
  htmlTextPieces(text).forEach((p, piece) => {
    if (p.tag) return;
    const all = m.findAll(p.text);
    const white = all.filter((h) => h.value.type === 'WHITE');
    for (const h of all)
      if (h.value.type === 'BLACK' && !white.some((w) => w.start <= h.start && w.end >= h.end))
        hits.push({ start: h.start, end: h.end, row: h.value, piece });
  });
  return hits;
}

/** The sensitive words a text holds (whitelist words pass), each once, in the order they first appear. */
export async function checkSensitive(kernel: Kernel, text: string): Promise<string[]> {
  const hits = await sensitiveHits(kernel, text);
  hits.sort((a, b) => a.piece - b.piece || a.start - b.start);
  return [...new Set(hits.map((h) => h.row.word))];
}

/**
 * The text with its sensitive words replaced (tags untouched, whitelist words kept): by `replacement` when
 * given, else by the word's own replacement, else by one `*` per character.
 */
export async function replaceSensitive(kernel: RenderKernel, text: string, replacement?: string): Promise<string> {
  const rows = await sensitiveRows(kernel);
  if (!rows.some((r) => r.type === 'BLACK')) return text;
  const m = matcherOf(rows);
  return replaceInHtmlText(text, (piece) => {
    const all = m.findAll(piece);
    const white = all.filter((h) => h.value.type === 'WHITE');
    const black = all
      .filter((h) => h.value.type === 'BLACK' && !white.some((w) => w.start <= h.start && w.end >= h.end))
      .sort((a, b) => a.start - b.start || b.end - a.end);
    let out = '';
    let last = 0;
    for (const h of black) {
      if (h.start < last) continue;
      const rep = replacement || h.value.replaceWord || '*'.repeat([...piece.slice(h.start, h.end)].length);
      out += piece.slice(last, h.start) + rep;
      last = h.end;
    }
    return out + piece.slice(last);
  });
}

// text pieces outside tags (and outside script/style) go through `fn`; links keep their text replaced too
function replaceInHtmlText(html: string, fn: (text: string) => string): string {
  return htmlTextPieces(html)
    .map((p) => (p.tag ? p.text : fn(p.text)))
    .join('');
}

/** The error-prone words a text holds with their replacements, each once, in the order they first appear. */
export async function findErrorProne(kernel: Kernel, text: string): Promise<{ word: string; replacement: string }[]> {
  const m = matcherOf(await errorProneRows(kernel));
  const seen = new Map<string, string>();
  for (const p of htmlTextPieces(text)) {
    if (p.tag) continue;
    for (const h of m.findLongest(p.text)) if (!seen.has(h.value.word)) seen.set(h.value.word, h.value.replaceWord);
  }
  return [...seen].map(([word, replacement]) => ({ word, replacement }));
}

/** The text with every error-prone word replaced by its replacement (tags untouched): the editor's one-click fix. */
export async function replaceErrorProne(kernel: Kernel, text: string): Promise<string> {
  const m = matcherOf(await errorProneRows(kernel));
  return replaceInHtmlText(text, (piece) => {
    let out = '';
    let last = 0;
    for (const h of m.findLongest(piece)) {
      out += piece.slice(last, h.start) + h.value.replaceWord;
      last = h.end;
    }
    return out + piece.slice(last);
  });
}

/** Placeholders of a hot-word link format: `{url}`, `{target}`, `{word}` (the word as written in the text). */
export const DEFAULT_HOT_WORD_FORMAT = '<a href="{url}" target="{target}">{word}</a>';

/**
 * Links the hot words of the site's groups (`groupCodes`; empty = none) in HTML: at most `maxPerWord`
 * occurrences of each word (≤ 0: every one), never inside a tag, an existing link, a script or a style.
 * Returns the HTML and the ids of the words that were linked (for their use counts).
 */
export async function linkHotWords(
  kernel: RenderKernel,
  siteId: number,
  groupCodes: string[],
  html: string,
  maxPerWord = 1,
  format = DEFAULT_HOT_WORD_FORMAT,
): Promise<{ html: string; wordIds: number[] }> {
  if (!groupCodes.length || !html) return { html, wordIds: [] };
  const rows = await hotRows(kernel, siteId);
  const codes = new Set(groupCodes.map((c) => c.toLowerCase()));
  const key = [...codes].sort().join(',');
  // one matcher per cached list and group selection
  const m = memoPer(
    groupMatchers,
    rows,
    key,
    () => new WordMatcher(rows.filter((r) => codes.has(r.groupCode.toLowerCase())).map((r) => ({ word: r.word, value: r }))),
  );
  const used = new Map<number, number>();
  const out = replaceInHtml(html, m, (hit, found) => {
    const n = used.get(hit.value.wordId) ?? 0;
    if (maxPerWord > 0 && n >= maxPerWord) return null;
    used.set(hit.value.wordId, n + 1);
    return format
      .replaceAll('{url}', escapeHtml(hit.value.url))
      .replaceAll('{target}', escapeHtml(hit.value.urlTarget))
      .replaceAll('{word}', found);
  });
  return { html: out, wordIds: [...used.keys()] };
}
const groupMatchers = new WeakMap<object, Map<string, WordMatcher<HotRow>>>();

/** `linkHotWords` returning the HTML only (the templates' `replaceHotWords`). */
export async function replaceHotWords(
  kernel: RenderKernel,
  siteId: number,
  groupCodes: string[],
  html: string,
  maxPerWord = 1,
  format?: string,
): Promise<string> {
  return (await linkHotWords(kernel, siteId, groupCodes, html, maxPerWord, format)).html;
}

/** The ids of the site's hot words (every group) that a text holds outside its tags: what a content uses. */
export async function hotWordIdsIn(kernel: Kernel, siteId: number, html: string | null | undefined): Promise<Set<number>> {
  const ids = new Set<number>();
  if (!html) return ids;
  const m = matcherOf(await hotRows(kernel, siteId));
  for (const p of htmlTextPieces(html)) if (!p.tag) for (const h of m.findAll(p.text)) ids.add(h.value.wordId);
  return ids;
}

/** Adds `delta` to the use count of hot words when a content is saved (the words its body gained or lost). */
export async function addHotWordUseCounts(kernel: Kernel, wordIds: number[], delta = 1): Promise<void> {
  if (!wordIds.length || !delta) return;
  await kernel.db
    .updateTable('cmsHotWord')
    .set({ useCount: sql`greatest(0, use_count + ${delta})` })
    .where('wordId', 'in', [...new Set(wordIds)])
    .execute();
}

/**
 * Adds `delta` (−1 when a tag is removed) to the use count of the site's tag words equal to `tags`
 * (case-insensitive), when contents are saved. Tags that are not tag words are ignored.
 */
export async function addTagUseCounts(kernel: Kernel, siteId: number, tags: string[], delta = 1): Promise<number> {
  const low = [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (!low.length || !delta) return 0;
  const r = await kernel.db
    .updateTable('cmsTagWord')
    .set({ useCount: sql`greatest(0, use_count + ${delta})` })
    .where('siteId', '=', siteId)
    .where(sql`lower(word)`, 'in', low)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
