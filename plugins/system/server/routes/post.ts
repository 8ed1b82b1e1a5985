import type { RouteApp } from '#kernel/server';
import { detailRoute, fail, fieldColumns, invalidField, listRoute, ok, removeRoute, saveRoutes, sql, type Kernel } from '#kernel/server';
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

  const object = { url: '/system/post', table: 'sysPost', key: 'postId', logTitle: 'system:log.post' } as const;
  detailRoute(app, kernel, { ...object, access: 'system:post:view', wire: (_req, r) => r });

  const uniqueCode = async (code: string, self?: number) => {
    let q = db.selectFrom('sysPost').select('postId').where(sql`lower(post_code)`, '=', code.toLowerCase());
    if (self) q = q.where('postId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('postCode', 'system:errors.postCodeTaken', { value: code });
  };

  saveRoutes(app, kernel, {
    ...object,
    access: { add: 'system:post:add', edit: 'system:post:edit' },
    body: { add: PostAdd, edit: PostEdit },
    guard: (_trx, _req, b, old) => uniqueCode(b.postCode, old?.postId),
    values: (_req, b) => ({
      postCode: b.postCode,
      postName: b.postName.trim(),
      postSort: b.postSort,
      status: b.status,
      remark: b.remark ?? null,
    }),
  });

  removeRoute(app, kernel, {
    ...object,
    access: 'system:post:remove',
    before: async (trx, _req, ids) => {
      const used = await trx
        .selectFrom('sysUserPost as up')
        .innerJoin('sysPost as p', 'p.postId', 'up.postId')
        .select('p.postName')
        .where('up.postId', 'in', ids)
        .limit(1)
        .executeTakeFirst();
      if (used) throw fail('system:errors.postInUse', { name: used.postName });
    },
  });
}
