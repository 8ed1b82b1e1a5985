import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Ad types (`GET /cms/advertisement/types`, chestnut-api §1.5): images only, as v1.4.3. */
export const AD_TYPES = ['image'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** An ad's state (v1.4.3 `EnableOrDisable`): 0 enabled, 1 disabled. */
export const AD_STATE = { ENABLED: '0', DISABLED: '1' } as const;

/** The widget type of an ad space (chestnut-api §4.6). */
export const AD_SPACE_TYPE = 'ads';

/** A date and time on the wire (`yyyy-MM-dd HH:mm:ss`). */
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
const dateTime = () => Type.String({ minLength: 19, maxLength: 19, pattern: DATE_TIME_PATTERN });

/** an http(s) link; the click of an ad redirects there and nowhere else */
const httpUrl = Type.String({ maxLength: 1000, pattern: '^https?://[^\\s<>"]+$' });
/** a library image (`iurl://resource?id=…`) or an http(s) image */
const resourceValue = Type.String({ maxLength: 1000, pattern: '^(iurl://resource\\?id=[0-9]+|https?://[^\\s<>"]+)$' });
const optional = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Optional(Type.Union([t, Type.Literal(''), Type.Null()]));

const adFields = {
  adSpaceId: Wire.id(),
  type: Type.Enum([...AD_TYPES]),
  name: Wire.text(100),
  /** a positive whole number: its share of the space's impressions is weight / the sum of the enabled ads' weights */
  weight: Type.Integer({ minimum: 1, maximum: 10000 }),
  keywords: Wire.optionalText(200),
  onlineDate: dateTime(),
  offlineDate: dateTime(),
  redirectUrl: optional(httpUrl),
  resourcePath: optional(resourceValue),
  /** beyond v1.4.3: who pays for the placement (the sponsor calendar and report) */
  sponsor: Wire.optionalText(100),
  remark: Wire.optionalText(500),
};

/** `POST /cms/advertisement` */
export const AdAdd = Type.Object(adFields);
export type AdAdd = Static<typeof AdAdd>;

/** `PUT /cms/advertisement` */
export const AdEdit = Type.Object({ advertisementId: Wire.id(), ...adFields });
export type AdEdit = Static<typeof AdEdit>;

/** `GET /cms/advertisement` */
export const AdQuery = Type.Object({
  adSpaceId: Wire.id(),
  name: Wire.filter(100),
  state: Wire.filterOf(['0', '1']),
});
export type AdQuery = Static<typeof AdQuery>;

/** An ad as the list and the detail send it (AdvertisementVO). */
export interface AdRow {
  advertisementId: number;
  siteId: number;
  adSpaceId: number;
  type: AdType;
  name: string;
  weight: number;
  keywords: string | null;
  state: string;
  onlineDate: string;
  offlineDate: string;
  redirectUrl: string | null;
  resourcePath: string | null;
  /** the resource's public URL */
  resourceSrc?: string;
  sponsor: string | null;
  /** online now (enabled and within its dates) */
  online?: boolean;
  remark: string | null;
  createBy: string | null;
  createTime: string;
}

const spaceFields = {
  name: Wire.text(100),
  code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' }),
  publishPipeCode: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_]+$' }),
  /** none: the space publishes its built-in rotating banner */
  template: Type.Optional(
    Type.Union([
      Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_]+(/[A-Za-z0-9_]+)*(\\.[A-Za-z0-9_.]+)?$' }),
      Type.Literal(''),
      Type.Null(),
    ]),
  ),
  path: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_]+(/[A-Za-z0-9_]+)*/?$' }),
  remark: Wire.optionalText(500),
};

/** `POST /cms/adspace` (PageWidgetAddDTO, type forced to `ads`) */
export const AdSpaceAdd = Type.Object({ catalogId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })), ...spaceFields });
export type AdSpaceAdd = Static<typeof AdSpaceAdd>;

/** `PUT /cms/adspace` */
export const AdSpaceEdit = Type.Object({ pageWidgetId: Wire.id(), ...spaceFields });
export type AdSpaceEdit = Static<typeof AdSpaceEdit>;

/** `GET /cms/adspace` */
export const AdSpaceQuery = Type.Object({
  ...Wire.paging(),
  catalogId: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.Literal('')])),
  name: Wire.filter(100),
  state: Wire.filterOf(['0', '30', '40', '60']),
});
export type AdSpaceQuery = Static<typeof AdSpaceQuery>;

/** An ad space as the list sends it (PageWidgetVO). */
export interface AdSpaceRow {
  pageWidgetId: number;
  siteId: number;
  catalogId: number;
  catalogName?: string;
  type: string;
  name: string;
  code: string;
  state: string;
  publishPipeCode: string;
  template: string | null;
  path: string | null;
  remark?: string | null;
  createBy?: string | null;
  createTime?: string;
}

/** One ad's expected share of its space's impressions (the space editor, before publishing). */
export interface AdShare {
  advertisementId: number;
  name: string;
  weight: number;
  /** online now: only these rotate */
  online: boolean;
  /** weight / the online ads' total, 0–1 (0 for an ad not online) */
  share: number;
  /** impressions counted in the last 30 days, and their part of the space's */
  views30: number;
  viewShare30: number;
}

/** `GET /cms/adspace/{id}` (AdSpaceVO): the widget, its ads' shares and the published file. */
export interface AdSpaceDetail extends AdSpaceRow {
  shares: AdShare[];
}
