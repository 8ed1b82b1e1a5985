import type pg from 'pg';
import type { Kernel } from '../kernel.ts';
import { parseCron, firesBetween } from './cron.ts';
import { resolveInvokeTarget, invokeResolved, InvokeTargetError, type JobContext } from './invoke-target.ts';
import type { SchedulerOptions } from './options.ts';
import { RunStatus } from './tables.ts';
import { type InstanceRegistry, LIVE_INSTANCES } from './instance.ts';
import type { LogKind, Running } from './running.ts';
import { noticeJobFailed } from './failure-notice.ts';
import { DEFAULT_LANGUAGE } from '../../shared/constants.ts';
import { type Decision, decideFires, MisfirePolicy } from './misfire.ts';
import { inClientTransaction } from '../db/client-transaction.ts';
import { RunRefused } from './run-refused.ts';

const MS = (col: string) => `(extract(epoch from ${col}) * 1000)::float8`;
const TS = (p: string) => `to_timestamp(${p}::float8 / 1000)`;
const PERIODIC_CAP = 1000;

/**
 * Fires cron jobs (sys_job) and scheduled tasks (sys_scheduled_task) on every instance that runs it.
 * Each tick reads the enabled rows and, for each due fire, claims it in one transaction that locks the
 * job row, advances last_fire_time and inserts a RUNNING log row unique on (id, fire time): so one
 * instance runs each fire (security #56), a non-concurrent job with a RUNNING row is skipped, and
 * fires found late follow the misfire policy. Handlers come only from the plugin registry (#29).
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private stopped = false;
  private lastReap = 0;
  private runs = new Map<string, Running>();

  constructor(
    private kernel: Kernel,
    private registry: InstanceRegistry,
    readonly options: SchedulerOptions,
  ) {}

  get instanceNo(): number {
    return this.registry.instanceNo;
  }

  /** Interrupts what dead instances left running, then starts ticking (when enabled). */
  async start(): Promise<void> {
    await this.registry.reapDead();
    this.lastReap = Date.now();
    if (this.options.enabled) this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick()
        .catch((e) => this.warn('scheduler tick failed', e))
        .finally(() => {
          this.ticking = null;
          this.schedule();
        });
    }, this.options.tickMs);
    this.timer.unref();
  }

  private warn(msg: string, e: unknown): void {
    if (this.stopped) return;
    process.stderr.write(`[scheduler] ${msg}: ${(e as Error)?.message ?? e}\n`);
  }

  /** One pass: dead-instance cleanup (every 10 s), due job fires, due task fires. */
  async tick(now = Date.now()): Promise<void> {
    if (now - this.lastReap > 10_000) {
      this.lastReap = now;
      await this.registry.reapDead();
    }
    await this.tickJobs(now);
    await this.tickTasks(now);
  }

  // ---- jobs ---------------------------------------------------------------------------------------

  private async tickJobs(now: number): Promise<void> {
    const { rows } = await this.kernel.pool.query(
      `select job_id, cron_expression, ${MS('last_fire_time')} as last_ms from sys_job where status = '0' order by job_id`,
    );
    for (const j of rows as { job_id: string | number; cron_expression: string; last_ms: number | null }[]) {
      if (this.stopped) return;
      const id = Number(j.job_id);
      let cron;
      try {
        cron = parseCron(j.cron_expression, this.kernel.config.timeZone);
      } catch {
        continue; // saved through the API it is valid; a hand-edited bad row just never fires
      }
      if (j.last_ms == null) {
        // first sight of a job enabled outside the API: start counting from now, nothing is missed
        await this.kernel.pool.query(`update sys_job set last_fire_time = ${TS('$2')} where job_id = $1 and last_fire_time is null`, [
          id,
          now,
        ]);
        continue;
      }
      const { fires, more } = firesBetween(cron, j.last_ms, now, this.options.maxCatchUp);
      if (fires.length) await this.claimJob(id, fires, more, now).catch((e) => this.warn(`job ${id}`, e));
    }
  }

  /** What to do with each pending fire (misfire.ts), in the default language's words. */
  private decide(pending: number[], now: number, more: boolean, policy: string, serial: boolean, busy: boolean): Decision[] {
    const t = (key: string) => this.kernel.messages.t(DEFAULT_LANGUAGE, `server:scheduler.${key}`);
    return decideFires({ pending, now, more, policy, serial, busy, thresholdMs: this.options.misfireThresholdMs }, t);
  }

  /** True while a run of the job or task goes on in a live instance (a dead instance's RUNNING row does not count). */
  private async busy(c: pg.PoolClient, kind: LogKind, id: number): Promise<boolean> {
    const [table, col] = kind === 'job' ? ['sys_job_log', 'job_id'] : ['sys_task_log', 'task_id'];
    const r = await c.query(
      `select 1 from ${table} where ${col} = $1 and status = '${RunStatus.RUNNING}' and instance_no in (${LIVE_INSTANCES}) limit 1`,
      [id],
    );
    return (r.rowCount ?? 0) > 0;
  }

  /**
   * Claims the pending fires of one job and decides each: run, or write it to the log as skipped/missed
   * with why. Late fires follow the misfire policy; a job that must not overlap itself runs one fire per
   * tick (the next is decided on the next tick, when the run may be over) and a fire found while its
   * previous run still goes on a live instance is logged as skipped.
   */
  private async claimJob(jobId: number, fires: number[], more: boolean, now: number): Promise<void> {
    const claimed = await this.tx(async (c) => {
      const r = await c.query(
        `select job_id, job_name, job_group, invoke_target, misfire_policy, concurrent, status, ${MS('last_fire_time')} as last_ms from sys_job where job_id = $1 for update`,
        [jobId],
      );
      const job = r.rows[0];
      if (job?.status !== '0') return null;
      const pending = fires.filter((f) => job.last_ms == null || f > job.last_ms);
      if (!pending.length) return null; // another instance claimed these fires first
      const serial = job.concurrent === '1';
      const decided = this.decide(pending, now, more, job.misfire_policy, serial, serial && (await this.busy(c, 'job', jobId)));
      const last = decided[decided.length - 1].fire;
      await c.query(`update sys_job set last_fire_time = ${TS('$2')} where job_id = $1`, [jobId, last]);
      const out: { logId: number; fire: number }[] = [];
      for (const d of decided) {
        const ins = await c.query(
          `insert into sys_job_log (job_id, job_name, job_group, invoke_target, trigger_type, fire_time, status, instance_no, job_message, end_time)
           values ($1, $2, $3, $4, $5, ${TS('$6')}, $7::text, $8, $9, case when $7::text = '${RunStatus.RUNNING}' then null else now() end)
           on conflict (job_id, fire_time) where trigger_type <> 'MANUAL' do nothing returning job_log_id`,
          [
            jobId,
            job.job_name,
            job.job_group,
            job.invoke_target,
            d.late ? 'MISFIRE' : 'CRON',
            d.fire,
            d.run ? RunStatus.RUNNING : RunStatus.SKIPPED,
            this.instanceNo,
            d.why ?? null,
          ],
        );
        if (ins.rowCount && d.run) out.push({ logId: Number(ins.rows[0].job_log_id), fire: d.fire });
      }
      return { target: job.invoke_target as string, out };
    });
    if (!claimed) return;
    for (const { logId, fire } of claimed.out) this.launch('job', logId, jobId, fire, claimed.target);
  }

  /** Runs a job once now (trigger MANUAL), whatever its status; refused while a non-concurrent job runs. */
  async runJobOnce(jobId: number): Promise<number> {
    const claimed = await this.tx(async (c) => {
      const r = await c.query(`select job_name, job_group, invoke_target, concurrent from sys_job where job_id = $1 for update`, [jobId]);
      const job = r.rows[0];
      if (!job) throw new RunRefused('notFound');
      if (job.concurrent === '1' && (await this.busy(c, 'job', jobId))) throw new RunRefused('alreadyRunning');
      const now = Date.now();
      const ins = await c.query(
        `insert into sys_job_log (job_id, job_name, job_group, invoke_target, trigger_type, fire_time, status, instance_no)
         values ($1, $2, $3, $4, 'MANUAL', ${TS('$5')}, '${RunStatus.RUNNING}', $6) returning job_log_id`,
        [jobId, job.job_name, job.job_group, job.invoke_target, now, this.instanceNo],
      );
      return { logId: Number(ins.rows[0].job_log_id), target: job.invoke_target as string, now };
    });
    this.launch('job', claimed.logId, jobId, claimed.now, claimed.target);
    return claimed.logId;
  }

  // ---- scheduled tasks ----------------------------------------------------------------------------

  private async tickTasks(now: number): Promise<void> {
    const { rows } = await this.kernel.pool.query(
      `select task_id, task_trigger, cron_expression, fixed_rate, period_seconds, delay_seconds,
         ${MS('anchor_time')} as anchor_ms, ${MS('last_fire_time')} as last_ms, ${MS('last_end_time')} as end_ms
       from sys_scheduled_task where status = '0' order by task_id`,
    );
    for (const t of rows) {
      if (this.stopped) return;
      const id = Number(t.task_id);
      let fires: number[] = [];
      let more = false;
      if (t.anchor_ms == null) {
        await this.kernel.pool.query(`update sys_scheduled_task set anchor_time = ${TS('$2')} where task_id = $1 and anchor_time is null`, [
          id,
          Math.floor(now / 1000) * 1000,
        ]);
        continue;
      }
      if (t.task_trigger === 'Cron') {
        let cron;
        try {
          cron = parseCron(t.cron_expression ?? '', this.kernel.config.timeZone);
        } catch {
          continue;
        }
        ({ fires, more } = firesBetween(cron, t.last_ms ?? t.anchor_ms, now, this.options.maxCatchUp));
      } else {
        const period = Math.max(1, Number(t.period_seconds) || 1) * 1000;
        const first = t.anchor_ms + Number(t.delay_seconds || 0) * 1000;
        if (t.fixed_rate === 'Y') {
          // fixed rate: fires at first + k·period, independent of how long runs take
          const after = t.last_ms ?? first - 1;
          let k = Math.max(0, Math.ceil((after + 1 - first) / period));
          for (let i = 0; i < PERIODIC_CAP; i++, k++) {
            const f = first + k * period;
            if (f > now) break;
            fires.push(f);
          }
          more = fires.length >= PERIODIC_CAP;
        } else {
          // fixed delay: the next fire is `period` after the previous run ended
          const next = t.last_ms == null ? first : t.end_ms != null && t.end_ms >= t.last_ms ? t.end_ms + period : null;
          if (next != null && next <= now) fires = [next];
        }
      }
      if (fires.length) await this.claimTask(id, fires, more, now, false).catch((e) => this.warn(`task ${id}`, e));
    }
  }

  private async claimTask(taskId: number, fires: number[], more: boolean, now: number, manual: boolean): Promise<number | null> {
    const claimed = await this.tx(async (c) => {
      const r = await c.query(
        `select task_type, status, ${MS('last_fire_time')} as last_ms from sys_scheduled_task where task_id = $1 for update`,
        [taskId],
      );
      const task = r.rows[0];
      if (!task) throw new RunRefused('notFound');
      if (manual && task.status === '0') throw new RunRefused('taskEnabled');
      if (!manual && task.status !== '0') return null;
      const pending = manual ? fires : fires.filter((f) => task.last_ms == null || f > task.last_ms);
      if (!pending.length) return null;
      // a task never overlaps itself: a fire found while it still runs is logged as skipped
      const busy = await this.busy(c, 'task', taskId);
      if (manual && busy) throw new RunRefused('alreadyRunning');
      const decided: Decision[] = manual
        ? [{ fire: pending[0], late: false, run: true }]
        : this.decide(pending, now, more, MisfirePolicy.FIRE_ONCE, true, busy);
      if (!manual)
        await c.query(`update sys_scheduled_task set last_fire_time = ${TS('$2')} where task_id = $1`, [
          taskId,
          decided[decided.length - 1].fire,
        ]);
      let run: { logId: number; type: string; fire: number } | null = null;
      for (const d of decided) {
        const ins = await c.query(
          `insert into sys_task_log (task_id, task_type, trigger_type, ready_time, status, instance_no, message, end_time)
           values ($1, $2, $3, ${TS('$4')}, $5::text, $6, $7, case when $5::text = '${RunStatus.RUNNING}' then null else now() end)
           on conflict (task_id, ready_time) where trigger_type <> 'MANUAL' do nothing returning log_id`,
          [
            taskId,
            task.task_type,
            manual ? 'MANUAL' : d.late ? 'MISFIRE' : 'SCHEDULE',
            d.fire,
            d.run ? RunStatus.RUNNING : RunStatus.SKIPPED,
            this.instanceNo,
            d.why ?? null,
          ],
        );
        if (ins.rowCount && d.run) run = { logId: Number(ins.rows[0].log_id), type: task.task_type as string, fire: d.fire };
      }
      return run;
    });
    if (!claimed) return null;
    this.launch('task', claimed.logId, taskId, claimed.fire, claimed.type);
    return claimed.logId;
  }

  /** Runs a disabled scheduled task once now (ChestnutCMS allows this only while disabled). */
  async runTaskOnce(taskId: number): Promise<number> {
    const id = await this.claimTask(taskId, [Date.now()], false, Date.now(), true);
    if (id == null) throw new RunRefused('alreadyRunning');
    return id;
  }

  // ---- execution ----------------------------------------------------------------------------------

  private launch(kind: LogKind, logId: number, id: number, fire: number, target: string): void {
    const ctrl = new AbortController();
    const key = `${kind}:${logId}`;
    const ctx: JobContext = { signal: ctrl.signal, id, fireTime: fire, progress: progressWriter(this.kernel.pool, kind, logId) };
    const done = (async () => {
      let status: string = RunStatus.SUCCESS;
      let message: string | null = null;
      let error: string | null = null;
      try {
        const resolved = resolveInvokeTarget(this.kernel.jobs, target);
        const r = await invokeResolved(this.kernel, resolved, ctx);
        message = r == null ? null : String(r).slice(0, 2000);
        if (ctrl.signal.aborted) status = RunStatus.INTERRUPTED;
      } catch (e) {
        status = ctrl.signal.aborted ? RunStatus.INTERRUPTED : RunStatus.FAILED;
        error = e instanceof InvokeTargetError ? e.message : String((e as Error)?.stack ?? e).slice(0, 4000);
      }
      // a handler writes outside any request: what API writes drop goes now
      await this.kernel.afterWrite().catch(() => {});
      await this.finish(kind, logId, status, message, error).catch((e) => this.warn(`recording ${key}`, e));
      if (kind === 'job' && status === RunStatus.FAILED)
        await noticeJobFailed(this.kernel, logId, error).catch((e) => this.warn(`notice of ${key}`, e));
    })().finally(() => this.runs.delete(key));
    this.runs.set(key, { kind, logId, ctrl, done });
  }

  private async finish(kind: LogKind, logId: number, status: string, message: string | null, error: string | null): Promise<void> {
    // `status = RUNNING` guard: a row already recorded as interrupted at shutdown stays so
    if (kind === 'job')
      await this.kernel.pool.query(
        `update sys_job_log set status = $2, job_message = $3, exception_info = $4, end_time = now() where job_log_id = $1 and status = '2'`,
        [logId, status, message, error],
      );
    else
      await this.kernel.pool.query(
        `update sys_task_log set status = $2::text, result = $3::text, message = coalesce($4::text, message), end_time = now(),
           percent = case when $2::text = '0' then 100 else percent end, interrupt_time = case when $2::text = '3' then now() end
         where log_id = $1 and status = '2'`,
        [logId, status, message, error],
      );
    if (kind === 'task')
      await this.kernel.pool.query(
        `update sys_scheduled_task set last_end_time = now() where task_id = (select task_id from sys_task_log where log_id = $1)`,
        [logId],
      );
  }

  /** Number of runs executing in this instance. */
  get runningCount(): number {
    return this.runs.size;
  }

  /** Resolves when no run executes in this instance (tests). */
  async idle(timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.runs.size && Date.now() < until) await Promise.race([...this.runs.values()].map((r) => r.done));
  }

  /**
   * Stops ticking, aborts running handlers, waits up to the grace period, then records whatever still
   * runs as interrupted (security #57). Call before the pool closes.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking?.catch(() => {});
    const running = [...this.runs.values()];
    for (const r of running) r.ctrl.abort(new Error('shutdown'));
    if (running.length) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running.map((r) => r.done)),
        new Promise((res) => (timer = setTimeout(res, this.options.shutdownGraceMs))),
      ]);
      clearTimeout(timer);
    }
    for (const r of this.runs.values())
      await this.finish(r.kind, r.logId, RunStatus.INTERRUPTED, null, 'interrupted: server shutdown').catch(() => {});
  }

  private tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return inClientTransaction(this.kernel.pool, fn);
  }
}

/** A run's progress callback: a task's log row shows it (at most every 250 ms); a job's runs report none. */
function progressWriter(pool: pg.Pool, kind: LogKind, logId: number): JobContext['progress'] {
  let lastProgress = 0;
  return (percent, message) => {
    if (kind !== 'task' || Date.now() - lastProgress < 250) return;
    lastProgress = Date.now();
    const pct = Math.max(0, Math.min(100, Math.round(percent)));
    void pool
      .query(`update sys_task_log set percent = $2, message = coalesce($3::text, message) where log_id = $1 and status = '2'`, [
        logId,
        pct,
        message ?? null,
      ])
      .catch(() => {});
  };
}
