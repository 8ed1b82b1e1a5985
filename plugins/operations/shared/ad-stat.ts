import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

const optionalTime = () => Type.Optional(Type.String({ maxLength: 19, pattern: '^(|\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)$' }));

/** `GET /cms/ad/stat` (not paged): per ad, its clicks and impressions in the range (default: the last 30 days). */
export const AdStatQuery = Type.Object({ beginTime: optionalTime(), endTime: optionalTime() });
export type AdStatQuery = Static<typeof AdStatQuery>;

/** One ad's counts in a range (v1.4.3 `{statId,siteId,hour,advertisementId,click,view,adName}` grouped per ad), with its CTR. */
export interface AdStatRow {
  advertisementId: number;
  siteId: number;
  adName: string;
  click: number;
  view: number;
  /** clicks / impressions, 0–1 */
  ctr: number;
  botView: number;
  botClick: number;
}

/** `GET /cms/ad/stat/chart` */
export const AdChartQuery = Type.Object({ advertisementId: Wire.id(), beginTime: optionalTime(), endTime: optionalTime() });
export type AdChartQuery = Static<typeof AdChartQuery>;

/** The line chart: hours (or days for a range over 3 days) and the clicks and impressions of each (v1.4.3 `{xAxisDatas, lineDatas}`). */
export interface AdChartData {
  xAxisDatas: string[];
  lineDatas: { click: number[]; view: number[] };
}

/** `GET /cms/ad/stat/click`, `/cms/ad/stat/view` */
export const AdLogQuery = Type.Object({
  ...Wire.paging(),
  advertisementId: Type.Optional(Wire.id()),
  beginTime: optionalTime(),
  endTime: optionalTime(),
});
export type AdLogQuery = Static<typeof AdLogQuery>;

/** A logged click or impression (v1.4.3 `{logId,siteId,adId,adName,host,ip,address,referer,browser,userAgent,os,deviceType,locale,evtTime}`; the IP masked). */
export interface AdLogRow {
  logId: number;
  siteId: number;
  adId: number;
  adName?: string;
  host: string | null;
  ip: string | null;
  referer: string | null;
  browser: string | null;
  userAgent: string | null;
  os: string | null;
  deviceType: string | null;
  locale: string | null;
  bot: boolean;
  evtTime: string;
}

/** `GET /cms/ad/sponsor/calendar`: one sponsor's placements across spaces and sites. */
export const SponsorCalendarQuery = Type.Object({
  sponsor: Wire.text(100),
  /** the month shown, `yyyy-MM` (default: this month) */
  month: Type.Optional(Type.String({ pattern: '^(|\\d{4}-(0[1-9]|1[0-2]))$' })),
});
export type SponsorCalendarQuery = Static<typeof SponsorCalendarQuery>;

/** A placement of the sponsor and the placements of theirs it overlaps in the same space. */
export interface SponsorPlacement {
  advertisementId: number;
  name: string;
  siteId: number;
  siteName: string;
  adSpaceId: number;
  adSpaceName: string;
  onlineDate: string;
  offlineDate: string;
  state: string;
  /** ids of the sponsor's other ads in the same space whose dates overlap this one's */
  overlaps: number[];
}

/** `GET /cms/ad/sponsor/report` (xlsx): one sponsor's month. */
export const SponsorReportQuery = Type.Object({
  sponsor: Wire.text(100),
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
});
export type SponsorReportQuery = Static<typeof SponsorReportQuery>;
