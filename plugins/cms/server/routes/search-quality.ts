import type { FastifyReply } from 'fastify';
import { type Static, Type } from 'typebox';
import { AppError, idsBody, invalidField, objectRoute, ok, RateLimiter, sql, type Kernel, type RouteApp } from '#kernel/server';
import '../db/search-table.ts';
import { SEARCH_CLICK_PATH, searchClickValid } from '../search/search-click.ts';
import { pinWord } from '../search/search-query.ts';
import { assertContent } from '../services/content-access.ts';
import { requiredSite } from '../services/site-access.ts';

const log = (type: string) => ({ title: 'cms:log.searchWord', type });

const QualityQuery = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })) });
const PinAdd = Type.Object({
  word: Type.String({ minLength: 1, maxLength: 100 }),
  contentId: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
});
const ClickQuery = Type.Object({
  sid: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
  cid: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
  w: Type.String({ minLength: 1, maxLength: 100 }),
  to: Type.String({ minLength: 1, maxLength: 2000 }),
  sig: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** the result clicks a client address may send a minute */
const CLICKS_PER_MINUTE = 120;

/** a plain-text answer a browser shows as it is */
const text = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(body);

/**
 * The search-quality loop (issue 35, beyond v1.4.3) of the current site: the report of queries that find nothing
 * and of queries whose results nobody opens, with their fixes — a dictionary word and a synonym (search-dict.ts),
 * and a content pinned as the first result of a query (here); and the public click counter the search page's
 * result links go through (a signed link: it redirects only where the server's own page pointed).
 */
export function searchQualityRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  app.get<{ Querystring: Static<typeof QualityQuery> }>(
    '/cms/search/quality',
    { config: { access: 'search:log:view' }, schema: { querystring: QualityQuery } },
    async (req) => {
      const site = await requiredSite(kernel, req);
      const since = sql`now() - make_interval(days => ${req.query.days ?? 30})`;
      const [noResults, unclicked] = await Promise.all([
        sql<{ word: string; searches: number; lastTime: string }>`
          select word, count(*)::int as searches, max(log_time) as last_time
          from cms_search_log
          where site_id = ${site.siteId} and result_count = 0 and log_time > ${since}
          group by word order by searches desc, last_time desc limit 100`.execute(db),
        // searches that found something, none of whose results was opened in the same days
        sql<{ word: string; searches: number; results: number; lastTime: string }>`
          select l.word, count(*)::int as searches, max(l.result_count)::int as results, max(l.log_time) as last_time
          from cms_search_log l
          where l.site_id = ${site.siteId} and l.result_count > 0 and l.log_time > ${since}
            and not exists (select 1 from cms_search_click c where c.site_id = l.site_id and c.word = l.word and c.click_time > ${since})
          group by l.word order by searches desc, last_time desc limit 100`.execute(db),
      ]);
      return ok({ noResults: noResults.rows, unclicked: unclicked.rows });
    },
  );

  app.get('/cms/search/pin', { config: { access: 'search:log:view' } }, async (req) => {
    const site = await requiredSite(kernel, req);
    const rows = await db
      .selectFrom('cmsSearchPin as p')
      .leftJoin('cmsContent as c', 'c.contentId', 'p.contentId')
      .select(['p.pinId', 'p.word', 'p.contentId', 'c.title', 'p.createBy', 'p.createTime'])
      .where('p.siteId', '=', site.siteId)
      .orderBy('p.word')
      .execute();
    return ok(rows);
  });

  // a query's first result: one content per query of a site (pinning again replaces it); the content must be indexed
  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/search/pin',
    access: 'search:word:edit',
    log: log('INSERT'),
    objects: { fields: { contentId: 'content' } },
    schema: { body: PinAdd },
    load: async (req) => {
      const site = await requiredSite(kernel, req);
      const content = await assertContent(kernel, req, (req.body as Static<typeof PinAdd>).contentId);
      if (content.siteId !== site.siteId) throw invalidField('contentId', 'cms:search.errors.pinOtherSite');
      return { site, content };
    },
    handle: async (req, { site, content }, { db: tx }) => {
      const word = pinWord((req.body as Static<typeof PinAdd>).word);
      if (!word) throw invalidField('word', 'cms:search.errors.wordBlank');
      const indexed = await tx
        .selectFrom('cmsSearchIndex')
        .select('contentId')
        .where('contentId', '=', content.contentId)
        .executeTakeFirst();
      if (!indexed) throw invalidField('contentId', 'cms:search.errors.pinNotIndexed', { title: content.title });
      const row = await tx
        .insertInto('cmsSearchPin')
        .values({ siteId: site.siteId, word, contentId: content.contentId, createBy: req.user!.userName })
        .onConflict((oc) =>
          oc
            .expression(sql`site_id, word`)
            .doUpdateSet({ contentId: content.contentId, createBy: req.user!.userName, createTime: sql`now()` }),
        )
        .returning('pinId')
        .executeTakeFirstOrThrow();
      return ok(row.pinId);
    },
  });

  app.delete(
    '/cms/search/pin',
    // pins are the current site's: the delete is scoped to it
    { config: { objects: { fields: { body: false } }, access: 'search:word:edit', log: log('DELETE') }, schema: { body: idsBody } },
    async (req) => {
      const site = await requiredSite(kernel, req);
      const gone = await db
        .deleteFrom('cmsSearchPin')
        .where('siteId', '=', site.siteId)
        .where('pinId', 'in', req.body as number[])
        .executeTakeFirst();
      return ok(Number(gone.numDeletedRows));
    },
  );

  // public: a search result opened through its signed link is counted for its query, then the reader goes on
  const limiter = new RateLimiter(CLICKS_PER_MINUTE, 60_000);
  objectRoute(app, kernel, {
    method: 'GET',
    url: SEARCH_CLICK_PATH,
    access: 'public',
    objects: { fields: { sid: false, cid: false } },
    schema: { querystring: ClickQuery },
    handle: async (req, _o, { reply }) => {
      try {
        await limiter.check(req, 'cms-search-click');
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        return text(reply, 429, req.t(e.key, e.params as Record<string, unknown>));
      }
      const q = req.query as Static<typeof ClickQuery>;
      const click = { siteId: q.sid, contentId: q.cid, word: q.w, target: q.to };
      if (!/^(https?:\/\/|\/(?!\/))[^\s<>"]*$/.test(q.to) || !(await searchClickValid(db, click, q.sig)))
        return text(reply, 404, req.t('cms:search.errors.clickInvalid'));
      const site = await db.selectFrom('cmsSite').select('configProps').where('siteId', '=', q.sid).executeTakeFirst();
      if (site && site.configProps.EnableSearchLog !== 'N')
        await db.insertInto('cmsSearchClick').values({ siteId: q.sid, word: q.w, contentId: q.cid }).execute();
      return reply.header('Cache-Control', 'no-store').redirect(q.to, 302);
    },
  });
}
