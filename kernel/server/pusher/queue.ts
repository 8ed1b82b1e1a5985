import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Kernel } from '../kernel.ts';
import { JobQueue } from '../queue/job-queue.ts';
import { deliverBatch } from './deliver.ts';
import { closeTransports } from './smtp.ts';

/** One job per delivery row (sys_push_delivery). */
export interface PushJob {
  deliveryId: number;
}

/**
 * The deliveries' queue: every instance works it, a job is fetched once. A batch is sent side by side (SMTP
 * connections pooled per channel); when one of its deliveries failed with retries left, the batch is thrown
 * back for pg-boss to retry with backoff, the batch's sent ones finding nothing left to do then.
 */
export const pushQueue = new JobQueue<PushJob>(
  'kernel-push',
  async (kernel, jobs) => {
    const failed = await deliverBatch(
      kernel,
      jobs.map((j) => j.data.deliveryId),
    );
    if (failed.length) throw new Error(failed.join('; ').slice(0, 1000));
  },
  // a drain of 10,000 e-mails runs at several hundred a second (tests/bench/pusher-drain.ts)
  { batchSize: 100, pollingIntervalSeconds: 0.5, workers: 4 },
);

/** Queues deliveries inside the emitter's transaction: they are sent once it commits, never when it rolls back. */
export async function enqueueDeliveries(kernel: Kernel, trx: Db, deliveryIds: number[]): Promise<void> {
  if (!deliveryIds.length) return;
  const b = await pushQueue.client(kernel);
  const raw = trx.withoutPlugins();
  await b.insert(
    deliveryIds.map((deliveryId) => ({
      name: pushQueue.name,
      data: { deliveryId },
      retryLimit: kernel.config.pusherRetryLimit,
      retryDelay: kernel.config.pusherRetryDelaySeconds,
      retryBackoff: true,
    })),
    { db: { executeSql: async (text, values) => ({ rows: (await raw.executeQuery(CompiledQuery.raw(text, values ?? []))).rows }) } },
  );
}

/** At boot: deliveries queued before this start (by a stopped instance) go out. */
export const resumePushQueue = (kernel: Kernel) => pushQueue.resume(kernel);

/** At shutdown: stop taking jobs, let the running ones finish, close the SMTP connections. */
export async function stopPushQueue(kernel: Kernel): Promise<void> {
  await pushQueue.stop(kernel);
  closeTransports();
}
