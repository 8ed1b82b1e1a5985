import type { ServiceKey } from '../shared/services.ts';
import type { Kernel } from './kernel.ts';

/** The page a tag's documented example renders on (the CMS's tag-example pages). */
export type ExamplePage = 'site' | 'catalog' | 'article' | 'image' | 'audio' | 'video';

/**
 * The CMS template-tag extension point: a plugin that depends on the CMS contributes liquid tags and filters to
 * the renderer of the published sites (previews, page widgets, dynamic pages and the render worker threads
 * alike). Its tags live in a `<name>.worker.ts` file of its server/ (bundled on its own like a worker thread's
 * script) whose default export is a `TemplateTagModule`; the plugin registers the script at init,
 * `CMS_HOST.registerTagModule(workerScript('<plugin>-<name>', new URL('./render/<name>.worker.ts', import.meta.url)))`,
 * and the CMS imports it in every thread that renders — so it imports nothing but `#kernel/worker`, its own
 * files and this contract. A template that uses a `cms_*` tag no enabled plugin provides still renders: the
 * tag writes nothing (its body is skipped).
 */

/** `T` now, or later: a lookup a synchronous publish render cannot wait for is loaded first, then the page rendered again. */
export type MaybeLater<T> = T | Promise<T>;

/** One attribute of a tag, as the Directive screen lists it. */
export interface TemplateTagAttr {
  name: string;
  type: 'string' | 'number' | 'boolean' | 'enum';
  mandatory?: boolean;
  default?: string;
  options?: string[];
  /** i18n key of its usage text (`<namespace>:<key>`) */
  usage: string;
}

/** What a contributed tag sees of the render it runs in. */
export interface TemplateTagRender {
  /** the database (each plugin reads its own tables) */
  db: Kernel['db'];
  /** the site being rendered, and its publish pipe */
  siteId: number;
  pipeCode: string;
  /** where the API answers (public endpoints a page calls: beacons, impressions, form submissions) */
  apiBase: string;
  /** a preview (drafts count; links point back at the preview) rather than a published page */
  preview: boolean;
  /**
   * a lookup made once per publish run (a render on request makes it once per render): the value itself once
   * it has loaded, so a synchronous publish render reads it without waiting
   */
  memo<T>(key: string, load: () => Promise<T>): MaybeLater<T>;
  /** `f` of a value now or later, keeping what `memo` knows (a synchronous render then waits for the lookup and renders again) */
  andThen<T, R>(m: MaybeLater<T>, f: (v: T) => MaybeLater<R>): MaybeLater<R>;
  /** a stored resource value (`iurl://resource?id=…`, or a URL) as the URL of its file; '' when there is none */
  resourceUrl(value: string): Promise<string>;
  /** a link safe to put in an attribute: http(s) and site-relative URLs as they are, anything else '' */
  safeLink(value: string | null | undefined): string;
  /** a name of the page's scope (`Catalog`, `Content`, `item` of an enclosing tag …) */
  scope(name: string): unknown;
  /**
   * a template of the page's site and pipe rendered where the tag stands, its scope the page's plus `names` (a
   * form's own template seeing `CustomForm`); null when the pipe has no such template (or the tag is no inline one)
   */
  include(template: string, names: Record<string, unknown>): MaybeLater<string | null>;
}

/** A contributed tag: a list tag repeats its body over `rows` (the body sees `item`, `index`, `DataList`); an inline tag writes `html`. */
export interface TemplateTag {
  /** `cms_<name>` */
  name: string;
  block: boolean;
  attrs: TemplateTagAttr[];
  /** i18n keys of its name and description on the Directive screen */
  title: string;
  description: string;
  /** the documented example, and the page kind it is written for (a test renders it) */
  example: { code: string; page: ExamplePage };
  /** it reads only its attributes and these scope names, and writes nothing into the scope: an include made of it may be kept per run */
  pure?: boolean;
  reads?: string[];
  rows?: (r: TemplateTagRender, args: Record<string, unknown>) => MaybeLater<unknown[]>;
  /** the HTML written (not escaped by the engine: the tag escapes what it interpolates) */
  html?: (r: TemplateTagRender, args: Record<string, unknown>) => MaybeLater<string>;
}

/** A contributed filter: `{{ value | name: arg }}`. */
export interface TemplateFilter {
  name: string;
  fn: (r: TemplateTagRender, value: unknown, ...args: unknown[]) => MaybeLater<unknown>;
}

/** A contributed page widget (page-widget-host.ts) as its type's data sees it. */
export interface TemplateWidget {
  pageWidgetId: number;
  siteId: number;
  code: string;
  name: string;
}

/**
 * What a page widget type another plugin contributes (the ad space `ads`) gives its template as `Data`: in every
 * thread that renders, so a page's `cms_pagewidget_data` of such a widget sees what its published file shows.
 */
export interface TemplateWidgetType {
  /** the type as registered with PAGE_WIDGET_HOST */
  type: string;
  data(r: TemplateTagRender, w: TemplateWidget): Promise<unknown>;
}

/** The default export of a tag module. */
/** A request as a contributed dynamic page sees it: its headers (the cookie), its query, and the reader's language. */
export interface DynamicPageRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string>;
  /** a server message in the reader's language (`<namespace>:<key>`) */
  t(key: string, params?: Record<string, unknown>): string;
  /** the URL of another dynamic page type of this site and pipe (`AccountLogin` …), '' when there is none */
  pageUrl(type: string): string;
  /** a kernel service another plugin provides (the member session of `MEMBER_SESSIONS` …), undefined when none does */
  service<T>(key: ServiceKey<T>): T | undefined;
}

/**
 * A dynamic page type a plugin adds (v1.4.3's member pages: `AccountLogin` at `account/login` …): the CMS serves it
 * on request at its path under the site's dynamic prefix, rendered with the site pipe's template named by
 * `publishPipeKey` (else `defaultTemplate`), its template seeing `Request` and what `scope` answers — or the reader
 * is sent to another of the site's dynamic pages first (a sign-in). `scope` runs on the main thread only.
 */
export interface TemplateDynamicPageType {
  type: string;
  /** i18n keys of its name and description (`<namespace>:<key>`), as `GET /cms/dynamicPageTypes` lists it */
  title: string;
  description: string;
  /** lower-case segments, e.g. `account/login` */
  requestPath: string;
  publishPipeKey: string;
  /** the template used when the pipe names none (a theme's own name for it) */
  defaultTemplate: string;
  scope(r: TemplateTagRender, request: DynamicPageRequest): Promise<{ scope: Record<string, unknown> } | { redirectTo: string }>;
}

export interface TemplateTagModule {
  tags: TemplateTag[];
  filters?: TemplateFilter[];
  widgetTypes?: TemplateWidgetType[];
  dynamicPageTypes?: TemplateDynamicPageType[];
}

/** A tag name contributed tags must have. */
export const CONTRIBUTED_TAG_NAME = /^cms_[a-z0-9_]+$/;
