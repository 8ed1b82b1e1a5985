import ky from 'ky';
import { HEADERS } from '../../shared/constants.ts';
import type { Envelope } from '../../shared/codes.ts';
import { runtime } from '../runtime.ts';
import { baseHeaders, RequestError, toSearchParams, transportError } from './request.ts';
import { requestUi } from './ui.ts';

function save(blob: Blob, filename: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function finish(res: Response, fallbackName: string): Promise<void> {
  const blob = await res.blob();
  if (blob.type.includes('application/json')) {
    // the server answered with an error envelope instead of a file
    const env = JSON.parse(await blob.text()) as Envelope;
    const msg = env.msg || requestUi().t('common:request.downloadFailed');
    requestUi().error(msg);
    throw new RequestError(msg, env.code);
  }
  const name = res.headers.get(HEADERS.downloadFilename);
  save(blob, name ? decodeURIComponent(name) : fallbackName);
}

/** Posts form-encoded params and saves the returned file (SPEC §7 downloads; `exportMark` for list exports). */
export async function download(url: string, params: Record<string, unknown>, filename: string, exportMark = false): Promise<void> {
  const headers: Record<string, string> = { ...baseHeaders(), 'Content-Type': 'application/x-www-form-urlencoded' };
  if (exportMark) headers[HEADERS.exportMark] = '1';
  let res: Response;
  try {
    res = await ky.post(runtime().apiBase + url, { headers, body: toSearchParams(params).toString(), timeout: 60000, retry: 0 });
  } catch (e) {
    throw transportError(e);
  }
  await finish(res, filename);
}

/** GETs `url` (with `params` in the query) and saves the returned file under the name the server gives. */
export async function downloadGet(url: string, params: Record<string, unknown>, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await ky.get(runtime().apiBase + url, { headers: baseHeaders(), searchParams: toSearchParams(params), timeout: 60000, retry: 0 });
  } catch (e) {
    throw transportError(e);
  }
  await finish(res, fallbackName);
}

/** GET /common/download?path= and save under the name the server gives. */
export async function downloadPath(path: string): Promise<void> {
  let res: Response;
  try {
    res = await ky.get(`${runtime().apiBase}/common/download?path=${encodeURIComponent(path)}`, {
      headers: baseHeaders(),
      timeout: 60000,
      retry: 0,
    });
  } catch (e) {
    throw transportError(e);
  }
  await finish(res, path.split('/').pop() || 'download');
}
