import { defineJobHandler, sql } from '#kernel/server';
const T = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** Does nothing and returns 'ok': a probe that the scheduler fires. */
export const noopJob = defineJobHandler({
  name: 'monitor.noop',
  description: T('空任务（返回 ok）', '空任務（回傳 ok）', 'No-op (returns ok)'),
  params: [],
  async execute() {
    return 'ok';
  },
});

/** Deletes job and task logs older than N days. */
export const cleanLogsJob = defineJobHandler({
  name: 'monitor.cleanLogs',
  description: T('清理 N 天前的调度日志', '清理 N 天前的排程日誌', 'Delete job logs older than N days'),
  params: [{ name: 'days', type: 'integer' }],
  async execute(kernel, [days]) {
    const d = Math.max(0, Number(days));
    const cut = sql<boolean>`create_time < now() - make_interval(days => ${d})`;
    const a = await kernel.db.deleteFrom('sysJobLog').where(cut).where('status', '<>', '2').executeTakeFirst();
    const b = await kernel.db
      .deleteFrom('sysTaskLog')
      .where(sql<boolean>`log_time < now() - make_interval(days => ${d})`)
      .where('status', '<>', '2')
      .executeTakeFirst();
    return `deleted ${Number(a.numDeletedRows) + Number(b.numDeletedRows)}`;
  },
});

/** Waits N seconds (interruptible), reporting progress: for tests of overlap and interruption. */
export const sleepJob = defineJobHandler({
  name: 'monitor.sleep',
  description: T('等待 N 秒（可中断）', '等待 N 秒（可中斷）', 'Wait N seconds (interruptible)'),
  params: [{ name: 'seconds', type: 'number' }],
  async execute(_kernel, [seconds], ctx) {
    const ms = Math.min(3600, Math.max(0, Number(seconds))) * 1000;
    const start = Date.now();
    while (Date.now() - start < ms) {
      if (ctx.signal.aborted) throw new Error('interrupted');
      ctx.progress(((Date.now() - start) / ms) * 100);
      await new Promise((r) => setTimeout(r, Math.min(100, ms - (Date.now() - start))));
    }
    return `slept ${seconds}s`;
  },
});

export const monitorJobs = [noopJob, cleanLogsJob, sleepJob];
