import { type Kernel, sql } from '#kernel/server';
import type { NoticePublisher, PublicNotice } from '#kernel/shared';
import { enqueuePublish } from '../publish/queue.ts';
import { STATIC_PREFIX } from '../render/render-data.ts';
import { logContentOp } from './content-access.ts';
import { enabledPipeCodes } from './enabled-pipes.ts';
import { sanitizeBody } from './content-html.ts';
import { type CheckedSave, writeContentSave } from './content-save.ts';
import { writeContentStatus } from './content-status.ts';

/** Where notices go when the caller names no catalog: the association site's `notice` catalog (通知公告). */
const DEFAULT_SITE = 'zhuxie';
const DEFAULT_ALIAS = 'notice';

/**
 * The CMS's notice publisher (kernel service NOTICE_PUBLISHER): another plugin's notice becomes an article of a
 * catalog, saved through the content save (row, body, revision, operation log), published at once through the
 * publish queue, and taken offline on request. Its URL is the article's page on the site's first enabled pipe.
 */
export function noticePublisher(kernel: Kernel): NoticePublisher {
  const { db } = kernel;

  const catalogOf = (n: PublicNotice) => {
    let q = db
      .selectFrom('cmsCatalog')
      .innerJoin('cmsSite', 'cmsSite.siteId', 'cmsCatalog.siteId')
      .select(['cmsCatalog.catalogId', 'cmsCatalog.siteId', 'cmsCatalog.ancestors', 'cmsCatalog.path', 'cmsSite.path as sitePath'])
      .select(['cmsSite.publishPipeProps'])
      .where('cmsCatalog.catalogType', '!=', 'link');
    q = n.placeId
      ? q.where('cmsCatalog.catalogId', '=', n.placeId)
      : q.where('cmsSite.path', '=', DEFAULT_SITE).where('cmsCatalog.alias', '=', DEFAULT_ALIAS);
    return q.executeTakeFirst();
  };

  return {
    async publish(n) {
      const catalog = await catalogOf(n);
      if (!catalog) return null;
      const contentHtml = sanitizeBody(n.html, 'contentHtml');
      const save: CheckedSave = {
        siteId: catalog.siteId,
        catalog: { catalogId: catalog.catalogId, ancestors: catalog.ancestors },
        contentType: 'article',
        values: {
          catalogId: catalog.catalogId,
          catalogAncestors: catalog.ancestors,
          title: n.title,
          original: 'Y',
          keywords: [],
          tags: [],
          attributes: 0,
          linkFlag: 'N',
          offlineDate: n.offlineAt ?? null,
          publishPipe: [],
          publishPipeProps: sql`'{}'::jsonb`,
        },
        body: { contentHtml, pageTitles: null, items: [] },
        relaContentIds: [],
        dto: { catalogId: catalog.catalogId, title: n.title, contentHtml, contentType: 'article' },
      };
      const contentId = await writeContentSave(kernel, save, n.operator);
      await db.transaction().execute(async (trx) => {
        await writeContentStatus(trx, 'noticePublish', [contentId], {
          publishDate: sql`now()`,
          updateBy: n.operator,
          updateTime: sql`now()`,
        });
        await logContentOp(trx, [contentId], 'PUBLISH', n.operator);
      });
      await enqueuePublish(kernel, [{ type: 'content', id: contentId }]);
      const code = (await enabledPipeCodes(db, catalog.siteId))[0] ?? 'pc';
      const props = (catalog.publishPipeProps[code] ?? {}) as Record<string, string>;
      const base = props.url || `${kernel.config.apiBase}${STATIC_PREFIX}/${catalog.sitePath}_${code}/`;
      const url = `${base.endsWith('/') ? base : `${base}/`}${catalog.path}/${contentId}.${props.staticSuffix || 'shtml'}`;
      return { ref: String(contentId), url };
    },

    async takeOffline(ref, operator) {
      const id = Number(ref);
      if (!Number.isSafeInteger(id)) return;
      const rows = await db.transaction().execute(async (trx) => {
        const r = await writeContentStatus(trx, 'noticeOffline', [id], { updateBy: operator, updateTime: sql`now()` });
        if (r.length) await logContentOp(trx, [id], 'OFFLINE', operator);
        return r;
      });
      await enqueuePublish(
        kernel,
        rows.map((contentId) => ({ type: 'contentOffline', id: contentId })),
      );
    },
  };
}
