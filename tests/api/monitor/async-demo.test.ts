import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

let t: TestApp;
let admin: string;
let plain: string;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  await t.kernel.db
    .insertInto('sysUser')
    .values({ userName: 'plain', nickName: 'plain', password: await hashPassword('Secret#123'), deptId: 1 })
    .execute();
  plain = await t.login('plain', 'Secret#123');
});
afterAll(async () => {
  await t?.dispose();
});

describe('async demo task', () => {
  it('is a seeded button of the Async tasks menu', async () => {
    const row = await t.kernel.db
      .selectFrom('sysMenu')
      .select(['perms', 'menuType'])
      .where('menuKey', '=', 'monitor.async.demo')
      .executeTakeFirst();
    expect(row).toEqual({ perms: 'monitor:async:demo', menuType: 'F' });
  });

  it('starts a real interruptible task that counts to 100 and succeeds', async () => {
    const r = await t.api('POST', '/async/task/demo', { token: admin });
    expect(r.code).toBe(200);
    const id: string = r.data.taskId;
    expect(id).toMatch(/^Demo-/);
    const seen = new Set<number>();
    let last: any;
    for (const end = Date.now() + 15000; Date.now() < end; await sleep(150)) {
      last = (await t.api('GET', `/async/task/${id}`, { token: admin })).data;
      seen.add(last.percent);
      if (last.status === 'SUCCESS') break;
    }
    expect(last).toMatchObject({
      type: 'Demo',
      status: 'SUCCESS',
      percent: 100,
      interruptible: true,
      progressMessage: '100 / 100',
      result: 'counted to 100',
    });
    expect([...seen].filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(2);
  });

  it('can be stopped while it runs', async () => {
    const id: string = (await t.api('POST', '/async/task/demo', { token: admin })).data.taskId;
    await sleep(400);
    expect((await t.api('PUT', '/async/task/stop', { token: admin, body: [id] })).code).toBe(200);
    let status = '';
    for (const end = Date.now() + 5000; Date.now() < end && status !== 'INTERRUPTED'; await sleep(100))
      status = (await t.api('GET', `/async/task/${id}`, { token: admin })).data.status;
    expect(status).toBe('INTERRUPTED');
  });

  it('is refused without monitor:async:demo, and nothing starts', async () => {
    const before = (await t.api('GET', '/async/task?type=Demo', { token: admin })).data.total;
    const r = await t.api('POST', '/async/task/demo', { token: plain, lang: 'en' });
    expect(r.code).toBe(403);
    expect((await t.api('GET', '/async/task?type=Demo', { token: admin })).data.total).toBe(before);
  });
});
