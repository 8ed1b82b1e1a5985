import type { RouteApp } from '#kernel/server';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  extensionOf,
  idParam,
  idsBody,
  INLINE_TYPES,
  invalidField,
  likeValue,
  listRoute,
  notFound,
  objectRoute,
  ok,
  readUpload,
  safeResolve,
  sql,
  type Kernel,
} from '#kernel/server';
import {
  fileSizeName,
  internalUrl,
  RESOURCE_TYPE_IDS,
  RESOURCE_TYPES,
  type Resource,
  ResourceEdit,
  ResourceQuery,
  ResourceRemote,
  resourceTypeOf,
} from '../../shared/resource.ts';
import { requiredSite, assertSite, editableSites, siteCountScope } from '../services/site-access.ts';
import { checkedAddresses, fetchRemote, RemoteFetchError } from '#kernel/server';
import { imageSize, storeResourceFile, thumbnailSize, variantKey } from '../services/resource-files.ts';
import { derivedExt } from '../services/image-process.ts';
import { type StorageSite, storageFor } from '../storage/file-storage.ts';
import { LOCAL_RES_PREFIX, siteDir } from '../storage/local-storage.ts';
import { resourceUsage } from '../services/resource-usage.ts';

const IMAGE_SIZE_QUERY = Type.Object({
  w: Type.Optional(Type.Integer({ minimum: 0, maximum: 4000 })),
  h: Type.Optional(Type.Integer({ minimum: 0, maximum: 4000 })),
});
const log = (type: string) => ({ title: 'cms:log.resource', type });
const ALL_EXTENSIONS = RESOURCE_TYPE_IDS.flatMap((t) => [...RESOURCE_TYPES[t]]);

type Row = Omit<Resource, 'src' | 'thumbnailSrc' | 'internalUrl' | 'fileSizeName' | 'resourceTypeName'>;
/** a stored row as a wire resource whose links `complete` fills in */
const toWire = (r: Row): Resource => ({ ...r, src: '', thumbnailSrc: '', internalUrl: '', fileSizeName: '', resourceTypeName: '' });

/** CMS → Resources of the current site (chestnut-api §1.4 resource rows, v1.4.3 forms). */
/** The helpers the resource routes share: a site's storage, the library's rules, the wire rows' links, a viewable resource. */
function resourceHelpers(kernel: Kernel) {
  const { db } = kernel;

  const storageSite = async (siteId: number): Promise<StorageSite> =>
    db.selectFrom('cmsSite').select(['siteId', 'path', 'configProps']).where('siteId', '=', siteId).executeTakeFirstOrThrow();

  /** the extensions the library takes (config `AllowUploadFileType`, else every type's list) and the size limit */
  const rules = async () => {
    const listed = ((await kernel.configValue('AllowUploadFileType')) ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((e) => resourceTypeOf(e));
    const limit = Number(await kernel.configValue('ResourceUploadAcceptSize')) || 5242880;
    return { allowed: listed.length ? listed : ALL_EXTENSIONS, limit };
  };

  /** src, thumbnail, internal link, size and type name of wire rows, from their sites' storage */
  const complete = async (req: FastifyRequest, rows: Resource[]) => {
    const sites = new Map<number, StorageSite>();
    for (const r of rows) {
      let site = sites.get(r.siteId);
      if (!site) sites.set(r.siteId, (site = await storageSite(r.siteId)));
      const storage = await storageFor(kernel, site);
      r.src = r.storageType === 'Remote' ? (r.sourceUrl ?? '') : storage.url(r.path);
      const [w, h] = thumbnailSize(site);
      r.thumbnailSrc =
        r.resourceType !== 'image'
          ? ''
          : r.storageType !== 'Remote' && (w || h)
            ? storage.url(variantKey(r.path, `${w}x${h}`, derivedExt(r.suffix)))
            : r.src;
      r.internalUrl = internalUrl(r.resourceId);
      r.fileSizeName = fileSizeName(r.fileSize);
      r.resourceTypeName = req.t(`cms:resource.types.${r.resourceType}`);
    }
  };
  /** a resource of a site the caller may view (404 for anything else) */
  const loadResource = async (req: FastifyRequest, id: number, action: 'View' | 'Edit' = 'View') => {
    const r = await db.selectFrom('cmsResource').selectAll().where('resourceId', '=', id).executeTakeFirst();
    if (!r) throw notFound(String(id));
    await assertSite(kernel, req, r.siteId, action);
    return r;
  };
  return { storageSite, rules, complete, loadResource };
}

export async function resourceRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const { storageSite, rules, complete, loadResource } = resourceHelpers(kernel);

  for (const url of ['/cms/resource', '/cms/resource/selectList'])
    listRoute<Resource>(app, kernel, {
      url,
      access: 'cms:resource:view',
      countScope: siteCountScope(kernel),
      filters: ResourceQuery,
      sorts: { createTime: 'createTime', fileSize: 'fileSize', name: 'name' },
      defaultOrder: [['createTime', 'desc']],
      tiebreak: ['resourceId', 'desc'],
      query: async (req, query) => {
        const q = query as ResourceQuery;
        const site = await requiredSite(kernel, req);
        let s = db.selectFrom('cmsResource').where('siteId', '=', site.siteId);
        if (q.name) s = s.where('name', 'ilike', likeValue(q.name));
        if (q.resourceType) s = s.where('resourceType', '=', q.resourceType);
        if (q.owner) s = s.where('createBy', '=', req.user!.userName);
        if (q.tag) s = s.where(sql<boolean>`${q.tag} = any(tags)`);
        if (q.beginTime) s = s.where('createTime', '>=', `${q.beginTime} 00:00:00`);
        if (q.endTime) s = s.where('createTime', '<=', `${q.endTime} 23:59:59`);
        return s;
      },
      wire: (_req, r: Row) => toWire(r),
      complete: (req, rows) => complete(req, rows),
      count: 'exact',
    });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/resource/types',
    access: 'cms:resource:view',
    load: rules,
    handle: (req, { allowed }) =>
      ok(
        RESOURCE_TYPE_IDS.map((id) => ({
          id,
          name: req.t(`cms:resource.types.${id}`),
          accepts: RESOURCE_TYPES[id].filter((e) => allowed.includes(e)).join(','),
        })),
      ),
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/resource/tags',
    access: 'cms:resource:view',
    load: (req) => requiredSite(kernel, req),
    handle: async (_req, site) => {
      const rows = await sql<{
        tag: string;
      }>`select distinct unnest(tags) as tag from cms_resource where site_id = ${site.siteId} order by 1 limit 200`.execute(db);
      return ok(rows.rows.map((r) => r.tag));
    },
  });

  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/resource/:id',
    access: 'cms:resource:view',
    objects: { fields: { id: 'resource' } },
    schema: { params: idParam },
    load: (req) => loadResource(req, req.params.id),
    handle: async (req, r) => {
      const wire = toWire(r as Row);
      await complete(req, [wire]);
      wire.usageInfo = await resourceUsage(kernel, wire);
      return ok(wire);
    },
  });

  /** `imageSize`: the URL of an image resource scaled into w×h, made once and kept */
  objectRoute(app, kernel, {
    method: 'GET',
    url: '/cms/resource/imageSize/:id',
    access: 'cms:resource:view',
    objects: { fields: { id: 'resource' } },
    schema: { params: idParam, querystring: IMAGE_SIZE_QUERY },
    load: (req) => loadResource(req, req.params.id),
    handle: async (req, r) => {
      const { w = 0, h = 0 } = req.query;
      if (r.resourceType !== 'image') throw invalidField('resourceId', 'cms:errors.notImage');
      if (r.storageType === 'Remote' || (!w && !h)) return ok({ src: r.sourceUrl ?? '' });
      return ok({ src: await imageSize(kernel, await storageSite(r.siteId), r.path, w, h) });
    },
  });

  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/cms/resource',
    access: 'cms:resource:edit',
    log: log('UPDATE'),
    schema: { body: ResourceEdit },
    load: (req) => loadResource(req, req.body.resourceId, 'Edit'),
    handle: async (req, _r, { db }) => {
      const b = req.body;
      await db
        .updateTable('cmsResource')
        .set({ name: b.name.trim(), tags: b.tags ?? [], remark: b.remark ?? null, updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('resourceId', '=', b.resourceId)
        .execute();
      return ok();
    },
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/cms/resource',
    access: 'cms:resource:delete',
    log: log('DELETE'),
    objects: { fields: { body: 'resource' } },
    schema: { body: idsBody },
    load: async (req, { db }) => {
      const rows = await db.selectFrom('cmsResource').selectAll().where('resourceId', 'in', req.body).execute();
      await editableSites(kernel, req, rows);
      return rows;
    },
    handle: async (_req, rows, { db }) => {
      if (!rows.length) return ok();
      await db
        .deleteFrom('cmsResource')
        .where(
          'resourceId',
          'in',
          rows.map((r) => r.resourceId),
        )
        .execute();
      return ok();
    },
    // the rows are gone first: a file left by a failed removal is an orphan, never a broken row
    after: async (req, rows) => {
      for (const r of rows)
        if (r.storageType !== 'Remote')
          await (await storageFor(kernel, await storageSite(r.siteId)))
            .removeFamily(r.path)
            .catch((e) => req.log.warn({ err: e, path: r.path }, 'resource file not removed'));
    },
  });

  // a site's local resource files, public like the published site they belong to; never sniffed
  objectRoute(app, kernel, {
    method: 'GET',
    url: `${LOCAL_RES_PREFIX}/:site/*`,
    access: 'public',
    handle: async (req, _o, { reply }) => {
      const { site, '*': rel } = req.params as { site: string; '*': string };
      const abs = /^[A-Za-z0-9]+$/.test(site) && rel.startsWith('resources/') ? await safeResolve(siteDir(kernel, site), rel) : null;
      if (!abs) return reply.status(404).send({ code: 404, msg: req.t('server:errors.notFound', { what: '' }) });
      const type = INLINE_TYPES[extensionOf(abs)];
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      reply.header('Cache-Control', 'public, max-age=86400');
      reply.header('Content-Type', type ?? 'application/octet-stream');
      if (!type) reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(path.basename(abs))}`);
      return reply.send(fs.createReadStream(abs));
    },
  });
}

const tagsOf = (s: string | undefined) =>
  [
    ...new Set(
      (s ?? '')
        .split(/[,，]/)
        .map((t) => t.trim().slice(0, 30))
        .filter(Boolean),
    ),
  ].slice(0, 10);

/** A remote link is refused when its host is a private, loopback or link-local address (by name or number). */
async function refusePrivateHost(url: URL) {
  await checkedAddresses(url.hostname).catch((e) => {
    // a name that does not resolve from here may still be a real link; only a private one is refused
    if (e instanceof RemoteFetchError && e.reason === 'private') throw invalidField('sourceUrl', 'cms:errors.remote.private');
  });
}

/** New resources: an uploaded file (or a replaced one's new file) and a remote link, downloaded or not. */
export function resourceUploadRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const { storageSite, rules, complete, loadResource } = resourceHelpers(kernel);
  /** multipart `file` (with optional `name`, `remark`, `tags` comma-separated and `resourceId` to replace the file, sent before it) */
  const upload = async (req: FastifyRequest) => {
    const site = await requiredSite(kernel, req);
    await assertSite(kernel, req, site.siteId, 'Edit');
    const up = await readUpload(kernel, req, await rules());
    const replace = up.fields.resourceId ? await loadResource(req, Number(up.fields.resourceId) || 0, 'Edit') : undefined;
    if (replace && replace.siteId !== site.siteId) throw notFound(up.fields.resourceId);
    const full = await storageSite(site.siteId);
    const stored = await storeResourceFile(kernel, full, up.buf, up.ext);
    const name = (up.fields.name ?? '').trim().slice(0, 100) || up.filename.replace(/\.[^.]+$/, '').slice(0, 100) || stored.key;
    const values = {
      resourceType: stored.resourceType,
      storageType: stored.storageType,
      path: stored.key,
      fileName: up.filename,
      suffix: up.ext,
      width: stored.width,
      height: stored.height,
      duration: stored.duration,
      fileSize: stored.size,
      sourceUrl: null,
    };
    let id: number;
    if (replace) {
      await db
        .updateTable('cmsResource')
        .set({ ...values, updateBy: req.user!.userName, updateTime: sql`now()` })
        .where('resourceId', '=', replace.resourceId)
        .execute();
      if (replace.storageType !== 'Remote') await (await storageFor(kernel, full)).removeFamily(replace.path);
      id = replace.resourceId;
    } else {
      const row = await db
        .insertInto('cmsResource')
        .values({
          ...values,
          siteId: site.siteId,
          name,
          tags: tagsOf(up.fields.tags),
          remark: up.fields.remark?.slice(0, 500) || null,
          createBy: req.user!.userName,
        })
        .returning('resourceId')
        .executeTakeFirstOrThrow();
      id = row.resourceId;
    }
    const out = toWire((await db.selectFrom('cmsResource').selectAll().where('resourceId', '=', id).executeTakeFirstOrThrow()) as Row);
    await complete(req, [out]);
    return ok(out);
  };
  // the file is stored as it streams in: no transaction waits on it
  for (const url of ['/cms/resource', '/cms/resource/upload'])
    objectRoute(app, kernel, { method: 'POST', url, access: 'cms:resource:add', log: log('INSERT'), transaction: false, handle: upload });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/cms/resource/remote',
    access: 'cms:resource:add',
    log: log('INSERT'),
    schema: { body: ResourceRemote },
    // the download is not held in a transaction
    transaction: false,
    handle: async (req) => {
      const b = req.body;
      const site = await requiredSite(kernel, req);
      await assertSite(kernel, req, site.siteId, 'Edit');
      let url: URL;
      try {
        url = new URL(b.sourceUrl);
      } catch {
        throw invalidField('sourceUrl', 'cms:errors.remoteUrl');
      }
      const ext = extensionOf(url.pathname);
      let stored = null;
      await refusePrivateHost(url);
      if (b.download) {
        const { allowed, limit } = await rules();
        if (!allowed.includes(ext) || resourceTypeOf(ext) !== b.resourceType)
          throw invalidField('sourceUrl', 'server:upload.badType', {
            types: RESOURCE_TYPES[b.resourceType].filter((e) => allowed.includes(e)).join(', '),
          });
        const got = await fetchRemote(url.toString(), { maxBytes: limit }).catch((e) => {
          if (e instanceof RemoteFetchError)
            throw invalidField('sourceUrl', `cms:errors.remote.${e.reason}`, { size: (limit / 1048576).toFixed(1) });
          throw e;
        });
        stored = await storeResourceFile(kernel, await storageSite(site.siteId), got.buf, ext);
      }
      const row = await db
        .insertInto('cmsResource')
        .values({
          siteId: site.siteId,
          resourceType: b.resourceType,
          storageType: stored?.storageType ?? 'Remote',
          name: b.name.trim(),
          path: stored?.key ?? url.toString(),
          fileName: path.posix.basename(url.pathname).slice(0, 255) || url.hostname,
          suffix: ext,
          width: stored?.width ?? 0,
          height: stored?.height ?? 0,
          duration: stored?.duration ?? 0,
          fileSize: stored?.size ?? 0,
          sourceUrl: url.toString(),
          tags: b.tags ?? [],
          remark: b.remark ?? null,
          createBy: req.user!.userName,
        })
        .returning('resourceId')
        .executeTakeFirstOrThrow();
      return ok(row);
    },
  });
}
