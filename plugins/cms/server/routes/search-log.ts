import { type Static, Type } from 'typebox';
import { fail, idsBody, invalidField, likeValue, listRoute, ok, RateLimiter, sql, type Kernel, type RouteApp } from '#kernel/server';
import {
  SearchLogIds,
  SearchLogQuery,
  SearchWordAdd,
  SearchWordEdit,
  SearchWordQuery,
  SearchWordTop,
  SearchWordTrendQuery,
  SiteSearchWordAdd,
} from '../../shared/search-log.ts';
import '../db/search-table.ts';
import { foldText } from '../search/segmenter.ts';
import { requiredSite } from '../services/site-access.ts';

const log = (type: string) => ({ title: 'cms:log.searchWord', type });

/** a word pinned now (its pin has no end, or one to come) ranks by its pin first */
const pinned = sql<number>`case when top_flag > 0 and (top_date is null or top_date > now()) then top_flag else 0 end`;

const LOG_COLUMNS = [
  sql<string>`log_id::text`.as('logId'),
  'word',
  'userAgent',
  'ip',
  sql<string>`''`.as('location'),
  'referer',
  'clientType',
  'source',
  'resultCount',
  'logTime',
] as const;

const WORD_COLUMNS = [
  'w.wordId',
  'w.word',
  sql<string>`case when ${pinned} > 0 then 'Y' else 'N' end`.as('topFlag'),
  'w.topDate',
  'w.searchTotal',
  sql<string>`coalesce(s.path, '')`.as('source'),
  'w.siteId',
  'w.createTime',
] as const;

/**
 * Search logs and search words (menu 2053 `search/wordTab`, chestnut-api §1.12): every public search, deleted
 * by hand; the words with their totals across sites and per site, pinned to the top until a date, with a trend
 * per day; and a public suggest endpoint fed by the pinned and the most searched words of a site.
 */
export function searchLogRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  for (const [url, ofSite] of [
    ['/search/log', false],
    ['/cms/search/log', true],
  ] as const)
    listRoute(app, kernel, {
      url,
      access: 'search:log:view',
      filters: SearchLogQuery,
      sorts: { logTime: 'logTime', word: 'word' },
      defaultOrder: [['logTime', 'desc']],
      tiebreak: ['logId', 'desc'],
      select: (base) => base.select(LOG_COLUMNS as never),
      count: 'exact',
      query: async (req, q) => {
        let s = db.selectFrom('cmsSearchLog');
        if (ofSite) s = s.where('siteId', '=', (await requiredSite(kernel, req)).siteId);
        const text = (q as SearchLogQuery).query?.trim();
        if (text) s = s.where('word', 'ilike', likeValue(foldText(text)));
        return s;
      },
    });

  app.delete(
    '/search/log',
    // a log is nobody's object: the permission is the whole check
    { config: { objects: { fields: { body: false } }, access: 'search:log:delete', log: log('DELETE') }, schema: { body: SearchLogIds } },
    async (req) => {
      await db
        .deleteFrom('cmsSearchLog')
        .where('logId', 'in', (req.body as string[]).map(Number))
        .execute();
      return ok();
    },
  );

  for (const [url, ofSite] of [
    ['/search/word', false],
    ['/cms/search/word', true],
  ] as const)
    listRoute(app, kernel, {
      url,
      access: 'search:log:view',
      filters: SearchWordQuery,
      sorts: { searchTotal: 'searchTotal', word: 'word' },
      defaultOrder: [
        [pinned as never, 'desc'],
        ['searchTotal', 'desc'],
      ],
      tiebreak: ['wordId', 'desc'],
      select: (base) => base.select(WORD_COLUMNS as never),
      count: 'exact',
      query: async (req, q) => {
        let s = db.selectFrom('cmsSearchWord as w').leftJoin('cmsSite as s', 's.siteId', 'w.siteId');
        if (ofSite) s = s.where('w.siteId', '=', (await requiredSite(kernel, req)).siteId);
        const text = (q as SearchWordQuery).query?.trim();
        if (text) s = s.where('w.word', 'ilike', likeValue(foldText(text)));
        return s as never;
      },
    });

  const wordOf = (raw: string) => {
    const w = foldText(raw.trim());
    if (!w) throw invalidField('word', 'cms:search.errors.wordEmpty');
    return w;
  };
  const taken = async (siteId: number | null, word: string, except = 0) => {
    const row = await db
      .selectFrom('cmsSearchWord')
      .select('wordId')
      .where(sql<boolean>`coalesce(site_id, 0) = ${siteId ?? 0}`)
      .where('word', '=', word)
      .where('wordId', '!=', except)
      .executeTakeFirst();
    if (row) throw invalidField('word', 'cms:search.errors.wordTaken', { word });
  };

  app.post<{ Body: SearchWordAdd }>(
    '/search/word',
    { config: { access: 'search:word:edit', log: log('INSERT') }, schema: { body: SearchWordAdd } },
    async (req) => {
      const word = wordOf(req.body.word);
      await taken(null, word);
      await db
        .insertInto('cmsSearchWord')
        .values({ siteId: null, word, searchTotal: req.body.searchTotal ?? 0, createBy: req.user!.userName })
        .execute();
      return ok();
    },
  );

  app.post<{ Body: Static<typeof SiteSearchWordAdd> }>(
    '/cms/search/word',
    { config: { access: 'search:word:edit', log: log('INSERT') }, schema: { body: SiteSearchWordAdd } },
    async (req) => {
      const site = await requiredSite(kernel, req);
      const word = wordOf(req.body.word);
      await taken(site.siteId, word);
      await db.insertInto('cmsSearchWord').values({ siteId: site.siteId, word, createBy: req.user!.userName }).execute();
      return ok();
    },
  );

  app.put<{ Body: SearchWordEdit }>(
    '/search/word',
    {
      config: { objects: { fields: { wordId: false } }, access: 'search:word:edit', log: log('UPDATE') },
      schema: { body: SearchWordEdit },
    },
    async (req) => {
      const old = await db
        .selectFrom('cmsSearchWord')
        .select(['wordId', 'siteId'])
        .where('wordId', '=', req.body.wordId)
        .executeTakeFirst();
      if (!old) throw fail('cms:search.errors.wordGone');
      const word = wordOf(req.body.word);
      await taken(old.siteId, word, old.wordId);
      await db
        .updateTable('cmsSearchWord')
        .set({ word, ...(req.body.searchTotal != null ? { searchTotal: req.body.searchTotal } : {}), updateTime: sql`now()` })
        .where('wordId', '=', old.wordId)
        .execute();
      return ok();
    },
  );

  app.delete(
    '/search/word',
    { config: { objects: { fields: { body: false } }, access: 'search:word:edit', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      await db
        .deleteFrom('cmsSearchWord')
        .where('wordId', 'in', req.body as number[])
        .execute();
      return ok();
    },
  );

  app.put<{ Body: SearchWordTop }>(
    '/search/word/set_top',
    {
      config: { objects: { fields: { wordIds: false } }, access: 'search:word:edit', log: log('UPDATE') },
      schema: { body: SearchWordTop },
    },
    async (req) => {
      const end = req.body.topEndTime.length === 10 ? `${req.body.topEndTime} 23:59:59` : req.body.topEndTime;
      const future = await sql<{ ok: boolean }>`select ${end}::timestamptz > now() as ok`.execute(db).catch(() => null);
      if (!future?.rows[0]?.ok) throw invalidField('topEndTime', 'cms:search.errors.topPast');
      await db
        .updateTable('cmsSearchWord')
        .set({ topFlag: sql`extract(epoch from now())::bigint`, topDate: end })
        .where('wordId', 'in', req.body.wordIds)
        .execute();
      return ok();
    },
  );

  app.put(
    '/search/word/cancel_top',
    { config: { objects: { fields: { body: false } }, access: 'search:word:edit', log: log('UPDATE') }, schema: { body: idsBody } },
    async (req) => {
      await db
        .updateTable('cmsSearchWord')
        .set({ topFlag: 0, topDate: null })
        .where('wordId', 'in', req.body as number[])
        .execute();
      return ok();
    },
  );

  app.get<{ Querystring: SearchWordTrendQuery }>(
    '/search/word/trend',
    { config: { objects: { fields: { wordId: false } }, access: 'search:log:view' }, schema: { querystring: SearchWordTrendQuery } },
    async (req) => {
      const end = req.query.endTime?.slice(0, 10);
      const begin = req.query.beginTime?.slice(0, 10);
      const { rows } = await sql<{ day: string; total: number }>`
        with span as (
          select coalesce(${end ?? null}::date, current_date) as last,
                 greatest(coalesce(${begin ?? null}::date, coalesce(${end ?? null}::date, current_date) - 29),
                          coalesce(${end ?? null}::date, current_date) - 365) as first)
        select to_char(d, 'YYYY-MM-DD') as day, coalesce(x.total, 0)::int as total
        from span, generate_series(span.first, span.last, interval '1 day') d
        left join cms_search_word_day x on x.word_id = ${req.query.wordId} and x.day = d::date
        order by d`.execute(db);
      return ok({ xAxisDatas: rows.map((r) => r.day), lineDatas: rows.map((r) => Number(r.total)) });
    },
  );

  // public: what the search box offers as the reader types (pinned words first, then the most searched)
  const limiter = new RateLimiter(120, 60_000);
  const SuggestQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 50 }), siteId: Type.Integer({ minimum: 1 }) });
  app.get<{ Querystring: Static<typeof SuggestQuery> }>(
    '/api/search/suggest',
    { config: { access: 'public', anyOrigin: true, objects: { fields: { siteId: false } } }, schema: { querystring: SuggestQuery } },
    async (req) => {
      await limiter.check(req, 'cms-search-suggest');
      const site = req.query.siteId;
      const prefix = foldText(req.query.q.trim());
      if (!prefix) return ok([]);
      const rows = await db
        .selectFrom('cmsSearchWord')
        .select('word')
        .where((eb) => eb.or([eb('siteId', '=', site), eb('siteId', 'is', null)]))
        .where('word', 'like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        .orderBy(pinned, 'desc')
        .orderBy('searchTotal', 'desc')
        .limit(10)
        .execute();
      return ok([...new Set(rows.map((r) => r.word))]);
    },
  );
}
