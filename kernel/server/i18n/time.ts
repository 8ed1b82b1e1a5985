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
export function zonedParts(d: Date | number, timeZone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(typeof d === 'number' ? new Date(d) : d)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { y: parts.year, mo: parts.month, d: parts.day, h: parts.hour, mi: parts.minute, s: parts.second };
}

/** An instant as `yyyy-MM-dd HH:mm:ss` in `timeZone` (DESIGN §6: every time on the wire is in APP_TIME_ZONE). */
export function formatInstant(d: Date | number, timeZone: string): string {
  const p = zonedParts(d, timeZone);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;
}

/** An instant as `yyyyMMddHHmmss` in `timeZone`, for file names. */
export function compactInstant(d: Date | number, timeZone: string): string {
  return formatInstant(d, timeZone).replace(/\D/g, '');
}
