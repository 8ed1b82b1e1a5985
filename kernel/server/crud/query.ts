import { invalidField } from '../http/errors.ts';

const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/**
 * The `params[beginTime]` / `params[endTime]` range of RuoYi list screens, validated; a date without a
 * time means the whole day.
 */
export function dateRange(q: Record<string, unknown>): { begin?: string; end?: string } {
  const begin = q['params[beginTime]'];
  const end = q['params[endTime]'];
  const out: { begin?: string; end?: string } = {};
  if (typeof begin === 'string' && begin) {
    if (!DATE.test(begin)) throw invalidField('beginTime', 'server:schema.format');
    out.begin = begin.length === 10 ? `${begin} 00:00:00` : begin;
  }
  if (typeof end === 'string' && end) {
    if (!DATE.test(end)) throw invalidField('endTime', 'server:schema.format');
    out.end = end.length === 10 ? `${end} 23:59:59` : end;
  }
  return out;
}

/** True when the request asks for an xlsx export (`cc-export` header on a POST to the list URL). */
export function wantsExport(headers: Record<string, unknown>): boolean {
  return headers['cc-export'] != null;
}
