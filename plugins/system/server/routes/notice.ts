import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  compact,
  idParam,
  idsBody,
  invalidField,
  listRoute,
  notFound,
  ok,
  sanitizeRichHtml,
  type Kernel,
  statusRoute,
  updateVersioned,
} from '#kernel/server';
import '../db/tables.ts';
import { type Notice, NoticeAdd, NoticeEdit, NoticeQuery } from '../../shared/notice.ts';

const SORTS = { noticeId: 'noticeId', noticeTitle: 'noticeTitle', noticeType: 'noticeType', createTime: 'createTime' } as const;

/**
 * Notices (通知公告): list, detail, add, edit, status, delete. The rich-text content is sanitised on
 * the server before it is stored (security.md #32), so whoever renders it later renders safe HTML.
 */
export async function noticeRoutes(fastify: FastifyInstance, kernel: Kernel) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = kernel;

  listRoute<Notice>(app, kernel, {
    url: '/system/notice/list',
    access: 'system:notice:view',
    filters: NoticeQuery,
    sorts: SORTS,
    defaultOrder: [['noticeId', 'desc']],
    tiebreak: ['noticeId', 'desc'],
    count: 'exact',
    query: () => db.selectFrom('sysNotice'),
    contains: ['noticeTitle', 'createBy'],
    equal: ['noticeType', 'status'],
    // the list does not carry the (possibly large) content; the detail does
    select: (base) =>
      base.select([
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
      ]),
    wire: (_req, r) => compact(r),
  });

  app.get('/system/notice/:id', { config: { access: 'system:notice:view' }, schema: { params: idParam } }, async (req) => {
    const row = await db.selectFrom('sysNotice').selectAll().where('noticeId', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound(String(req.params.id));
    return ok(compact(row));
  });

  const knownType = async (b: NoticeAdd) => {
    const type = await db
      .selectFrom('sysDictData')
      .select('dictCode')
      .where('dictType', '=', 'NoticeType')
      .where('dictValue', '=', b.noticeType)
      .executeTakeFirst();
    if (!type) throw invalidField('noticeType', 'server:schema.enum');
  };

  app.post(
    '/system/notice',
    { config: { access: 'system:notice:add', log: { title: 'system:log.notice', type: 'INSERT' } }, schema: { body: NoticeAdd } },
    async (req) => {
      const b = req.body;
      await knownType(b);
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

  app.put(
    '/system/notice',
    { config: { access: 'system:notice:edit', log: { title: 'system:log.notice', type: 'UPDATE' } }, schema: { body: NoticeEdit } },
    async (req) => {
      const b = req.body;
      await knownType(b);
      const exists = await db.selectFrom('sysNotice').select('noticeId').where('noticeId', '=', b.noticeId).executeTakeFirst();
      if (!exists) throw notFound(String(b.noticeId));
      await updateVersioned(
        db,
        'sysNotice',
        { column: 'noticeId', id: b.noticeId },
        b.version,
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

  app.delete(
    '/system/notice',
    { config: { access: 'system:notice:remove', log: { title: 'system:log.notice', type: 'DELETE' } }, schema: { body: idsBody } },
    async (req) => {
      await db.deleteFrom('sysNotice').where('noticeId', 'in', req.body).execute();
      return ok();
    },
  );
}
