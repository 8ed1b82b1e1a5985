import { invalidField } from '#kernel/server';
import type { StatRange, TrendGran } from '../../shared/stat.ts';
import { statClock } from './stat-clock.ts';

const DAY_MS = 86_400_000;
/** The longest period each granularity may span, in days (an hourly trend of a month is 744 points). */
export const MAX_RANGE_DAYS: Record<TrendGran, number> = { hour: 31, day: 366, week: 5 * 366, month: 10 * 366 };
/** The default period: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

const toMs = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `yyyy-MM-dd` names a real day. */
const realDay = (day: string) => toDay(toMs(day)) === day;

/** `a` plus `n` days. */
export const addDays = (day: string, n: number) => toDay(toMs(day) + n * DAY_MS);

/** Days from `a` to `b`, both included. */
export const spanDays = (a: string, b: string) => Math.round((toMs(b) - toMs(a)) / DAY_MS) + 1;

/**
 * A report's period as local days: `endDate` defaults to today, `startDate` to 29 days before it; a time part is
 * ignored. Refused, naming the field, when a day does not exist, the start lies after the end, or the period is
 * longer than the granularity allows.
 */
export function statRange(q: StatRange, timeZone: string, gran: TrendGran = 'day'): { start: string; end: string } {
  const end = q.endDate?.slice(0, 10) ?? statClock(timeZone)(Date.now()).day;
  const start = q.startDate?.slice(0, 10) ?? addDays(end, 1 - DEFAULT_DAYS);
  if (!realDay(start)) throw invalidField('startDate', 'operations:stat.errors.badDate', { value: start });
  if (!realDay(end)) throw invalidField('endDate', 'operations:stat.errors.badDate', { value: end });
  if (start > end) throw invalidField('endDate', 'operations:stat.errors.endBeforeStart');
  if (spanDays(start, end) > MAX_RANGE_DAYS[gran])
    throw invalidField('startDate', 'operations:stat.errors.rangeTooLong', { days: MAX_RANGE_DAYS[gran] });
  return { start, end };
}
