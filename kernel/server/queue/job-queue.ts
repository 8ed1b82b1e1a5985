import type PgBoss from 'pg-boss';
import type { Kernel } from '../kernel.ts';

/** What a queue's worker does with a batch of its jobs (throwing fails the batch: pg-boss retries it). */
export type BatchWorker<T> = (kernel: Kernel, jobs: PgBoss.Job<T>[]) => Promise<void>;

/**
 * A named queue in pg-boss (PostgreSQL-backed, schema `pgboss`: several instances share it, a crash loses
 * nothing), with this instance's worker, one client per kernel (tests run several apps in one process). The
 * client starts on first use — pg-boss is loaded then, not when the server starts — or at boot when the queue
 * was used before (`resume`).
 */
export class JobQueue<T extends object> {
  readonly #bosses = new WeakMap<Kernel, Promise<PgBoss>>();
  readonly #resuming = new WeakMap<Kernel, Promise<void>>();

  constructor(
    readonly name: string,
    readonly worker: BatchWorker<T>,
    /**
     * each worker fetches a batch, runs it, and fetches again at once when it took longer than the polling interval
     * (else it waits out the interval); `workers` of them poll side by side
     */
    readonly work: { batchSize: number; pollingIntervalSeconds: number; workers?: number },
  ) {}

  /** The started client with this instance's worker. */
  client(kernel: Kernel): Promise<PgBoss> {
    let boss = this.#bosses.get(kernel);
    if (boss) return boss;
    boss = (async () => {
      const { default: PgBoss } = await import('pg-boss');
      const b = new PgBoss({
        db: { executeSql: (text, values) => kernel.pool.query(text, values) },
        schema: 'pgboss',
        schedule: false,
        supervise: true,
      });
      b.on('error', (e) => console.error(`${this.name} queue:`, e.message));
      await b.start();
      await b.createQueue(this.name);
      const { workers = 1, ...options } = this.work;
      for (let i = 0; i < workers; i++) await b.work<T>(this.name, options, (jobs) => this.worker(kernel, jobs));
      return b;
    })().catch((e) => {
      this.#bosses.delete(kernel);
      throw e;
    });
    this.#bosses.set(kernel, boss);
    return boss;
  }

  /** Whether the client runs here, or the queue was created by some instance before. */
  async exists(kernel: Kernel): Promise<boolean> {
    if (this.#bosses.has(kernel)) return true;
    const schema = await kernel.pool.query(`select to_regclass('pgboss.queue') is not null as ok`);
    if (!schema.rows[0].ok) return false;
    return (await kernel.pool.query('select 1 from pgboss.queue where name = $1', [this.name])).rowCount === 1;
  }

  /**
   * At boot: resume the worker when the queue was used before (jobs of a stopped instance are picked up). It runs
   * beside the server's start, not before its first answer; a failure is reported, and the queue starts again on
   * its next use.
   */
  resume(kernel: Kernel): void {
    const r = (async () => {
      if (await this.exists(kernel)) await this.client(kernel);
    })().catch((e) => console.error(`${this.name} queue:`, (e as Error).message));
    this.#resuming.set(kernel, r);
  }

  /** At shutdown: stop taking jobs, let the running ones finish. */
  async stop(kernel: Kernel): Promise<void> {
    await this.#resuming.get(kernel);
    this.#resuming.delete(kernel);
    const b = this.#bosses.get(kernel);
    this.#bosses.delete(kernel);
    if (b) await (await b.catch(() => null))?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
