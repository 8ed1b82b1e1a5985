import { defineJobHandler, type Kernel } from '#kernel/server';
import { statClock } from '../services/stat-clock.ts';

const T = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** System → Parameters key: days raw page views are kept (0 = for good); rollups are always kept. */
export const KEEP_DAYS_CONFIG = 'StatVisitLogKeepDays';
export const DEFAULT_KEEP_DAYS = 90;

/**
 * The hourly clean-up of the statistics: raw page views older than `StatVisitLogKeepDays`, the visitor and IP set
 * rows of past hours and days (only the current ones decide whether a hash is new), and the salts of past days —
 * after which yesterday's hashes can no longer be tied to an address. Returns what it removed.
 */
export async function cleanStatistics(kernel: Kernel, now = Date.now()): Promise<{ events: number; seen: number; salts: number }> {
  const raw = Number(await kernel.configValue(KEEP_DAYS_CONFIG));
  const keepDays = Number.isInteger(raw) && raw >= 0 ? raw : DEFAULT_KEEP_DAYS;
  const slot = statClock(kernel.config.timeZone)(now);
  const events =
    keepDays > 0
      ? (await kernel.pool.query('delete from cms_site_visit_log where evt_time < $1', [new Date(slot.dayStart - keepDays * 86_400_000)]))
          .rowCount
      : 0;
  const seen = (
    await kernel.pool.query(
      `delete from cms_site_stat_seen where (period in ('hv', 'hi') and period_start < $1) or (period in ('dv', 'di') and period_start < $2)`,
      [new Date(slot.hourStart), new Date(slot.dayStart)],
    )
  ).rowCount;
  const salts = (await kernel.pool.query('delete from cms_site_stat_salt where stat_day < $1', [slot.day])).rowCount;
  return { events: events ?? 0, seen: seen ?? 0, salts: salts ?? 0 };
}

export const statJobs = [
  defineJobHandler({
    name: 'operations.statCleanup',
    description: T('清理过期的访问日志与访客集合', '清理過期的訪問日誌與訪客集合', 'Clean old visit logs and visitor sets'),
    params: [],
    execute: async (kernel) => {
      const r = await cleanStatistics(kernel);
      return `events ${r.events}, visitor sets ${r.seen}, salts ${r.salts}`;
    },
  }),
];

/** The statistics' seeds: the clean-up job (hourly) and the retention parameter. */
export const statSeed = {
  scheduledJobs: [
    {
      name: T('清理过期的访问日志与访客集合', '清理過期的訪問日誌與訪客集合', 'Clean old visit logs and visitor sets'),
      invokeTarget: 'operations.statCleanup',
      cron: '0 5 * * * ?',
    },
  ],
  configs: [
    {
      key: KEEP_DAYS_CONFIG,
      value: String(DEFAULT_KEEP_DAYS),
      name: T('访问日志保留天数', '訪問日誌保留天數', 'Visit log retention (days)'),
      remark: 'days raw page views are kept (0 = for good); the statistics rollups are always kept',
    },
  ],
};
