import { deviceOf, maskIp } from '#kernel/shared';
import { type Kernel, requestIp, sql } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import '../db/search-table.ts';
import { pinWord, searchIndex } from './search-query.ts';

/** the longest user agent and referrer a log keeps */
const HEADER_CHARS = 500;

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.slice(0, HEADER_CHARS) ?? null;
};

/**
 * Logs one public search (the Search dynamic page, its first page) and counts its word: the site's total and the
 * day's, for the search words screen and its trend; `resultCount` feeds the report of queries that find nothing.
 * The caller logs nothing for a site whose extend EnableSearchLog is N.
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
  await kernel.db
    .insertInto('cmsSearchLog')
    .values({
      siteId: o.siteId,
      word,
      // kept as the visit log keeps it: the last byte of an IPv4 address zeroed
      ip: maskIp(requestIp(req)) || null,
      userAgent: ua || null,
      referer: header(req, 'referer'),
      clientType: deviceOf(ua),
      source: o.sitePath,
      resultCount: total,
    })
    .execute();
  await sql`
    with w as (
      insert into cms_search_word (site_id, word, search_total) values (${o.siteId}, ${word}, 1)
      on conflict (coalesce(site_id, 0), word) do update set search_total = cms_search_word.search_total + 1, update_time = now()
      returning word_id)
    insert into cms_search_word_day (word_id, day, total) select word_id, current_date, 1 from w
    on conflict (word_id, day) do update set total = cms_search_word_day.total + 1`.execute(kernel.db);
}
