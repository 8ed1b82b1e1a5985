import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, ok, type Kernel, type RouteApp } from '#kernel/server';
import { inboxPage, markRead, unreadCount } from '../services/member-inbox.ts';
import { sessionMemberId } from '../services/sessions.ts';

const PUBLIC = { access: 'public', log: false } as const;
const MessagesQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
const ReadBody = Type.Object(
  { ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })) },
  { additionalProperties: false },
);

/**
 * The signed-in member's in-site messages on the public member API (the member cookie only): the unread count, a
 * page of them newest first, and marking some — or all — read. A member reaches only their own messages.
 */
export function memberMessageRoutes(app: RouteApp, kernel: Kernel) {
  const signedIn = async (req: FastifyRequest) => {
    const id = await sessionMemberId(kernel, req);
    if (!id) throw new AppError(401, 'server:errors.unauthorized');
    return id;
  };

  app.get('/api/member/messages/unread', { config: PUBLIC }, async (req) =>
    ok({ count: await unreadCount(kernel.db, await signedIn(req)) }),
  );

  app.get('/api/member/messages', { config: PUBLIC, schema: { querystring: MessagesQuery } }, async (req) => {
    const q = req.query as { pageNum?: number; pageSize?: number };
    const box = await inboxPage(kernel.db, await signedIn(req), q.pageNum ?? 1, q.pageSize);
    return ok({ rows: box.rows, total: box.total, unread: box.unread });
  });

  app.post('/api/member/messages/read', { config: PUBLIC, bodyLimit: 8192, schema: { body: ReadBody } }, async (req) => {
    const ids = (req.body as { ids?: number[] } | undefined)?.ids;
    return ok({ updated: await markRead(kernel.db, await signedIn(req), ids) });
  });
}
