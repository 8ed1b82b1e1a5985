import type pg from 'pg';
import type { Kernel } from '#kernel/server';
import { mondayOf } from './stat-clock.ts';
import { addDays } from './stat-range.ts';
import type { ClientRow, EntryPageRow, SiteTrend, SourceRow, TrafficPoint, TrendGran } from '../../shared/stat.ts';

const TRAFFIC = `coalesce(sum(s.pv), 0)::bigint as pv, coalesce(sum(s.uv), 0)::bigint as uv, coalesce(sum(s.ip), 0)::bigint as ip,
  coalesce(sum(s.bot_pv), 0)::bigint as "botPv", coalesce(sum(s.internal_pv), 0)::bigint as "internalPv"`;

/**
 * The trend SQL by granularity: every period of the range is a row (zeros where nothing was counted). Hours come
 * from the hourly rollup, days from the daily one, weeks (from Monday) and months as sums of their days — a
 * visitor is recognised within a day only (the salt changes daily), so a week's visitors are its days' visitors.
 */
const TREND_SQL: Record<TrendGran, string> = {
  hour: `select to_char(g.t, 'YYYY-MM-DD HH24:00') as time, ${TRAFFIC}
    from generate_series($2::date::timestamptz, ($3::date + 1)::timestamptz - interval '1 hour', interval '1 hour') g(t)
    left join cms_site_stat_hour s on s.site_id = $1 and s.stat_hour = g.t
    group by g.t order by g.t`,
  day: `select to_char(g.t, 'YYYY-MM-DD') as time, ${TRAFFIC}
    from generate_series($2::date, $3::date, interval '1 day') g(t)
    left join cms_site_stat_day s on s.site_id = $1 and s.stat_day = g.t::date
    group by g.t order by g.t`,
  week: `select to_char(g.t, 'YYYY-MM-DD') as time, ${TRAFFIC}
    from generate_series(date_trunc('week', $2::date), $3::date, interval '1 week') g(t)
    left join cms_site_stat_day s on s.site_id = $1 and s.stat_day between greatest(g.t::date, $2::date) and least((g.t + interval '6 days')::date, $3::date)
    group by g.t order by g.t`,
  month: `select to_char(g.t, 'YYYY-MM-DD') as time, ${TRAFFIC}
    from generate_series(date_trunc('month', $2::date), $3::date, interval '1 month') g(t)
    left join cms_site_stat_day s on s.site_id = $1
      and s.stat_day between greatest(g.t::date, $2::date) and least((g.t + interval '1 month' - interval '1 day')::date, $3::date)
    group by g.t order by g.t`,
};

/**
 * The whole weeks (Monday to Sunday) inside a period: the first Monday, the last whole week's Monday and its
 * Sunday; `infinity`/`-infinity` when the period holds none (every day then comes from the daily sums).
 */
export function fullWeeks(start: string, end: string): { first: string; lastMonday: string; lastDay: string } {
  const monday = mondayOf(start);
  const first = monday === start ? start : addDays(monday, 7);
  const lastMonday = addDays(mondayOf(addDays(end, 1)), -7);
  if (lastMonday < first) return { first: 'infinity', lastMonday: '-infinity', lastDay: '-infinity' };
  return { first, lastMonday, lastDay: addDays(lastMonday, 6) };
}

const ENTRY_CACHE = 'stat.entryPages';

/** The pages visits started on most (entries, then views, then path), at most `limit`. */
const top = (list: EntryPageRow[], limit: number) =>
  list
    .filter((r) => r.entries > 0)
    .sort((a, b) => b.entries - a.entries || b.pv - a.pv || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .slice(0, limit);

/** Site reports read from the rollups only (never the raw events), so their cost does not grow with the events kept. */
export function statReports(pool: pg.Pool, cache?: Pick<Kernel['cache'], 'getOrLoad'>) {
  // repeated reads become prepared statements in the kernel's pool
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[]) => (await pool.query<T>(text, values)).rows;
  /** every path's entries and views over a period: whole weeks from the weekly sums, the other days from the daily ones */
  const pathSums = (siteId: number, start: string, end: string) => {
    const weeks = fullWeeks(start, end);
    return rows<EntryPageRow>(
      `select path, sum(entries)::bigint as entries, sum(pv)::bigint as pv from (
         select path, entries, pv from cms_site_stat_path_week where site_id = $1 and week_start between $2::date and $3::date
         union all
         select path, entries, pv from cms_site_stat_path where site_id = $1 and stat_day between $4::date and $5::date
           and (stat_day < $2::date or stat_day > $6::date)
       ) x group by path`,
      [siteId, weeks.first, weeks.lastMonday, start, end, weeks.lastDay],
    );
  };
  const sumOf = (list: TrafficPoint[]) => {
    const total = { pv: 0, uv: 0, ip: 0, botPv: 0, internalPv: 0 };
    for (const r of list) for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
    return total;
  };

  return {
    async trend(siteId: number, start: string, end: string, gran: TrendGran): Promise<SiteTrend> {
      const list = await rows<TrafficPoint>(TREND_SQL[gran], [siteId, start, end]);
      return { gran, rows: list, total: sumOf(list) };
    },

    /**
     * Top entry pages. Days that are over never change, so a period reaching today sums its past days once (kept
     * for ten minutes under the period's key: the key moves on with the day) and adds today's rows at each call.
     */
    async entryPages(siteId: number, start: string, end: string, limit: number, today?: string): Promise<EntryPageRow[]> {
      if (!today || !cache || end !== today || start === today) return top(await pathSums(siteId, start, end), limit);
      const past = await cache.getOrLoad<EntryPageRow[]>(
        ENTRY_CACHE,
        `${siteId}|${start}|${today}`,
        () => pathSums(siteId, start, addDays(today, -1)),
        600,
      );
      const now = await rows<EntryPageRow>('select path, entries, pv from cms_site_stat_path where site_id = $1 and stat_day = $2::date', [
        siteId,
        today,
      ]);
      const merged = new Map(past.map((r) => [r.path, { ...r }]));
      for (const r of now) {
        const m = merged.get(r.path);
        if (m) {
          m.entries += r.entries;
          m.pv += r.pv;
        } else merged.set(r.path, { ...r });
      }
      return top([...merged.values()], limit);
    },

    async sources(siteId: number, start: string, end: string): Promise<SourceRow[]> {
      return rows<SourceRow>(
        `select source_type as "sourceType", source_name as "sourceName", sum(entries)::bigint as entries, sum(pv)::bigint as pv
         from cms_site_stat_source where site_id = $1 and stat_day between $2 and $3 and source_type <> 'internal'
         group by 1, 2 order by 3 desc, 4 desc, 1, 2 limit 100`,
        [siteId, start, end],
      );
    },

    async clients(siteId: number, start: string, end: string): Promise<ClientRow[]> {
      return rows<ClientRow>(
        `select device_type as "deviceType", sum(pv)::bigint as pv, sum(uv)::bigint as uv from cms_site_stat_client
         where site_id = $1 and stat_day between $2 and $3 group by 1 order by 2 desc, 1`,
        [siteId, start, end],
      );
    },

    /** traffic per site over the period (sites without a row count zeros: the caller adds them) */
    async overview(siteIds: number[] | null, start: string, end: string) {
      return rows<Omit<TrafficPoint, 'time'> & { siteId: number }>(
        `select s.site_id as "siteId", ${TRAFFIC} from cms_site_stat_day s
         where s.stat_day between $1 and $2 and ($3::bigint[] is null or s.site_id = any($3)) group by s.site_id`,
        [start, end, siteIds],
      );
    },

    /** views of one content per day of a period, and where they came from */
    async contentReach(siteId: number, contentId: number, start: string, end: string) {
      const [days, sources] = await Promise.all([
        rows<{ day: string; pv: number }>(
          `select to_char(g.t, 'YYYY-MM-DD') as day, coalesce(sum(s.pv), 0)::bigint as pv
           from generate_series($3::date, $4::date, interval '1 day') g(t)
           left join cms_site_stat_content s on s.site_id = $1 and s.content_id = $2 and s.stat_day = g.t::date
           group by g.t order by g.t`,
          [siteId, contentId, start, end],
        ),
        rows<{ sourceType: string; sourceName: string; pv: number }>(
          `select source_type as "sourceType", source_name as "sourceName", sum(pv)::bigint as pv from cms_site_stat_content
           where site_id = $1 and content_id = $2 and stat_day between $3 and $4 group by 1, 2 order by 3 desc, 1, 2 limit 50`,
          [siteId, contentId, start, end],
        ),
      ]);
      return { days, sources };
    },
  };
}

export type StatReports = ReturnType<typeof statReports>;
