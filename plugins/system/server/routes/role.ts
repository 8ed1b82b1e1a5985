import type { RouteApp } from '#kernel/server';
import type { Db, Kernel } from '#kernel/server';
import {
  AUDIT_COLUMNS,
  assertUpdated,
  detailRoute,
  fail,
  fieldColumns,
  IDENTITY_CACHE,
  idParam,
  invalidField,
  listRoute,
  loadRow,
  ok,
  removeRoute,
  sql,
  updateVersioned,
} from '#kernel/server';
import { labelTree } from '#kernel/shared';
import { assertMenusHeld, assertScopeWithin, scopeGrantable } from '../services/role-grants.ts';
import { assertMenusExist, checkedRoleMenus, isSuperRole, writeRoleMenus } from '../services/role-menus.ts';
import { type Role, RoleAdd, RoleDataScope, RoleEdit, RoleQuery, RoleStatus } from '../../shared/role.ts';

const SORTS = { roleSort: 'roleSort', roleId: 'roleId', roleKey: 'roleKey', roleName: 'roleName', createTime: 'createTime' } as const;

/** Role ids → the users holding them (to report which role is still in use). */
async function roleInUse(db: Db, roleIds: number[]) {
  return db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select('r.roleName')
    .where('ur.roleId', 'in', roleIds)
    .limit(1)
    .executeTakeFirst();
}

/**
 * Roles: list, export, detail, add, edit (with the menu tree), status, data scope, delete. The super-admin
 * role (`admin`) is seeded and cannot be created, re-keyed, disabled, scoped or deleted; operators who are
 * not super admin can only hand out menus and data scopes they hold themselves. Every change that alters
 * what a role grants drops the identity cache so signed-in users see it on their next request.
 */
export async function roleRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute<Role>(app, kernel, {
    url: '/system/role/list',
    access: 'system:role:view',
    exportAccess: 'system:role:export',
    filters: RoleQuery,
    sorts: SORTS,
    defaultOrder: [['roleSort', 'asc']],
    tiebreak: ['roleId', 'asc'],
    count: 'exact',
    dateColumn: 'createTime',
    query: () => db.selectFrom('sysRole'),
    columns: [
      'roleId',
      'roleName',
      'roleKey',
      'roleSort',
      'dataScope',
      'menuCheckStrictly',
      'deptCheckStrictly',
      'status',
      'version',
      ...AUDIT_COLUMNS,
      'remark',
    ],
    contains: ['roleName', 'roleKey'],
    equal: ['status'],
    export: {
      sheet: 'Role',
      logTitle: 'system:log.role',
      columns: fieldColumns('system:fields', [
        'roleId',
        'roleName',
        'roleKey',
        'roleSort',
        ['dataScope', 'system:dataScope'],
        ['status', 'system:status'],
        'createTime',
      ]),
    },
  });

  const load = (id: number) => loadRow(db, 'sysRole', 'roleId', id);
  const object = { url: '/system/role', table: 'sysRole', key: 'roleId', logTitle: 'system:log.role' } as const;
  detailRoute(app, kernel, { ...object, access: 'system:role:view', wire: (_req, r) => r });

  const unique = async (b: RoleAdd, self?: number) => {
    let byName = db.selectFrom('sysRole').select('roleId').where('roleName', '=', b.roleName.trim());
    if (self) byName = byName.where('roleId', '<>', self);
    if (await byName.executeTakeFirst()) throw invalidField('roleName', 'system:errors.roleNameTaken', { value: b.roleName.trim() });
    let byKey = db.selectFrom('sysRole').select('roleId').where(sql`lower(role_key)`, '=', b.roleKey.toLowerCase());
    if (self) byKey = byKey.where('roleId', '<>', self);
    if (await byKey.executeTakeFirst()) throw invalidField('roleKey', 'system:errors.roleKeyTaken', { value: b.roleKey });
  };

  app.post(
    '/system/role',
    { config: { access: 'system:role:add', log: { title: 'system:log.role', type: 'INSERT' } }, schema: { body: RoleAdd } },
    async (req) => {
      const b = req.body;
      if (isSuperRole(b.roleKey)) throw invalidField('roleKey', 'system:errors.roleKeyReserved', { value: b.roleKey });
      await unique(b);
      const menuIds = [...new Set(b.menuIds ?? [])];
      await assertMenusExist(db, menuIds);
      await assertMenusHeld(db, req, menuIds);
      // a new role sees everything only when its creator does; otherwise it starts at "self only"
      const dataScope = (await scopeGrantable(db, req, '1', [])) ? '1' : '5';
      const row = await db.transaction().execute(async (trx) => {
        const r = await trx
          .insertInto('sysRole')
          .values({
            roleName: b.roleName.trim(),
            roleKey: b.roleKey,
            roleSort: b.roleSort,
            status: b.status,
            dataScope,
            menuCheckStrictly: b.menuCheckStrictly ?? true,
            deptCheckStrictly: b.deptCheckStrictly ?? true,
            remark: b.remark ?? null,
            createBy: req.user!.userName,
          })
          .returning('roleId')
          .executeTakeFirstOrThrow();
        if (menuIds.length)
          await trx
            .insertInto('sysRoleMenu')
            .values(menuIds.map((menuId) => ({ roleId: r.roleId, menuId })))
            .execute();
        return r;
      });
      return ok(row);
    },
  );

  app.put(
    '/system/role',
    { config: { access: 'system:role:edit', log: { title: 'system:log.role', type: 'UPDATE' } }, schema: { body: RoleEdit } },
    async (req) => {
      const b = req.body;
      const cur = await load(b.roleId);
      const superRole = isSuperRole(cur.roleKey);
      if (superRole) {
        // the super-admin role keeps its key and stays enabled; its menus are moot (it holds '*')
        if (!req.identity?.superAdmin) throw fail('system:errors.superRoleLocked');
        if (b.roleKey !== cur.roleKey) throw invalidField('roleKey', 'system:errors.superRoleLocked');
        if (b.status !== '0') throw invalidField('status', 'system:errors.superRoleLocked');
      } else if (isSuperRole(b.roleKey)) throw invalidField('roleKey', 'system:errors.roleKeyReserved', { value: b.roleKey });
      await unique(b, cur.roleId);
      const menuIds = await checkedRoleMenus(db, req, cur, b.menuIds);
      await db.transaction().execute(async (trx) => {
        await updateVersioned(
          trx,
          'sysRole',
          { column: 'roleId', id: cur.roleId },
          b.version,
          {
            roleName: b.roleName.trim(),
            roleKey: b.roleKey,
            roleSort: b.roleSort,
            status: b.status,
            menuCheckStrictly: b.menuCheckStrictly ?? cur.menuCheckStrictly,
            remark: b.remark ?? null,
          },
          req.user!.userName,
        );
        await writeRoleMenus(trx, cur.roleId, menuIds);
      });
      await kernel.invalidate(IDENTITY_CACHE);
      return ok();
    },
  );

  app.put(
    '/system/role/changeStatus',
    { config: { access: 'system:role:edit', log: { title: 'system:log.role', type: 'UPDATE' } }, schema: { body: RoleStatus } },
    async (req) => {
      const cur = await load(req.body.roleId);
      if (isSuperRole(cur.roleKey)) throw fail('system:errors.superRoleLocked');
      let u = db
        .updateTable('sysRole')
        .set({
          status: req.body.status,
          updateBy: req.user!.userName,
          updateTime: sql<string>`now()`,
          version: sql<number>`version + 1`,
        })
        .where('roleId', '=', cur.roleId);
      if (req.body.version != null) u = u.where('version', '=', req.body.version);
      assertUpdated(await u.executeTakeFirst());
      await kernel.invalidate(IDENTITY_CACHE);
      return ok();
    },
  );

  app.put(
    '/system/role/dataScope',
    { config: { access: 'system:role:edit', log: { title: 'system:log.roleScope', type: 'UPDATE' } }, schema: { body: RoleDataScope } },
    async (req) => {
      const b = req.body;
      const cur = await load(b.roleId);
      if (isSuperRole(cur.roleKey)) throw fail('system:errors.superRoleLocked');
      const deptIds = b.dataScope === '2' ? [...new Set(b.deptIds ?? [])] : [];
      if (deptIds.length) {
        const found = await db.selectFrom('sysDept').select('deptId').where('deptId', 'in', deptIds).execute();
        if (found.length !== deptIds.length) throw invalidField('deptIds', 'system:errors.deptNotFound');
      }
      await assertScopeWithin(db, req, b.dataScope, deptIds);
      await db.transaction().execute(async (trx) => {
        await updateVersioned(
          trx,
          'sysRole',
          { column: 'roleId', id: cur.roleId },
          b.version,
          {
            dataScope: b.dataScope,
            deptCheckStrictly: b.deptCheckStrictly ?? cur.deptCheckStrictly,
          },
          req.user!.userName,
        );
        await trx.deleteFrom('sysRoleDept').where('roleId', '=', cur.roleId).execute();
        if (deptIds.length)
          await trx
            .insertInto('sysRoleDept')
            .values(deptIds.map((deptId) => ({ roleId: cur.roleId, deptId })))
            .execute();
      });
      await kernel.invalidate(IDENTITY_CACHE);
      return ok();
    },
  );

  removeRoute(app, kernel, {
    ...object,
    access: 'system:role:remove',
    before: async (trx, _req, ids) => {
      const roles = await trx.selectFrom('sysRole').select(['roleId', 'roleKey']).where('roleId', 'in', ids).execute();
      if (roles.some((r) => isSuperRole(r.roleKey))) throw fail('system:errors.superRoleLocked');
      const used = await roleInUse(trx, ids);
      if (used) throw fail('system:errors.roleInUse', { name: used.roleName });
    },
    after: () => kernel.invalidate(IDENTITY_CACHE),
  });

  // the department tree of the data-scope dialog, with the role's departments checked
  app.get(
    '/system/dept/roleDeptTreeselect/:id',
    { config: { access: ['system:role:add', 'system:role:edit'] }, schema: { params: idParam } },
    async (req) => {
      const role = await load(req.params.id);
      const depts = await db
        .selectFrom('sysDept')
        .select(['deptId', 'parentId', 'deptName'])
        .where('status', '=', '0')
        .orderBy('parentId')
        .orderBy('orderNum')
        .orderBy('deptId')
        .execute();
      const held = (await db.selectFrom('sysRoleDept').select('deptId').where('roleId', '=', role.roleId).execute()).map((r) => r.deptId);
      // with parent-child linkage the tree derives parents from their children: send only the lowest checked ones
      const parents = new Set(depts.filter((d) => held.includes(d.deptId)).map((d) => d.parentId));
      const checkedKeys = role.deptCheckStrictly ? held.filter((id) => !parents.has(id)) : held;
      return ok({
        depts: labelTree(depts, 'deptId', 'parentId', (d) => d.deptName),
        checkedKeys,
      });
    },
  );
}
