import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';
import { buildApp } from '../../../kernel/server/app.ts';
import { loadConfig } from '../../../kernel/server/config.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { parseInvokeTarget, InvokeTargetError } from '../../../kernel/server/scheduler/index.ts';

let t: TestApp;
let admin: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { tickMs: 200 } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const job = (o: Record<string, unknown> = {}) => ({
  jobName: 'probe',
  jobGroup: 'DEFAULT',
  invokeTarget: 'monitor.noop',
  cronExpression: '0 0 3 * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status: '1',
  ...o,
});
const logsOf = (jobId: number) => t.kernel.db.selectFrom('sysJobLog').selectAll().where('jobId', '=', jobId).orderBy('jobLogId').execute();
async function addJob(o: Record<string, unknown> = {}): Promise<number> {
  const r = await t.api('POST', '/monitor/job', { token: admin, body: job(o) });
  expect(r.code, r.msg).toBe(200);
  return r.data.jobId;
}
async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 15000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await sleep(100);
  }
}

describe('invoke target parser', () => {
  it('reads typed literals and refuses anything that is not a name plus literals', () => {
    expect(parseInvokeTarget('a.b(\'x\', "y\\"z", 1, -2.5, 100L, 3.5D, true, false, null)')).toEqual({
      name: 'a.b',
      args: ['x', 'y"z', 1, -2.5, 100, 3.5, true, false, null],
    });
    expect(parseInvokeTarget('monitor.noop')).toEqual({ name: 'monitor.noop', args: [] });
    for (const bad of [
      'monitor.noop; process.exit()',
      'a.b(x)',
      "a.b('x'",
      'a.b(1 + 2)',
      'a[0]()',
      '`x`',
      'a.b(1,)',
      "a.b('x') || c()",
      'new Function()',
    ])
      expect(() => parseInvokeTarget(bad), bad).toThrow(InvokeTargetError);
  });
});

describe('job CRUD and validation', () => {
  it('creates, reads, lists, edits, changes status and deletes', async () => {
    const id = await addJob({ jobName: 'crud job', remark: 'r1' });
    const one = await t.api('GET', `/monitor/job/${id}`, { token: admin });
    expect(one.data).toMatchObject({ jobId: id, jobName: 'crud job', invokeTarget: 'monitor.noop', status: '1', remark: 'r1' });
    expect(one.data.nextValidTime).toBeUndefined(); // paused
    const list = await t.api('GET', '/monitor/job/list?jobName=crud', { token: admin });
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0].jobId).toBe(id);
    expect(
      (await t.api('PUT', '/monitor/job', { token: admin, body: job({ jobId: id, jobName: 'renamed', cronExpression: '0 */5 * * * ?' }) }))
        .code,
    ).toBe(200);
    expect((await t.api('PUT', '/monitor/job/changeStatus', { token: admin, body: { jobId: id, status: '0' } })).code).toBe(200);
    const after = await t.api('GET', `/monitor/job/${id}`, { token: admin });
    expect(after.data).toMatchObject({ jobName: 'renamed', cronExpression: '0 */5 * * * ?', status: '0' });
    expect(after.data.nextValidTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:00$/);
    expect((await t.api('DELETE', '/monitor/job', { token: admin, body: [id] })).data.deleted).toBe(1);
    expect((await t.api('GET', `/monitor/job/${id}`, { token: admin, lang: 'en' })).msg).toBe(`No such job: ${id}`);
  });

  it('names the missing field and refuses bad values in three languages, writing nothing', async () => {
    const before = (
      await t.kernel.db
        .selectFrom('sysJob')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const { jobName: _omit, ...noName } = job();
    expect((await t.api('POST', '/monitor/job', { token: admin, body: noName, lang: 'en' })).msg).toBe('Job name: cannot be empty.');
    expect((await t.api('POST', '/monitor/job', { token: admin, body: noName, lang: 'zh-CN' })).msg).toContain('任务名称');
    expect((await t.api('POST', '/monitor/job', { token: admin, body: noName, lang: 'zh-TW' })).msg).toContain('任務名稱');
    const badCron = job({ cronExpression: 'every minute' });
    expect(await t.api('POST', '/monitor/job', { token: admin, body: badCron, lang: 'en' })).toMatchObject({
      code: 500,
      msg: 'Invalid cron expression: every minute',
    });
    expect((await t.api('POST', '/monitor/job', { token: admin, body: badCron, lang: 'zh-CN' })).msg).toBe('Cron 表达式无效：every minute');
    expect((await t.api('POST', '/monitor/job', { token: admin, body: badCron, lang: 'zh-TW' })).msg).toBe('Cron 表達式無效：every minute');
    expect((await t.api('POST', '/monitor/job', { token: admin, body: job({ misfirePolicy: '9' }), lang: 'en' })).msg).toBe(
      'Misfire policy: value not allowed.',
    );
    const after = (
      await t.kernel.db
        .selectFrom('sysJob')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(Number(after)).toBe(Number(before));
  });

  it('refuses invoke targets that are not registered handlers with the right arguments', async () => {
    const cases: [string, string][] = [
      ['process.exit()', 'Invoke target not allowed: process.exit. Only job handlers registered by plugins can be called.'],
      ["require('child_process')", 'Invoke target not allowed: require. Only job handlers registered by plugins can be called.'],
      ["require('child_process').exec('rm -rf /')", 'Malformed invoke target'],
      ['monitor.unknown', 'Invoke target not allowed: monitor.unknown.'],
      ['monitor.noop; process.exit()', 'Malformed invoke target'],
      ['constructor', 'Invoke target not allowed: constructor.'],
      ["monitor.sleep('x')", 'Argument 1 (seconds) of monitor.sleep must be a number.'],
      ['monitor.sleep()', 'monitor.sleep takes 1 argument(s), got 0.'],
      ['monitor.cleanLogs(1.5)', 'Argument 1 (days) of monitor.cleanLogs must be an integer.'],
    ];
    for (const [target, msg] of cases) {
      const r = await t.api('POST', '/monitor/job', { token: admin, body: job({ invokeTarget: target }), lang: 'en' });
      expect(r.code, target).toBe(500);
      expect(r.msg, target).toContain(msg);
      expect(r.data).toEqual({ field: 'invokeTarget' });
    }
    const zh = await t.api('POST', '/monitor/job', { token: admin, body: job({ invokeTarget: 'process.exit()' }), lang: 'zh-CN' });
    expect(zh.msg).toBe('调用目标不在白名单内：process.exit。只能调用插件注册的任务处理器。');
    const tw = await t.api('POST', '/monitor/job', { token: admin, body: job({ invokeTarget: 'process.exit()' }), lang: 'zh-TW' });
    expect(tw.msg).toBe('呼叫目標不在白名單內：process.exit。只能呼叫外掛註冊的任務處理器。');
    expect(await t.kernel.db.selectFrom('sysJob').select('jobId').where('invokeTarget', 'like', '%process%').execute()).toEqual([]);
  });

  it('lists the registered handlers with their parameters', async () => {
    const r = await t.api('GET', '/monitor/job/handlers', { token: admin, lang: 'en' });
    const sleepH = r.data.find((h: any) => h.name === 'monitor.sleep');
    expect(sleepH).toMatchObject({ description: 'Wait N seconds (interruptible)', params: [{ name: 'seconds', type: 'number' }] });
  });
});

describe('cron preview', () => {
  it('gives the next five runs and a clear error for an invalid cron', async () => {
    const r = await t.api('GET', `/monitor/job/nextRuns?cron=${encodeURIComponent('0/2 * * * * ?')}`, { token: admin });
    expect(r.data).toHaveLength(5);
    const ms = r.data.map((s: string) => new Date(`${s.replace(' ', 'T')}+08:00`).getTime());
    for (let i = 1; i < 5; i++) expect(ms[i] - ms[i - 1]).toBe(2000);
    expect(ms[0]).toBeGreaterThan(Date.now() - 1000);
    const daily = await t.api('GET', `/monitor/job/nextRuns?cron=${encodeURIComponent('0 30 9 ? * MON-FRI')}`, { token: admin });
    for (const s of daily.data) {
      expect(s).toMatch(/ 09:30:00$/);
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${s.slice(0, 10)}T12:00:00Z`).getUTCDay());
    }
    for (const [lang, msg] of [
      ['en', 'Invalid cron expression: 61 * * * * ?'],
      ['zh-CN', 'Cron 表达式无效：61 * * * * ?'],
      ['zh-TW', 'Cron 表達式無效：61 * * * * ?'],
    ]) {
      const bad = await t.api('GET', `/monitor/job/nextRuns?cron=${encodeURIComponent('61 * * * * ?')}`, { token: admin, lang });
      expect(bad.code).toBe(500);
      expect(bad.msg).toBe(msg);
    }
  });
});

describe('running jobs', () => {
  it('run once writes a job log with the handler result', async () => {
    const id = await addJob({ jobName: 'once' });
    const r = await t.api('PUT', '/monitor/job/run', { token: admin, body: { jobId: id } });
    expect(r.code).toBe(200);
    await t.kernel.scheduler.idle();
    const logs = await logsOf(id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ triggerType: 'MANUAL', status: '0', jobMessage: 'ok', jobName: 'once' });
    const detail = await t.api('GET', `/monitor/jobLog/${logs[0].jobLogId}`, { token: admin });
    expect(detail.data).toMatchObject({ jobId: id, status: '0', jobMessage: 'ok' });
    const list = await t.api('GET', `/monitor/jobLog/list?jobId=${id}`, { token: admin });
    expect(list.data.total).toBe(1);
  });

  it('fires an enabled cron job on schedule and records CRON logs', async () => {
    const id = await addJob({ jobName: 'every second', cronExpression: '* * * * * ?', status: '0', concurrent: '0' });
    const logs = await until(
      () => logsOf(id),
      (l) => l.filter((x) => x.status === '0').length >= 2,
    );
    expect(logs.filter((x) => x.triggerType === 'CRON' && x.status === '0').length).toBeGreaterThanOrEqual(2);
    await t.api('PUT', '/monitor/job/changeStatus', { token: admin, body: { jobId: id, status: '1' } });
    await t.kernel.scheduler.idle();
    const n = (await logsOf(id)).length;
    await sleep(1500);
    expect((await logsOf(id)).length).toBe(n); // paused: no more fires
    const fires = (await logsOf(id)).map((l) => l.fireTime);
    expect(new Set(fires).size).toBe(fires.length);
  });

  it('never overlaps a non-concurrent job, while a concurrent one does overlap', async () => {
    const serial = await addJob({
      jobName: 'serial',
      invokeTarget: 'monitor.sleep(2.2)',
      cronExpression: '* * * * * ?',
      status: '0',
      concurrent: '1',
    });
    const parallel = await addJob({
      jobName: 'parallel',
      invokeTarget: 'monitor.sleep(2.2)',
      cronExpression: '* * * * * ?',
      status: '0',
      concurrent: '0',
    });
    // a manual run while the serial job runs is refused with a clear message
    await until(
      () => logsOf(serial),
      (l) => l.some((x) => x.status === '2'),
    );
    const refused = await t.api('PUT', '/monitor/job/run', { token: admin, body: { jobId: serial }, lang: 'en' });
    expect(refused.msg).toBe('The job is running and may not run concurrently.');
    await sleep(5000);
    for (const id of [serial, parallel])
      await t.api('PUT', '/monitor/job/changeStatus', { token: admin, body: { jobId: id, status: '1' } });
    await t.kernel.scheduler.idle();
    const span = (l: { startTime: string; endTime: string | null }) => [
      Date.parse(l.startTime.replace(' ', 'T')),
      Date.parse((l.endTime ?? l.startTime).replace(' ', 'T')),
    ];
    const overlaps = (logs: Awaited<ReturnType<typeof logsOf>>) => {
      let n = 0;
      for (let i = 0; i < logs.length; i++)
        for (let j = i + 1; j < logs.length; j++) {
          const [a0, a1] = span(logs[i]);
          const [b0, b1] = span(logs[j]);
          if (a0 < b1 && b0 < a1) n++;
        }
      return n;
    };
    // fires found while the serial job ran are logged as skipped ('4'), not run
    const s = (await logsOf(serial)).filter((l) => l.status !== '4');
    const p = await logsOf(parallel);
    expect(s.length).toBeGreaterThanOrEqual(2);
    expect(overlaps(s)).toBe(0);
    expect((await logsOf(serial)).some((l) => l.status === '4')).toBe(true);
    expect(p.length).toBeGreaterThan(s.length);
    expect(overlaps(p)).toBeGreaterThan(0);
  }, 30000);

  it('applies the misfire policy to runs missed while down', async () => {
    const ids: Record<string, number> = {};
    for (const p of ['1', '2', '3'])
      ids[p] = await addJob({ jobName: `misfire ${p}`, cronExpression: '*/10 * * * * ?', misfirePolicy: p, concurrent: '0' });
    // as if the cluster had been down for two minutes: 12 fires missed
    await t.kernel.db
      .updateTable('sysJob')
      .set({ status: '0', lastFireTime: '2000-01-01 00:00:00' })
      .where('jobId', 'in', Object.values(ids))
      .execute();
    await t.kernel.pool.query(`update sys_job set last_fire_time = now() - interval '2 minutes' where job_id = any($1)`, [
      Object.values(ids),
    ]);
    await until(
      () => t.kernel.db.selectFrom('sysJob').select('lastFireTime').where('jobId', 'in', Object.values(ids)).execute(),
      (r) => r.every((x) => Date.parse(`${x.lastFireTime!.replace(' ', 'T')}+08:00`) > Date.now() - 15000),
    );
    await t.kernel.scheduler.idle();
    await t.kernel.db.updateTable('sysJob').set({ status: '1' }).where('jobId', 'in', Object.values(ids)).execute();
    // missed fires are logged as skipped ('4') with why; the runs are the others
    const all = (await logsOf(ids['1'])).filter((l) => l.triggerType === 'MISFIRE' && l.status !== '4');
    const once = (await logsOf(ids['2'])).filter((l) => l.triggerType === 'MISFIRE' && l.status !== '4');
    const none = (await logsOf(ids['3'])).filter((l) => l.triggerType === 'MISFIRE' && l.status !== '4');
    expect((await logsOf(ids['3'])).filter((l) => l.status === '4').length).toBeGreaterThanOrEqual(11);
    expect(all.length).toBeGreaterThanOrEqual(11);
    expect(once).toHaveLength(1);
    expect(none).toHaveLength(0);
    expect(new Set(all.map((l) => l.fireTime)).size).toBe(all.length);
  });

  it('cleanLogs deletes old logs only, and job log delete/clean keep running rows', async () => {
    const id = await addJob({ jobName: 'cleaner', invokeTarget: 'monitor.cleanLogs(30)' });
    await t.kernel.db
      .insertInto('sysJobLog')
      .values({
        jobId: 999,
        jobName: 'old',
        jobGroup: 'DEFAULT',
        invokeTarget: 'monitor.noop',
        fireTime: '2001-01-01 00:00:00',
        status: '0',
        createTime: '2001-01-01 00:00:00',
      })
      .execute();
    await t.api('PUT', '/monitor/job/run', { token: admin, body: { jobId: id } });
    await t.kernel.scheduler.idle();
    expect(await t.kernel.db.selectFrom('sysJobLog').select('jobLogId').where('jobName', '=', 'old').execute()).toEqual([]);
    expect((await logsOf(id))[0]).toMatchObject({ status: '0', jobMessage: 'deleted 1' });

    const running = await t.kernel.db
      .insertInto('sysJobLog')
      .values({
        jobId: 998,
        jobName: 'live',
        jobGroup: 'DEFAULT',
        invokeTarget: 'monitor.noop',
        fireTime: '2001-01-01 00:00:00',
        status: '2',
        instanceNo: t.kernel.scheduler.instanceNo,
      })
      .returning('jobLogId')
      .executeTakeFirstOrThrow();
    const [first] = await logsOf(id);
    expect((await t.api('DELETE', '/monitor/jobLog', { token: admin, body: [first.jobLogId, running.jobLogId] })).data.deleted).toBe(1);
    expect((await t.api('DELETE', '/monitor/jobLog/clean', { token: admin })).code).toBe(200);
    const left = await t.kernel.db.selectFrom('sysJobLog').select(['jobLogId', 'status']).execute();
    expect(left).toEqual([{ jobLogId: running.jobLogId, status: '2' }]);
    await t.kernel.db.deleteFrom('sysJobLog').execute();
  });
});

describe('permissions', () => {
  it('refuses every monitor job route to a user without monitor permissions, changing nothing', async () => {
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'plain', nickName: 'plain', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const tok = await t.login('plain', 'Secret#123');
    const id = await addJob({ jobName: 'guarded' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/monitor/job/list'],
      ['GET', `/monitor/job/${id}`],
      ['GET', '/monitor/job/nextRuns?cron=*+*+*+*+*+?'],
      ['POST', '/monitor/job', job()],
      ['PUT', '/monitor/job', job({ jobId: id, jobName: 'hacked' })],
      ['PUT', '/monitor/job/changeStatus', { jobId: id, status: '0' }],
      ['PUT', '/monitor/job/run', { jobId: id }],
      ['DELETE', '/monitor/job', [id]],
      ['GET', '/monitor/jobLog/list'],
      ['DELETE', '/monitor/jobLog/clean'],
      ['POST', '/monitor/job/export', {}],
    ];
    for (const [m, u, b] of calls) expect((await t.api(m, u, { token: tok, body: b })).code, `${m} ${u}`).toBe(403);
    const row = await t.kernel.db.selectFrom('sysJob').select(['jobName', 'status']).where('jobId', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ jobName: 'guarded', status: '1' });
    expect(await logsOf(id)).toEqual([]);
  });

  it('exports jobs as xlsx for a permitted user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/job/export',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('shutdown and restart', () => {
  it('records a running job as interrupted at shutdown, and a dead instance’s runs as interrupted at the next start', async () => {
    const u = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false, shutdownGraceMs: 500 } });
    const tok = await u.login();
    const r = await u.api('POST', '/monitor/job', { token: tok, body: job({ invokeTarget: 'monitor.sleep(60)' }) });
    await u.api('PUT', '/monitor/job/run', { token: tok, body: { jobId: r.data.jobId } });
    await until(
      () => u.kernel.db.selectFrom('sysJobLog').select('status').execute(),
      (x) => x.length === 1,
    );
    // a row left RUNNING by an instance that no longer holds its liveness lock (killed)
    const ghost = await u.kernel.db
      .insertInto('sysInstance')
      .values({ host: 'gone', pid: 1 })
      .returning('instanceNo')
      .executeTakeFirstOrThrow();
    await u.kernel.db
      .insertInto('sysJobLog')
      .values({
        jobId: 77,
        jobName: 'ghost',
        jobGroup: 'DEFAULT',
        invokeTarget: 'monitor.noop',
        fireTime: '2020-01-01 00:00:00',
        status: '2',
        instanceNo: ghost.instanceNo,
      })
      .execute();
    await u.kernel.tasks.start('Probe', 'ghost-task', async () => {
      await sleep(60_000);
    });
    const started = Date.now();
    await u.close();
    expect(Date.now() - started).toBeLessThan(10_000);

    const c = new pg.Client({ connectionString: u.databaseUrl });
    await c.connect();
    const logs = (await c.query(`select job_name, status, exception_info from sys_job_log order by job_log_id`)).rows;
    expect(logs[0]).toMatchObject({ job_name: 'probe', status: '3' });
    expect(logs[0].exception_info).toMatch(/interrupted/);
    expect(logs[1]).toMatchObject({ job_name: 'ghost', status: '2' }); // nobody reaped it yet
    expect((await c.query(`select status from sys_async_task where task_id = 'ghost-task'`)).rows[0].status).toBe('INTERRUPTED');
    await c.end();

    // restart on the same database: nothing is left running
    const again = await buildApp(
      loadConfig({ DATABASE_URL: u.databaseUrl, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'silent' }),
      { print: () => {}, logger: false, scheduler: { enabled: false } },
    );
    const rows = await again.kernel.db.selectFrom('sysJobLog').select(['jobName', 'status']).orderBy('jobLogId').execute();
    expect(rows).toEqual([
      { jobName: 'probe', status: '3' },
      { jobName: 'ghost', status: '3' },
    ]);
    await again.close();
    await u.dispose().catch(() => {});
  }, 60000);
});
