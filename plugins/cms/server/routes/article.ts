import type { RouteApp } from '#kernel/server';
import { Type } from 'typebox';
import { notFound, ok, type Kernel } from '#kernel/server';
import { Wire } from '#kernel/shared';
import { LOCAL_RES_PREFIX } from '../storage/local-storage.ts';
import { enabledPipeCodes } from '../services/enabled-pipes.ts';

/** The pipe prop naming the CSS the article editor loads (v1.4.3 `ueditorCss`, a site and catalog pipe prop). */
export const UEDITOR_CSS_PROP = 'ueditorCss';

const UEDITOR_CSS_QUERY = Type.Object({ catalogId: Wire.id() });

/**
 * The URL of an editor CSS value: an http(s) or root-relative link as it is, else a site file as the Files screen
 * names it (`{sitePath}/resources/…`) under the local resource prefix, as v1.4.3 prefixes its resource root.
 */
function cssUrl(apiBase: string, value: string) {
  if (!value) return '';
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `${apiBase}${LOCAL_RES_PREFIX}/${value}`;
}

/** Article calls of v1.4.3's content editor (`/cms/article/*`). */
export async function articleRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  // v1.4.3 `getUEditorCSS`: per pipe of the catalog's site, the editor CSS of the catalog, else of the site ('' for none)
  app.get(
    '/cms/article/ueditor_css',
    { config: { objects: { fields: { catalogId: 'catalog' } }, access: 'cms:content:view' }, schema: { querystring: UEDITOR_CSS_QUERY } },
    async (req) => {
      const catalog = await db
        .selectFrom('cmsCatalog')
        .select(['siteId', 'publishPipeProps'])
        .where('catalogId', '=', req.query.catalogId)
        .executeTakeFirst();
      if (!catalog) throw notFound(String(req.query.catalogId));
      const site = await db.selectFrom('cmsSite').select('publishPipeProps').where('siteId', '=', catalog.siteId).executeTakeFirstOrThrow();
      const pipes = (await enabledPipeCodes(db, catalog.siteId)).map((code) => ({ code }));
      const cssOf = (props: Record<string, Record<string, unknown>> | undefined, pipe: string) =>
        String(props?.[pipe]?.[UEDITOR_CSS_PROP] ?? '').trim();
      return ok(
        Object.fromEntries(
          pipes.map((p) => [
            p.code,
            cssUrl(kernel.config.apiBase, cssOf(catalog.publishPipeProps, p.code) || cssOf(site.publishPipeProps, p.code)),
          ]),
        ),
      );
    },
  );
}
