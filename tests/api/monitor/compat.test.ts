import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** Jobs and tasks as a v1.4.3 console sends them (chestnut-api.md §1.3), and job edits under optimistic locking. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const job = { jobName: 'compat', jobGroup: 'DEFAULT', invokeTarget: 'monitor.noop', cronExpression: '0 0 3 * * ?', status: '1' };

describe('monitor bodies of v1.4.3 clients', () => {
  it('a job edit carries its version: a stale one is refused with 409 and writes nothing', async () => {
    const add = await t.api('POST', '/monitor/job', { token: admin, body: job });
    expect(add.code, add.msg).toBe(200);
    const loaded = (await t.api('GET', `/monitor/job/${add.data.jobId}`, { token: admin })).data;
    const first = await t.api('PUT', '/monitor/job', {
      token: admin,
      body: { ...job, jobId: loaded.jobId, jobName: 'one', version: loaded.version },
    });
    expect(first.code, first.msg).toBe(200);
    const stale = await t.api('PUT', '/monitor/job', {
      token: admin,
      lang: 'en',
      body: { ...job, jobId: loaded.jobId, jobName: 'two', version: loaded.version },
    });
    expect(stale.code).toBe(409);
    expect((await t.api('GET', `/monitor/job/${loaded.jobId}`, { token: admin })).data.jobName).toBe('one');
    const gone = await t.api('PUT', '/monitor/job', { token: admin, body: { ...job, jobId: 999999, version: 0 } });
    expect(gone.code).toBe(404);
  });

  it('read-only and unknown fields on PUT /monitor/job and POST/PUT /monitor/task are ignored; a wrong type is still refused', async () => {
    const add = await t.api('POST', '/monitor/job', { token: admin, body: { ...job, jobName: 'echo' } });
    const loaded = (await t.api('GET', `/monitor/job/${add.data.jobId}`, { token: admin })).data;
    const echoed = {
      ...loaded,
      createBy: 'someone',
      createTime: '2020-01-01 00:00:00',
      updateTime: 'x',
      nextValidTime: 'y',
      jobName: 'echoed',
    };
    delete echoed.version; // a v1.4.3 console knows no version: last write wins
    const put = await t.api('PUT', '/monitor/job', { token: admin, body: echoed });
    expect(put.code, put.msg).toBe(200);
    const after = (await t.api('GET', `/monitor/job/${loaded.jobId}`, { token: admin })).data;
    expect(after.jobName).toBe('echoed');
    expect(after.createBy).not.toBe('someone');

    const wrong = await t.api('PUT', '/monitor/job', { token: admin, lang: 'en', body: { ...echoed, concurrent: 5 } });
    expect(wrong.code).toBe(500);
    expect(wrong.data?.field).toBe('concurrent');

    const task = {
      taskType: 'monitor.noop',
      taskTypeName: 'No-op',
      taskTrigger: 'Periodic',
      fixedRate: 'Y',
      data: { fixedRate: 'Y', seconds: 60, delaySeconds: 0 },
      status: '1',
      createTime: '2020-01-01 00:00:00',
    };
    const created = await t.api('POST', '/monitor/task', { token: admin, body: task });
    expect(created.code, created.msg).toBe(200);
    const edited = await t.api('PUT', '/monitor/task', {
      token: admin,
      body: { ...task, taskId: created.data.taskId, nextValidTime: 'z', remark: 'edited' },
    });
    expect(edited.code, edited.msg).toBe(200);
    expect((await t.api('GET', `/monitor/task/${created.data.taskId}`, { token: admin })).data.remark).toBe('edited');
    const bad = await t.api('PUT', '/monitor/task', { token: admin, body: { ...task, taskId: created.data.taskId, data: 'x' } });
    expect(bad.code).toBe(500);
  });

  it('a job add with the v1.4.3 misfire policy as a number (misfirePolicy: 1) is accepted and stored as "1"', async () => {
    const add = await t.api('POST', '/monitor/job', {
      token: admin,
      body: { ...job, jobName: 'numeric misfire', misfirePolicy: 1, concurrent: 1 },
    });
    expect(add.code, add.msg).toBe(200);
    const loaded = (await t.api('GET', `/monitor/job/${add.data.jobId}`, { token: admin })).data;
    expect(loaded).toMatchObject({ misfirePolicy: '1', concurrent: '1' });
    const bad = await t.api('POST', '/monitor/job', {
      token: admin,
      lang: 'en',
      body: { ...job, jobName: 'bad misfire', misfirePolicy: 7 },
    });
    expect(bad.msg).toBe('Misfire policy: value not allowed.');
  });

  it('a viewer (asUser) lists jobs but is refused the edit, and nothing changes', async () => {
    const viewer = await t.asUser({ userName: 'jobviewer', permissions: ['monitor:job:view'] });
    const list = await viewer.api('GET', '/monitor/job/list');
    expect(list.code, list.msg).toBe(200);
    const first = list.data.rows[0];
    expect(first.version).toBeTypeOf('number');
    const put = await viewer.api('PUT', '/monitor/job', {
      body: { ...job, jobId: first.jobId, jobName: 'hijacked', version: first.version },
    });
    expect(put.code).toBe(403);
    expect((await t.api('GET', `/monitor/job/${first.jobId}`, { token: admin })).data.jobName).not.toBe('hijacked');
  });
});

type Route = { path: string; component?: string; hidden?: boolean; children?: Route[] };
const flat = (nodes: Route[], base = ''): { path: string; component?: string }[] =>
  nodes.flatMap((n) => {
    const path = n.path.startsWith('/') ? n.path : `${base}/${n.path}`;
    return [{ path, component: n.component }, ...flat(n.children ?? [], path)];
  });

describe('v1.4.3 monitor screens', () => {
  it('getRouters names the log screens monitor/logs/{operation,logininfo,index}; GET /monitor/logs lists them as {rows,total}', async () => {
    const routers = await t.api('GET', '/getRouters', { token: admin, lang: 'en' });
    const components = flat(routers.data).map((r) => r.component);
    expect(components).toEqual(expect.arrayContaining(['monitor/logs/operation', 'monitor/logs/logininfo', 'monitor/logs/index']));
    expect(components).not.toContain('system/operlog/index');
    expect(components).not.toContain('system/logininfor/index');
    expect(flat(routers.data).find((r) => r.component === 'monitor/logs/index')?.path).toBe('/monitor/logs');

    const logs = await t.api('GET', '/monitor/logs', { token: admin, lang: 'en' });
    expect(logs.code, logs.msg).toBe(200);
    expect(logs.data.total).toBe(2);
    expect(logs.data.rows).toEqual([
      { id: 'UserLogin', name: 'User login', router: '/monitor/logs/logininfo' },
      { id: 'UserOperation', name: 'User operation', router: '/monitor/logs/operation' },
    ]);
    // a caller sees the log screens they may open; without the System Logs permission, none
    const reader = await t.asUser({ userName: 'logsreader', permissions: ['monitor:logs:view', 'system:operlog:view'] });
    expect((await reader.api('GET', '/monitor/logs')).data.rows.map((r: any) => r.id)).toEqual(['UserOperation']);
    const other = await t.asUser({ userName: 'logsother', permissions: ['system:operlog:view'] });
    expect((await other.api('GET', '/monitor/logs')).code).toBe(403);
  });

  it('the rename touches only rows still holding the old names: an administrator edit is kept', async () => {
    const db = t.kernel.db;
    await db
      .updateTable('sysMenu')
      .set({ component: 'system/operlog/index', version: 1, updateBy: 'admin' })
      .where('menuKey', '=', 'system.operlog')
      .execute();
    await db.updateTable('sysMenu').set({ component: 'system/logininfor/index' }).where('menuKey', '=', 'system.logininfor').execute();
    const monitor = t.kernel.plugins.find((p) => p.id === 'monitor')!;
    await monitor.init!(t.kernel);
    const rows = await db
      .selectFrom('sysMenu')
      .select(['menuKey', 'component'])
      .where('menuKey', 'in', ['system.operlog', 'system.logininfor'])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.menuKey, r.component]))).toEqual({
      'system.operlog': 'system/operlog/index',
      'system.logininfor': 'monitor/logs/logininfo',
    });
  });

  it('the job-log screen sits beside /monitor/job-log/index/:jobId: its list filters by that job', async () => {
    const routers = await t.api('GET', '/getRouters', { token: admin });
    expect(flat(routers.data).find((r) => r.component === 'monitor/job/log')?.path).toBe('/monitor/job-log');
    const a = await t.api('POST', '/monitor/job', { token: admin, body: { ...job, jobName: 'log-a' } });
    const b = await t.api('POST', '/monitor/job', { token: admin, body: { ...job, jobName: 'log-b' } });
    for (const j of [a.data, b.data])
      await t.kernel.db
        .insertInto('sysJobLog')
        .values({
          jobId: j.jobId,
          jobName: j.jobId === a.data.jobId ? 'log-a' : 'log-b',
          jobGroup: 'DEFAULT',
          invokeTarget: 'monitor.noop',
          fireTime: '2024-01-01 00:00:00',
          status: '0',
        })
        .execute();
    const list = await t.api('GET', `/monitor/jobLog/list?jobId=${a.data.jobId}`, { token: admin });
    expect(list.code, list.msg).toBe(200);
    expect(list.data.rows.map((r: any) => r.jobName)).toEqual(['log-a']);
  });

  it('dictionary SysJobGroup has DEFAULT and SYSTEM in three languages', async () => {
    const labels = async (lang: string) =>
      (await t.api('GET', '/system/dict/data/type/SysJobGroup', { token: admin, lang })).data.map((d: any) => [d.dictValue, d.dictLabel]);
    expect(await labels('en')).toEqual([
      ['DEFAULT', 'Default'],
      ['SYSTEM', 'System'],
    ]);
    expect(await labels('zh-CN')).toEqual([
      ['DEFAULT', '默认'],
      ['SYSTEM', '系统'],
    ]);
    expect(await labels('zh-TW')).toEqual([
      ['DEFAULT', '預設'],
      ['SYSTEM', '系統'],
    ]);
  });

  it('GET /monitor/server answers the v1.4.3 shape: memory in GB, a jvm block from the Node runtime; bytes stay', async () => {
    const r = await t.api('GET', '/monitor/server', { token: admin, lang: 'en' });
    expect(r.code, r.msg).toBe(200);
    const { mem, jvm, cpu, sys, sysFiles } = r.data;
    expect(mem.total).toBeGreaterThan(0);
    expect(mem.total).toBeLessThan(1e5); // GB, not bytes
    expect(mem.total).toBeCloseTo(mem.totalBytes / 1024 ** 3, 1);
    expect(mem.used + mem.free).toBeCloseTo(mem.total, 0);
    expect(mem.usage).toBeGreaterThan(0);
    expect(jvm).toMatchObject({ name: 'Node.js', version: process.version, home: process.execPath });
    for (const k of ['total', 'max', 'used', 'free', 'usage']) expect(jvm[k], k).toBeTypeOf('number');
    expect(jvm.total).toBeLessThan(1e6); // MB
    expect(jvm.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(jvm.runTime).toMatch(/^\d+ days \d+ hours \d+ minutes$/);
    expect(jvm.inputArgs).toBeTypeOf('string');
    expect(Object.keys(cpu)).toEqual(expect.arrayContaining(['cpuNum', 'total', 'sys', 'used', 'wait', 'free']));
    expect(Object.keys(sys)).toEqual(expect.arrayContaining(['computerName', 'computerIp', 'userDir', 'osName', 'osArch']));
    expect(Object.keys(sysFiles[0])).toEqual(
      expect.arrayContaining(['dirName', 'sysTypeName', 'typeName', 'total', 'free', 'used', 'usage']),
    );
    expect(r.data.node.heapUsed).toBeTypeOf('number');
    const zh = await t.api('GET', '/monitor/server', { token: admin, lang: 'zh-CN' });
    expect(zh.data.jvm.runTime).toMatch(/^\d+天\d+小时\d+分钟$/);
  });

  it('GET /monitor/server/dashboard is the home card: quick figures for holders of the server monitor', async () => {
    const r = await t.api('GET', '/monitor/server/dashboard', { token: admin, lang: 'en' });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ appName: 'Zhuxie', nodeVersion: process.version });
    for (const k of ['appVersion', 'serverName', 'serverIp', 'osName', 'osArch', 'startTime', 'runTime'])
      expect(r.data[k], k).toBeTypeOf('string');
    for (const k of ['cpuNum', 'memUsage', 'heapUsage', 'plugins']) expect(r.data[k], k).toBeTypeOf('number');
    const viewer = await t.asUser({ userName: 'dashnoserver', permissions: ['monitor:job:view'] });
    expect((await viewer.api('GET', '/monitor/server/dashboard')).code).toBe(403);
  });

  it('GET /monitor/cache carries the INFO keys the v1.4.3 view reads; getNames items carry a remark', async () => {
    await t.api('GET', '/system/dict/data/type/SysJobGroup', { token: admin }); // fills the dict cache
    const r = await t.api('GET', '/monitor/cache', { token: admin, lang: 'en' });
    expect(r.code, r.msg).toBe(200);
    for (const k of [
      'redis_version',
      'redis_mode',
      'tcp_port',
      'connected_clients',
      'uptime_in_days',
      'used_memory_human',
      'used_cpu_user_children',
      'maxmemory_human',
      'aof_enabled',
      'rdb_last_bgsave_status',
      'instantaneous_input_kbps',
      'instantaneous_output_kbps',
    ])
      expect(r.data.info[k], k).toBeTypeOf('string');
    expect(r.data.dbSize).toBeTypeOf('number');
    expect(Array.isArray(r.data.commandStats)).toBe(true);
    // what the current console reads is still there
    expect(r.data.info).toMatchObject({ mode: 'in-process' });
    expect(r.data.info.cache_names).toBeTypeOf('string');

    const names = await t.api('GET', '/monitor/cache/getNames', { token: admin, lang: 'en' });
    expect(names.code, names.msg).toBe(200);
    const dict = names.data.find((n: any) => n.cacheName === 'dict');
    expect(dict).toEqual({ cacheName: 'dict', cacheKey: 'dict:', remark: 'Dictionary data' });
    for (const n of names.data) expect(n.remark, n.cacheName).toBeTypeOf('string');
  });
});
