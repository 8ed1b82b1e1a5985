import { sql, type Db } from '#kernel/worker';
import '../db/ad-tables.ts';

/** enabled (`AD_STATE.ENABLED` of shared/advertisement.ts; this file is also loaded in the render threads) */
const ENABLED = '0';
import { adLinks } from './ad-links.ts';

/** An ad as a published space and the `cms_advertisement` tag give it to templates and the rotation. */
export interface PublishedAd {
  advertisementId: number;
  adSpaceId: number;
  name: string;
  type: string;
  weight: number;
  keywords: string | null;
  /** the signed click link (the server redirects to the ad's own URL); empty when the ad has no URL */
  link: string;
  /** the signed impression link the rotation calls for the ad it shows (empty in a preview) */
  viewUrl: string;
  resourcePath: string | null;
  /** the image's public URL */
  resourceSrc: string;
  onlineDate: string;
  offlineDate: string;
}

/** The SQL of "online now": enabled and within its dates. */
export const ONLINE_NOW = sql<boolean>`(state = ${ENABLED} and online_date <= now() and offline_date > now())`;

/**
 * The ads of spaces that are online now, heaviest first, with their signed links (`apiBase` of the server) and
 * image URLs (`resourceUrl` of the render); `preview`: no impression link (a preview counts nothing).
 */
export async function onlineAds(
  db: Db,
  o: {
    /** the spaces by id, or one space of a site by its code */
    spaceIds?: number[];
    spaceCode?: { siteId: number; code: string };
    apiBase: string;
    preview: boolean;
    resourceUrl: (v: string) => Promise<string>;
    limit?: number;
  },
): Promise<PublishedAd[]> {
  if (!o.spaceIds?.length && !o.spaceCode) return [];
  let q = db.selectFrom('cmsAdvertisement');
  q = o.spaceIds?.length
    ? q.where('adSpaceId', 'in', o.spaceIds)
    : q.where('siteId', '=', o.spaceCode!.siteId).where(sql`lower(ad_space_code)`, '=', o.spaceCode!.code.toLowerCase());
  const rows = await q
    .select([
      'advertisementId',
      'siteId',
      'adSpaceId',
      'name',
      'type',
      'weight',
      'keywords',
      'redirectUrl',
      'resourcePath',
      'onlineDate',
      'offlineDate',
    ])
    .where(ONLINE_NOW)
    .orderBy('weight', 'desc')
    .orderBy('advertisementId')
    .limit(o.limit ?? 100)
    .execute();
  return Promise.all(
    rows.map(async (r) => {
      const links = await adLinks(db, o.apiBase, r.siteId, r.advertisementId);
      return {
        advertisementId: r.advertisementId,
        adSpaceId: r.adSpaceId,
        name: r.name,
        type: r.type,
        weight: r.weight,
        keywords: r.keywords,
        link: r.redirectUrl ? links.click : '',
        viewUrl: o.preview ? '' : links.view,
        resourcePath: r.resourcePath,
        resourceSrc: r.resourcePath ? await o.resourceUrl(r.resourcePath) : '',
        onlineDate: r.onlineDate,
        offlineDate: r.offlineDate,
      };
    }),
  );
}
