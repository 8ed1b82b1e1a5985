import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  assertUpdated,
  fail,
  idParam,
  idsBody,
  invalidField,
  likeValue,
  notFound,
  ok,
  page,
  pageQuery,
  paging,
  sendXlsx,
  sorting,
  sql,
  statusField,
  versionField,
  wantsExport,
  type Kernel,
} from '#kernel/server';
interface PostBody {
  postId?: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
  remark?: string;
  version?: number;
}

const SORTS = { postSort: 'postSort', postCode: 'postCode', postName: 'postName', createTime: 'createTime' } as const;

const body = (edit: boolean) => ({
  type: 'object',
  required: edit ? ['postId', 'postCode', 'postName', 'postSort', 'status', 'version'] : ['postCode', 'postName', 'postSort', 'status'],
  properties: {
    postId: { type: 'integer', minimum: 1 },
    postCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    postName: { type: 'string', minLength: 1, maxLength: 50 },
    postSort: { type: 'integer', minimum: 0, maximum: 99999 },
    status: statusField,
    remark: { type: ['string', 'null'], maxLength: 500 },
    version: versionField,
  },
});

const listQuery = {
  type: 'object',
  properties: {
    ...pageQuery,
    postCode: { type: 'string', maxLength: 64 },
    postName: { type: 'string', maxLength: 50 },
    status: { type: 'string', maxLength: 1 },
  },
};

/** Posts (岗位): list, export, detail, add, edit, delete. Codes are unique; a post held by users cannot be deleted. */
export async function postRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  const query = (q: Record<string, any>) => {
    let s = db.selectFrom('sysPost');
    if (q.postCode) s = s.where('postCode', 'ilike', likeValue(q.postCode));
    if (q.postName) s = s.where('postName', 'ilike', likeValue(q.postName));
    if (q.status) s = s.where('status', '=', q.status);
    return s;
  };

  const list = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const q = (req.method === 'GET' ? req.query : req.body) as Record<string, any>;
    const order = sorting(q, SORTS);
    let rows = query(q).selectAll();
    for (const [col, dir] of order.length ? order : ([['postSort', 'asc']] as const)) rows = rows.orderBy(col as 'postSort', dir);
    rows = rows.orderBy('postId');
    if (wantsExport(req.headers)) {
      const all = await rows.limit(10000).execute();
      const t = req.t;
      return sendXlsx(
        reply,
        'Post',
        [
          { header: t('system:fields.postId'), value: (r) => r.postId },
          { header: t('system:fields.postCode'), value: (r) => r.postCode },
          { header: t('system:fields.postName'), value: (r) => r.postName },
          { header: t('system:fields.postSort'), value: (r) => r.postSort },
          { header: t('system:fields.status'), value: (r) => t(`system:status.${r.status}`) },
          { header: t('system:fields.createTime'), value: (r) => r.createTime },
        ],
        all,
      );
    }
    const { limit, offset } = paging(q);
    const [data, count] = await Promise.all([
      rows.limit(limit).offset(offset).execute(),
      query(q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return page(data, Number(count.n));
  };

  app.get('/system/post/list', { config: { access: 'system:post:view' }, schema: { querystring: listQuery } }, list);
  app.post(
    '/system/post/list',
    { config: { access: 'system:post:export', log: { title: 'system:log.post', type: 'EXPORT' } }, schema: { body: listQuery } },
    list,
  );

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

  app.get<{ Params: { id: number } }>(
    '/system/post/:id',
    { config: { access: 'system:post:view' }, schema: { params: idParam } },
    async (req) => {
      const row = await db.selectFrom('sysPost').selectAll().where('postId', '=', req.params.id).executeTakeFirst();
      if (!row) throw notFound(String(req.params.id));
      return ok(row);
    },
  );

  const uniqueCode = async (code: string, self?: number) => {
    let q = db.selectFrom('sysPost').select('postId').where(sql`lower(post_code)`, '=', code.toLowerCase());
    if (self) q = q.where('postId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField('postCode', 'system:errors.postCodeTaken', { value: code });
  };

  app.post<{ Body: PostBody }>(
    '/system/post',
    { config: { access: 'system:post:add', log: { title: 'system:log.post', type: 'INSERT' } }, schema: { body: body(false) } },
    async (req) => {
      const b = req.body;
      if (!b.postName.trim()) throw invalidField('postName', 'server:schema.required');
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
    },
  );

  app.put<{ Body: PostBody }>(
    '/system/post',
    { config: { access: 'system:post:edit', log: { title: 'system:log.post', type: 'UPDATE' } }, schema: { body: body(true) } },
    async (req) => {
      const b = req.body;
      if (!b.postName.trim()) throw invalidField('postName', 'server:schema.required');
      await uniqueCode(b.postCode, b.postId);
      const exists = await db.selectFrom('sysPost').select('postId').where('postId', '=', b.postId!).executeTakeFirst();
      if (!exists) throw notFound(String(b.postId));
      const r = await db
        .updateTable('sysPost')
        .set({
          postCode: b.postCode,
          postName: b.postName.trim(),
          postSort: b.postSort,
          status: b.status,
          remark: b.remark ?? null,
          updateBy: req.user!.userName,
          updateTime: sql<string>`now()` as unknown as string,
          version: sql<number>`version + 1` as unknown as number,
        })
        .where('postId', '=', b.postId!)
        .where('version', '=', b.version!)
        .executeTakeFirst();
      assertUpdated(r);
      return ok();
    },
  );

  app.delete<{ Body: number[] }>(
    '/system/post',
    { config: { access: 'system:post:remove', log: { title: 'system:log.post', type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
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
    },
  );
}
