import type { Kernel } from '../kernel.ts';
import { emitEvent } from '../pusher/emit.ts';

/**
 * Tells the subscribers of `kernel.job.failed` (message pusher) that a scheduled job's run failed: its name,
 * invoke target, start time and the first line of its error. A failure to record the notice is only logged.
 */
export async function noticeJobFailed(kernel: Kernel, jobLogId: number, error: string | null): Promise<void> {
  await kernel.db.transaction().execute(async (trx) => {
    const run = await trx
      .selectFrom('sysJobLog')
      .select(['jobName', 'invokeTarget', 'startTime'])
      .where('jobLogId', '=', jobLogId)
      .executeTakeFirst();
    if (!run) return;
    await emitEvent(kernel, trx, 'kernel.job.failed', {
      jobName: run.jobName,
      invokeTarget: run.invokeTarget,
      time: run.startTime,
      error: (error ?? '').split('\n')[0].slice(0, 500),
    });
  });
}
