import ky, { isHTTPError, isTimeoutError, type Options } from 'ky';
import { HEADERS, REQUEST, STORAGE_KEYS, DEFAULT_LANGUAGE } from '../../shared/constants.ts';
import { ResultCode, type Envelope } from '../../shared/codes.ts';
import { getToken } from '../auth/token.ts';
import { runtime } from '../runtime.ts';
import { allowSubmit } from './repeat-guard.ts';
import { requestUi } from './ui.ts';

/** Per-call options of the request layer (SPEC §7). */
export interface RequestOptions {
  params?: object;
  data?: unknown;
  /** send without the bearer token (login, captcha, registration) */
  isToken?: boolean;
  /** opt out of the duplicate-submit guard */
  repeatSubmit?: boolean;
  timeout?: number;
  headers?: Record<string, string>;
  /** return the whole envelope instead of `data` */
  raw?: boolean;
  /** show nothing and never prompt for re-login; the caller handles the rejection (probes such as config look-ups on the login page) */
  silent?: boolean;
}

/** Thrown (after the person has been told) when a call does not succeed. */
export class RequestError extends Error {
  constructor(
    message: string,
    public code?: number,
    /** the envelope's data, e.g. `{field}` naming the field a validation refused */
    public data?: unknown,
  ) {
    super(message);
  }
}

let reloginShowing = false;

/** Flattens nested params the RuoYi way: `{params:{beginTime:x}}` → `params[beginTime]=x`. */
export function toSearchParams(params: object = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v == null || v === '') continue;
    if (typeof v === 'object' && !Array.isArray(v)) {
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>))
        if (v2 != null && v2 !== '') out.append(`${k}[${k2}]`, String(v2));
    } else if (Array.isArray(v)) out.append(k, v.join(','));
    else out.append(k, String(v));
  }
  return out;
}

export function currentLanguage(): string {
  return (typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEYS.lang)) || DEFAULT_LANGUAGE;
}

const headerProviders: (() => Record<string, string | undefined>)[] = [];

/** Adds a plugin's headers to every signed-in call (the registry calls it for `ClientPlugin.requestHeaders`). */
export function contributeRequestHeaders(provider: () => Record<string, string | undefined>): void {
  headerProviders.push(provider);
}

/** Headers every call carries: language, and when signed in the bearer token and the plugins' headers. */
export function baseHeaders(isToken = true): Record<string, string> {
  const h: Record<string, string> = { [HEADERS.language]: currentLanguage() };
  const token = getToken();
  if (token && isToken) {
    for (const provide of headerProviders) for (const [k, v] of Object.entries(provide())) if (v !== undefined && v !== '') h[k] = v;
    h[HEADERS.authorization] = `Bearer ${token}`;
  }
  return h;
}

/** Shows and rejects a transport failure (network, timeout, HTTP status) per SPEC §8. */
export function transportError(e: unknown): RequestError {
  const msg = transportMessage(e);
  requestUi().error(msg, 5000);
  return new RequestError(msg);
}

/** The localized text for a transport failure (network, timeout, HTTP status). */
export function transportMessage(e: unknown): string {
  const { t } = requestUi();
  if (isTimeoutError(e)) return t('common:request.timeout');
  if (isHTTPError(e)) return t('common:request.apiError', { status: e.response.status });
  return t('common:request.network');
}

/** Applies SPEC §8 code handling to an envelope; returns it on success, throws otherwise. */
export async function handleEnvelope<T>(env: Envelope<T>): Promise<Envelope<T>> {
  const ui = requestUi();
  const code = env.code || ResultCode.SUCCESS;
  const msg = env.msg;
  if (code === ResultCode.SUCCESS) return env;
  if (code === ResultCode.UNAUTHORIZED) {
    if (!reloginShowing) {
      reloginShowing = true;
      ui.confirmRelogin()
        .then((yes) => {
          if (yes) ui.logout();
        })
        .finally(() => {
          reloginShowing = false;
        });
    }
    throw new RequestError(ui.t('common:request.sessionInvalid'), code);
  }
  if (code === ResultCode.ERROR) {
    ui.error(msg || ui.t('common:request.errorCode.default'));
    throw new RequestError(msg, code, env.data);
  }
  if (code === ResultCode.WARN) {
    ui.warning(msg);
    throw new RequestError(msg, code);
  }
  const mapped = code === 403 || code === 404 ? ui.t(`common:request.errorCode.${code}`) : '';
  const text = mapped || msg || ui.t('common:request.errorCode.default');
  ui.notify(text);
  throw new RequestError(text, code);
}

/** Sends one call and returns `data` (or the whole envelope with `raw`). */
export async function request<T = unknown>(method: string, url: string, opts: RequestOptions = {}): Promise<T> {
  const m = method.toUpperCase();
  const { apiBase } = runtime();
  const headers = { ...baseHeaders(opts.isToken !== false), ...opts.headers };
  if ((m === 'POST' || m === 'PUT') && opts.repeatSubmit !== false && !allowSubmit(url, opts.data)) {
    const text = requestUi().t('common:request.repeat');
    requestUi().warning(text);
    throw new RequestError(text);
  }
  const kyOpts: Options = {
    method: m,
    headers,
    timeout: opts.timeout ?? REQUEST.timeoutMs,
    retry: 0,
    throwHttpErrors: true,
    searchParams: opts.params ? toSearchParams(opts.params) : undefined,
  };
  if (opts.data instanceof FormData) kyOpts.body = opts.data;
  else if (opts.data !== undefined) kyOpts.json = opts.data;
  let env: Envelope<T>;
  try {
    const res = await ky(apiBase + url, kyOpts);
    const text = await res.text();
    env = text ? (JSON.parse(text) as Envelope<T>) : { code: ResultCode.SUCCESS, msg: '' };
  } catch (e) {
    if (opts.silent) throw new RequestError(transportMessage(e));
    throw transportError(e);
  }
  if (opts.silent && (env.code || ResultCode.SUCCESS) !== ResultCode.SUCCESS) throw new RequestError(env.msg, env.code);
  const ok = await handleEnvelope(env);
  return (opts.raw ? ok : ok.data) as T;
}

/** Shorthands: `http.get('/x', {params})`, `http.post('/x', body)`. */
export const http = {
  get: <T = unknown>(url: string, opts?: RequestOptions) => request<T>('GET', url, opts),
  post: <T = unknown>(url: string, data?: unknown, opts?: RequestOptions) => request<T>('POST', url, { ...opts, data }),
  put: <T = unknown>(url: string, data?: unknown, opts?: RequestOptions) => request<T>('PUT', url, { ...opts, data }),
  delete: <T = unknown>(url: string, data?: unknown, opts?: RequestOptions) => request<T>('DELETE', url, { ...opts, data }),
};
