import { type Static, Type } from 'typebox';
import { CLIENT_DEVICES, type ClientDevice, Wire } from '#kernel/shared';

/** Client types of the statistics (desktop first: the default of an unknown user agent). */
export const DEVICE_TYPES = CLIENT_DEVICES;
export type DeviceType = ClientDevice;

/** Where a page view came from; `internal` is a step inside a visit (not an entry). */
export const SOURCE_TYPES = ['direct', 'search', 'outside', 'internal'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** How a raw event was counted: visitors, bots (isbot) and addresses of INTERNAL IP rules apart. */
export const VISIT_KINDS = ['visitor', 'bot', 'internal'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** Granularity of the site trend. */
export const TREND_GRANS = ['hour', 'day', 'week', 'month'] as const;
export type TrendGran = (typeof TREND_GRANS)[number];

/** Largest beacon body in bytes (the route refuses bigger ones before parsing). */
export const BEACON_BODY_LIMIT = 4096;

/** `POST /api/stat/visit`: one page view sent by a published page (public, rate-limited). */
export const StatBeacon = Type.Object(
  {
    siteId: Wire.id(),
    /** the page's path and query (`/news/2026/notice.shtml`) */
    url: Type.String({ minLength: 1, maxLength: 500 }),
    /** document.referrer */
    referrer: Type.Optional(Type.String({ maxLength: 1000 })),
    /** the page's host (location.host) */
    host: Type.Optional(Type.String({ maxLength: 200 })),
    contentId: Type.Optional(Wire.id()),
    catalogId: Type.Optional(Wire.id()),
    lang: Type.Optional(Type.String({ maxLength: 35 })),
  },
  { additionalProperties: false },
);
export type StatBeacon = Static<typeof StatBeacon>;

const day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$', maxLength: 19 });

/** A report's period: from `startDate` to `endDate`, days inclusive (`yyyy-MM-dd`, a time part is ignored). */
export const StatRange = Type.Object({ startDate: Type.Optional(day()), endDate: Type.Optional(day()) });
export type StatRange = Static<typeof StatRange>;

/** `GET /cms/stat/site/trend` */
export const SiteTrendQuery = Type.Object({ ...StatRange.properties, gran: Type.Optional(Type.Enum([...TREND_GRANS])) });
export type SiteTrendQuery = Static<typeof SiteTrendQuery>;

/** `GET /cms/stat/site/entryPages` */
export const EntryPagesQuery = Type.Object({ ...StatRange.properties, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });
export type EntryPagesQuery = Static<typeof EntryPagesQuery>;

/** Page views, visitors and IPs of one period (visitors and IPs of a week or month are the sums of its days). */
export interface TrafficPoint {
  /** `yyyy-MM-dd HH:00` for hours, `yyyy-MM-dd` for days, a week's Monday, a month's first day */
  time: string;
  pv: number;
  uv: number;
  ip: number;
  botPv: number;
  internalPv: number;
}

/** `GET /cms/stat/site/trend` */
export interface SiteTrend {
  gran: TrendGran;
  rows: TrafficPoint[];
  total: Omit<TrafficPoint, 'time'>;
}

export interface EntryPageRow {
  path: string;
  entries: number;
  pv: number;
}

export interface SourceRow {
  sourceType: SourceType;
  sourceName: string;
  entries: number;
  pv: number;
}

export interface ClientRow {
  deviceType: DeviceType;
  pv: number;
  uv: number;
}

export interface SiteOverviewRow extends Omit<TrafficPoint, 'time'> {
  siteId: number;
  siteName: string;
}

/** A visit-log row (v1.4.3 CmsSiteVisitLog; `ip` masked, `visitor` the day's hash). */
export interface VisitLogRow {
  logId: number;
  siteId: number;
  catalogId?: number;
  contentId?: number;
  host?: string;
  uri: string;
  ip?: string;
  visitor: string;
  referer?: string;
  sourceType: SourceType;
  sourceName?: string;
  browser?: string;
  os?: string;
  deviceType: DeviceType;
  locale?: string;
  kind: VisitKind;
  userAgent?: string;
  evtTime: string;
}

/** `GET /cms/stat` */
export const VisitLogQuery = Type.Object({
  ...Wire.paging(),
  kind: Wire.filterOf(VISIT_KINDS),
  uri: Wire.filter(200),
  contentId: Type.Optional(Wire.id()),
});
export type VisitLogQuery = Static<typeof VisitLogQuery>;

/** `GET /cms/stat/notice/reach` */
export const NoticeReachQuery = Type.Object({ contentId: Wire.id() });
export type NoticeReachQuery = Static<typeof NoticeReachQuery>;

export interface NoticeReach {
  contentId: number;
  title: string;
  publishDate?: string;
  offlineDate?: string;
  /** one row per day of the publication window (to today or the offline date, at most 366 days) */
  days: { day: string; pv: number }[];
  sources: { sourceType: SourceType; sourceName: string; pv: number }[];
  total: number;
}

/** The traffic figures of a period, in the order reports show them. */
export const TRAFFIC_KEYS = ['pv', 'uv', 'ip', 'botPv', 'internalPv'] as const;
/** The counters of a content the content figures sort by. */
export const CONTENT_COUNTERS = ['views', 'likes', 'favorites', 'comments'] as const;
/** Live contents by status (v1.4.3 contentStatByCatalog / ByUser columns). */
export const CONTENT_TOTALS = ['draftTotal', 'toPublishTotal', 'publishedTotal', 'offlineTotal', 'editingTotal'] as const;
