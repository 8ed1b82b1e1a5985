import type PgBoss from 'pg-boss';
import type { Kernel } from '#kernel/server';
import { publishContentChanges } from './publisher.ts';

/** The publish queue's name in pg-boss (PostgreSQL-backed: several instances share it and a crash loses nothing). */
export const PUBLISH_QUEUE = 'cms-publish';

/** One unit of publishing work: a content published or taken offline (its incremental set). */
export interface PublishJob {
  type: 'content' | 'contentOffline';
  id: number;
}

// one queue client per kernel (tests run several apps in one process)
const bosses = new WeakMap<Kernel, Promise<PgBoss>>();

/** The started queue with this instance's worker (started on first use, or at boot when the queue exists). */
export function publishQueue(kernel: Kernel): Promise<PgBoss> {
  let boss = bosses.get(kernel);
  if (boss) return boss;
  boss = (async () => {
    // pg-boss loads with the queue's first use, not when the server starts
    const { default: PgBoss } = await import('pg-boss');
    const b = new PgBoss({
      db: { executeSql: (text, values) => kernel.pool.query(text, values) },
      schema: 'pgboss',
      schedule: false,
      supervise: true,
    });
    b.on('error', (e) => console.error('publish queue:', e.message));
    await b.start();
    await b.createQueue(PUBLISH_QUEUE);
    await b.work<PublishJob>(PUBLISH_QUEUE, { batchSize: 20, pollingIntervalSeconds: 1 }, async (jobs) => {
      // one batch, one incremental set: list and index pages shared by its contents are written once
      const r = await publishContentChanges(
        kernel,
        jobs.map((j) => ({ contentId: j.data.id, removed: j.data.type === 'contentOffline' })),
      );
      // a page whose template fails is reported, the others are written
      for (const e of r.errors) console.warn(`publish: ${e}`);
      // the bucket's refusals (a deploying pipe): the local pages are written all the same
      for (const f of r.deployFailures ?? []) console.warn(`publish: deploy ${f.pipe}/${f.file}: ${f.code} ${f.message}`);
    });
    return b;
  })().catch((e) => {
    bosses.delete(kernel);
    throw e;
  });
  bosses.set(kernel, boss);
  return boss;
}

/** Queues the publishing of contents (one job each, dropped when the same one is already waiting). */
export async function enqueuePublish(kernel: Kernel, jobs: PublishJob[]): Promise<void> {
  if (!jobs.length) return;
  const b = await publishQueue(kernel);
  for (const j of jobs) await b.send(PUBLISH_QUEUE, j, { singletonKey: `${j.type}:${j.id}`, retryLimit: 2 });
}

/** How many publish jobs wait or run (`GET /cms/publish/taskCount`). */
export async function pendingPublishJobs(kernel: Kernel): Promise<number> {
  if (!bosses.has(kernel) && !(await queueExists(kernel))) return 0;
  // waiting and running jobs alike
  return (await publishQueue(kernel)).getQueueSize(PUBLISH_QUEUE, { before: 'completed' });
}

/** Empties the queue (`DELETE /cms/publish/clear`). */
export async function clearPublishJobs(kernel: Kernel): Promise<void> {
  if (!bosses.has(kernel) && !(await queueExists(kernel))) return;
  await (await publishQueue(kernel)).purgeQueue(PUBLISH_QUEUE);
}

const queueExists = async (kernel: Kernel) =>
  (await kernel.pool.query(`select to_regclass('pgboss.job') is not null as ok`)).rows[0].ok as boolean;

const resuming = new WeakMap<Kernel, Promise<void>>();

/**
 * At boot: resume the worker when the queue was used before (jobs of a crashed instance are picked up). It
 * runs beside the server's start, not before its first answer; a failure is reported, and the queue starts
 * again on its next use.
 */
export function resumePublishQueue(kernel: Kernel): void {
  const r = (async () => {
    if (await queueExists(kernel)) await publishQueue(kernel);
  })().catch((e) => console.error('publish queue:', (e as Error).message));
  resuming.set(kernel, r);
}

/** At shutdown: stop taking jobs, let the running ones finish. */
export async function stopPublishQueue(kernel: Kernel): Promise<void> {
  await resuming.get(kernel);
  resuming.delete(kernel);
  const b = bosses.get(kernel);
  bosses.delete(kernel);
  if (b) await (await b.catch(() => null))?.stop({ graceful: true, wait: true, timeout: 10_000 });
}
