import crypto from 'node:crypto';
import os from 'node:os';
import { Piscina } from 'piscina';
import { type Kernel, workerScript } from '#kernel/server';
import { tagModulesOf } from '../render/tag-modules.ts';
import { deployFailuresOf } from './deploy.ts';
import { emptyReport, type PageTask, type PublishReport } from './pages.ts';
import type { RenderWorkerData } from './render.worker.ts';

/**
 * The pool of render worker threads (piscina), one per kernel: publishing renders there, so it uses every
 * core and the API's thread stays free. Created on first use, destroyed when the kernel stops.
 * `CMS_RENDER_THREADS` sets its size (default: the cores available).
 */
const pools = new WeakMap<Kernel, Piscina<PageTask, PublishReport>>();

/** How many render threads: CMS_RENDER_THREADS (1–64) or the cores available. */
export function renderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const v = env.CMS_RENDER_THREADS;
  if (v == null || v === '') return Math.max(1, os.availableParallelism());
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`CMS_RENDER_THREADS must be an integer in 1..64, got "${v}"`);
  return n;
}

export function renderPool(kernel: Kernel): Piscina<PageTask, PublishReport> {
  let pool = pools.get(kernel);
  if (pool) return pool;
  const threads = renderThreads();
  const data: RenderWorkerData = {
    config: kernel.config,
    databaseUrl: String(kernel.pool.options.connectionString),
    // a page's lookups still loading are waited for together (engine.ts): a few connections let them run at once
    dbConnections: 4,
  };
  pool = new Piscina<PageTask, PublishReport>({
    filename: workerScript('cms-render', new URL('./render.worker.ts', import.meta.url)),
    minThreads: threads,
    maxThreads: threads,
    workerData: data,
    name: 'default',
  });
  pools.set(kernel, pool);
  return pool;
}

/** At shutdown: the running tasks finish, then the threads end. */
export async function stopRenderPool(kernel: Kernel): Promise<void> {
  const pool = pools.get(kernel);
  pools.delete(kernel);
  await pool?.close();
}

/** A fresh publish run's id: the tasks of one run share their lookups in the workers. */
export const newRun = () => crypto.randomUUID();

/**
 * Runs page tasks on the pool, at most `inFlight` at a time (so a stop request takes effect soon), and adds
 * their reports up; `onDone` hears each finished task.
 */
export async function runPageTasks(
  kernel: Kernel,
  tasks: PageTask[],
  o: { r?: PublishReport; onDone?: (task: PageTask) => void; stopped?: () => boolean } = {},
): Promise<PublishReport> {
  const r = o.r ?? emptyReport();
  const pool = renderPool(kernel);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < tasks.length && !failed && !o.stopped?.()) {
      const task = tasks[next++];
      // the worker renders with the tags this kernel's plugins contribute (the list as it is now)
      const done = await pool.run({ ...task, tagModules: tagModulesOf(kernel) }).catch((e) => {
        failed = true;
        throw e;
      });
      r.pages += done.pages;
      r.errors.push(...done.errors);
      if (done.deployFailures?.length) deployFailuresOf(r).push(...done.deployFailures);
      o.onDone?.(task);
    }
  };
  const inFlight = Math.min(tasks.length, pool.maxThreads * 2);
  await Promise.all(Array.from({ length: inFlight }, lane));
  return r;
}
