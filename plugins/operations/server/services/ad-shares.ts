import { sql, type Kernel } from '#kernel/server';
import type { AdShare } from '../../shared/advertisement.ts';
import { ONLINE_NOW } from './online-ads.ts';

/**
 * Each ad of a space with its share of the rotation (its weight over the online ads' total: what a published
 * space shows, before publishing) and of the impressions counted in the last 30 days.
 */
export async function adShares(kernel: Kernel, spaceId: number): Promise<AdShare[]> {
  const { rows } = await sql<{ advertisementId: number; name: string; weight: number; online: boolean; views30: number }>`
    select a.advertisement_id, a.name, a.weight, ${ONLINE_NOW} as online,
      coalesce((select sum(h.view) from cms_ad_hour_stat h
        where h.advertisement_id = a.advertisement_id and h.hour >= now() - interval '30 days'), 0)::int as views30
    from cms_advertisement a where a.ad_space_id = ${spaceId} order by a.weight desc, a.advertisement_id`.execute(kernel.db);
  const weights = rows.filter((r) => r.online).reduce((n, r) => n + r.weight, 0);
  const views = rows.reduce((n, r) => n + r.views30, 0);
  return rows.map((r) => ({
    advertisementId: Number(r.advertisementId),
    name: r.name,
    weight: r.weight,
    online: r.online,
    share: r.online && weights ? r.weight / weights : 0,
    views30: r.views30,
    viewShare30: views ? r.views30 / views : 0,
  }));
}
