import { defineJobHandler, type Kernel, PAGE_WIDGET_HOST, sql } from '#kernel/server';
import { texts as T } from '#kernel/server';
import { DEFAULT_KEEP_DAYS, KEEP_DAYS_CONFIG } from '../jobs/stat-cleanup.ts';
import { ONLINE_NOW } from './online-ads.ts';

/**
 * Ads go online and offline at their dates: the job marks each ad whose "online now" changed since it last
 * looked (`live`) and writes the published spaces of those ads again (the rotation holds only online ads).
 * The ads' own writes call `republishSpaces` at once.
 */
export async function takeAdsOnlineAndOffline(kernel: Kernel): Promise<{ ads: number; spaces: number }> {
  const { rows } = await sql<{ adSpaceId: number }>`
    update cms_advertisement set live = ${ONLINE_NOW} where live is distinct from ${ONLINE_NOW} returning ad_space_id`.execute(kernel.db);
  const spaces = await republishSpaces(
    kernel,
    rows.map((r) => Number(r.adSpaceId)),
  );
  return { ads: rows.length, spaces };
}

/** the published ones of these spaces written again (their ads' `live` brought up to date first); answers how many */
export async function republishSpaces(kernel: Kernel, spaceIds: number[]): Promise<number> {
  const ids = [...new Set(spaceIds)];
  if (!ids.length) return 0;
  await sql`update cms_advertisement set live = ${ONLINE_NOW} where ad_space_id = any(${ids}::bigint[])`.execute(kernel.db);
  return (await kernel.services.get(PAGE_WIDGET_HOST)?.republish(ids)) ?? 0;
}

/** the fewest days ad logs are kept: the monthly sponsor report counts a month's daily visitors from them */
export const AD_LOG_MIN_DAYS = 62;

/**
 * Raw ad clicks and impressions older than the statistics' retention (`StatVisitLogKeepDays`, 0 = for good; at
 * least AD_LOG_MIN_DAYS) are removed; the hourly counts are kept for good. Answers how many rows went.
 */
export async function pruneAdLogs(kernel: Kernel): Promise<number> {
  const raw = Number(await kernel.configValue(KEEP_DAYS_CONFIG));
  const keepDays = Number.isInteger(raw) && raw >= 0 ? raw : DEFAULT_KEEP_DAYS;
  if (keepDays === 0) return 0;
  const days = Math.max(keepDays, AD_LOG_MIN_DAYS);
  let n = 0;
  for (const table of ['cms_ad_view_log', 'cms_ad_click_log'])
    n += Number(
      (await sql`delete from ${sql.table(table)} where evt_time < now() - make_interval(days => ${days})`.execute(kernel.db))
        .numAffectedRows ?? 0,
    );
  return n;
}

/** The scheduler's handler (seeded to run every minute; the logs are pruned at the top of each hour). */
export const AD_SCHEDULE_JOB = 'operations.adSchedule';

export const adJobs = [
  defineJobHandler({
    name: AD_SCHEDULE_JOB,
    description: T('广告按上下线时间上线和下线', '廣告按上下線時間上線和下線', 'Take ads online and offline at their dates'),
    params: [],
    execute: async (kernel) => {
      const r = await takeAdsOnlineAndOffline(kernel);
      const pruned = new Date().getMinutes() === 0 ? await pruneAdLogs(kernel) : 0;
      return `ads ${r.ads}, spaces republished ${r.spaces}, log rows removed ${pruned}`;
    },
  }),
];
