import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { noticePublishFailed } from '../../../plugins/cms/server/push-events.ts';
import { hookSink, until } from '../../support/push-sinks.ts';

/** `cms.publish.failed` (issue 31): a publish batch's failures reach a subscribed role's DingTalk robot, signed. */
let t: TestApp;
let admin: string;
let hook: Awaited<ReturnType<typeof hookSink>>;

beforeAll(async () => {
  [t, hook] = await Promise.all([createTestApp(inject('pgAdminUrl'), { PUSHER_ALLOWED_ADDRESSES: '127.0.0.1' }), hookSink()]);
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
  await hook?.close();
});

describe('cms.publish.failed', () => {
  it('reaches the robot subscribed for a role, with the DingTalk signature', async () => {
    const add = await t.api('POST', '/pusher/config', {
      token: admin,
      body: { channelName: 'ops robot', channelType: 'dingtalk', config: { url: `${hook.url}?access_token=tok123`, secret: 'SECdemo' } },
    });
    expect(add.code, add.msg).toBe(200);
    const list = await t.api('GET', '/pusher/config/list', { token: admin });
    expect(list.data.rows[0].config).toMatchObject({ url: `${hook.url}?******`, secret: '******' });
    await t.api('PUT', '/pusher/subscriptions', {
      token: admin,
      body: { eventCode: 'cms.publish.failed', items: [{ channelId: add.data.channelId, targetType: 'role', targetId: 1 }] },
    });
    await noticePublishFailed(t.kernel, [7, 8], ['template article.html: unknown tag "foo"', 'deploy pc/a.html: 503']);
    await until(() => hook.calls.length === 1, 15_000, 'the robot call');
    const call = hook.calls[0];
    const u = new URL(call.url, 'http://x');
    expect(u.searchParams.get('access_token')).toBe('tok123');
    expect(u.searchParams.get('sign')).toBeTruthy();
    const body = JSON.parse(call.body);
    expect(body).toMatchObject({ msgtype: 'markdown', markdown: { title: '发布失败：2 处' } });
    expect(body.markdown.text).toContain('发布内容 7, 8 时有 2 处失败，首个：template article.html: unknown tag "foo"');
  });
});
