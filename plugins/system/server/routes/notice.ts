import type { FastifyInstance } from 'fastify';
import {
  AUDIT_COLUMNS,
  compact,
  detailRoute,
  saveRoutes,
  invalidField,
  listRoute,
  removeRoute,
  sanitizeRichHtml,
  statusRoute,
} from '#kernel/server';
import type { Db, Kernel } from '#kernel/server';
import '../db/tables.ts';
import { type Notice, NoticeAdd, NoticeEdit, NoticeQuery } from '../../shared/notice.ts';

const SORTS = { noticeId: 'noticeId', noticeTitle: 'noticeTitle', noticeType: 'noticeType', createTime: 'createTime' } as const;

/**
 * Notices (通知公告): list, detail, add, edit, status, delete. The rich-text content is sanitised on
 * the server before it is stored (security.md #32), so whoever renders it later renders safe HTML.
 */
export async function noticeRoutes(app: FastifyInstance, kernel: Kernel) {
  listRoute<Notice>(app, kernel, {
    url: '/system/notice/list',
    access: 'system:notice:view',
    filters: NoticeQuery,
    sorts: SORTS,
    defaultOrder: [['noticeId', 'desc']],
    tiebreak: ['noticeId', 'desc'],
    count: 'exact',
    query: () => kernel.db.selectFrom('sysNotice'),
    contains: ['noticeTitle', 'createBy'],
    equal: ['noticeType', 'status'],
    // the list does not carry the (possibly large) content; the detail does
    columns: ['noticeId', 'noticeTitle', 'noticeType', 'status', 'version', ...AUDIT_COLUMNS, 'remark'],
    wire: (_req, r) => compact(r),
  });

  const object = { url: '/system/notice', table: 'sysNotice', key: 'noticeId', logTitle: 'system:log.notice' } as const;
  detailRoute(app, kernel, { ...object, access: 'system:notice:view', wire: (_req, r) => compact(r) });

  const knownType = async (trx: Db, b: NoticeAdd) => {
    const type = await trx
      .selectFrom('sysDictData')
      .select('dictCode')
      .where('dictType', '=', 'NoticeType')
      .where('dictValue', '=', b.noticeType)
      .executeTakeFirst();
    if (!type) throw invalidField('noticeType', 'server:schema.enum');
  };
  saveRoutes(app, kernel, {
    ...object,
    access: { add: 'system:notice:add', edit: 'system:notice:edit' },
    body: { add: NoticeAdd, edit: NoticeEdit },
    guard: (trx, _req, b) => knownType(trx, b),
    values: (_req, b) => ({
      noticeTitle: b.noticeTitle.trim(),
      noticeType: b.noticeType,
      noticeContent: sanitizeRichHtml(b.noticeContent),
      status: b.status,
      remark: b.remark ?? null,
    }),
  });

  statusRoute(app, kernel, {
    url: '/system/notice/changeStatus',
    access: 'system:notice:edit',
    logTitle: 'system:log.notice',
    table: 'sysNotice',
    key: 'noticeId',
  });

  removeRoute(app, kernel, { ...object, access: 'system:notice:remove' });
}
