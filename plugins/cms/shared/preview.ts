/**
 * The console's preview page (a full-window route under /admin): it loads `GET /cms/preview/{type}/{id}` with
 * the caller's token and shows the page in a sandboxed frame. Links inside a preview lead back to this page,
 * so browsing a preview never needs a token in a URL.
 */
export const PREVIEW_ROUTE = '/cms/preview';
export const CONSOLE_BASE = '/admin';

/** The console path of a preview, e.g. `/cms/preview/content/12?pp=pc` (inside the router, without /admin). */
export const previewPath = (type: string, id: number, pp?: string) =>
  `${PREVIEW_ROUTE}/${type}/${id}${pp ? `?pp=${encodeURIComponent(pp)}` : ''}`;
