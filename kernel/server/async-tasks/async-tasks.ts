import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import { sql } from '../db/database.ts';
import type { InstanceRegistry } from '../scheduler/instance.ts';
import '../scheduler/tables.ts';

/** Status of an async task (chestnut-api.md §4.3), sent as the enum name. */
export type AsyncTaskStatus = 'READY' | 'RUNNING' | 'SUCCESS' | 'FAILED' | 'INTERRUPTED';

/** The wire shape of an async task (`AsyncTaskVO`). */
export interface AsyncTaskVO {
  taskId: string;
  type: string;
  status: AsyncTaskStatus;
  interruptible: boolean;
  percent: number;
  progressMessage?: string;
  errMessages: string[];
  result?: string;
  readyTime: string;
  startTime?: string;
  endTime?: string;
}

/** What a task body receives: progress reporting, error collection and the stop flag. */
export interface TaskContext {
  readonly id: string;
  /** true once someone asked an interruptible task to stop (on any instance) */
  readonly stopped: boolean;
  /** aborted together with `stopped` */
  readonly signal: AbortSignal;
  /** reports percent (0..100) and an optional message; written to the database at most every 200 ms */
  progress(percent: number, message?: string): void;
  /** records a non-fatal error shown in errMessages */
  error(message: string): void;
  /** throws TaskStopped when stopped: call between steps of long work */
  checkStop(): void;
}

/** Thrown by checkStop(); a task ending with it is INTERRUPTED rather than FAILED. */
export class TaskStopped extends Error {
  constructor() {
    super('stopped');
  }
}

/** Refusals of the async task API; the monitor plugin localizes `reason`. */
export class AsyncTaskError extends Error {
  constructor(
    public reason: 'duplicate' | 'notInterruptible' | 'notFound' | 'stillRunning',
    public taskId: string,
  ) {
    super(`${reason}: ${taskId}`);
  }
}

interface Live {
  ctrl: AbortController;
  percent: number;
  message: string | null;
  errors: string[];
  dirty: boolean;
  lastFlush: number;
  done: Promise<void>;
}

const FLUSH_MS = 200;

/**
 * Long work anywhere in the product reports through this: rows in sys_async_task, so any instance can
 * answer `GET /async/task/{id}`. Stopping sets a flag in the row; the instance running the task polls
 * the flags of its own tasks every second, so a stop sent to another instance arrives too.
 */
export class AsyncTasks {
  private live = new Map<string, Live>();
  private poll: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private db: Db,
    private registry: InstanceRegistry,
    /** run when a task's work ends, before its status says so: a task writes after its request answered */
    private afterWork: () => Promise<void> = async () => {},
  ) {}

  /**
   * Starts `fn` in the background and returns the task id once the task is recorded READY. A given id
   * that is READY or RUNNING anywhere is refused (AsyncTaskError 'duplicate'); a finished one is replaced.
   */
  async start(
    type: string,
    id: string | undefined,
    fn: (ctx: TaskContext) => Promise<string | void>,
    opts: { interruptible?: boolean } = {},
  ): Promise<string> {
    const taskId = id ?? `${type || 'Task'}-${crypto.randomUUID()}`;
    const row = await this.db
      .insertInto('sysAsyncTask')
      .values({ taskId, taskType: type, status: 'READY', interruptible: opts.interruptible ?? false, instanceNo: this.registry.instanceNo })
      .onConflict((oc) =>
        oc
          .column('taskId')
          .doUpdateSet({
            taskType: type,
            status: 'READY',
            interruptible: opts.interruptible ?? false,
            stopRequested: false,
            percent: 0,
            progressMessage: null,
            errMessages: sql<string[]>`'[]'::jsonb`,
            result: null,
            instanceNo: this.registry.instanceNo,
            readyTime: sql<string>`now()`,
            startTime: null,
            endTime: null,
          })
          .where('sysAsyncTask.status', 'not in', ['READY', 'RUNNING']),
      )
      .returning('taskId')
      .executeTakeFirst();
    if (!row) throw new AsyncTaskError('duplicate', taskId);

    const ctrl = new AbortController();
    const live: Live = { ctrl, percent: 0, message: null, errors: [], dirty: false, lastFlush: 0, done: Promise.resolve() };
    const ctx: TaskContext = {
      id: taskId,
      get stopped() {
        return ctrl.signal.aborted;
      },
      signal: ctrl.signal,
      progress: (percent, message) => {
        live.percent = Math.max(0, Math.min(100, Math.round(percent)));
        if (message !== undefined) live.message = message;
        live.dirty = true;
        if (Date.now() - live.lastFlush >= FLUSH_MS) void this.flush(taskId, live);
      },
      error: (message) => {
        live.errors.push(message);
        live.dirty = true;
      },
      checkStop: () => {
        if (ctrl.signal.aborted) throw new TaskStopped();
      },
    };
    this.live.set(taskId, live);
    this.ensurePoll();
    live.done = (async () => {
      // yield first so the caller gets the id before the work begins
      await new Promise((r) => setImmediate(r));
      let status: AsyncTaskStatus = 'SUCCESS';
      let result: string | null = null;
      try {
        await this.db
          .updateTable('sysAsyncTask')
          .set({ status: 'RUNNING', startTime: sql<string>`now()` })
          .where('taskId', '=', taskId)
          .where('status', '=', 'READY')
          .execute();
        const r = await fn(ctx);
        result = r == null ? null : String(r).slice(0, 2000);
        if (ctrl.signal.aborted) status = 'INTERRUPTED';
        else live.percent = 100;
      } catch (e) {
        status = ctrl.signal.aborted || e instanceof TaskStopped ? 'INTERRUPTED' : 'FAILED';
        if (status === 'FAILED') live.errors.push((e as Error)?.message ?? String(e));
      }
      await this.afterWork().catch(() => {});
      await this.finish(taskId, live, status, result).catch(() => {});
    })().finally(() => this.live.delete(taskId));
    return taskId;
  }

  private async flush(taskId: string, live: Live): Promise<void> {
    if (!live.dirty || this.closed) return;
    live.dirty = false;
    live.lastFlush = Date.now();
    await this.db
      .updateTable('sysAsyncTask')
      .set({
        percent: live.percent,
        progressMessage: live.message,
        errMessages: sql<string[]>`${JSON.stringify(live.errors)}::jsonb`,
      })
      .where('taskId', '=', taskId)
      .where('status', '=', 'RUNNING')
      .execute()
      .catch(() => {});
  }

  private async finish(taskId: string, live: Live, status: AsyncTaskStatus, result: string | null): Promise<void> {
    await this.db
      .updateTable('sysAsyncTask')
      .set({
        status,
        result,
        percent: live.percent,
        progressMessage: live.message,
        errMessages: sql<string[]>`${JSON.stringify(live.errors)}::jsonb`,
        endTime: sql<string>`now()`,
      })
      .where('taskId', '=', taskId)
      .where('status', 'in', ['READY', 'RUNNING'])
      .execute();
  }

  // every second while this instance runs tasks: write pending progress, pick up stop requests
  private ensurePoll(): void {
    if (this.poll || this.closed) return;
    this.poll = setInterval(() => void this.pollOnce(), 1000);
    this.poll.unref();
  }

  private async pollOnce(): Promise<void> {
    if (this.live.size === 0) {
      if (this.poll) clearInterval(this.poll);
      this.poll = null;
      return;
    }
    for (const [id, l] of this.live) await this.flush(id, l);
    const ids = [...this.live.keys()];
    const rows = await this.db
      .selectFrom('sysAsyncTask')
      .select('taskId')
      .where('taskId', 'in', ids)
      .where('stopRequested', '=', true)
      .execute()
      .catch(() => []);
    for (const r of rows) this.live.get(r.taskId)?.ctrl.abort();
  }

  /** One task as the API shows it. */
  async get(taskId: string): Promise<AsyncTaskVO | undefined> {
    const r = await this.query().where('taskId', '=', taskId).executeTakeFirst();
    return r && toVO(r);
  }

  /** Tasks filtered by type and id fragment, newest first (at most `limit`). */
  async list(filter: { type?: string; id?: string; status?: string } = {}, limit = 500): Promise<AsyncTaskVO[]> {
    let q = this.query();
    if (filter.type) q = q.where('taskType', '=', filter.type);
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.id) q = q.where('taskId', 'ilike', `%${filter.id.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    return (await q.orderBy('readyTime', 'desc').limit(limit).execute()).map(toVO);
  }

  private query() {
    return this.db
      .selectFrom('sysAsyncTask')
      .select([
        'taskId',
        'taskType',
        'status',
        'interruptible',
        'percent',
        'progressMessage',
        'errMessages',
        'result',
        'readyTime',
        'startTime',
        'endTime',
      ]);
  }

  /** Asks interruptible tasks to stop; refuses (whole call) when one is not interruptible or unknown. */
  async stop(ids: string[]): Promise<void> {
    const rows = await this.db
      .selectFrom('sysAsyncTask')
      .select(['taskId', 'interruptible', 'status'])
      .where('taskId', 'in', ids)
      .execute();
    for (const id of ids) {
      const r = rows.find((x) => x.taskId === id);
      if (!r) throw new AsyncTaskError('notFound', id);
      if (!r.interruptible) throw new AsyncTaskError('notInterruptible', id);
    }
    await this.db
      .updateTable('sysAsyncTask')
      .set({ stopRequested: true })
      .where('taskId', 'in', ids)
      .where('status', 'in', ['READY', 'RUNNING'])
      .execute();
    for (const id of ids) this.live.get(id)?.ctrl.abort();
  }

  /** Removes finished tasks; refuses while one of them is still READY or RUNNING. */
  async remove(ids: string[]): Promise<number> {
    const busy = await this.db
      .selectFrom('sysAsyncTask')
      .select('taskId')
      .where('taskId', 'in', ids)
      .where('status', 'in', ['READY', 'RUNNING'])
      .executeTakeFirst();
    if (busy) throw new AsyncTaskError('stillRunning', busy.taskId);
    const r = await this.db.deleteFrom('sysAsyncTask').where('taskId', 'in', ids).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Resolves when the task (running in this instance) has finished. */
  async wait(taskId: string): Promise<void> {
    await this.live.get(taskId)?.done;
  }

  /** At shutdown: aborts local tasks, gives them a moment, and records the rest INTERRUPTED. */
  async shutdown(graceMs = 2000): Promise<void> {
    const all = [...this.live.values()];
    for (const l of all) l.ctrl.abort();
    if (all.length) {
      let t: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled(all.map((l) => l.done)), new Promise((r) => (t = setTimeout(r, graceMs)))]);
      clearTimeout(t);
    }
    for (const [id, l] of this.live)
      await this.finish(id, { ...l, errors: [...l.errors, 'interrupted: server shutdown'] }, 'INTERRUPTED', null).catch(() => {});
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
  }
}

function toVO(r: {
  taskId: string;
  taskType: string;
  status: string;
  interruptible: boolean;
  percent: number;
  progressMessage: string | null;
  errMessages: string[];
  result: string | null;
  readyTime: string;
  startTime: string | null;
  endTime: string | null;
}): AsyncTaskVO {
  const vo: AsyncTaskVO = {
    taskId: r.taskId,
    type: r.taskType,
    status: r.status as AsyncTaskStatus,
    interruptible: r.interruptible,
    percent: r.percent,
    errMessages: r.errMessages ?? [],
    readyTime: r.readyTime,
  };
  if (r.progressMessage != null) vo.progressMessage = r.progressMessage;
  if (r.result != null) vo.result = r.result;
  if (r.startTime != null) vo.startTime = r.startTime;
  if (r.endTime != null) vo.endTime = r.endTime;
  return vo;
}
