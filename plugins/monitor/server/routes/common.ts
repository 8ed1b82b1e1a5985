/** JSON schemas and helpers shared by the monitor routes. */

export const idArray = { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } } as const;
export const stringIdArray = {
  type: 'array',
  minItems: 1,
  maxItems: 500,
  items: { type: 'string', minLength: 1, maxLength: 200 },
} as const;

export const pageProps = {
  pageNum: { type: 'integer', minimum: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 10000 },
  sorts: { type: 'string', maxLength: 200 },
  orderByColumn: { type: 'string', maxLength: 64 },
  isAsc: { type: 'string', maxLength: 16 },
} as const;

export const dateTime = { type: 'string', maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' } as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats an instant as `yyyy-MM-dd HH:mm:ss` in the configured time zone (DESIGN §6). */
export function formatInstant(d: Date | number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(typeof d === 'number' ? new Date(d) : d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${pad(Number(parts.month))}-${pad(Number(parts.day))} ${pad(Number(parts.hour))}:${pad(Number(parts.minute))}:${pad(Number(parts.second))}`;
}

/** Drops null fields of each row (absent values are omitted on the wire). */
export const compactRows = <T extends object>(rows: T[]): T[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v != null)) as T);
