import { defineJobHandler, type Kernel, PAGE_WIDGET_HOST, sql } from '#kernel/server';
import { texts as T } from '#kernel/server';
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

/** The scheduler's handler (seeded to run every minute). */
export const AD_SCHEDULE_JOB = 'operations.adSchedule';

export const adJobs = [
  defineJobHandler({
    name: AD_SCHEDULE_JOB,
    description: T('广告按上下线时间上线和下线', '廣告按上下線時間上線和下線', 'Take ads online and offline at their dates'),
    params: [],
    execute: async (kernel) => {
      const r = await takeAdsOnlineAndOffline(kernel);
      return `ads ${r.ads}, spaces republished ${r.spaces}`;
    },
  }),
];
