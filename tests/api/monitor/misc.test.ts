import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { Sessions } from '../../../kernel/server/auth/sessions.ts';

let t: TestApp;
let admin: string;
let plain: string;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 15000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await sleep(100);
  }
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { tickMs: 200 } });
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

describe('menus', () => {
  it('seeds the Monitor directory with stable keys, components and three-language titles', async () => {
    const rows = await t.kernel.db
      .selectFrom('sysMenu')
      .select(['menuKey', 'component', 'perms', 'menuType'])
      .where('plugin', '=', 'monitor')
      .execute();
    const byKey = Object.fromEntries(rows.map((r) => [r.menuKey, r]));
    expect(byKey['monitor.root'].menuType).toBe('M');
    for (const [k, c] of [
      ['monitor.online', 'monitor/online/index'],
      ['monitor.job', 'monitor/job/index'],
      ['monitor.task', 'monitor/task/index'],
      ['monitor.async', 'monitor/async/index'],
      ['monitor.server', 'monitor/server/index'],
      ['monitor.cache', 'monitor/cache/index'],
      ['monitor.cacheList', 'monitor/cache/list'],
      ['monitor.db', 'monitor/db/index'],
    ])
      expect(byKey[k]?.component, k).toBe(c);
    expect(byKey['monitor.online.forceLogout'].perms).toBe('monitor:online:forceLogout');
    const en = await t.api('GET', '/getRouters', { token: admin, lang: 'en' });
    const mon = en.data.find((n: any) => n.path === '/monitor');
    expect(mon.meta.title).toBe('Monitor');
    expect(mon.children.map((c: any) => c.meta.title)).toContain('Online users');
    const tw = await t.api('GET', '/getRouters', { token: admin, lang: 'zh-TW' });
    expect(tw.data.find((n: any) => n.path === '/monitor').meta.title).toBe('系統監控');
  });
});

describe('scheduled tasks', () => {
  it('offers handler types, validates triggers, runs periodic tasks and keeps logs', async () => {
    const types = await t.api('GET', '/monitor/task/typeOptions', { token: admin, lang: 'en' });
    expect(types.data).toContainEqual({ value: 'monitor.noop', label: 'No-op (returns ok)' });
    expect(types.data.some((x: any) => x.value === 'monitor.sleep')).toBe(false); // needs an argument

    const bad = [
      [{ taskType: 'process.exit', taskTrigger: 'Cron', data: { cron: '* * * * * ?' } }, 'Unknown task type: process.exit'],
      [{ taskType: 'monitor.noop', taskTrigger: 'Cron', data: {} }, 'A cron trigger needs a cron expression.'],
      [{ taskType: 'monitor.noop', taskTrigger: 'Cron', data: { cron: 'x' } }, 'Invalid cron expression: x'],
      [{ taskType: 'monitor.noop', taskTrigger: 'Periodic', data: {} }, 'A periodic trigger needs a period in seconds.'],
      [{ taskType: 'monitor.noop', taskTrigger: 'Sometimes', data: {} }, 'Trigger: value not allowed.'],
    ] as const;
    for (const [body, msg] of bad) expect((await t.api('POST', '/monitor/task', { token: admin, body, lang: 'en' })).msg).toBe(msg);
    expect((await t.api('POST', '/monitor/task', { token: admin, body: bad[1][0], lang: 'zh-CN' })).msg).toBe(
      'Cron 触发方式需要填写 Cron 表达式。',
    );
    expect((await t.api('POST', '/monitor/task', { token: admin, body: bad[1][0], lang: 'zh-TW' })).msg).toBe(
      'Cron 觸發方式需要填寫 Cron 表達式。',
    );
    expect(await t.kernel.db.selectFrom('sysScheduledTask').select('taskId').execute()).toEqual([]);

    const add = await t.api('POST', '/monitor/task', {
      token: admin,
      body: {
        taskType: 'monitor.noop',
        taskTrigger: 'Periodic',
        data: { fixedRate: 'Y', seconds: 1, delaySeconds: 0 },
        status: '0',
        remark: 'tick',
      },
    });
    expect(add.code, add.msg).toBe(200);
    const id = add.data.taskId;
    const logs = await until(
      () => t.api('GET', `/monitor/task/logs?taskId=${id}`, { token: admin }),
      (r) => r.data.rows.filter((x: any) => x.status === '0').length >= 2,
    );
    expect(logs.data.rows[0]).toMatchObject({ taskId: id, taskType: 'monitor.noop', status: '0', percent: 100, result: 'ok' });
    const one = await t.api('GET', `/monitor/task/${id}`, { token: admin, lang: 'en' });
    expect(one.data).toMatchObject({
      taskId: id,
      taskTypeName: 'No-op (returns ok)',
      status: '0',
      taskTrigger: 'Periodic',
      data: { fixedRate: 'Y', seconds: 1, delaySeconds: 0 },
      remark: 'tick',
    });
    expect(one.data.readyTime).toMatch(/^\d{4}-/);
    // enabled: cannot be run by hand nor deleted
    expect((await t.api('POST', `/monitor/task/exec/${id}`, { token: admin, lang: 'en' })).msg).toBe(
      'Only a disabled scheduled task can be run by hand.',
    );
    expect((await t.api('DELETE', '/monitor/task', { token: admin, body: [id], lang: 'en' })).msg).toBe(
      `An enabled scheduled task cannot be deleted: ${id}`,
    );
    expect((await t.api('PUT', `/monitor/task/disable/${id}`, { token: admin })).code).toBe(200);
    await t.kernel.scheduler.idle();
    const before = (await t.api('GET', `/monitor/task/logs?taskId=${id}`, { token: admin })).data.total;
    const exec = await t.api('POST', `/monitor/task/exec/${id}`, { token: admin });
    expect(exec.code).toBe(200);
    await t.kernel.scheduler.idle();
    const after = await t.api('GET', `/monitor/task/logs?taskId=${id}`, { token: admin });
    expect(after.data.total).toBe(before + 1);
    expect(after.data.rows[0]).toMatchObject({ triggerType: 'MANUAL', status: '0' });
    // fixed-rate fires are distinct instants
    const ready = after.data.rows.filter((r: any) => r.triggerType !== 'MANUAL').map((r: any) => r.readyTime);
    expect(new Set(ready).size).toBe(ready.length);

    expect(
      (
        await t.api('PUT', '/monitor/task', {
          token: admin,
          body: { taskId: id, taskType: 'monitor.noop', taskTrigger: 'Cron', data: { cron: '0 0 1 * * ?' } },
        })
      ).code,
    ).toBe(200);
    expect((await t.api('GET', '/monitor/task?status=1', { token: admin })).data.rows[0]).toMatchObject({
      taskId: id,
      taskTrigger: 'Cron',
      data: { cron: '0 0 1 * * ?' },
    });
    const logIds = after.data.rows.map((r: any) => r.logId);
    expect((await t.api('DELETE', '/monitor/task/logs', { token: admin, body: logIds })).data.deleted).toBe(logIds.length);
    expect((await t.api('DELETE', '/monitor/task', { token: admin, body: [id] })).data.deleted).toBe(1);
  }, 30000);

  it('refuses task routes without permission', async () => {
    for (const [m, u, b] of [
      ['GET', '/monitor/task'],
      ['GET', '/monitor/task/typeOptions'],
      ['POST', '/monitor/task', { taskType: 'monitor.noop', taskTrigger: 'Cron', data: { cron: '* * * * * ?' } }],
      ['POST', '/monitor/task/exec/1'],
      ['PUT', '/monitor/task/enable/1'],
      ['DELETE', '/monitor/task', [1]],
    ] as const)
      expect((await t.api(m, u, { token: plain, body: b })).code, `${m} ${u}`).toBe(403);
    expect(await t.kernel.db.selectFrom('sysScheduledTask').select('taskId').execute()).toEqual([]);
  });
});

describe('async tasks', () => {
  it('reports progress to SUCCESS through the API', async () => {
    const id = await t.kernel.tasks.start('Probe', undefined, async (ctx) => {
      for (let i = 1; i <= 5; i++) {
        await sleep(120);
        ctx.progress(i * 20, `step ${i}`);
      }
      return 'done';
    });
    const seen = new Set<number>();
    const final = await until(
      async () => {
        const r = await t.api('GET', `/async/task/${id}`, { token: plain }); // any signed-in user may poll
        seen.add(r.data.percent);
        return r.data;
      },
      (d) => d.status === 'SUCCESS',
    );
    expect(final).toMatchObject({ taskId: id, type: 'Probe', status: 'SUCCESS', percent: 100, result: 'done', errMessages: [] });
    expect(final.endTime).toMatch(/^\d{4}-/);
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true);
    const list = await t.api('GET', '/async/task?type=Probe', { token: admin });
    expect(list.data.rows.map((r: any) => r.taskId)).toContain(id);
  });

  it('stops an interruptible task, refuses to stop others, and removes only finished ones', async () => {
    const stoppable = await t.kernel.tasks.start(
      'Probe',
      'probe-stop',
      async (ctx) => {
        for (let i = 0; i < 600; i++) {
          ctx.checkStop();
          ctx.progress(i / 6);
          await sleep(50);
        }
      },
      { interruptible: true },
    );
    const fixed = await t.kernel.tasks.start('Probe', 'probe-fixed', async () => {
      await sleep(1500);
    });
    await sleep(200);
    expect((await t.api('PUT', '/async/task/stop', { token: admin, body: [fixed], lang: 'en' })).msg).toBe(
      'This async task cannot be stopped: probe-fixed',
    );
    expect((await t.api('DELETE', '/async/task/remove', { token: admin, body: [fixed], lang: 'en' })).msg).toBe(
      'The async task is still running and cannot be removed: probe-fixed',
    );
    expect((await t.api('PUT', '/async/task/stop', { token: plain, body: [stoppable] })).code).toBe(403);
    expect((await t.api('PUT', '/async/task/stop', { token: admin, body: [stoppable] })).code).toBe(200);
    await t.kernel.tasks.wait(stoppable);
    expect((await t.api('GET', `/async/task/${stoppable}`, { token: admin })).data.status).toBe('INTERRUPTED');
    // a duplicate id of a running task is refused; of a finished one is reused
    await expect(t.kernel.tasks.start('Probe', 'probe-fixed', async () => {})).rejects.toThrow(/duplicate/);
    await t.kernel.tasks.wait(fixed);
    expect((await t.api('DELETE', '/async/task/remove', { token: admin, body: [stoppable, fixed] })).data.deleted).toBe(2);
    expect((await t.api('GET', `/async/task/${fixed}`, { token: admin, lang: 'en' })).msg).toBe('No such async task: probe-fixed');
  });

  it('records a failure with its message', async () => {
    const id = await t.kernel.tasks.start('Probe', undefined, async (ctx) => {
      ctx.error('one row skipped');
      throw new Error('boom');
    });
    await t.kernel.tasks.wait(id);
    expect(await t.kernel.tasks.get(id)).toMatchObject({ status: 'FAILED', errMessages: ['one row skipped', 'boom'] });
  });
});

describe('online users', () => {
  it('lists live sessions and a forced logout ends that token with code 401', async () => {
    const victim = await t.login('plain', 'Secret#123');
    const list = await t.api('GET', '/monitor/online/list?userName=plain', { token: admin });
    expect(list.data.total).toBeGreaterThanOrEqual(2);
    const row = list.data.rows.find((r: any) => r.tokenId === Sessions.hash(victim));
    expect(row).toMatchObject({ userName: 'plain', browser: expect.any(String), os: expect.any(String) });
    expect(row.loginTime).toMatch(/^\d{4}-/);
    expect(JSON.stringify(list.data)).not.toContain(victim);
    expect((await t.api('GET', '/getInfo', { token: victim })).code).toBe(200);
    expect((await t.api('DELETE', `/monitor/online/${row.tokenId}`, { token: plain })).code).toBe(403);
    expect((await t.api('DELETE', `/monitor/online/${row.tokenId}`, { token: admin })).code).toBe(200);
    expect((await t.api('GET', '/getInfo', { token: victim })).code).toBe(401);
    expect((await t.api('DELETE', `/monitor/online/${row.tokenId}`, { token: admin, lang: 'en' })).msg).toMatch(/^No such session/);
    expect((await t.api('GET', '/getInfo', { token: plain })).code).toBe(200); // other sessions live on

    const a = await t.login('plain', 'Secret#123');
    const b = await t.login('plain', 'Secret#123');
    const batch = await t.api('DELETE', '/monitor/online', { token: admin, body: [Sessions.hash(a), Sessions.hash(b)] });
    expect(batch.data.count).toBe(2);
    expect((await t.api('GET', '/getInfo', { token: a })).code).toBe(401);
    expect((await t.api('GET', '/getInfo', { token: b })).code).toBe(401);
    expect((await t.api('DELETE', '/monitor/online', { token: admin, body: ['nothex'], lang: 'en' })).code).toBe(500);
    plain = await t.login('plain', 'Secret#123');
    expect((await t.api('GET', '/monitor/online/list', { token: plain })).code).toBe(403);
  });
});

describe('server, cache and database monitors', () => {
  it('shows CPU, memory, disks and the Node process', async () => {
    const r = await t.api('GET', '/monitor/server', { token: admin });
    expect(r.data.cpu.cpuNum).toBeGreaterThan(0);
    expect(r.data.mem.total).toBeGreaterThan(r.data.mem.free);
    expect(r.data.node.version).toBe(process.version);
    expect(r.data.node.heapUsed).toBeGreaterThan(0);
    expect(r.data.sys.osArch).toBe(process.arch);
    expect(r.data.sysFiles.length).toBeGreaterThan(0);
    expect(r.data.sysFiles[0].total).toBeGreaterThan(0);
    expect((await t.api('GET', '/monitor/server', { token: plain })).code).toBe(403);
  });

  it('shows the in-process cache and clears a key, a name and all', async () => {
    await t.api('GET', '/getInfo', { token: admin }); // fills the identity cache
    t.kernel.cache.set('probe', 'k1', { a: 1 }, 60);
    t.kernel.cache.set('probe', 'k2', 'two');
    const ov = await t.api('GET', '/monitor/cache', { token: admin });
    expect(ov.data.type).toBe('memory');
    expect(ov.data.commandStats).toContainEqual({ name: 'probe', value: '2' });
    expect((await t.api('GET', '/monitor/cache/getNames', { token: admin })).data).toContainEqual({
      cacheName: 'probe',
      cacheKey: 'probe:',
      remark: 'probe', // a cache with no remark of its own is described by its name
    });
    expect((await t.api('GET', '/monitor/cache/getKeys/probe', { token: admin })).data).toEqual(['probe:k1', 'probe:k2']);
    const v = await t.api('GET', '/monitor/cache/getValue/probe/probe:k1', { token: admin });
    expect(v.data).toMatchObject({ cacheName: 'probe', cacheKey: 'probe:k1', cacheValue: '{"a":1}' });
    expect(v.data.expireTime).toBeGreaterThan(50);
    expect((await t.api('GET', '/monitor/cache/getValue/probe/probe:k2', { token: admin })).data.expireTime).toBe(-1);
    expect((await t.api('DELETE', '/monitor/cache/clearCacheKey/probe:k1', { token: plain })).code).toBe(403);
    expect(t.kernel.cache.get('probe', 'k1')).toEqual({ a: 1 });
    expect((await t.api('DELETE', '/monitor/cache/clearCacheKey/probe:k1', { token: admin })).code).toBe(200);
    expect(t.kernel.cache.get('probe', 'k1')).toBeUndefined();
    t.kernel.cache.set('probe', 'k3', 3);
    expect((await t.api('DELETE', '/monitor/cache/clearCacheName/probe', { token: admin })).code).toBe(200);
    expect(t.kernel.cache.snapshot().probe).toBeUndefined();
    t.kernel.cache.set('probe', 'k4', 4);
    expect((await t.api('DELETE', '/monitor/cache/clearCacheAll', { token: admin })).code).toBe(200);
    expect(t.kernel.cache.get('probe', 'k4')).toBeUndefined();
    expect((await t.api('GET', '/monitor/cache/getValue/probe/probe:k4', { token: admin, lang: 'en' })).msg).toBe(
      'No such cache key: probe:k4',
    );
    expect((await t.api('GET', '/getInfo', { token: admin })).code).toBe(200); // caches reload
  });

  it('shows PostgreSQL figures read-only', async () => {
    await t.kernel.pool.query('create table if not exists zz_big (id int, pad text)');
    await t.kernel.pool.query(`insert into zz_big select g, repeat('x', 200) from generate_series(1, 5000) g`);
    await t.kernel.pool.query('analyze zz_big');
    const r = await t.api('GET', '/monitor/db', { token: admin });
    expect(r.data.version).toMatch(/^PostgreSQL \d+/);
    expect(r.data.databaseSize).toBeGreaterThan(1_000_000);
    expect(r.data.connections.length).toBeGreaterThan(0);
    expect(r.data.connections.reduce((a: number, c: any) => a + c.count, 0)).toBeGreaterThan(0);
    const big = r.data.tables.find((x: any) => x.tableName === 'zz_big');
    expect(big.rowEstimate).toBe(5000);
    expect(big.totalBytes).toBeGreaterThan(1_000_000);
    expect(Array.isArray(r.data.longQueries)).toBe(true);
    expect(Array.isArray(r.data.locks)).toBe(true);
    expect((await t.api('GET', '/monitor/db', { token: plain })).code).toBe(403);
  });
});
