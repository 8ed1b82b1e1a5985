import { ResultCode, type Envelope, type PageData } from '../../shared/codes.ts';

/** A success envelope; `msg` is filled in the request language when left empty; null data is omitted. */
export function ok<T>(data?: T, msg = ''): Envelope<T> {
  return data == null ? { code: ResultCode.SUCCESS, msg } : { code: ResultCode.SUCCESS, msg, data };
}

/** the content type of a JSON answer a route sends as ready text */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A success envelope as text around data already serialized (`dataJson`, JSON): what `ok(data, msg)` would be
 * sent as, for answers kept ready as text. Send it with the type `JSON_TYPE`.
 */
export function okText(msg: string, dataJson: string): string {
  return `{"code":${ResultCode.SUCCESS},"msg":${JSON.stringify(msg)},"data":${dataJson}}`;
}

/** A paged list envelope: `data.rows` and `data.total`. */
export function page<T>(rows: T[], total: number): Envelope<PageData<T>> {
  return ok({ rows, total });
}

/** Drops null and undefined fields so absent values are omitted on the wire (DESIGN §6). */
export function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  const src = o as Record<string, unknown>;
  // for…in, not Object.entries: a list page compacts hundreds of fields per request
  for (const k in src) if (src[k] != null && Object.hasOwn(src, k)) out[k] = src[k];
  return out as T;
}
