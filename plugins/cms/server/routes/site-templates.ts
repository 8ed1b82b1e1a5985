import type { RouteApp } from '#kernel/server';
import { invalidField, ok, sql, type Kernel } from '#kernel/server';
import { DEFAULT_TEMPLATE_KEYS, DefaultTemplatesApply, DefaultTemplatesSave } from '../../shared/site.ts';
import { assertCatalog } from '../services/catalog-access.ts';
import { assertSite } from '../services/site-access.ts';
import { SITE_ID_QUERY } from './site.ts';

const log = (type: string) => ({ title: 'cms:log.site', type });

/** Which catalog pipe prop each site default template fills. */
const TO_CATALOG: Record<(typeof DEFAULT_TEMPLATE_KEYS)[number], string> = {
  defaultListTemplate: 'listTemplate',
  defaultDetailTemplate_article: 'detailTemplate_article',
  defaultDetailTemplate_image: 'detailTemplate_image',
  defaultDetailTemplate_audio: 'detailTemplate_audio',
  defaultDetailTemplate_video: 'detailTemplate_video',
};

/** CMS → Site → default templates per pipe, and applying them to catalogs (chestnut-api §1.4, v1.4.3). */
export async function siteTemplateRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  const pipesOf = (siteId: number) =>
    db.selectFrom('cmsPublishPipe').select(['code', 'name']).where('siteId', '=', siteId).orderBy('sort').orderBy('pipeId').execute();

  app.get('/cms/site/default_template', { config: { access: 'cms:site:view' }, schema: { querystring: SITE_ID_QUERY } }, async (req) => {
    const { siteId } = req.query as { siteId: number };
    await assertSite(kernel, req, siteId);
    const site = await db.selectFrom('cmsSite').select('publishPipeProps').where('siteId', '=', siteId).executeTakeFirstOrThrow();
    const publishPipeProps = (await pipesOf(siteId)).map((p) => {
      const all = (site.publishPipeProps[p.code] ?? {}) as Record<string, string>;
      return { pipeCode: p.code, pipeName: p.name, props: Object.fromEntries(DEFAULT_TEMPLATE_KEYS.map((k) => [k, all[k] ?? ''])) };
    });
    return ok({ siteId, publishPipeProps });
  });

  app.post(
    '/cms/site/default_template',
    { config: { access: 'cms:site:edit', log: log('UPDATE') }, schema: { body: DefaultTemplatesSave } },
    async (req) => {
      const b = req.body;
      await assertSite(kernel, req, b.siteId, 'Edit');
      const codes = new Set((await pipesOf(b.siteId)).map((p) => p.code));
      const site = await db.selectFrom('cmsSite').select('publishPipeProps').where('siteId', '=', b.siteId).executeTakeFirstOrThrow();
      const next = { ...site.publishPipeProps };
      for (const d of b.publishPipeProps) {
        if (!codes.has(d.pipeCode)) throw invalidField('publishPipeProps', 'cms:errors.unknownPipe', { value: d.pipeCode });
        const props = { ...(next[d.pipeCode] ?? {}) } as Record<string, unknown>;
        for (const k of DEFAULT_TEMPLATE_KEYS) {
          const v = d.props[k]?.trim();
          if (v) props[k] = v;
          else delete props[k];
        }
        next[d.pipeCode] = props;
      }
      await db
        .updateTable('cmsSite')
        .set({ publishPipeProps: sql`${JSON.stringify(next)}::jsonb`, updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('siteId', '=', b.siteId)
        .execute();
      return ok();
    },
  );

  // writes the given default templates into the chosen catalogs' pipe props (list and detail templates)
  app.post(
    '/cms/site/apply_default_template',
    { config: { access: 'cms:site:edit', log: log('UPDATE') }, schema: { body: DefaultTemplatesApply } },
    async (req) => {
      const b = req.body;
      await assertSite(kernel, req, b.siteId, 'Edit');
      const codes = new Set((await pipesOf(b.siteId)).map((p) => p.code));
      const catalogs: Awaited<ReturnType<typeof assertCatalog>>[] = [];
      for (const id of b.toCatalogIds) {
        const c = await assertCatalog(kernel, req, id, 'Edit');
        if (c.siteId !== b.siteId) throw invalidField('toCatalogIds', 'cms:errors.catalogOtherSite');
        catalogs.push(c);
      }
      await db.transaction().execute(async (trx) => {
        for (const c of catalogs) {
          const next = { ...c.publishPipeProps };
          for (const d of b.publishPipeProps) {
            if (!codes.has(d.pipeCode)) throw invalidField('publishPipeProps', 'cms:errors.unknownPipe', { value: d.pipeCode });
            const props = { ...(next[d.pipeCode] ?? {}) } as Record<string, unknown>;
            for (const k of DEFAULT_TEMPLATE_KEYS) {
              const v = d.props[k]?.trim();
              if (v) props[TO_CATALOG[k]] = v;
            }
            next[d.pipeCode] = props;
          }
          await trx
            .updateTable('cmsCatalog')
            .set({ publishPipeProps: sql`${JSON.stringify(next)}::jsonb` })
            .where('catalogId', '=', c.catalogId)
            .execute();
        }
      });
      return ok(catalogs.length);
    },
  );
}
