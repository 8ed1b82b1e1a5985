import type { FastifyRequest } from 'fastify';
import { serviceKey } from '../shared/services.ts';
import type { ObjectRouteContext } from './crud/object-route.ts';

/** A page widget as the host hands it to the plugin of its type. */
export interface HostedWidget {
  pageWidgetId: number;
  siteId: number;
  catalogId: number;
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
  updateTime?: string | null;
}

/**
 * A page widget type another plugin contributes (the ad space `ads`): the host keeps the widgets (their rows,
 * grants, publishing to `include/`); the type says what to publish when the widget has no template, and how to
 * wrap what its template rendered. What its template sees as `Data` comes from the plugin's template-tag module
 * (`TemplateTagModule.widgetTypes`, template-tags.ts), so that every render thread sees the same.
 */
export interface PageWidgetTypeSpec {
  /** the type stored on the widget (`[a-z][a-z0-9_]*`) */
  type: string;
  /** the console route of its editor (the widget list opens it with `?id=`) */
  editorRoute: string;
  /** the HTML published for a widget without a template (escaped by the type) */
  fallback?(w: HostedWidget, data: unknown): string;
  /** what is published of the HTML its template rendered (e.g. with a script around it) */
  wrap?(html: string, w: HostedWidget, data: unknown): string;
}

/** The fields of a hosted widget's add and edit (the host checks them: pipe, template file, code taken…). */
export interface HostedWidgetFields {
  name: string;
  code: string;
  publishPipeCode: string;
  template?: string | null;
  path: string;
  remark?: string | null;
  catalogId?: number;
}

/** The publish-to-bucket refusals a write met (the local files are written all the same), localized. */
export type DeployErrors = { deployErrors: string[] } | undefined;

/**
 * The page widgets of the content-management plugin, for the plugins that contribute a widget type: every call
 * checks the caller (the current site, the widget's `PageWidget:<action>` grant, the type) as the host's own
 * widget routes do, and writes inside the route's transaction.
 */
export interface PageWidgetHost {
  /** at init: the type's data, fallback and wrap join the host's publishing and previews */
  registerType(spec: PageWidgetTypeSpec): void;
  /** the caller's current site (refused when they may view none) */
  currentSite(req: FastifyRequest): Promise<{ siteId: number; name: string; path: string }>;
  /** the object-access check of widget ids for an action (`View`, `Edit`, `Delete`, `Publish`, `Offline`): of the current site, granted */
  checkIds(req: FastifyRequest, ids: number[], action: string): Promise<void>;
  /** a page of the current site's widgets of the type the caller may view */
  list(
    req: FastifyRequest,
    type: string,
    q: { name?: string; state?: string; catalogId?: number; pageNum: number; pageSize: number },
  ): Promise<{ rows: (HostedWidget & { catalogName?: string })[]; total: number }>;
  /** one widget of the type, checked for the action (404 when another type or site) */
  get(req: FastifyRequest, type: string, id: number, action?: string): Promise<HostedWidget & { version: number }>;
  add(req: FastifyRequest, ctx: ObjectRouteContext, type: string, fields: HostedWidgetFields): Promise<number>;
  edit(req: FastifyRequest, ctx: ObjectRouteContext, type: string, id: number, fields: HostedWidgetFields): Promise<DeployErrors>;
  remove(req: FastifyRequest, ctx: ObjectRouteContext, type: string, ids: number[]): Promise<DeployErrors>;
  /** renders and writes the widgets' files to `include/` and marks them published (a template error refuses, naming it) */
  publish(req: FastifyRequest, ctx: ObjectRouteContext, type: string, ids: number[]): Promise<DeployErrors>;
  /** names and sites of widgets of the type on the sites the caller may view (others are left out): for lists across sites */
  describe(
    req: FastifyRequest,
    type: string,
    ids: number[],
  ): Promise<{ pageWidgetId: number; name: string; siteId: number; siteName: string }[]>;
  /** writes again the files of those of the widgets that are published (or published and being edited again: a scheduled job, no caller); answers how many */
  republish(ids: number[]): Promise<number>;
}

export const PAGE_WIDGET_HOST = serviceKey<PageWidgetHost>('page-widget.host');
