import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../../kernel/server/app.ts';
import { loadConfig } from '../../../kernel/server/config.ts';
import { emitEvent, type PushSubject } from '../../../kernel/server/pusher/index.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hookSink, silentServer, smtpSink, until } from '../../support/push-sinks.ts';

const ENV = { PUSHER_RETRY_LIMIT: '2', PUSHER_RETRY_DELAY_SECONDS: '1', PUSHER_ALLOWED_ADDRESSES: '127.0.0.1' };
let t: TestApp;
let admin: string;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
let hook: Awaited<ReturnType<typeof hookSink>>;

beforeAll(async () => {
  [t, smtp, hook] = await Promise.all([createTestApp(inject('pgAdminUrl'), ENV), smtpSink(), hookSink()]);
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
  await smtp?.close();
  await hook?.close();
});

const EVENT = 'kernel.job.failed';
const emit = (payload: Record<string, unknown>, subjects: PushSubject[] = [], app: App = t) =>
  app.kernel.db.transaction().execute((trx) => emitEvent(app.kernel, trx, EVENT, payload, subjects));
const deliveries = (occurrenceId: number) =>
  t.kernel.db.selectFrom('sysPushDelivery').selectAll().where('occurrenceId', '=', occurrenceId).execute();
const addChannel = async (channelType: string, config: Record<string, unknown>, channelName = channelType) => {
  const r = await t.api('POST', '/pusher/config', { token: admin, body: { channelName, channelType, config } });
  expect(r.code, r.msg).toBe(200);
  return r.data.channelId as number;
};
const subscribe = async (items: { channelId: number; targetType: string; targetId?: number }[]) => {
  const r = await t.api('PUT', '/pusher/subscriptions', { token: admin, body: { eventCode: EVENT, items } });
  expect(r.code, r.msg).toBe(200);
};
const job = { jobName: 'Nightly <b>sync</b>', invokeTarget: 'demo.sync', time: '2026-12-02 03:00:00', error: 'boom' };

describe('Message pusher: channels', () => {
  it('masks the SMTP password and keeps it when the mask is sent back; a test e-mail reaches the SMTP sink', async () => {
    const id = await addChannel('email', {
      host: '127.0.0.1',
      port: smtp.port,
      user: 'mailer',
      password: 'S3cret!pw',
      from: 'office@zhuxie.test',
    });
    const detail = await t.api('GET', `/pusher/config/${id}`, { token: admin });
    expect(detail.data.config).toMatchObject({ host: '127.0.0.1', port: smtp.port, password: '******' });
    expect(JSON.stringify(await t.api('GET', '/pusher/config/list', { token: admin }))).not.toContain('S3cret!pw');
    const edit = await t.api('PUT', '/pusher/config', {
      token: admin,
      body: {
        ...detail.data,
        channelName: 'Office mail',
        createTime: undefined,
        createBy: undefined,
        updateBy: undefined,
        updateTime: undefined,
      },
    });
    expect(edit.code, edit.msg).toBe(200);
    const row = await t.kernel.db.selectFrom('sysPushChannel').select('config').where('channelId', '=', id).executeTakeFirstOrThrow();
    expect(row.config.password).toBe('S3cret!pw');
    const test = await t.api('POST', `/pusher/config/${id}/test`, { token: admin, lang: 'en', body: { to: 'chief@zhuxie.test' } });
    expect(test.code, test.msg).toBe(200);
    expect(smtp.mails.at(-1)).toMatchObject({ to: ['chief@zhuxie.test'], subject: 'Zhuxie test message' });
  });

  it('refuses bad input naming the field in the request language, and changes nothing', async () => {
    const before = await t.kernel.db
      .selectFrom('sysPushChannel')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const port = await t.api('POST', '/pusher/config', {
      token: admin,
      lang: 'zh-CN',
      body: { channelName: 'x', channelType: 'email', config: { host: 'smtp.example.com', port: 70000, from: 'a@b.cn' } },
    });
    expect(port.code).toBe(500);
    expect(port.msg).toContain('端口');
    const pool = await t.api('POST', '/pusher/config', {
      token: admin,
      lang: 'en',
      body: { channelName: 'x', channelType: 'email', config: { host: 'smtp.example.com', port: 25, from: 'a@b.cn', maxConnections: 51 } },
    });
    expect(pool.code).toBe(500);
    expect(pool.msg).toBe('Connections: must be at most 50.');
    const priv = await t.api('POST', '/pusher/config', {
      token: admin,
      lang: 'en',
      body: { channelName: 'x', channelType: 'webhook', config: { url: 'http://10.0.0.5/hook' } },
    });
    expect(priv.code).toBe(500);
    expect(priv.msg).toMatch(/^Webhook URL: .*private/);
    const loop = await t.api('POST', '/pusher/config', {
      token: admin,
      lang: 'zh-TW',
      body: { channelName: 'x', channelType: 'dingtalk', config: { url: 'http://127.0.0.2:9/robot' } },
    });
    expect(loop.msg).toContain('Webhook 網址');
    const after = await t.kernel.db
      .selectFrom('sysPushChannel')
      .select((e) => e.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    const tpl = await t.api('PUT', '/pusher/templates', {
      token: admin,
      lang: 'en',
      body: { eventCode: EVENT, lang: 'en', subject: 'Failed', body: 'Job {% if jobName %}{{ jobName }' },
    });
    expect(tpl.code).toBe(500);
    expect(tpl.msg).toMatch(/^Body: the template does not parse/);
    const tpls = await t.api('GET', `/pusher/templates?eventCode=${EVENT}`, { token: admin });
    expect(tpls.data.find((x: { lang: string }) => x.lang === 'en').custom).toBe(false);
    const unknown = await t.api('PUT', '/pusher/subscriptions', { token: admin, body: { eventCode: 'nobody.event', items: [] } });
    expect(unknown.code).toBe(500);
  });

  it('keeps the pusher from users without its permission', async () => {
    const u = await t.asUser({ userName: 'pusher_none', permissions: ['system:user:view'] });
    expect((await u.api('GET', '/pusher/config/list')).code).toBe(403);
    expect((await u.api('GET', '/pusher/deliveries')).code).toBe(403);
    // the bell is every signed-in user's own
    expect((await u.api('GET', '/pusher/inbox/unread')).data).toEqual({ count: 0 });
  });
});

describe('Message pusher: deliveries', () => {
  let mail: number;
  it('reaches a subscribed role by e-mail and the event subject in their own language, escaping the HTML body', async () => {
    mail = (await t.kernel.db.selectFrom('sysPushChannel').select('channelId').where('channelType', '=', 'email').executeTakeFirstOrThrow())
      .channelId;
    const staff = await t.asUser({ userName: 'pusher_staff', permissions: [] });
    await t.kernel.db.updateTable('sysUser').set({ email: 'staff@zhuxie.test' }).where('userId', '=', staff.userId).execute();
    await subscribe([
      { channelId: mail, targetType: 'role', targetId: staff.roleId },
      { channelId: mail, targetType: 'subject' },
    ]);
    const n = smtp.mails.length;
    const occ = await emit(job, [{ email: 'Applicant@Example.test', name: 'Li Lei', lang: 'zh-TW' }]);
    expect(occ).toBeGreaterThan(0);
    await until(() => smtp.mails.length >= n + 2, 15_000, 'two e-mails');
    const got = smtp.mails.slice(n);
    const applicant = got.find((m) => m.to[0] === 'applicant@example.test')!;
    expect(applicant.subject).toBe('排程任務失敗：Nightly <b>sync</b>');
    expect(applicant.html).toContain('Nightly &lt;b&gt;sync&lt;/b&gt;');
    expect(got.find((m) => m.to[0] === 'staff@zhuxie.test')!.subject).toBe('定时任务失败：Nightly <b>sync</b>');
    await until(async () => (await deliveries(occ!)).every((d) => d.state === 'sent'), 5000, 'sent states');
  });

  it('posts to a subscribed signed webhook once per event, then retries a failing one and dead-letters it', async () => {
    const hookId = await addChannel('webhook', { url: hook.url, secret: 'hook-secret' });
    await subscribe([{ channelId: hookId, targetType: 'role', targetId: 1 }]);
    const occ = (await emit(job))!;
    await until(() => hook.calls.length >= 1, 15_000, 'webhook call');
    const call = hook.calls[0];
    const ts = String(call.headers['x-zhuxie-timestamp']);
    const want = crypto.createHmac('sha256', 'hook-secret').update(`${ts}.${call.body}`).digest('hex');
    expect(call.headers['x-zhuxie-signature']).toBe(`sha256=${want}`);
    expect(JSON.parse(call.body)).toMatchObject({ event: EVENT, occurrenceId: occ, payload: { jobName: job.jobName } });
    expect(JSON.parse(call.body).payload.$recipients).toBeUndefined();

    hook.state.status = 500;
    const failing = (await emit(job))!;
    await until(async () => (await deliveries(failing))[0]?.state === 'dead', 25_000, 'dead letter');
    const [dead] = await deliveries(failing);
    expect(dead.attempts).toBe(3);
    expect(dead.lastError).toContain('HTTP 500');
    const log = await t.api('GET', `/pusher/deliveries?state=dead&channelId=${hookId}`, { token: admin });
    expect(log.data.rows.map((r: { deliveryId: number }) => r.deliveryId)).toContain(dead.deliveryId);

    hook.state.status = 200;
    const retry = await t.api('POST', '/pusher/deliveries/retry', { token: admin, body: { ids: [dead.deliveryId] } });
    expect(retry.data).toEqual({ retried: 1 });
    await until(async () => (await deliveries(failing))[0]?.state === 'sent', 15_000, 'retried delivery');
    await subscribe([]);
  }, 60_000);

  it('never lets a hanging SMTP server slow the emitting transaction', async () => {
    const silent = await silentServer();
    try {
      const id = await addChannel('email', { host: '127.0.0.1', port: silent.port, from: 'office@zhuxie.test' }, 'hanging');
      await subscribe([{ channelId: id, targetType: 'subject' }]);
      await emit(job, [{ email: 'warm@up.test' }]);
      const started = performance.now();
      await emit(job, [{ email: 'someone@example.test' }]);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await subscribe([]);
      await silent.close();
    }
  });

  it('delivers once with two instances on one database', async () => {
    const second = await buildApp(loadConfig({ DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: '/tmp/zx-pusher-2', ...ENV }), {
      print: () => {},
      logger: false,
    });
    try {
      await subscribe([{ channelId: mail, targetType: 'subject' }]);
      const n = smtp.received();
      const occs: number[] = [];
      for (let i = 0; i < 10; i++) occs.push((await emit(job, [{ email: `twice${i}@example.test` }], i % 2 ? second : t))!);
      await until(() => smtp.received() >= n + 10, 20_000, 'ten e-mails');
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.received()).toBe(n + 10);
      const rows = await t.kernel.db.selectFrom('sysPushDelivery').select(['state']).where('occurrenceId', 'in', occs).execute();
      expect(rows.map((r) => r.state)).toEqual(Array(10).fill('sent'));
    } finally {
      await subscribe([]);
      await second.close();
    }
  }, 60_000);

  it('puts in-site messages in the bell: unread count, list, mark read', async () => {
    const site = await addChannel('site', {}, 'inbox');
    await subscribe([{ channelId: site, targetType: 'user', targetId: 1 }]);
    await emit(job);
    await until(async () => (await t.api('GET', '/pusher/inbox/unread', { token: admin })).data.count === 1, 15_000, 'unread');
    const list = await t.api('GET', '/pusher/inbox?unread=true', { token: admin });
    expect(list.data.rows[0]).toMatchObject({ title: '定时任务失败：Nightly <b>sync</b>', read: false });
    const other = await t.asUser({ userName: 'pusher_other', permissions: [] });
    await other.api('PUT', '/pusher/inbox/read', { body: { ids: [list.data.rows[0].messageId] } });
    expect((await t.api('GET', '/pusher/inbox/unread', { token: admin })).data.count).toBe(1);
    expect((await t.api('PUT', '/pusher/inbox/read', { token: admin, body: {} })).code).toBe(200);
    expect((await t.api('GET', '/pusher/inbox/unread', { token: admin })).data.count).toBe(0);
    await subscribe([]);
  });
});
