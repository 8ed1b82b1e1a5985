import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import {
  IDENTITY_CACHE,
  detailRoute,
  fail,
  heldMenuTree,
  idParam,
  invalidField,
  liveMenu,
  loadRow,
  menuI18nKey,
  menuTitle,
  notFound,
  ok,
  page,
  type Kernel,
  updateVersioned,
} from '#kernel/server';
import { MenuAdd, MenuEdit, MenuQuery } from '../../shared/menu.ts';

const HTTP = /^https?:\/\/[^\s/]+\S*$/i;
const ROUTE_PATH = /^\/?[A-Za-z0-9_-]+(\/[A-Za-z0-9_:-]+)*$/;
const COMPONENT = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;
const PERMS = /^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;
const ICON = /^[A-Za-z0-9_-]+$/;

const blank = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Menus: flat list (the page builds the tree), detail, tree selects for the role dialog, add, edit,
 * delete. Titles go through sys_i18n_dict (`MENU.NAME.{menu_key or menu_id}`) like getRouters reads them;
 * every change is seen by getRouters at once. Seeded menus keep their `menu_key` and cannot be deleted
 * (the next start would seed them again): hide or disable them instead.
 */
export async function menuRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const live = liveMenu(kernel);

  const all = async () =>
    (await db.selectFrom('sysMenu').selectAll().orderBy('parentId').orderBy('orderNum').orderBy('menuId').execute()).filter(live);

  const translated = <M extends { menuKey: string | null; menuId: number; menuName: string }>(req: FastifyRequest, m: M) => ({
    ...m,
    menuName: menuTitle(kernel, req.lang, m),
  });

  app.get('/system/menu/list', { config: { access: 'system:menu:view' }, schema: { querystring: MenuQuery } }, async (req) => {
    const q = req.query;
    const name = q.menuName?.trim().toLowerCase();
    // titles are matched as the person reads them (translated), so the filter runs after translation
    const rows = (await all())
      .map((m) => translated(req, m))
      .filter(
        (m) =>
          (!name || m.menuName.toLowerCase().includes(name)) &&
          (!q.status || m.status === q.status) &&
          (!q.visible || m.visible === q.visible),
      );
    return page(rows, rows.length);
  });

  const load = (id: number) => loadRow(db, 'sysMenu', 'menuId', id);
  detailRoute(app, kernel, { url: '/system/menu', table: 'sysMenu', key: 'menuId', access: 'system:menu:view', wire: translated });

  const treeAccess = ['system:role:add', 'system:role:edit', 'system:menu:view'];

  // the menus an operator may hand out (the kernel's tree of held menus; the preference page reads it at /system/menu/userTreeselect)
  app.get('/system/menu/treeselect', { config: { access: treeAccess } }, async (req) => ok(await heldMenuTree(kernel, req)));

  app.get('/system/menu/roleMenuTreeselect/:id', { config: { access: treeAccess }, schema: { params: idParam } }, async (req) => {
    const role = await db
      .selectFrom('sysRole')
      .select(['roleId', 'menuCheckStrictly'])
      .where('roleId', '=', req.params.id)
      .executeTakeFirst();
    if (!role) throw notFound(String(req.params.id));
    const held = (await db.selectFrom('sysRoleMenu').select('menuId').where('roleId', '=', role.roleId).execute()).map((r) => r.menuId);
    const menus = await heldMenuTree(kernel, req);
    let checkedKeys = held;
    if (role.menuCheckStrictly) {
      // with parent-child linkage the tree derives a parent from its children: send only the lowest checked ones
      const parents = new Set(
        (
          await db
            .selectFrom('sysMenu')
            .select('parentId')
            .where('menuId', 'in', held.length ? held : [0])
            .execute()
        ).map((r) => r.parentId),
      );
      checkedKeys = held.filter((id) => !parents.has(id));
    }
    return ok({ menus, checkedKeys });
  });

  /** Server-side rules of a menu row (SPEC §5 and the RuoYi menu form). */
  const validate = async (b: MenuAdd, self?: number) => {
    const path = blank(b.path);
    const component = blank(b.component);
    const perms = blank(b.perms);
    const icon = blank(b.icon);
    const query = blank(b.query);
    if (b.parentId !== 0) {
      const parent = await db
        .selectFrom('sysMenu')
        .select(['menuId', 'menuType', 'parentId'])
        .where('menuId', '=', b.parentId)
        .executeTakeFirst();
      if (!parent) throw invalidField('parentId', 'system:errors.menuNotFound');
      if (b.menuType === 'F' ? parent.menuType === 'F' : parent.menuType !== 'M')
        throw invalidField('parentId', 'system:errors.menuParentType');
      if (self) {
        // walking up from the new parent must not meet the menu itself
        const rows = await db.selectFrom('sysMenu').select(['menuId', 'parentId']).execute();
        const up = new Map(rows.map((r) => [r.menuId, r.parentId]));
        for (let cur: number | undefined = b.parentId, n = 0; cur && n < 1000; cur = up.get(cur), n++)
          if (cur === self) throw invalidField('parentId', 'system:errors.menuParentLoop');
      }
    } else if (b.menuType === 'F') throw invalidField('parentId', 'system:errors.menuParentType');
    if (b.menuType !== 'F') {
      if (!path) throw invalidField('path', 'system:errors.menuPathRequired');
      if (b.isFrame === 'Y' && !HTTP.test(path)) throw invalidField('path', 'system:errors.externalLink');
      if (!HTTP.test(path) && !ROUTE_PATH.test(path)) throw invalidField('path', 'server:schema.pattern');
    }
    if (component && b.menuType !== 'C') throw invalidField('component', 'system:errors.componentOnlyMenu');
    if (component && !COMPONENT.test(component)) throw invalidField('component', 'server:schema.pattern');
    if (perms && !PERMS.test(perms)) throw invalidField('perms', 'system:errors.permsPattern');
    if (icon && !ICON.test(icon)) throw invalidField('icon', 'server:schema.pattern');
    if (query) {
      let v: unknown;
      try {
        v = JSON.parse(query);
      } catch {
        v = null;
      }
      if (!v || typeof v !== 'object' || Array.isArray(v)) throw invalidField('query', 'system:errors.queryJson');
    }
    return {
      menuName: b.menuName.trim(),
      parentId: b.parentId,
      orderNum: b.orderNum,
      menuType: b.menuType,
      path: b.menuType === 'F' ? '' : path,
      component: b.menuType === 'C' && component ? component : null,
      query: b.menuType === 'C' && query ? query : null,
      perms: perms || null,
      icon: b.menuType === 'F' ? null : icon || null,
      isFrame: b.menuType === 'F' ? ('N' as const) : b.isFrame,
      isCache: b.isCache,
      visible: b.visible,
      status: b.status,
      remark: b.remark ?? null,
    };
  };

  /** Titles and permissions changed: reload the catalogue here and elsewhere, and re-read identities. */
  const changed = async (titles: boolean) => {
    if (titles) {
      await kernel.reloadI18n();
      await kernel.invalidate('i18n');
    }
    await kernel.invalidate(IDENTITY_CACHE);
  };

  app.post(
    '/system/menu',
    { config: { access: 'system:menu:add', log: { title: 'system:log.menu', type: 'INSERT' } }, schema: { body: MenuAdd } },
    async (req) => {
      const v = await validate(req.body);
      const row = await db
        .insertInto('sysMenu')
        .values({ ...v, createBy: req.user!.userName })
        .returning('menuId')
        .executeTakeFirstOrThrow();
      await changed(false);
      return ok(row);
    },
  );

  app.put(
    '/system/menu',
    { config: { access: 'system:menu:edit', log: { title: 'system:log.menu', type: 'UPDATE' } }, schema: { body: MenuEdit } },
    async (req) => {
      const cur = await load(req.body.menuId);
      const v = await validate(req.body, cur.menuId);
      const key = menuI18nKey(cur);
      const renamed = v.menuName !== menuTitle(kernel, req.lang, cur);
      const translatedRows = await db.selectFrom('sysI18nDict').select('langTag').where('langKey', '=', key).execute();
      // a translated title is edited in the language the person works in; the stored name is the zh-CN one
      const keepName = translatedRows.length > 0 && req.lang !== 'zh-CN';
      await db.transaction().execute(async (trx) => {
        await updateVersioned(
          trx,
          'sysMenu',
          { column: 'menuId', id: cur.menuId },
          req.body.version,
          {
            ...v,
            menuName: keepName ? cur.menuName : v.menuName,
          },
          req.user!.userName,
        );
        if (renamed && translatedRows.length > 0)
          await trx
            .insertInto('sysI18nDict')
            .values({ langTag: req.lang, langKey: key, langValue: v.menuName, plugin: cur.plugin })
            .onConflict((oc) => oc.columns(['langTag', 'langKey']).doUpdateSet({ langValue: v.menuName }))
            .execute();
      });
      await changed(renamed);
      return ok();
    },
  );

  app.delete(
    '/system/menu/:id',
    { config: { access: 'system:menu:remove', log: { title: 'system:log.menu', type: 'DELETE' } }, schema: { params: idParam } },
    async (req) => {
      const cur = await load(req.params.id);
      const name = menuTitle(kernel, req.lang, cur);
      if (cur.plugin) throw fail('system:errors.menuSeeded', { name, plugin: cur.plugin });
      await db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('sysMenu').select('menuId').where('parentId', '=', cur.menuId).limit(1).executeTakeFirst())
          throw fail('system:errors.menuHasChildren', { name });
        if (await trx.selectFrom('sysRoleMenu').select('roleId').where('menuId', '=', cur.menuId).limit(1).executeTakeFirst())
          throw fail('system:errors.menuInUse', { name });
        await trx.deleteFrom('sysMenu').where('menuId', '=', cur.menuId).execute();
        await trx.deleteFrom('sysI18nDict').where('langKey', '=', menuI18nKey(cur)).execute();
      });
      await changed(true);
      return ok();
    },
  );
}
