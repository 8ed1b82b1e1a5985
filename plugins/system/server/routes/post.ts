import type { RouteApp } from '#kernel/server';
import {
  fail,
  idParam,
  idsBody,
  invalidField,
  listRoute,
  notFound,
  ok,
  sql,
  updateVersioned,
  type Kernel,
  fieldColumns,
} from '#kernel/server';
import { type Post, PostAdd, PostEdit, PostQuery } from '../../shared/post.ts';

/** Posts (岗位): list, export, detail, add, edit, delete. Codes are unique; a post held by users cannot be deleted. */
export async function postRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  listRoute<Post>(app, kernel, {
    url: '/system/post/list',
    access: 'system:post:view',
    exportAccess: 'system:post:export',
    filters: PostQuery,
    sorts: { postSort: 'postSort', postCode: 'postCode', postName: 'postName', createTime: 'createTime' },
    defaultOrder: [['postSort', 'asc']],
    tiebreak: ['postId', 'asc'],
    query: () => db.selectFrom('sysPost'),
    contains: ['postCode', 'postName'],
    equal: ['status'],
    export: {
      sheet: 'Post',
      logTitle: 'system:log.post',
      columns: fieldColumns('system:fields', ['postId', 'postCode', 'postName', 'postSort', ['status', 'system:status'], 'createTime']),
    },
  });

  app.get('/system/post/optionselect', { config: { access: 'login' } }, async () =>
    ok(
      await db
        .selectFrom('sysPost')
        .select(['postId', 'postCode', 'postName', 'status'])
        .where('status', '=', '0')
        .orderBy('postSort')
        .execute(),
    ),
  );

  app.get('/system/post/:id', { config: { access: 'system:post:view' }, schema: { params: idParam } }, async (req) => {
    const row = await db.selectFrom('sysPost').selectAll().where('postId', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound(String(req.params.id));
    return ok(row);
  });

  const uniqueCode = async (code: string, self?: number) => {
    let q = db.selectFrom('sysPost').select('postId').where(sql`lower(post_code)`, '=', code.toLowerCase());
    if (self) q = q.where('postId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('postCode', 'system:errors.postCodeTaken', { value: code });
  };

  const log = (type: string) => ({ title: 'system:log.post', type });

  app.post('/system/post', { config: { access: 'system:post:add', log: log('INSERT') }, schema: { body: PostAdd } }, async (req) => {
    const b = req.body;
    await uniqueCode(b.postCode);
    const row = await db
      .insertInto('sysPost')
      .values({
        postCode: b.postCode,
        postName: b.postName.trim(),
        postSort: b.postSort,
        status: b.status,
        remark: b.remark ?? null,
        createBy: req.user!.userName,
      })
      .returning('postId')
      .executeTakeFirstOrThrow();
    return ok(row);
  });

  app.put('/system/post', { config: { access: 'system:post:edit', log: log('UPDATE') }, schema: { body: PostEdit } }, async (req) => {
    const b = req.body;
    await uniqueCode(b.postCode, b.postId);
    const values = { postCode: b.postCode, postName: b.postName.trim(), postSort: b.postSort, status: b.status, remark: b.remark ?? null };
    await updateVersioned(db, 'sysPost', { column: 'postId', id: b.postId }, b.version, values, req.user!.userName);
    return ok();
  });

  app.delete('/system/post', { config: { access: 'system:post:remove', log: log('DELETE') }, schema: { body: idsBody } }, async (req) => {
    await db.transaction().execute(async (trx) => {
      const used = await trx
        .selectFrom('sysUserPost as up')
        .innerJoin('sysPost as p', 'p.postId', 'up.postId')
        .select('p.postName')
        .where('up.postId', 'in', req.body)
        .limit(1)
        .executeTakeFirst();
      if (used) throw fail('system:errors.postInUse', { name: used.postName });
      await trx.deleteFrom('sysPost').where('postId', 'in', req.body).execute();
    });
    return ok();
  });
}
