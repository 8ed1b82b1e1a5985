import { idParam, invalidField, objectRoute, ok, sql, type Kernel, type RouteApp } from '#kernel/server';
import { XMODEL_OWNER } from '../../shared/exmodel.ts';
import { type FileStorageArgs, SECRET_MASK } from '../../shared/resource.ts';
import { SITE_EXTENDS_DEFAULTS, SITE_EXTENDS_OBJECT_KEYS, SiteExtends, watermarkStored, watermarkWire } from '../../shared/site-extends.ts';
import { startSiteRebuild } from '../search/index-rebuild.ts';
import { assertSite } from '../services/site-access.ts';
import { SITE_ID_QUERY } from './site.ts';

const log = (type: string) => ({ title: 'cms:log.site', type });

/** CMS → Sites → extends (chestnut-api §1.4, v1.4.3 form): a site's settings beyond its own fields, stored as its config props. */
export function siteExtendsRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/site/extends',
    access: 'cms:site:view',
    schema: { querystring: SITE_ID_QUERY },
    load: (req) => assertSite(kernel, req, (req.query as { siteId: number }).siteId),
    handle: async (req) => {
      const { siteId } = req.query as { siteId: number };
      const row = await db.selectFrom('cmsSite').select('configProps').where('siteId', '=', siteId).executeTakeFirstOrThrow();
      const values = { ...SITE_EXTENDS_DEFAULTS, ...pick(row.configProps) };
      // stored with capitals, answered in the keys v1.4.3's form binds
      const marks = row.configProps.ImageWatermarkArgs;
      if (marks && typeof marks === 'object') values.ImageWatermarkArgs = watermarkWire(marks as Record<string, unknown>);
      // a storage secret never goes back to the console in clear
      const args = values.FileStorageArgs as FileStorageArgs | undefined;
      if (args?.accessSecret) values.FileStorageArgs = { ...args, accessSecret: SECRET_MASK };
      return ok(values);
    },
  });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/site/extends/:id',
    access: 'cms:site:edit',
    log: log('UPDATE'),
    objects: { fields: { id: 'site' } },
    schema: { params: idParam, body: SiteExtends },
    // v1.4.3's form sends its objects as JSON strings: parsed before the schema checks them (a bad one stays a string, refused)
    preValidation: async (req) => {
      const body = req.body as Record<string, unknown> | null;
      for (const k of SITE_EXTENDS_OBJECT_KEYS) {
        const v = body?.[k];
        if (typeof v !== 'string') continue;
        try {
          body![k] = JSON.parse(v);
        } catch {
          // left as it is: the schema names the field
        }
      }
    },
    load: (req) => assertSite(kernel, req, req.params.id, 'Edit'),
    handle: async (req, _site, { db }) => {
      const id = req.params.id;
      const values = pick(req.body as Record<string, unknown>);
      if (req.body.ImageWatermarkArgs) values.ImageWatermarkArgs = watermarkStored(req.body.ImageWatermarkArgs);
      const args = values.FileStorageArgs as FileStorageArgs | undefined;
      if (args?.accessSecret === SECRET_MASK) {
        const old = await db.selectFrom('cmsSite').select('configProps').where('siteId', '=', id).executeTakeFirstOrThrow();
        values.FileStorageArgs = {
          ...args,
          accessSecret: (old.configProps.FileStorageArgs as FileStorageArgs | undefined)?.accessSecret ?? '',
        };
      }
      if (typeof values.SiteExtendModel === 'number') values.SiteExtendModel = String(values.SiteExtendModel);
      const model = values.SiteExtendModel as string | undefined;
      if (model) {
        const own = await db
          .selectFrom('cmsXmodel')
          .select('modelId')
          .where('modelId', '=', Number(model))
          .where('ownerType', '=', XMODEL_OWNER)
          .where('ownerId', '=', String(id))
          .executeTakeFirst();
        if (!own) throw invalidField('SiteExtendModel', 'cms:errors.xmodelSiteModel', { value: model });
      }
      const before = await db.selectFrom('cmsSite').select('configProps').where('siteId', '=', id).executeTakeFirstOrThrow();
      await db
        .updateTable('cmsSite')
        .set({ configProps: sql`config_props || ${JSON.stringify(values)}::jsonb`, updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('siteId', '=', id)
        .execute();
      // the search index follows EnableIndex: switched, the site's index is made again (after the answer's commit)
      const indexed = (props: Record<string, unknown>) => props.EnableIndex !== 'N';
      if (values.EnableIndex !== undefined && indexed(before.configProps) !== indexed(values))
        setImmediate(
          () => void startSiteRebuild(kernel, id).catch((e: Error) => req.log.warn({ err: e.message }, 'index rebuild not started')),
        );
      return ok();
    },
  });
}

/** Only the extend keys this product implements (a console's other keys are ignored, never stored). */
function pick(o: Record<string, unknown>): Record<string, unknown> {
  const known = new Set(Object.keys(SiteExtends.properties));
  return Object.fromEntries(Object.entries(o ?? {}).filter(([k, v]) => known.has(k) && v !== undefined));
}
