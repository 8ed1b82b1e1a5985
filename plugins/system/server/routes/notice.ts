import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  compact,
  idParam,
  idsBody,
  invalidField,
  likeValue,
  notFound,
  ok,
  page,
  pageQuery,
  paging,
  sanitizeRichHtml,
  sorting,
  statusField,
  versionField,
  type Kernel,
  statusRoute,
  updateVersioned,
} from '#kernel/server';
import '../db/tables.ts';

interface NoticeBody {
  noticeId?: number;
  noticeTitle: string;
  noticeType: string;
  noticeContent?: string | null;
  status: string;
  remark?: string | null;
  version?: number;
}

const SORTS = { noticeId: 'noticeId', noticeTitle: 'noticeTitle', noticeType: 'noticeType', createTime: 'createTime' } as const;

const body = (edit: boolean) => ({
  type: 'object',
  required: edit ? ['noticeId', 'noticeTitle', 'noticeType', 'status', 'version'] : ['noticeTitle', 'noticeType', 'status'],
  properties: {
    noticeId: { type: 'integer', minimum: 1 },
    noticeTitle: { type: 'string', minLength: 1, maxLength: 100 },
    noticeType: { type: 'string', minLength: 1, maxLength: 1 },
    noticeContent: { type: ['string', 'null'], maxLength: 1_000_000 },
    status: statusField,
    remark: { type: ['string', 'null'], maxLength: 500 },
    version: versionField,
  },
});

const listQuery = {
  type: 'object',
  properties: {
    ...pageQuery,
    noticeTitle: { type: 'string', maxLength: 100 },
    noticeType: { type: 'string', maxLength: 1 },
    createBy: { type: 'string', maxLength: 64 },
    status: { type: 'string', maxLength: 1 },
  },
};

/**
 * Notices (通知公告): list, detail, add, edit, status, delete. The rich-text content is sanitised on
 * the server before it is stored (security.md #32), so whoever renders it later renders safe HTML.
 */
export async function noticeRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  const query = (q: Record<string, any>) => {
    let s = db.selectFrom('sysNotice');
    if (q.noticeTitle) s = s.where('noticeTitle', 'ilike', likeValue(q.noticeTitle));
    if (q.noticeType) s = s.where('noticeType', '=', q.noticeType);
    if (q.createBy) s = s.where('createBy', 'ilike', likeValue(q.createBy));
    if (q.status) s = s.where('status', '=', q.status);
    return s;
  };

  app.get(
    '/system/notice/list',
    { config: { access: 'system:notice:view' }, schema: { querystring: listQuery } },
    async (req: FastifyRequest) => {
      const q = req.query as Record<string, any>;
      const order = sorting(q, SORTS);
      // the list does not carry the (possibly large) content; the detail does
      let rows = query(q).select([
        'noticeId',
        'noticeTitle',
        'noticeType',
        'status',
        'version',
        'createBy',
        'createTime',
        'updateBy',
        'updateTime',
        'remark',
      ]);
      for (const [col, dir] of order.length ? order : ([['noticeId', 'desc']] as const)) rows = rows.orderBy(col as 'noticeId', dir);
      const { limit, offset } = paging(q);
      const [data, count] = await Promise.all([
        rows.limit(limit).offset(offset).execute(),
        query(q)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return page(data.map(compact), Number(count.n));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/system/notice/:id',
    { config: { access: 'system:notice:view' }, schema: { params: idParam } },
    async (req) => {
      const row = await db.selectFrom('sysNotice').selectAll().where('noticeId', '=', req.params.id).executeTakeFirst();
      if (!row) throw notFound(String(req.params.id));
      return ok(compact(row));
    },
  );

  const check = async (b: NoticeBody) => {
    if (!b.noticeTitle.trim()) throw invalidField('noticeTitle', 'server:schema.required');
    const type = await db
      .selectFrom('sysDictData')
      .select('dictCode')
      .where('dictType', '=', 'NoticeType')
      .where('dictValue', '=', b.noticeType)
      .executeTakeFirst();
    if (!type) throw invalidField('noticeType', 'server:schema.enum');
  };

  app.post<{ Body: NoticeBody }>(
    '/system/notice',
    { config: { access: 'system:notice:add', log: { title: 'system:log.notice', type: 'INSERT' } }, schema: { body: body(false) } },
    async (req) => {
      const b = req.body;
      await check(b);
      const row = await db
        .insertInto('sysNotice')
        .values({
          noticeTitle: b.noticeTitle.trim(),
          noticeType: b.noticeType,
          noticeContent: sanitizeRichHtml(b.noticeContent),
          status: b.status,
          remark: b.remark ?? null,
          createBy: req.user!.userName,
        })
        .returning('noticeId')
        .executeTakeFirstOrThrow();
      return ok(row);
    },
  );

  app.put<{ Body: NoticeBody }>(
    '/system/notice',
    { config: { access: 'system:notice:edit', log: { title: 'system:log.notice', type: 'UPDATE' } }, schema: { body: body(true) } },
    async (req) => {
      const b = req.body;
      await check(b);
      const exists = await db.selectFrom('sysNotice').select('noticeId').where('noticeId', '=', b.noticeId!).executeTakeFirst();
      if (!exists) throw notFound(String(b.noticeId));
      await updateVersioned(
        db,
        'sysNotice',
        { column: 'noticeId', id: b.noticeId! },
        b.version!,
        {
          noticeTitle: b.noticeTitle.trim(),
          noticeType: b.noticeType,
          noticeContent: sanitizeRichHtml(b.noticeContent),
          status: b.status,
          remark: b.remark ?? null,
        },
        req.user!.userName,
      );
      return ok();
    },
  );

  statusRoute(app, kernel, {
    url: '/system/notice/changeStatus',
    access: 'system:notice:edit',
    logTitle: 'system:log.notice',
    table: 'sysNotice',
    key: 'noticeId',
  });

  app.delete<{ Body: number[] }>(
    '/system/notice',
    { config: { access: 'system:notice:remove', log: { title: 'system:log.notice', type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
      await db.deleteFrom('sysNotice').where('noticeId', 'in', req.body).execute();
      return ok();
    },
  );
}
