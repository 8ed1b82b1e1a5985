import ky from 'ky';
import type { Envelope } from '../../shared/codes.ts';
import { runtime } from '../runtime.ts';
import { baseHeaders, RequestError, toSearchParams, transportMessage } from './request.ts';

/**
 * GETs a page the server renders (e.g. a preview) with the caller's headers and returns its text; an error
 * envelope instead of the page becomes a RequestError with the server's message (nothing is toasted: the
 * caller shows it where the page would be).
 */
export async function getText(url: string, params?: object): Promise<string> {
  let res: Response;
  try {
    res = await ky.get(runtime().apiBase + url, {
      headers: baseHeaders(),
      searchParams: params ? toSearchParams(params) : undefined,
      timeout: 60000,
      retry: 0,
    });
  } catch (e) {
    throw new RequestError(transportMessage(e));
  }
  const text = await res.text();
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = JSON.parse(text) as Envelope;
    throw new RequestError(env.msg, env.code);
  }
  return text;
}
