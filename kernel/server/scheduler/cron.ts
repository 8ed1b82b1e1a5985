import { Cron } from 'croner';

/** A cron expression that croner refused; `detail` is croner's (English) reason. */
export class CronError extends Error {
  constructor(
    public expression: string,
    public detail: string,
  ) {
    super(`invalid cron expression "${expression}": ${detail}`);
  }
}

// Quartz-style expressions as RuoYi users type them: seconds first, `?`, `0/5` steps, 1 = Sunday, optional year.
const OPTIONS = { paused: true, sloppyRanges: true, alternativeWeekdays: true, mode: '6-or-7-parts' } as const;
const cache = new Map<string, Cron>();

/** Parses a Quartz-style cron (6 or 7 fields) in a time zone; throws CronError. Parsed patterns are cached. */
export function parseCron(expression: string, timeZone: string): Cron {
  const key = `${timeZone}|${expression}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (expression.length > 200) throw new CronError(`${expression.slice(0, 40)}…`, 'too long');
  let c: Cron;
  try {
    c = new Cron(expression.trim(), { ...OPTIONS, timezone: timeZone });
  } catch (e) {
    throw new CronError(expression, (e as Error).message.replace(/^CronPattern: /, ''));
  }
  if (!c.nextRun()) throw new CronError(expression, 'never fires');
  if (cache.size > 1000) cache.clear();
  cache.set(key, c);
  return c;
}

/** The next `n` fire times strictly after `from` (default now). */
export function nextRuns(expression: string, timeZone: string, n: number, from: Date = new Date()): Date[] {
  return parseCron(expression, timeZone).nextRuns(n, from);
}

/**
 * Fire times in (after, until], oldest first, at most `cap` of them; `more` tells that older ones were
 * dropped (a long downtime of a frequent job) — only the latest `cap` are returned.
 */
export function firesBetween(cron: Cron, after: number, until: number, cap: number): { fires: number[]; more: boolean } {
  const out: number[] = [];
  let cursor = new Date(after);
  for (let i = 0; i < cap + 1; i++) {
    const d = cron.nextRun(cursor);
    if (!d || d.getTime() > until) return { fires: out, more: false };
    out.push(d.getTime());
    cursor = d;
  }
  // too many: return the latest ones, counted back from `until`
  const latest = cron
    .previousRuns(cap, new Date(until + 1))
    .map((d) => d.getTime())
    .filter((t) => t > after)
    .reverse();
  return { fires: latest, more: true };
}
