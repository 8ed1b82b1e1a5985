import os from 'node:os';
import { workerData } from 'node:worker_threads';
import { type AppConfig, MemoryCache, openDb, openPool } from '#kernel/worker';
import { deploySettled } from './deploy.ts';
import { type PageTask, type PublishReport, renderPages } from './pages.ts';
import { setTagModules } from '../render/tag-modules.ts';
import { RenderRun } from '../render/render-run.ts';
import { syncSearchIndex } from '../search/index-writer.ts';
import type { RenderKernel } from '../render/render-kernel.ts';

/**
 * A render worker thread (render-pool.ts starts them): it reads what its pages need through its own small
 * pool of database connections, renders them in the same liquid sandbox as the main thread (the tag and
 * function registry, the time/output/memory limits) and writes the files itself.
 */
export interface RenderWorkerData {
  config: AppConfig;
  databaseUrl: string;
  dbConnections: number;
}

const { config, databaseUrl, dbConnections } = workerData as RenderWorkerData;

/**
 * A render thread yields the CPU to the API's thread: on Linux a thread's nice value is its own, so this
 * thread (not the process) runs at a lower priority — a publish takes the cores the requests leave, and a
 * request arriving during a publish waits for no render slice. Where the system refuses, it runs as it is.
 */
export const RENDER_NICE = 10;
try {
  os.setPriority(RENDER_NICE);
} catch {
  // not permitted here: the thread keeps the process's priority
}

const db = openDb(openPool(databaseUrl, config.timeZone, dbConnections));
const cache = new MemoryCache();
const kernel: RenderKernel = {
  config,
  db,
  cache,
  // as the kernel reads sys_config; the cache lives for one publish run (see below)
  configValue: (key) =>
    cache.getOrLoad('config', key, async () => {
      const r = await db.selectFrom('sysConfig').select('configValue').where('configKey', '=', key).executeTakeFirst();
      return r?.configValue;
    }),
};

// the memos of the latest publish runs; a new run starts with a fresh cache (config values, word lists)
const runs = new Map<string, RenderRun>();

function runOf(id: string): RenderRun {
  let run = runs.get(id);
  if (!run) {
    cache.clear();
    run = new RenderRun(true);
    runs.set(id, run);
    if (runs.size > 4) runs.delete(runs.keys().next().value as string);
  }
  return run;
}

export default async function render(task: PageTask): Promise<PublishReport> {
  setTagModules(kernel, task.tagModules ?? []);
  const r = await renderPages(kernel, runOf(task.run), task);
  // the pages a deploying pipe is still putting to its bucket (publish/deploy.ts)
  await deploySettled(r);
  return r;
}

/**
 * The search index of these contents brought up to date in this thread (search/index-pool.ts): their texts are
 * cut here, off the API's thread. The dictionary is read afresh for each batch, so an edit made on any instance
 * applies to the next batch.
 */
export async function indexContents(ids: number[]): Promise<number> {
  return syncSearchIndex({ db, cache: new MemoryCache() }, ids);
}
