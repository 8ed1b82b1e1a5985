/** The local calendar of an instant in the statistics' time zone (APP_TIME_ZONE). */
export interface LocalSlot {
  /** `yyyy-MM-dd` */
  day: string;
  /** epoch ms of the local midnight that starts `day` */
  dayStart: number;
  /** epoch ms of the local hour's start */
  hourStart: number;
  /** `yyyy-MM-dd` of the Monday that starts the day's week */
  week: string;
}

/**
 * Buckets instants into local days and hours. Zone offsets are whole minutes, so the local calendar of a minute
 * is computed once (Intl) and reused for every instant in it.
 */
export function statClock(timeZone: string): (at: number) => LocalSlot {
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const cache = new Map<number, LocalSlot>();
  return (at) => {
    const minute = Math.floor(at / 60_000);
    let slot = cache.get(minute);
    if (!slot) {
      const p = Object.fromEntries(fmt.formatToParts(new Date(minute * 60_000)).map((x) => [x.type, x.value]));
      const m = minute * 60_000;
      const hourStart = m - Number(p.minute) * 60_000;
      const day = `${p.year}-${p.month}-${p.day}`;
      slot = { day, week: mondayOf(day), hourStart, dayStart: hourStart - Number(p.hour) * 3_600_000 };
      if (cache.size > 2000) cache.clear();
      cache.set(minute, slot);
    }
    return slot;
  };
}

/** The Monday of a day's week (`yyyy-MM-dd`), as PostgreSQL's `date_trunc('week', …)`. */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
