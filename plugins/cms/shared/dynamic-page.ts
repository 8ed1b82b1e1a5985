import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/**
 * The dynamic page types this product renders on request (chestnut-api §4.4 `/cms/dynamicPageTypes`): the
 * request path under the pipe's dynamic root and the site pipe prop naming the template. The account pages of
 * ChestnutCMS need a member front end this product does not have.
 */
export const DYNAMIC_PAGE_TYPES = [{ type: 'Search', requestPath: '_search', publishPipeKey: 'searchTemplate' }] as const;

/** What a custom dynamic page gives its template besides the request (chestnut-api §4.4 `initDataTypes`). */
export const DYNAMIC_INIT_DATA_TYPES = ['Pagination'] as const;

/**
 * A custom dynamic page's request path: lower-case segments (`activity/signup`), never starting with `_` (reserved for
 * the built-in types). v1.4.3's form may send it with one leading `/` (its RequestURI); it is stored without it
 * (`normalDynamicPath`). No `.`, `:` or backslash can occur, so no `..` and no scheme.
 */
export const DYNAMIC_PATH_PATTERN = '^/?[a-z0-9][a-z0-9_-]{0,49}(/[a-z0-9_-]{1,50}){0,4}$';

/** A request path as stored: without the leading `/` v1.4.3's form may send. */
export const normalDynamicPath = (path: string) => path.replace(/^\//, '');

/** The most query parameters a dynamic page reads, and the longest value (longer ones are cut). */
export const DYNAMIC_QUERY_LIMITS = { params: 20, valueChars: 200, searchChars: 100 };

const fields = {
  name: Wire.text(100),
  code: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_]+$' }),
  description: Wire.optionalText(500),
  path: Type.String({ minLength: 1, maxLength: 255, pattern: DYNAMIC_PATH_PATTERN }),
  initDataTypes: Type.Optional(Type.Array(Type.Enum([...DYNAMIC_INIT_DATA_TYPES]), { maxItems: 5 })),
  templates: Type.Optional(
    Type.Record(Type.String({ pattern: '^[A-Za-z0-9_]{1,50}$' }), Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_/.]*$' })),
  ),
};

/** `POST /cms/dynamic_page` */
export const DynamicPageAdd = Type.Object({ siteId: Type.Optional(Wire.id()), ...fields });
export type DynamicPageAdd = Static<typeof DynamicPageAdd>;

/** `PUT /cms/dynamic_page` */
export const DynamicPageEdit = Type.Object({ pageId: Wire.id(), version: Wire.version(), ...fields });
export type DynamicPageEdit = Static<typeof DynamicPageEdit>;

/** `GET /cms/dynamic_page/list` */
export const DynamicPageQuery = Type.Object({ query: Wire.filter(100) });
export type DynamicPageQuery = Static<typeof DynamicPageQuery>;

/** A custom dynamic page (CmsDynamicPage). */
export interface DynamicPage {
  pageId: number;
  siteId: number;
  name: string;
  code: string;
  description?: string | null;
  path: string;
  initDataTypes: (typeof DYNAMIC_INIT_DATA_TYPES)[number][];
  templates: Record<string, string>;
  version: number;
  createBy?: string;
  createTime?: string;
  updateTime?: string;
  /** the public URL of each pipe */
  links?: Record<string, string>;
}

/** `GET /cms/dynamicPageTypes` */
export interface DynamicPageType {
  type: string;
  name: string;
  desc: string;
  requestPath: string;
  publishPipeKey: string;
  /** the public URL of each enabled pipe of the current site */
  links: Record<string, string>;
}
