import { Piscina } from 'piscina';
import type { Kernel } from '../kernel.ts';
import { workerScript } from '../worker-script.ts';
import type { SendResult, SendTask, SendWorkerData } from './send.worker.ts';

/** Tasks the send thread runs side by side (each waits on SMTP or HTTP most of its time). */
const CONCURRENT_TASKS = 16;

/**
 * The send thread of a kernel (send.worker.ts; one thread, piscina): e-mails and webhooks are rendered and sent
 * there, off the thread that answers requests. Started on first use, closed with the push queue.
 */
const pools = new WeakMap<Kernel, Piscina<SendTask, SendResult>>();

function sendPool(kernel: Kernel): Piscina<SendTask, SendResult> {
  let pool = pools.get(kernel);
  if (pool) return pool;
  const workerData: SendWorkerData = { allowedAddresses: kernel.config.pusherAllowedAddresses };
  pool = new Piscina<SendTask, SendResult>({
    filename: workerScript('kernel-send', new URL('./send.worker.ts', import.meta.url)),
    minThreads: 1,
    maxThreads: 1,
    concurrentTasksPerWorker: CONCURRENT_TASKS,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData,
    name: 'default',
  });
  pools.set(kernel, pool);
  return pool;
}

/** Renders and sends a task's messages in the send thread; answers, per message, null or the error. */
export const sendInThread = (kernel: Kernel, task: Exclude<SendTask, { close: true }>): Promise<SendResult> => sendPool(kernel).run(task);

/** At shutdown: the SMTP connections close, the running tasks finish, the thread ends. */
export async function stopSendPool(kernel: Kernel): Promise<void> {
  const pool = pools.get(kernel);
  pools.delete(kernel);
  if (!pool) return;
  await pool.run({ close: true }).catch(() => {});
  // tasks still waiting on a hanging server end with the thread
  await Promise.race([pool.close(), new Promise((r) => setTimeout(r, 5000).unref())]);
  await pool.destroy();
}
