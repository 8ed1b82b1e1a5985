export { http, request, RequestError, toSearchParams, baseHeaders } from './request.ts';
export type { RequestOptions } from './request.ts';
export { download, downloadGet, downloadPath } from './download.ts';
export { getText } from './text.ts';
export { setRequestUi } from './ui.ts';
export { allowSubmit } from './repeat-guard.ts';
