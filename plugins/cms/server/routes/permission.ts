import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTITY_CACHE, assertUsersInScope, dataScopeOf, fail, invalidField, notFound, ok, sql, type Kernel } from '#kernel/server';
import { SUPER_ROLE } from '#kernel/shared';
import { CATALOG_ACTIONS, PAGE_WIDGET_ACTIONS, SITE_ACTIONS } from '../../shared/permissions.ts';
import { cmsGrants, cmsPermissions } from '../services/site-access.ts';

type Kind = 'Site' | 'Catalog' | 'PageWidget';
/** v1.4.3's path of the page widget permissions, and the lower-case one this API served first */
const PAGE_WIDGET_PERMS_URLS = ['/cms/perms/pageWidget', '/cms/perms/pagewidget'];
type Owner = { ownerType: 'Role' | 'User'; owner: number };

const ownerQuery = {
  type: 'object',
  required: ['ownerType', 'owner'],
  properties: {
    ownerType: { type: 'string', enum: ['Role', 'User'] },
    owner: { type: 'integer', minimum: 1 },
    siteId: { type: 'integer', minimum: 1 },
  },
} as const;
const itemMap = {
  type: 'object',
  additionalProperties: { type: 'object', properties: { granted: { type: 'boolean' } } },
  maxProperties: 20,
} as const;
const saveBody = (idKey: string) =>
  ({
    type: 'object',
    required: ['ownerType', 'owner', 'perms'],
    properties: {
      ownerType: { type: 'string', enum: ['Role', 'User'] },
      owner: { type: 'integer', minimum: 1 },
      siteId: { type: 'integer', minimum: 1 },
      perms: {
        type: 'array',
        maxItems: 5000,
        items: { type: 'object', required: [idKey, 'perms'], properties: { [idKey]: { type: 'integer', minimum: 1 }, perms: itemMap } },
      },
    },
  }) as const;

/**
 * The rows of a save with the rows under them: v1.4.3's catalog tab sends its tree (`children`), whose rows the
 * body's schema does not reach, so each is checked here.
 */
function flatPerms(rows: { [k: string]: any }[], idKey: string, out: { [k: string]: any }[] = []) {
  for (const r of rows) {
    if (out.length >= 5000) throw invalidField('perms', 'cms:errors.permRows', { max: 5000 });
    const id = r?.[idKey];
    if (!Number.isInteger(id) || id < 1 || (r.perms != null && typeof r.perms !== 'object'))
      throw invalidField('perms', 'cms:errors.permRow');
    out.push(r);
    if (Array.isArray(r.children)) flatPerms(r.children, idKey, out);
  }
  return out;
}

/**
 * The CMS permission editors of the role and user screens (chestnut-api §1.4 getSitePermissions /
 * getCatalogPermissions and their saves, §4.11): per site or catalog, each item `{granted, inherited}`; a
 * user's items granted through their roles are inherited and not theirs to change. An operator who is not
 * the super administrator grants only items they hold themselves.
 */
export async function permissionRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  const checkOwner = async (req: FastifyRequest, o: Owner) => {
    if (o.ownerType === 'Role') {
      const role = await db.selectFrom('sysRole').select('roleKey').where('roleId', '=', o.owner).executeTakeFirst();
      if (!role) throw notFound(String(o.owner));
      return;
    }
    const user = await db.selectFrom('sysUser').select('userId').where('userId', '=', o.owner).executeTakeFirst();
    if (!user) throw notFound(String(o.owner));
    await assertUsersInScope(db, await dataScopeOf(kernel, req), [o.owner]);
  };

  /** the owner's own grants of a kind, and (for a user) those of their roles */
  const grantsOf = async (o: Owner, kind: Kind) => {
    const own = await db
      .selectFrom('cmsPermission')
      .select('perms')
      .where('ownerType', '=', o.ownerType)
      .where('owner', '=', String(o.owner))
      .where('permType', '=', kind)
      .executeTakeFirst();
    const inherited = new Set<string>();
    if (o.ownerType === 'User') {
      const all = await cmsGrants(kernel, o.owner);
      const mine = new Set(own?.perms ?? []);
      for (const p of all) if (p.startsWith(`${kind}:`) && !mine.has(p)) inherited.add(p);
    }
    return { own: new Set(own?.perms ?? []), inherited };
  };

  /** the grants of a kind of the queried owner (who must exist and, a user, be in the caller's data scope) */
  const queriedGrants = async (req: FastifyRequest, kind: Kind) => {
    const o = req.query as Owner;
    await checkOwner(req, o);
    return grantsOf(o, kind);
  };
  /** the queried site, which the catalog and widget editors need */
  const queriedSite = (req: FastifyRequest) => {
    const { siteId } = req.query as { siteId?: number };
    if (!siteId) throw fail('cms:errors.noSite');
    return siteId;
  };

  const items = (req: FastifyRequest, actions: readonly string[]) => actions.map((id) => ({ id, name: req.t(`cms:perm.items.${id}`) }));
  const row = (kind: Kind, id: number, actions: readonly string[], g: Awaited<ReturnType<typeof grantsOf>>) =>
    Object.fromEntries(
      // v1.4.3: an item held through a role is granted and inherited, an own one granted only
      actions.map((a) => {
        const inherited = g.inherited.has(`${kind}:${a}:${id}`);
        return [a, { granted: inherited || g.own.has(`${kind}:${a}:${id}`), inherited }];
      }),
    );

  app.get('/cms/perms/site', { config: { access: 'system:role:edit' }, schema: { querystring: ownerQuery } }, async (req) => {
    const g = await queriedGrants(req, 'Site');
    const sites = await db.selectFrom('cmsSite').select(['siteId', 'name']).orderBy('sortFlag').orderBy('siteId').execute();
    return ok({
      sitePrivs: sites.map((s) => ({ siteId: s.siteId, name: s.name, perms: row('Site', s.siteId, SITE_ACTIONS, g) })),
      sitePrivItems: items(req, SITE_ACTIONS),
    });
  });

  app.get('/cms/perms/catalog', { config: { access: 'system:role:edit' }, schema: { querystring: ownerQuery } }, async (req) => {
    const siteId = queriedSite(req);
    const g = await queriedGrants(req, 'Catalog');
    const rows = await db
      .selectFrom('cmsCatalog')
      .select(['catalogId', 'parentId', 'name'])
      .where('siteId', '=', siteId)
      .orderBy('sortFlag')
      .orderBy('catalogId')
      .execute();
    type Node = { catalogId: number; parentId: number; name: string; perms: Record<string, unknown>; children: Node[] };
    const nodes = new Map<number, Node>(
      rows.map((r) => [r.catalogId, { ...r, perms: row('Catalog', r.catalogId, CATALOG_ACTIONS, g), children: [] }]),
    );
    const roots: Node[] = [];
    for (const n of nodes.values()) (nodes.get(n.parentId)?.children ?? roots).push(n);
    return ok({ catalogPrivs: roots, catalogPrivItems: items(req, CATALOG_ACTIONS) });
  });

  // the sites the owner may view (v1.4.3's catalog and page widget permission tabs pick one of them), their own grants or their roles'
  app.get('/cms/perms/site/options', { config: { access: 'system:role:edit' }, schema: { querystring: ownerQuery } }, async (req) => {
    const g = await queriedGrants(req, 'Site');
    const sites = await db.selectFrom('cmsSite').select(['siteId', 'name']).orderBy('sortFlag').orderBy('siteId').execute();
    const rows = sites
      .filter((s) => g.own.has(`Site:View:${s.siteId}`) || g.inherited.has(`Site:View:${s.siteId}`))
      .map((s) => ({ id: s.siteId, name: s.name }));
    return ok({ rows, total: rows.length });
  });

  // v1.4.3's path is /cms/perms/pageWidget; the lower-case one stays for the scripts written against it
  const pageWidgetPerms = async (req: FastifyRequest) => {
    const siteId = queriedSite(req);
    const g = await queriedGrants(req, 'PageWidget');
    const rows = await db
      .selectFrom('cmsPageWidget')
      .select(['pageWidgetId', 'name', 'code'])
      .where('siteId', '=', siteId)
      .orderBy('pageWidgetId')
      .execute();
    return ok({
      pageWidgetPrivs: rows.map((r) => ({ ...r, perms: row('PageWidget', r.pageWidgetId, PAGE_WIDGET_ACTIONS, g) })),
      privItems: items(req, PAGE_WIDGET_ACTIONS),
    });
  };
  for (const url of PAGE_WIDGET_PERMS_URLS)
    app.get(url, { config: { access: 'system:role:edit' }, schema: { querystring: ownerQuery } }, pageWidgetPerms);

  // one site's Site items for every role (the site screen's permissions tab); saves go through PUT /cms/perms/site
  app.get(
    '/cms/perms/site/roles',
    {
      config: { access: 'system:role:edit' },
      schema: { querystring: { type: 'object', required: ['siteId'], properties: { siteId: { type: 'integer', minimum: 1 } } } },
    },
    async (req) => {
      const { siteId } = req.query as { siteId: number };
      const site = await db.selectFrom('cmsSite').select('siteId').where('siteId', '=', siteId).executeTakeFirst();
      if (!site) throw notFound(String(siteId));
      const roles = await db
        .selectFrom('sysRole')
        .select(['roleId', 'roleName', 'roleKey'])
        // the super administrator's role holds every item anyway
        .where('roleKey', '<>', SUPER_ROLE)
        .orderBy('roleSort')
        .orderBy('roleId')
        .execute();
      const grants = await db
        .selectFrom('cmsPermission')
        .select(['owner', 'perms'])
        .where('ownerType', '=', 'Role')
        .where('permType', '=', 'Site')
        .execute();
      const byRole = new Map(grants.map((g) => [g.owner, new Set(g.perms)]));
      return ok({
        rows: roles.map((r) => ({
          roleId: r.roleId,
          name: r.roleName,
          perms: row('Site', siteId, SITE_ACTIONS, { own: byRole.get(String(r.roleId)) ?? new Set(), inherited: new Set() }),
        })),
        items: items(req, SITE_ACTIONS),
      });
    },
  );

  /** replaces the owner's grants of the named objects (others kept), refusing what the operator does not hold */
  const save = async (req: FastifyRequest, kind: Kind, idKey: 'siteId' | 'catalogId' | 'pageWidgetId', actions: readonly string[]) => {
    const b = req.body as Owner & { perms: { [k: string]: any }[] };
    await checkOwner(req, b);
    const perms = flatPerms(b.perms, idKey);
    const ids = perms.map((p) => Number(p[idKey]));
    const wanted = ids.length ? ids : [0];
    const found = new Set(
      kind === 'Site'
        ? (await db.selectFrom('cmsSite').select('siteId').where('siteId', 'in', wanted).execute()).map((r) => r.siteId)
        : kind === 'Catalog'
          ? (await db.selectFrom('cmsCatalog').select('catalogId').where('catalogId', 'in', wanted).execute()).map((r) => r.catalogId)
          : (await db.selectFrom('cmsPageWidget').select('pageWidgetId').where('pageWidgetId', 'in', wanted).execute()).map(
              (r) => r.pageWidgetId,
            ),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw notFound(String(missing));
    const g = await grantsOf(b, kind);
    const named = new Set(ids.flatMap((id) => actions.map((a) => `${kind}:${a}:${id}`)));
    const next = new Set([...g.own].filter((p) => !named.has(p)));
    // an item the v1.4.3 tab sends back as inherited is the roles' grant, not one of the owner's own (as v1.4.3 saves)
    for (const p of perms)
      for (const [a, v] of Object.entries((p.perms ?? {}) as Record<string, { granted?: boolean; inherited?: boolean }>))
        if (v?.granted && !v.inherited && actions.includes(a)) next.add(`${kind}:${a}:${p[idKey]}`);
    const held = await cmsPermissions(kernel, req);
    if (held) {
      const foreign = [...next].find((p) => !g.own.has(p) && !held.has(p));
      if (foreign) throw fail('cms:errors.permNotHeld', { name: foreign });
    }
    await db
      .insertInto('cmsPermission')
      .values({ ownerType: b.ownerType, owner: String(b.owner), permType: kind, perms: sql`${JSON.stringify([...next].sort())}::jsonb` })
      .onConflict((oc) => oc.columns(['ownerType', 'owner', 'permType']).doUpdateSet({ perms: (eb) => eb.ref('excluded.perms') }))
      .execute();
    await kernel.invalidate(IDENTITY_CACHE);
    return ok();
  };

  const logCfg = { title: 'cms:log.permission', type: 'GRANT' };
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/cms/perms/site',
      config: { access: 'system:role:edit', log: logCfg },
      schema: { body: saveBody('siteId') },
      handler: (req) => save(req, 'Site', 'siteId', SITE_ACTIONS),
    });
    app.route({
      method,
      url: '/cms/perms/catalog',
      config: { access: 'system:role:edit', log: logCfg },
      schema: { body: saveBody('catalogId') },
      handler: (req) => save(req, 'Catalog', 'catalogId', CATALOG_ACTIONS),
    });
    for (const url of PAGE_WIDGET_PERMS_URLS)
      app.route({
        method,
        url,
        config: { access: 'system:role:edit', log: logCfg },
        schema: { body: saveBody('pageWidgetId') },
        handler: (req) => save(req, 'PageWidget', 'pageWidgetId', PAGE_WIDGET_ACTIONS),
      });
  }
}
