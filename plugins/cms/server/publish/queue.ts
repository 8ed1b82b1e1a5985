import { JobQueue, type Kernel } from '#kernel/server';
import { publishContentChanges } from './publisher.ts';
import { noticePublishFailed } from '../push-events.ts';
import { indexInPool } from '../search/index-pool.ts';

/**
 * One unit of publishing work: a content published or taken offline (its incremental set), or a content whose
 * place in the search index may have changed without a page to write (moved, deleted, restored).
 */
export interface PublishJob {
  type: 'content' | 'contentOffline' | 'index';
  id: number;
}

/** The publish queue (pg-boss): several instances share it and a crash loses nothing. */
const publishQueue = new JobQueue<PublishJob>(
  'cms-publish',
  async (kernel, jobs) => {
    // one batch, one incremental set: list and index pages shared by its contents are written once
    const pages = jobs.filter((j) => j.data.type !== 'index');
    // beside it, the search index follows every content the batch touched (published: indexed; anything else: out)
    const [r] = await Promise.all([
      publishContentChanges(
        kernel,
        pages.map((j) => ({ contentId: j.data.id, removed: j.data.type === 'contentOffline' })),
      ),
      indexInPool(kernel, [...new Set(jobs.map((j) => j.data.id))]),
    ]);
    // a page whose template fails is reported, the others are written
    for (const e of r.errors) console.warn(`publish: ${e}`);
    // the bucket's refusals (a deploying pipe): the local pages are written all the same
    for (const f of r.deployFailures ?? []) console.warn(`publish: deploy ${f.pipe}/${f.file}: ${f.code} ${f.message}`);
    const failures = [...r.errors, ...(r.deployFailures ?? []).map((f) => `deploy ${f.pipe}/${f.file}: ${f.code} ${f.message}`)];
    await noticePublishFailed(
      kernel,
      pages.map((j) => j.data.id),
      failures,
    ).catch((e) => console.warn(`publish: notice: ${(e as Error).message}`));
  },
  { batchSize: 20, pollingIntervalSeconds: 1 },
);

/** The publish queue's name in pg-boss. */
export const PUBLISH_QUEUE = publishQueue.name;

/** Queues the publishing of contents (one job each, dropped when the same one is already waiting). */
export async function enqueuePublish(kernel: Kernel, jobs: PublishJob[]): Promise<void> {
  if (!jobs.length) return;
  const b = await publishQueue.client(kernel);
  for (const j of jobs) await b.send(PUBLISH_QUEUE, j, { singletonKey: `${j.type}:${j.id}`, retryLimit: 2 });
}

/** Queues the search index's look at contents that left or came back without a page to write (moved, deleted, restored). */
export const enqueueReindex = (kernel: Kernel, ids: readonly number[]) =>
  enqueuePublish(
    kernel,
    ids.map((id) => ({ type: 'index', id })),
  );

/** How many publish jobs wait or run (`GET /cms/publish/taskCount`). */
export async function pendingPublishJobs(kernel: Kernel): Promise<number> {
  if (!(await publishQueue.exists(kernel))) return 0;
  // waiting and running jobs alike
  return (await publishQueue.client(kernel)).getQueueSize(PUBLISH_QUEUE, { before: 'completed' });
}

/** Empties the queue (`DELETE /cms/publish/clear`). */
export async function clearPublishJobs(kernel: Kernel): Promise<void> {
  if (!(await publishQueue.exists(kernel))) return;
  await (await publishQueue.client(kernel)).purgeQueue(PUBLISH_QUEUE);
}

/** At boot: resume the worker when the queue was used before (jobs of a crashed instance are picked up). */
export const resumePublishQueue = (kernel: Kernel) => publishQueue.resume(kernel);

/** At shutdown: stop taking jobs, let the running ones finish. */
export const stopPublishQueue = (kernel: Kernel) => publishQueue.stop(kernel);
