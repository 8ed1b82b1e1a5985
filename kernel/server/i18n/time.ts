const pad = (n: number) => String(n).padStart(2, '0');

// a formatter per time zone: building one costs far more than formatting with it
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    if (formatters.size > 50) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a time zone (APP_TIME_ZONE), whatever zone the host runs in. */
export function zonedParts(d: Date | number, timeZone: string): ZonedParts {
  const ms = typeof d === 'number' ? d : d.getTime();
  // the parts of one second are the same throughout it: the last second asked is kept per zone (every request asks "now")
  const second = Math.floor(ms / 1000);
  const last = lastParts.get(timeZone);
  if (last && last.second === second) return last.parts;
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  const out: ZonedParts = Object.freeze({ y: parts.year, mo: parts.month, d: parts.day, h: parts.hour, mi: parts.minute, s: parts.second });
  if (Number.isFinite(second)) lastParts.set(timeZone, { second, parts: out });
  return out;
}

/** A time's calendar fields in a zone. */
export type ZonedParts = Readonly<{ y: number; mo: number; d: number; h: number; mi: number; s: number }>;
const lastParts = new Map<string, { second: number; parts: ZonedParts }>();

/** An instant as `yyyy-MM-dd HH:mm:ss` in `timeZone` (DESIGN §6: every time on the wire is in APP_TIME_ZONE). */
export function formatInstant(d: Date | number, timeZone: string): string {
  const p = zonedParts(d, timeZone);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;
}

/** An instant as `yyyyMMddHHmmss` in `timeZone`, for file names. */
export function compactInstant(d: Date | number, timeZone: string): string {
  return formatInstant(d, timeZone).replace(/\D/g, '');
}
