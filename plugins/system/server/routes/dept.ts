import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import {
  assertDeptsInScope,
  dataScopeOf,
  fail,
  idParam,
  idsBody,
  invalidField,
  likeValue,
  notFound,
  ok,
  outOfScope,
  page,
  scopeDepts,
  sql,
  type Db,
  type Kernel,
  updateVersioned,
} from '#kernel/server';
import { patterns, toTree, type TreeRow } from '#kernel/shared';
import { DeptAdd, DeptEdit, type DeptNode, DeptQuery } from '../../shared/dept.ts';

export type { DeptNode };

/** Builds the picker forest from flat rows; a row whose parent is not in the list becomes a root (scoped views). */
export function buildTree<T extends { deptId: number; parentId: number }>(
  rows: T[],
  node: (r: T) => Omit<DeptNode, 'children'>,
): DeptNode[] {
  const map = (ns: TreeRow<T>[]): DeptNode[] => ns.map((n) => ({ ...node(n), children: n.children && map(n.children) }));
  return map(toTree(rows, 'deptId', 'parentId'));
}

/** Departments visible to the request's user, optionally filtered, in tree order. */
export async function scopedDepts(kernel: Kernel, req: FastifyRequest, q: DeptQuery) {
  const scope = await dataScopeOf(kernel, req);
  let s = scopeDepts(kernel.db.selectFrom('sysDept as d').selectAll('d'), scope);
  if (q.deptName) s = s.where('d.deptName', 'ilike', likeValue(q.deptName));
  if (q.status) s = s.where('d.status', '=', q.status);
  return s.orderBy('d.parentId').orderBy('d.orderNum').orderBy('d.deptId').execute();
}

const isDescendantSql = (id: number) => sql<boolean>`(',' || ancestors || ',') like ${`%,${id},%`}`;

/** System → Departments: flat list (the page builds the tree), detail, add, edit, delete; kept inside the data scope. */
export async function deptRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  app.get('/system/dept/list', { config: { access: 'system:dept:view' }, schema: { querystring: DeptQuery } }, async (req) => {
    const rows = await scopedDepts(kernel, req, req.query);
    return page(rows, rows.length);
  });

  // the parent picker of an edit: everything visible except the department itself and its descendants
  app.get('/system/dept/list/exclude/:id', { config: { access: 'system:dept:view' }, schema: { params: idParam } }, async (req) => {
    const id = req.params.id;
    const rows = (await scopedDepts(kernel, req, {})).filter((d) => d.deptId !== id && !d.ancestors.split(',').includes(String(id)));
    return page(rows, rows.length);
  });

  app.get('/system/dept/:id', { config: { access: 'system:dept:view' }, schema: { params: idParam } }, async (req) => {
    await assertDeptsInScope(db, await dataScopeOf(kernel, req), [req.params.id]);
    const row = await db.selectFrom('sysDept').selectAll().where('deptId', '=', req.params.id).executeTakeFirstOrThrow();
    const parent = row.parentId
      ? await db.selectFrom('sysDept').select('deptName').where('deptId', '=', row.parentId).executeTakeFirst()
      : undefined;
    return ok({ ...row, parentName: parent?.deptName });
  });

  /** What the schema cannot say: the phone and e-mail forms (with their own messages), a unique name among siblings. */
  const validate = async (b: DeptAdd & { deptId?: number }) => {
    if (b.phone && !patterns.mobile.test(b.phone)) throw invalidField('phone', 'server:schema.mobile');
    if (b.email && !patterns.email.test(b.email)) throw invalidField('email', 'server:schema.email');
    let q = db.selectFrom('sysDept').select('deptId').where('parentId', '=', b.parentId).where('deptName', '=', b.deptName.trim());
    if (b.deptId) q = q.where('deptId', '<>', b.deptId);
    if (await q.executeTakeFirst()) throw invalidField('deptName', 'system:errors.deptNameTaken', { value: b.deptName.trim() });
  };

  /** The parent row (or the virtual root 0, which only an all-scope user may use). */
  const parentOf = async (req: FastifyRequest, parentId: number) => {
    const scope = await dataScopeOf(kernel, req);
    if (parentId === 0) {
      if (!scope.all) throw outOfScope();
      return { deptId: 0, ancestors: '', status: '0', deptName: '' };
    }
    const p = await db
      .selectFrom('sysDept')
      .select(['deptId', 'ancestors', 'status', 'deptName'])
      .where('deptId', '=', parentId)
      .executeTakeFirst();
    if (!p) throw invalidField('parentId', 'system:errors.deptParentNotFound');
    await assertDeptsInScope(db, scope, [parentId]);
    return p;
  };
  const ancestorsUnder = (p: { deptId: number; ancestors: string }) => (p.deptId === 0 ? '0' : `${p.ancestors},${p.deptId}`);
  const fields = (b: DeptAdd) => ({
    parentId: b.parentId,
    deptName: b.deptName.trim(),
    orderNum: b.orderNum,
    leader: b.leader?.trim() || null,
    phone: b.phone || null,
    email: b.email || null,
    status: b.status,
  });

  app.post(
    '/system/dept',
    { config: { access: 'system:dept:add', log: { title: 'system:log.dept', type: 'INSERT' } }, schema: { body: DeptAdd } },
    async (req) => {
      const b = req.body;
      await validate(b);
      const parent = await parentOf(req, b.parentId);
      if (parent.status !== '0') throw invalidField('parentId', 'system:errors.deptParentDisabled', { name: parent.deptName });
      const row = await db
        .insertInto('sysDept')
        .values({ ...fields(b), ancestors: ancestorsUnder(parent), createBy: req.user!.userName })
        .returning('deptId')
        .executeTakeFirstOrThrow();
      await kernel.invalidate('identity');
      return ok(row);
    },
  );

  app.put(
    '/system/dept',
    { config: { access: 'system:dept:edit', log: { title: 'system:log.dept', type: 'UPDATE' } }, schema: { body: DeptEdit } },
    async (req) => {
      const b = req.body;
      const id = b.deptId;
      await assertDeptsInScope(db, await dataScopeOf(kernel, req), [id]);
      if (b.parentId === id) throw invalidField('parentId', 'system:errors.deptSelfParent');
      await validate(b);
      const parent = await parentOf(req, b.parentId);
      if (parent.ancestors.split(',').includes(String(id))) throw invalidField('parentId', 'system:errors.deptSelfParent');
      await db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('sysDept')
          .select(['ancestors', 'parentId'])
          .where('deptId', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!old) throw notFound(String(id));
        if (b.status !== '0') {
          const child = await trx
            .selectFrom('sysDept')
            .select('deptName')
            .where(isDescendantSql(id))
            .where('status', '=', '0')
            .limit(1)
            .executeTakeFirst();
          if (child) throw invalidField('status', 'system:errors.deptHasEnabledChildren', { name: child.deptName });
        }
        const ancestors = ancestorsUnder(parent);
        await updateVersioned(
          trx,
          'sysDept',
          { column: 'deptId', id: id },
          b.version,
          {
            ...fields(b),
            ancestors,
          },
          req.user!.userName,
        );
        if (old.ancestors !== ancestors) await moveDescendants(trx, id, old.ancestors, ancestors);
        // an enabled department under a disabled parent would be invisible in pickers: enable the chain (RuoYi)
        if (b.status === '0' && ancestors !== '0')
          await trx
            .updateTable('sysDept')
            .set({ status: '0' })
            .where(
              'deptId',
              'in',
              ancestors
                .split(',')
                .map(Number)
                .filter((n) => n > 0),
            )
            .execute();
      });
      await kernel.invalidate('identity');
      return ok();
    },
  );

  const remove = async (req: FastifyRequest, ids: number[]) => {
    await assertDeptsInScope(db, await dataScopeOf(kernel, req), ids);
    await db.transaction().execute(async (trx) => {
      for (const id of ids) {
        const d = await trx.selectFrom('sysDept').select('deptName').where('deptId', '=', id).executeTakeFirstOrThrow();
        const child = await trx
          .selectFrom('sysDept')
          .select('deptId')
          .where('parentId', '=', id)
          .where('deptId', 'not in', ids)
          .limit(1)
          .executeTakeFirst();
        if (child) throw fail('system:errors.deptHasChildren', { name: d.deptName });
        const user = await trx.selectFrom('sysUser').select('userId').where('deptId', '=', id).limit(1).executeTakeFirst();
        if (user) throw fail('system:errors.deptHasUsers', { name: d.deptName });
      }
      await trx.deleteFrom('sysDept').where('deptId', 'in', ids).execute();
    });
    await kernel.invalidate('identity');
    return ok();
  };
  const delConfig = { access: 'system:dept:remove', log: { title: 'system:log.dept', type: 'DELETE' } } as const;
  app.delete('/system/dept', { config: delConfig, schema: { body: idsBody } }, (req) => remove(req, req.body));
  // the v1.4.3 form: DELETE /system/dept/{id}
  app.delete('/system/dept/:id', { config: delConfig, schema: { params: idParam } }, (req) => remove(req, [req.params.id]));
}

/** Rewrites the ancestors of every descendant after a department moved. */
async function moveDescendants(trx: Db, id: number, oldAncestors: string, newAncestors: string) {
  const from = `${oldAncestors},${id}`;
  const to = `${newAncestors},${id}`;
  await trx
    .updateTable('sysDept')
    .set({ ancestors: sql<string>`${to} || substr(ancestors, ${from.length + 1})` })
    .where(sql<boolean>`(ancestors = ${from} or ancestors like ${`${from.replace(/[\\%_]/g, '\\$&')},%`})`)
    .execute();
}
