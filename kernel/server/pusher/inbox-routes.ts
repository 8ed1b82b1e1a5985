import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from '../db/database.ts';
import { compact, ok, page } from '../http/envelope.ts';
import { paging } from '../http/paging.ts';
import type { Kernel } from '../kernel.ts';

const InboxQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  unread: Type.Optional(Type.Boolean()),
});
const ReadBody = Type.Object(
  { ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })) },
  { additionalProperties: false },
);

/**
 * The signed-in user's in-site messages (the navbar bell): the unread count, the list (newest first), and
 * marking some — or all — read. Each user reaches only their own messages.
 */
export async function inboxRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;
  const mine = (userId: number) => db.selectFrom('sysPushMessage').where('userId', '=', userId);

  app.get('/pusher/inbox/unread', { config: { access: 'login' } }, async (req) => {
    const r = await mine(req.user!.userId)
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('readTime', 'is', null)
      .executeTakeFirstOrThrow();
    return ok({ count: Number(r.n) });
  });

  app.get('/pusher/inbox', { config: { access: 'login' }, schema: { querystring: InboxQuery } }, async (req) => {
    const q = req.query as { pageNum?: number; pageSize?: number; unread?: boolean };
    const { limit, offset } = paging(q);
    let base = mine(req.user!.userId);
    if (q.unread) base = base.where('readTime', 'is', null);
    const [rows, total] = await Promise.all([
      base
        .select(['messageId', 'eventCode', 'title', 'body', 'readTime', 'createTime'])
        .orderBy('messageId', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(
      rows.map((r) => compact({ ...r, read: r.readTime != null })),
      Number(total.n),
    );
  });

  app.put('/pusher/inbox/read', { config: { access: 'login', log: false }, schema: { body: ReadBody } }, async (req) => {
    const ids = (req.body as { ids?: number[] } | undefined)?.ids;
    let q = db
      .updateTable('sysPushMessage')
      .set({ readTime: sql<string>`now()` })
      .where('userId', '=', req.user!.userId)
      .where('readTime', 'is', null);
    if (ids) q = q.where('messageId', 'in', ids.length ? ids : [0]);
    const r = await q.executeTakeFirst();
    return ok({ updated: Number(r.numUpdatedRows) });
  });
}
