import {
  assertPushEvent,
  assertTemplate,
  invalidField,
  ok,
  page,
  paging,
  pushEvents,
  retryDeliveries,
  sql,
  type Kernel,
  type RouteApp,
} from '#kernel/server';
import { LANGUAGES, isLanguage } from '#kernel/shared';
import {
  PushDeliveryQuery,
  PushEventQuery,
  PushRetryBody,
  PushSubscriptionSave,
  PushTemplateReset,
  PushTemplateSave,
} from '../../shared/pusher.ts';

const LOG = 'system:log.pusher';

/**
 * The pusher's events (what the enabled plugins declare), the subscription matrix (per event: which channels
 * reach which roles, users or the event's own subjects), the templates per event and language, and the
 * delivery log with its retry by hand.
 */
export async function pusherMatrixRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const lang = (l: string) => (isLanguage(l) ? l : 'zh-CN');

  app.get('/pusher/events', { config: { access: 'system:pusher:view' } }, async (req) =>
    ok(
      [...pushEvents(kernel).values()].map((e) => ({ code: e.code, name: e.name[lang(req.lang)], subjects: e.subjects?.[lang(req.lang)] })),
    ),
  );

  app.get('/pusher/subscriptions', { config: { access: 'system:pusher:view' }, schema: { querystring: PushEventQuery } }, async (req) => {
    assertPushEvent(kernel, req.query.eventCode);
    const rows = await db
      .selectFrom('sysPushSubscription as s')
      .leftJoin('sysRole as r', (j) => j.onRef('r.roleId', '=', 's.targetId').on('s.targetType', '=', 'role'))
      .leftJoin('sysUser as u', (j) => j.onRef('u.userId', '=', 's.targetId').on('s.targetType', '=', 'user'))
      .select(['s.subscriptionId', 's.eventCode', 's.channelId', 's.targetType', 's.targetId', 'r.roleName', 'u.nickName'])
      .where('s.eventCode', '=', req.query.eventCode)
      .orderBy('s.subscriptionId')
      .execute();
    return ok(rows.map(({ roleName, nickName, ...r }) => ({ ...r, targetName: roleName ?? nickName ?? '' })));
  });

  app.put(
    '/pusher/subscriptions',
    { config: { access: 'system:pusher:edit', log: { title: LOG, type: 'UPDATE' } }, schema: { body: PushSubscriptionSave } },
    async (req) => {
      const b = req.body;
      assertPushEvent(kernel, b.eventCode);
      const items = b.items.map((i) => ({ ...i, targetId: i.targetType === 'subject' ? 0 : (i.targetId ?? 0) }));
      const ids = (type: string) => [...new Set(items.filter((i) => i.targetType === type).map((i) => i.targetId))];
      const known = async (table: 'sysRole' | 'sysUser', key: 'roleId' | 'userId', want: number[]) => {
        if (!want.length) return;
        const found = await (db.selectFrom(table) as any).select(key).where(key, 'in', want).execute();
        const have = new Set(found.map((r: Record<string, number>) => r[key]));
        const missing = want.find((id) => !have.has(id));
        if (missing !== undefined) throw invalidField('targetId', 'server:errors.notFound', { what: String(missing) });
      };
      await known('sysRole', 'roleId', ids('role'));
      await known('sysUser', 'userId', ids('user'));
      const channels = [...new Set(items.map((i) => i.channelId))];
      if (channels.length) {
        const found = await db.selectFrom('sysPushChannel').select('channelId').where('channelId', 'in', channels).execute();
        if (found.length !== channels.length) throw invalidField('channelId', 'server:errors.notFound', { what: '' });
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sysPushSubscription').where('eventCode', '=', b.eventCode).execute();
        if (items.length)
          await trx
            .insertInto('sysPushSubscription')
            .values(items.map((i) => ({ eventCode: b.eventCode, channelId: i.channelId, targetType: i.targetType, targetId: i.targetId })))
            .onConflict((c) => c.doNothing())
            .execute();
      });
      return ok();
    },
  );

  app.get('/pusher/templates', { config: { access: 'system:pusher:view' }, schema: { querystring: PushEventQuery } }, async (req) => {
    assertPushEvent(kernel, req.query.eventCode);
    const event = pushEvents(kernel).get(req.query.eventCode)!;
    const own = await db.selectFrom('sysPushTemplate').selectAll().where('eventCode', '=', event.code).execute();
    return ok(
      LANGUAGES.map((l) => {
        const t = own.find((o) => o.lang === l);
        return { lang: l, subject: t?.subject ?? event.template.subject[l], body: t?.body ?? event.template.body[l], custom: !!t };
      }),
    );
  });

  app.put(
    '/pusher/templates',
    { config: { access: 'system:pusher:edit', log: { title: LOG, type: 'UPDATE' } }, schema: { body: PushTemplateSave } },
    async (req) => {
      const b = req.body;
      assertPushEvent(kernel, b.eventCode);
      assertTemplate(b);
      await db
        .insertInto('sysPushTemplate')
        .values({ eventCode: b.eventCode, lang: b.lang, subject: b.subject, body: b.body, updateBy: req.user!.userName })
        .onConflict((c) =>
          c.columns(['eventCode', 'lang']).doUpdateSet({
            subject: b.subject,
            body: b.body,
            updateBy: req.user!.userName,
            updateTime: sql<string>`now()`,
          }),
        )
        .execute();
      return ok();
    },
  );

  app.delete(
    '/pusher/templates',
    { config: { access: 'system:pusher:edit', log: { title: LOG, type: 'DELETE' } }, schema: { body: PushTemplateReset } },
    async (req) => {
      await db.deleteFrom('sysPushTemplate').where('eventCode', '=', req.body.eventCode).where('lang', '=', req.body.lang).execute();
      return ok();
    },
  );

  app.get('/pusher/deliveries', { config: { access: 'system:pusher:view' }, schema: { querystring: PushDeliveryQuery } }, async (req) => {
    const q = req.query;
    const { limit, offset } = paging(q);
    let base = db
      .selectFrom('sysPushDelivery as d')
      .innerJoin('sysPushOccurrence as o', 'o.occurrenceId', 'd.occurrenceId')
      .innerJoin('sysPushChannel as c', 'c.channelId', 'd.channelId');
    if (q.eventCode) base = base.where('o.eventCode', '=', q.eventCode);
    if (q.channelId) base = base.where('d.channelId', '=', Number(q.channelId));
    if (q.state) base = base.where('d.state', '=', q.state);
    const [rows, total] = await Promise.all([
      base
        .select([
          'd.deliveryId',
          'd.occurrenceId',
          'o.eventCode',
          'd.channelId',
          'c.channelName',
          'c.channelType',
          'd.recipient',
          'd.lang',
          'd.state',
          'd.attempts',
          'd.lastError',
          'd.createTime',
          'd.sentTime',
        ])
        .orderBy('d.deliveryId', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const names = pushEvents(kernel);
    return page(
      rows.map((r) => ({ ...r, eventName: names.get(r.eventCode)?.name[lang(req.lang)] ?? r.eventCode })),
      Number(total.n),
    );
  });

  app.post(
    '/pusher/deliveries/retry',
    { config: { access: 'system:pusher:edit', log: { title: LOG, type: 'UPDATE' } }, schema: { body: PushRetryBody } },
    async (req) => ok({ retried: await retryDeliveries(kernel, req.body.ids) }),
  );
}
