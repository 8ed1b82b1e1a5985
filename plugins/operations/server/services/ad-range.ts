import { invalidField } from '#kernel/server';

/** the most days a statistics range may span */
export const MAX_RANGE_DAYS = 366;

/**
 * A statistics range from the query (`yyyy-MM-dd[ HH:mm[:ss]]`, APP_TIME_ZONE): the end defaults to now, the
 * begin to 30 days before the end; an end before the begin, or a span over a year, is refused naming the field.
 */
export function statRange(q: { beginTime?: string; endTime?: string }): { begin: string | null; end: string | null; days: number } {
  const norm = (v?: string, end = false) => {
    if (!v) return null;
    if (v.length === 10) return `${v} ${end ? '23:59:59' : '00:00:00'}`;
    return v.length === 16 ? `${v}:00` : v;
  };
  const begin = norm(q.beginTime);
  const end = norm(q.endTime, true);
  const ms = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);
  if (begin && end && ms(end) < ms(begin)) throw invalidField('endTime', 'operations:ad.errors.endBeforeBegin');
  const days = begin && end ? (ms(end) - ms(begin)) / 86_400_000 : 30;
  if (days > MAX_RANGE_DAYS) throw invalidField('beginTime', 'operations:ad.errors.rangeTooLong', { days: MAX_RANGE_DAYS });
  return { begin, end, days };
}
