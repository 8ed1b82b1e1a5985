import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** Page widget states (dict `CMSPageWidgetStatus`, chestnut-api §4.6). */
export const PAGE_WIDGET_STATE = { DRAFT: '0', PUBLISHED: '30', OFFLINE: '40', EDITING: '60' } as const;
export type PageWidgetState = (typeof PAGE_WIDGET_STATE)[keyof typeof PAGE_WIDGET_STATE];
export const PAGE_WIDGET_STATES = Object.values(PAGE_WIDGET_STATE);

/** The widget types built so far (the table also admits `ads`, which the operations work brings). */
export const PAGE_WIDGET_TYPES = ['manual'] as const;
export type PageWidgetType = (typeof PAGE_WIDGET_TYPES)[number];

/** Codes: letters, digits and underscore (SPEC: page widget code `[A-Za-z0-9_]+`). */
const NAME_PATTERN = '^[A-Za-z0-9_]+$';

/** The console route v1.4.3's page widget list opens a widget of a type in (`$router.push({path: row.route, query: {id}})`). */
export const PAGE_WIDGET_ROUTES: Record<string, string> = { manual: '/cms/block/manual/editor', ads: '/cms/adspace/editor' };

/**
 * A widget's directory under `include/` of its pipe's output: such names joined by `/`, with an optional trailing `/`
 * and an optional leading `include/` (v1.4.3's add dialog starts with `include/pagewidget/`, relative to the site
 * root). No leading `/`, no `..`, no backslash, no empty part.
 */
export const PAGE_WIDGET_PATH_PATTERN = '^[A-Za-z0-9_]+(/[A-Za-z0-9_]+)*/?$';
/** The stored form of a widget's path: inside `include/` (the leading `include/` and the trailing `/` dropped), null when nothing is left. */
export const pageWidgetPath = (path: string): string | null => path.replace(/\/+$/, '').replace(/^include(\/|$)/, '') || null;

const fields = {
  name: Wire.text(100),
  code: Type.String({ minLength: 1, maxLength: 64, pattern: NAME_PATTERN }),
  publishPipeCode: Type.String({ minLength: 1, maxLength: 50, pattern: NAME_PATTERN }),
  /** v1.4.3's add dialog sends none: the widget publishes once its editor gives it one */
  template: Type.Optional(
    Type.Union([
      Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_]+(/[A-Za-z0-9_]+)*(\\.[A-Za-z0-9_.]+)?$' }),
      Type.Null(),
    ]),
  ),
  path: Type.String({ minLength: 1, maxLength: 100, pattern: PAGE_WIDGET_PATH_PATTERN }),
  /** the widget's data as JSON text (for `manual`: its rows of items) */
  contentStr: Type.Optional(Type.Union([Type.String({ maxLength: 200_000 }), Type.Null()])),
  remark: Wire.optionalText(500),
};

/** `POST /cms/pagewidget?type=`: a widget of the current site, of one of its catalogs or of none (catalogId 0). */
export const PageWidgetAdd = Type.Object({
  catalogId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  type: Type.Optional(Type.Enum([...PAGE_WIDGET_TYPES])),
  ...fields,
});
export type PageWidgetAdd = Static<typeof PageWidgetAdd>;

/** `PUT /cms/pagewidget?type=` (its type and catalog stay) */
export const PageWidgetEdit = Type.Object({ pageWidgetId: Wire.id(), ...fields });
export type PageWidgetEdit = Static<typeof PageWidgetEdit>;

/** `GET /cms/pagewidget` */
export const PageWidgetQuery = Type.Object({
  /** 0 or empty (v1.4.3 at the site root sends `catalogId=`): the whole site's */
  catalogId: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.Literal('')])),
  name: Wire.filter(100),
  type: Type.Optional(Type.Enum([...PAGE_WIDGET_TYPES])),
  state: Type.Optional(Type.Enum([...PAGE_WIDGET_STATES])),
});
export type PageWidgetQuery = Static<typeof PageWidgetQuery>;

/** One link of a manual block (chestnut-api §4.6: `{title,titleStyle,summary,url,logo,logoSrc,publishDate}`). */
export const ManualItem = Type.Object(
  {
    title: Wire.text(200),
    titleStyle: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    summary: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    /** http(s) link, site-relative path or internal link (`iurl://content?id=…`) */
    url: Type.Optional(
      Type.Union([
        Type.String({ maxLength: 1000, pattern: '^(|https?://\\S+|/\\S*|iurl://(content|catalog|resource)\\?id=[0-9]+)$' }),
        Type.Null(),
      ]),
    ),
    /** a library image (`iurl://resource?id=…`) or an http(s) image */
    logo: Type.Optional(
      Type.Union([Type.String({ maxLength: 1000, pattern: '^(|https?://\\S+|iurl://resource\\?id=[0-9]+)$' }), Type.Null()]),
    ),
    /** yyyy-MM-dd or yyyy-MM-dd HH:mm:ss */
    publishDate: Type.Optional(
      Type.Union([
        Type.String({ maxLength: 19, pattern: '^(|[0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}(:[0-9]{2})?)?)$' }),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type ManualItem = Static<typeof ManualItem> & { logoSrc?: string; link?: string };

/** A manual block's data: rows of items. */
export const ManualContent = Type.Array(Type.Object({ items: Type.Array(ManualItem, { maxItems: 50 }) }, { additionalProperties: false }), {
  maxItems: 50,
});
export type ManualContent = Static<typeof ManualContent>;

/** A widget as the list and the detail send it (PageWidgetVO). */
export interface PageWidgetRow {
  pageWidgetId: number;
  siteId: number;
  catalogId: number;
  catalogName?: string;
  type: PageWidgetType;
  name: string;
  code: string;
  state: PageWidgetState;
  publishPipeCode: string;
  template: string | null;
  path: string | null;
  remark: string | null;
  createBy?: string;
  createTime?: string;
  updateTime?: string | null;
  /** the v1.4.3 console's route of the widget's editor (`PAGE_WIDGET_ROUTES`) */
  route?: string;
}

/** The detail: the row, its data (`content`, parsed) and the file it is published to (`file`, under its pipe's output). */
export interface PageWidgetDetail extends PageWidgetRow {
  content: unknown;
  file: string;
}
