import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Every due fire of a job runs or is written to its log as skipped or missed, with why. Ticks are driven
 * by hand (`scheduler.tick(now)`) so a tick can find several fires at once.
 */
let t: TestApp;
let admin: string;
const T0 = Math.floor(Date.now() / 10_000) * 10_000 - 120_000;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { SCHEDULER_MISFIRE_MS: '5000' }, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

async function addJob(o: Record<string, unknown>): Promise<number> {
  const r = await t.api('POST', '/monitor/job', {
    token: admin,
    body: {
      jobName: 'fires',
      jobGroup: 'DEFAULT',
      invokeTarget: 'monitor.noop',
      cronExpression: '* * * * * ?',
      misfirePolicy: '0',
      concurrent: '1',
      status: '1',
      ...o,
    },
  });
  expect(r.code, r.msg).toBe(200);
  const id = r.data.jobId as number;
  // enabled, counting from T0
  await t.kernel.pool.query(`update sys_job set status = '0', last_fire_time = to_timestamp($2::float8 / 1000) where job_id = $1`, [
    id,
    T0,
  ]);
  return id;
}
const logs = async (id: number) =>
  (
    await t.kernel.pool.query(
      `select (extract(epoch from fire_time) * 1000)::float8 as fire, status, trigger_type, job_message from sys_job_log where job_id = $1 order by fire_time`,
      [id],
    )
  ).rows as { fire: number; status: string; trigger_type: string; job_message: string | null }[];
const tick = async (now: number) => {
  await t.kernel.scheduler.tick(now);
};

describe('every due fire is accounted for', () => {
  it('runs both fires a tick finds at once for a job that must not overlap itself', async () => {
    const id = await addJob({});
    await tick(T0 + 2100);
    await t.kernel.scheduler.idle();
    await tick(T0 + 2200);
    await t.kernel.scheduler.idle();
    const rows = await logs(id);
    expect(rows.map((r) => [r.fire - T0, r.status])).toEqual([
      [1000, '0'],
      [2000, '0'],
    ]);
  });

  it('writes a fire skipped while the previous run still goes to the job log as skipped', async () => {
    const id = await addJob({ invokeTarget: 'monitor.sleep(1.5)' });
    await tick(T0 + 1100);
    await tick(T0 + 2100);
    await t.kernel.scheduler.idle();
    const rows = await logs(id);
    expect(rows.map((r) => [r.fire - T0, r.status])).toEqual([
      [1000, '0'],
      [2000, '4'],
    ]);
    expect(rows[1].job_message).toMatch(/running|运行|執行/i);
  });

  it('logs late fires per the misfire policy: do nothing, fire once, fire all', async () => {
    // every 10 s; found 5.1 s after the 6th fire: all six are late
    const every10 = { cronExpression: '0/10 * * * * ?' };
    const none = await addJob({ ...every10, misfirePolicy: '3' });
    const once = await addJob({ ...every10, misfirePolicy: '2' });
    const all = await addJob({ ...every10, misfirePolicy: '1', concurrent: '0' });
    await tick(T0 + 65_100);
    await t.kernel.scheduler.idle();
    const n = await logs(none);
    expect(n).toHaveLength(6);
    expect(n.every((r) => r.status === '4' && r.job_message)).toBe(true);
    const o = await logs(once);
    expect(o).toHaveLength(6);
    expect(o.filter((r) => r.status === '0').map((r) => [r.fire - T0, r.trigger_type])).toEqual([[60_000, 'MISFIRE']]);
    expect(o.filter((r) => r.status === '4')).toHaveLength(5);
    const a = await logs(all);
    expect(a.map((r) => r.status)).toEqual(Array(6).fill('0'));
  });

  it('takes over at once from a dead instance: its unfinished run does not block the next fire', async () => {
    const id = await addJob({});
    // a run left RUNNING by an instance that was killed (no live instance lock)
    await t.kernel.pool.query(
      `insert into sys_job_log (job_id, job_name, job_group, invoke_target, trigger_type, fire_time, status, instance_no)
       values ($1, 'fires', 'DEFAULT', 'monitor.noop', 'CRON', to_timestamp($2::float8 / 1000), '2', 987654)`,
      [id, T0],
    );
    await tick(T0 + 1100);
    await t.kernel.scheduler.idle();
    const rows = await logs(id);
    expect(rows.find((r) => r.fire === T0 + 1000)?.status).toBe('0');
  });

  it('scheduled tasks: both fires of one tick run, and a fire found while the task runs is logged as skipped', async () => {
    const { rows } = await t.kernel.pool.query(
      `insert into sys_scheduled_task (task_type, task_trigger, fixed_rate, period_seconds, status, anchor_time, last_fire_time)
       values ('monitor.noop', 'FixedRate', 'Y', 1, '0', to_timestamp($1::float8 / 1000), to_timestamp($1::float8 / 1000)) returning task_id`,
      [T0],
    );
    const id = Number(rows[0].task_id);
    const taskLogs = async () =>
      (
        await t.kernel.pool.query(
          `select (extract(epoch from ready_time) * 1000)::float8 - $2 as at, status, message from sys_task_log where task_id = $1 and trigger_type <> 'MANUAL' order by ready_time`,
          [id, T0],
        )
      ).rows as { at: number; status: string; message: string | null }[];
    await tick(T0 + 2100);
    await t.kernel.scheduler.idle();
    await tick(T0 + 2200);
    await t.kernel.scheduler.idle();
    expect((await taskLogs()).map((r) => [r.at, r.status])).toEqual([
      [1000, '0'],
      [2000, '0'],
    ]);
    // a run of this task still going on this (live) instance
    await t.kernel.pool.query(
      `insert into sys_task_log (task_id, task_type, trigger_type, ready_time, status, instance_no) values ($1, 'monitor.noop', 'MANUAL', now(), '2', $2)`,
      [id, t.kernel.scheduler.instanceNo],
    );
    await tick(T0 + 3100);
    const after = await taskLogs();
    expect(after.map((r) => [r.at, r.status])).toEqual([
      [1000, '0'],
      [2000, '0'],
      [3000, '4'],
    ]);
    expect(after[2].message).toBeTruthy();
    await t.kernel.pool.query(`update sys_task_log set status = '0' where task_id = $1 and status = '2'`, [id]);
  });
});
