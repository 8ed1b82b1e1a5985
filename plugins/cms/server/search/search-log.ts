import { deviceOf, maskIp } from '#kernel/shared';
import { EventBatch, formatInstant, type Kernel, requestIp, sql } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import '../db/search-table.ts';
import { pinWord, searchIndex } from './search-query.ts';

/** the longest user agent and referrer a log keeps */
const HEADER_CHARS = 500;

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.slice(0, HEADER_CHARS) ?? null;
};

/** one public search waiting in the buffer */
interface PendingSearch {
  siteId: number;
  word: string;
  ip: string | null;
  userAgent: string | null;
  referer: string | null;
  clientType: string;
  source: string;
  resultCount: number;
  logTime: Date;
}

/** Writes a batch: the logs in one insert, then each word's count of the batch added to its totals, per day too. */
async function writeSearches(kernel: Kernel, rows: PendingSearch[]): Promise<void> {
  await kernel.db
    .insertInto('cmsSearchLog')
    .values(rows.map((r) => ({ ...r, logTime: r.logTime.toISOString() })))
    .execute();
  const counts = new Map<string, { siteId: number; word: string; day: string; n: number }>();
  for (const r of rows) {
    const day = formatInstant(r.logTime, kernel.config.timeZone).slice(0, 10);
    const key = `${r.siteId}|${r.word}|${day}`;
    const c = counts.get(key) ?? { siteId: r.siteId, word: r.word, day, n: 0 };
    c.n++;
    counts.set(key, c);
  }
  const list = [...counts.values()];
  const values = sql.join(list.map((c) => sql`(${c.siteId}::bigint, ${c.word}, ${c.day}::date, ${c.n}::int)`));
  // rows in a fixed order, so two instances flushing at once take the word rows' locks in the same order
  await sql`
    with batch(site_id, word, day, n) as (values ${values}),
    totals as (
      insert into cms_search_word (site_id, word, search_total)
      select site_id, word, sum(n) from batch group by site_id, word order by site_id, word
      on conflict (coalesce(site_id, 0), word) do update set search_total = cms_search_word.search_total + excluded.search_total, update_time = now()
      returning word_id, site_id, word)
    insert into cms_search_word_day (word_id, day, total)
    select t.word_id, b.day, b.n from batch b join totals t on t.site_id = b.site_id and t.word = b.word
    order by t.word_id, b.day
    on conflict (word_id, day) do update set total = cms_search_word_day.total + excluded.total`.execute(kernel.db);
}

const buffers = new WeakMap<object, EventBatch<PendingSearch>>();

/** The search log's buffer of a running product (flushed at least every second; `stopSearchLog` writes what is left). */
function searchLogOf(kernel: Kernel): EventBatch<PendingSearch> {
  let b = buffers.get(kernel);
  if (!b) {
    b = new EventBatch<PendingSearch>({
      write: (rows) => writeSearches(kernel, rows),
      onError: (e) => console.warn(`search log: ${(e as Error).message}`),
    });
    buffers.set(kernel, b);
  }
  return b;
}

/** At the graceful stop: the searches still buffered are written. */
export async function stopSearchLog(kernel: Kernel): Promise<void> {
  await buffers.get(kernel)?.stop();
  buffers.delete(kernel);
}

/** Writes the buffered searches now (tests read the log right after searching). */
export const flushSearchLog = (kernel: Kernel) => buffers.get(kernel)?.flush() ?? Promise.resolve();

/**
 * Logs one public search (the Search dynamic page, its first page) and counts its word: the site's total and the
 * day's, for the search words screen and its trend; `resultCount` feeds the report of queries that find nothing.
 * The caller logs nothing for a site whose extend EnableSearchLog is N. The searches are written in batches (a
 * buffer flushed at least every second, one statement for the logs and one for the counts), so a popular word is
 * not one row lock per search; a `kill -9` loses at most the last second's.
 */
export async function recordSearch(
  kernel: Kernel,
  req: FastifyRequest,
  o: { siteId: number; sitePath: string; query: string; resultCount?: number },
): Promise<void> {
  const word = pinWord(o.query);
  if (!word) return;
  // the count the page found; counted here only for a template that shows no search results
  const total = o.resultCount ?? (await searchIndex(kernel, { siteId: o.siteId, query: o.query, offset: 0, limit: 0 })).total;
  const ua = header(req, 'user-agent') ?? '';
  searchLogOf(kernel).add({
    siteId: o.siteId,
    word,
    // kept as the visit log keeps it: the last byte of an IPv4 address zeroed
    ip: maskIp(requestIp(req)) || null,
    userAgent: ua || null,
    referer: header(req, 'referer'),
    clientType: deviceOf(ua),
    source: o.sitePath,
    resultCount: total,
    logTime: new Date(),
  });
}
