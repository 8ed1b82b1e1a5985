import type { Kernel } from '../kernel.ts';
import { JobQueue } from '../queue/job-queue.ts';
import { deliverBatch } from './deliver.ts';

/** One job per delivery row (sys_push_delivery) to send again. */
export interface PushJob {
  deliveryId: number;
}

/**
 * The retries' queue (pg-boss): a delivery whose first attempt failed (sender.ts) comes back here after the
 * retry delay, doubling with each attempt. Every instance works it, a job is fetched once; when one of a
 * batch's deliveries failed again with retries left, the batch is thrown back for pg-boss to retry with
 * backoff, the batch's sent ones finding nothing left to do then.
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
  // retries wait out seconds at least: one worker, polling every two
  { batchSize: 100, pollingIntervalSeconds: 2, workers: 1 },
);

/**
 * Queues the retries of deliveries whose first attempt failed: the first after PUSHER_RETRY_DELAY_SECONDS,
 * each next one after twice the last (pg-boss's backoff), PUSHER_RETRY_LIMIT in all.
 */
export async function enqueueRetries(kernel: Kernel, deliveryIds: number[]): Promise<void> {
  const { pusherRetryLimit: limit, pusherRetryDelaySeconds: delay } = kernel.config;
  if (!deliveryIds.length || limit < 1) return;
  const b = await pushQueue.client(kernel);
  await b.insert(
    deliveryIds.map((deliveryId) => ({
      name: pushQueue.name,
      data: { deliveryId },
      startAfter: String(delay),
      retryLimit: limit - 1,
      retryDelay: delay * 2,
      retryBackoff: true,
    })),
  );
}
