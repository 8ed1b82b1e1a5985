import {
  CHANNEL_TYPES,
  checkChannelConfig,
  fail,
  idParam,
  likeValue,
  maskChannelConfig,
  mergeChannelConfig,
  notFound,
  ok,
  page,
  removeRoute,
  paging,
  sendTestMessage,
  sql,
  type ChannelType,
  type Kernel,
  type RouteApp,
} from '#kernel/server';
import { PushChannelAdd, PushChannelEdit, PushChannelQuery, PushTestBody } from '../../shared/pusher.ts';

const LOG = 'system:log.pusher';
const wire = (r: { config: Record<string, unknown> } & Record<string, unknown>) => ({ ...r, config: maskChannelConfig(r.config) });

/**
 * The pusher's channels (`/pusher/config`, the v1.4.3 path family): e-mail over SMTP, robots, webhooks and
 * in-site messages. Secrets (the SMTP password, a robot's signing secret, the key in its URL) never leave the
 * server in full; an edit sending back the mask keeps them. A test message goes out at once.
 */
export async function pusherChannelRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  app.get('/pusher/types', { config: { access: 'system:pusher:view' } }, async (req) =>
    ok(CHANNEL_TYPES.map((type) => ({ type, name: req.t(`system:pusher.types.${type}`) }))),
  );

  app.get('/pusher/config/list', { config: { access: 'system:pusher:view' }, schema: { querystring: PushChannelQuery } }, async (req) => {
    const q = req.query;
    const { limit, offset } = paging(q);
    let base = db.selectFrom('sysPushChannel');
    if (q.channelName) base = base.where('channelName', 'ilike', likeValue(q.channelName));
    if (q.channelType) base = base.where('channelType', '=', q.channelType);
    if (q.status) base = base.where('status', '=', q.status);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('channelId').limit(limit).offset(offset).execute(),
      base.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return page(rows.map(wire), Number(total.n));
  });

  app.get('/pusher/config/:id', { config: { access: 'system:pusher:view' }, schema: { params: idParam } }, async (req) => {
    const r = await db.selectFrom('sysPushChannel').selectAll().where('channelId', '=', req.params.id).executeTakeFirst();
    if (!r) throw notFound(String(req.params.id));
    return ok(wire(r));
  });

  app.post(
    '/pusher/config',
    { config: { access: 'system:pusher:add', log: { title: LOG, type: 'INSERT' } }, schema: { body: PushChannelAdd } },
    async (req) => {
      const b = req.body;
      const config = await checkChannelConfig(b.channelType as ChannelType, b.config, kernel.config.pusherAllowedAddresses);
      const r = await db
        .insertInto('sysPushChannel')
        .values({
          channelName: b.channelName.trim(),
          channelType: b.channelType as ChannelType,
          config,
          status: b.status ?? '0',
          remark: b.remark?.trim() || null,
          createBy: req.user!.userName,
        })
        .returning('channelId')
        .executeTakeFirstOrThrow();
      return ok({ channelId: r.channelId });
    },
  );

  app.put(
    '/pusher/config',
    { config: { access: 'system:pusher:edit', log: { title: LOG, type: 'UPDATE' } }, schema: { body: PushChannelEdit } },
    async (req) => {
      const b = req.body;
      const old = await db.selectFrom('sysPushChannel').selectAll().where('channelId', '=', b.channelId).executeTakeFirst();
      if (!old) throw notFound(String(b.channelId));
      const merged = old.channelType === b.channelType ? mergeChannelConfig(b.config, old.config) : b.config;
      const config = await checkChannelConfig(b.channelType as ChannelType, merged, kernel.config.pusherAllowedAddresses);
      const r = await db
        .updateTable('sysPushChannel')
        .set({
          channelName: b.channelName.trim(),
          channelType: b.channelType as ChannelType,
          config,
          ...(b.status ? { status: b.status } : {}),
          remark: b.remark?.trim() || null,
          updateBy: req.user!.userName,
          updateTime: sql<string>`now()`,
          version: sql<number>`version + 1`,
        })
        .where('channelId', '=', b.channelId)
        .where('version', '=', b.version)
        .executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw fail('server:errors.conflict');
      return ok();
    },
  );

  removeRoute(app, kernel, {
    url: '/pusher/config',
    table: 'sysPushChannel',
    key: 'channelId',
    logTitle: LOG,
    access: 'system:pusher:remove',
  });

  app.post(
    '/pusher/config/:id/test',
    {
      config: { access: 'system:pusher:edit', log: { title: LOG, type: 'OTHER' }, allowRepeat: true },
      schema: { params: idParam, body: PushTestBody },
    },
    async (req) => {
      await sendTestMessage(kernel, req.params.id, req.user!, req.lang, req.body?.to);
      return ok(undefined, req.t('system:pusher.testSent'));
    },
  );
}
