import { type Static, Type } from 'typebox';
import { idsBody, likeValue, listRoute, ok, type RouteApp, sql, type Kernel } from '#kernel/server';
import { CONTENT_STATUS, CONTENT_TYPES } from '../../shared/content.ts';
import '../db/search-table.ts';
import { syncSearchIndex } from '../search/index-writer.ts';
import { startSiteRebuild } from '../search/index-rebuild.ts';
import { assertContent } from '../services/content-access.ts';
import { requiredSite } from '../services/site-access.ts';

const log = (type: string) => ({ title: 'cms:log.searchIndex', type });

const IndexQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  onlyTitle: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])),
  contentType: Type.Optional(Type.String({ maxLength: 20 })),
});

const ContentIdParam = Type.Object({ contentId: Type.Integer({ minimum: 1 }) });

/** the lexemes of a stored tsvector with their weights (`'建筑业':1A,5D` → 建筑业 A) */
function lexemesOf(tsv: string): { word: string; weights: string }[] {
  const out: { word: string; weights: string }[] = [];
  for (const m of tsv.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    const weights = [...new Set((m[2] ?? '').replace(/[0-9,]/g, '') || 'D')].sort().join('');
    out.push({ word: m[1].replaceAll("''", "'"), weights });
  }
  return out;
}

/**
 * The content index screen (menu 2051, chestnut-api §1.4 `/cms/search/*`): the current site's indexed contents,
 * one entry's detail with the words it is found by, deleting entries, indexing one content again and rebuilding a
 * site's index as an async task.
 */
export function searchIndexRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute(app, kernel, {
    url: '/cms/search/contents',
    access: 'cms:contentindex:view',
    filters: IndexQuery,
    sorts: { publishDate: 'i.publishDate', indexTime: 'i.indexTime', title: 'i.title' },
    defaultOrder: [['i.publishDate', 'desc']],
    tiebreak: ['i.contentId', 'desc'],
    columns: [
      'i.contentId',
      'i.contentType',
      'i.siteId',
      'i.catalogId',
      'k.name as catalogName',
      'i.title',
      'i.publishDate',
      'i.indexTime',
    ],
    countScope: async (req) => String((await requiredSite(kernel, req)).siteId),
    query: async (req, raw) => {
      const q = raw as Static<typeof IndexQuery>;
      const site = await requiredSite(kernel, req);
      const words = q.query?.trim();
      const type = CONTENT_TYPES.find((t) => t === q.contentType);
      let s = db
        .selectFrom('cmsSearchIndex as i')
        .leftJoin('cmsCatalog as k', 'k.catalogId', 'i.catalogId')
        .where('i.siteId', '=', site.siteId);
      if (words)
        s = s.where((eb) =>
          String(q.onlyTitle) === 'true'
            ? eb('i.title', 'ilike', likeValue(words))
            : eb.or([eb('i.title', 'ilike', likeValue(words)), eb('i.fullText', 'ilike', likeValue(words))]),
        );
      if (type) s = s.where('i.contentType', '=', type);
      return s as never;
    },
  });

  app.get<{ Params: Static<typeof ContentIdParam> }>(
    '/cms/search/content/:contentId',
    { config: { objects: { fields: { contentId: 'content' } }, access: 'cms:contentindex:view' }, schema: { params: ContentIdParam } },
    async (req) => {
      const c = await assertContent(kernel, req, req.params.contentId);
      const { rows } = await sql<{ fullText: string; publishDate: string | null; indexTime: string; tsv: string }>`
        select full_text, publish_date, index_time, tsv::text as tsv from cms_search_index where content_id = ${c.contentId}`.execute(db);
      const entry = rows[0];
      if (!entry) return ok(null);
      return ok({
        contentId: c.contentId,
        contentType: c.contentType,
        siteId: c.siteId,
        catalogId: c.catalogId,
        catalogAncestors: c.catalogAncestors,
        logo: c.logo,
        title: c.title,
        status: c.status,
        author: c.author,
        editor: c.editor,
        keywords: c.keywords,
        tags: c.tags,
        fullText: entry.fullText,
        publishDate: entry.publishDate,
        createTime: c.createTime,
        indexTime: entry.indexTime,
        // beyond v1.4.3: the words the entry is found by, and where they weigh (A title … D body)
        words: lexemesOf(entry.tsv),
      });
    },
  );

  app.delete(
    '/cms/search/contents',
    {
      config: { objects: { fields: { body: 'content' } }, access: 'cms:contentindex:edit', log: log('DELETE') },
      schema: { body: idsBody },
    },
    async (req) => {
      const site = await requiredSite(kernel, req);
      const ids = req.body as number[];
      await db.deleteFrom('cmsSearchIndex').where('siteId', '=', site.siteId).where('contentId', 'in', ids).execute();
      return ok();
    },
  );

  app.post<{ Params: Static<typeof ContentIdParam> }>(
    '/cms/search/build/:contentId',
    {
      config: { objects: { fields: { contentId: 'content' } }, access: 'cms:contentindex:edit', log: log('UPDATE') },
      schema: { params: ContentIdParam },
    },
    async (req) => {
      const c = await assertContent(kernel, req, req.params.contentId);
      // only what is published is found: indexing another content takes it out
      await syncSearchIndex(kernel, [c.contentId]);
      return ok(c.status === CONTENT_STATUS.PUBLISHED && !c.deleted);
    },
  );

  app.post('/cms/search/rebuild', { config: { access: 'cms:contentindex:edit', log: log('UPDATE') } }, async (req) => {
    const site = await requiredSite(kernel, req);
    const taskId = await startSiteRebuild(kernel, site.siteId);
    return ok(taskId);
  });
}
