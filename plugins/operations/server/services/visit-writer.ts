import { isbot } from 'isbot';
import type pg from 'pg';
import type { VisitKind } from '../../shared/stat.ts';
import { EventBatch } from '#kernel/server';
import { statClock } from './stat-clock.ts';
import { browserOf, deviceOf, maskIp, osOf, sourceOf } from './visit-classify.ts';
import { DailySalt, addressHash, visitorHash } from './visitor-hash.ts';

/** A page view as the beacon took it: held in memory until the next flush (the clear address never leaves it). */
export interface PendingVisit {
  siteId: number;
  uri: string;
  host?: string;
  referer?: string;
  ua: string;
  ip: string;
  lang?: string;
  contentId?: number;
  catalogId?: number;
  at: number;
}

/** Beacon-counted views of contents, handed on after each flush (the CMS keeps the counter). */
export type ViewSink = (views: { siteId: number; contentId: number; views: number }[]) => Promise<void>;

export interface VisitWriterOptions {
  pool: pg.Pool;
  timeZone: string;
  /** the live INTERNAL rules of System → IP rules */
  internal: () => Promise<(ip: string) => boolean>;
  views?: ViewSink;
  intervalMs?: number;
  onError?: (e: unknown) => void;
}

const COLUMNS = [
  ['site_id', 'bigint'],
  ['catalog_id', 'bigint'],
  ['content_id', 'bigint'],
  ['host', 'text'],
  ['uri', 'text'],
  ['ip', 'text'],
  ['visitor', 'text'],
  ['referer', 'text'],
  ['source_type', 'text'],
  ['source_name', 'text'],
  ['browser', 'text'],
  ['os', 'text'],
  ['device_type', 'text'],
  ['locale', 'text'],
  ['kind', 'text'],
  ['user_agent', 'text'],
  ['evt_time', 'timestamptz'],
  // rollup keys: local hour and day start, local day, entry flag, address hash
  ['h', 'timestamptz'],
  ['ds', 'timestamptz'],
  ['d', 'date'],
  ['entry', 'bool'],
  ['ih', 'text'],
  ['w', 'date'],
  // whether the visitor and IP still need their hour and day set rows (not yet written by this process)
  ['nhv', 'bool'],
  ['nhi', 'bool'],
  ['ndv', 'bool'],
  ['ndi', 'bool'],
] as const;
const RAW = COLUMNS.slice(0, 17).map(([c]) => c);

/**
 * One statement per flush: the raw events (one multi-row insert from the batch as one JSON text), the visitor and IP set rows of the
 * hour and day (a hash seen for the first time is a new visitor or IP of that hour or day) and every rollup upsert,
 * in key order so that concurrent flushes of several processes lock rows in the same order.
 */
const FLUSH_SQL = `
with ev as (
  select * from json_to_recordset($1::json) as t(${COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')})
),
raw as (insert into cms_site_visit_log (${RAW.join(', ')}) select ${RAW.join(', ')} from ev),
vis as (select * from ev where kind = 'visitor'),
seen as (
  insert into cms_site_stat_seen (site_id, period, period_start, hash)
  select distinct site_id, p.period, p.start, decode(p.hash, 'hex') from vis
    cross join lateral (values ('hv', h, visitor, nhv), ('hi', h, ih, nhi), ('dv', ds, visitor, ndv), ('di', ds, ih, ndi)) p(period, start, hash, need)
  where p.need
  order by 1, 2, 3, 4
  on conflict do nothing
  returning site_id, period, period_start, encode(hash, 'hex') as hash
),
fresh as (
  select site_id, period_start, count(*) filter (where period in ('hv', 'dv')) as uv, count(*) filter (where period in ('hi', 'di')) as ip,
    bool_or(period in ('hv', 'hi')) as hourly
  from seen group by site_id, period_start, period in ('hv', 'hi')
),
counts as (
  select site_id, h, ds, d, count(*) filter (where kind = 'visitor') as pv, count(*) filter (where kind = 'bot') as bot,
    count(*) filter (where kind = 'internal') as internal
  from ev group by site_id, h, ds, d
),
up_hour as (
  insert into cms_site_stat_hour as t (site_id, stat_hour, pv, uv, ip, bot_pv, internal_pv)
  select c.site_id, c.h, sum(c.pv), coalesce(max(f.uv), 0), coalesce(max(f.ip), 0), sum(c.bot), sum(c.internal)
  from counts c left join fresh f on f.hourly and f.site_id = c.site_id and f.period_start = c.h
  group by c.site_id, c.h order by 1, 2
  on conflict (site_id, stat_hour) do update set pv = t.pv + excluded.pv, uv = t.uv + excluded.uv, ip = t.ip + excluded.ip,
    bot_pv = t.bot_pv + excluded.bot_pv, internal_pv = t.internal_pv + excluded.internal_pv
),
up_day as (
  insert into cms_site_stat_day as t (site_id, stat_day, pv, uv, ip, bot_pv, internal_pv)
  select c.site_id, c.d, sum(c.pv), coalesce(max(f.uv), 0), coalesce(max(f.ip), 0), sum(c.bot), sum(c.internal)
  from counts c left join fresh f on not f.hourly and f.site_id = c.site_id and f.period_start = c.ds
  group by c.site_id, c.d order by 1, 2
  on conflict (site_id, stat_day) do update set pv = t.pv + excluded.pv, uv = t.uv + excluded.uv, ip = t.ip + excluded.ip,
    bot_pv = t.bot_pv + excluded.bot_pv, internal_pv = t.internal_pv + excluded.internal_pv
),
up_path as (
  insert into cms_site_stat_path as t (site_id, stat_day, path, pv, entries)
  select site_id, d, uri, count(*), count(*) filter (where entry) from vis group by 1, 2, 3 order by 1, 2, 3
  on conflict (site_id, stat_day, path) do update set pv = t.pv + excluded.pv, entries = t.entries + excluded.entries
),
up_path_week as (
  insert into cms_site_stat_path_week as t (site_id, week_start, path, pv, entries)
  select site_id, w, uri, count(*), count(*) filter (where entry) from vis group by 1, 2, 3 order by 1, 2, 3
  on conflict (site_id, week_start, path) do update set pv = t.pv + excluded.pv, entries = t.entries + excluded.entries
),
up_source as (
  insert into cms_site_stat_source as t (site_id, stat_day, source_type, source_name, pv, entries)
  select site_id, d, source_type, source_name, count(*), count(*) filter (where entry) from vis group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (site_id, stat_day, source_type, source_name) do update set pv = t.pv + excluded.pv, entries = t.entries + excluded.entries
),
new_dv as (
  select distinct s.site_id, s.period_start, v.device_type, s.hash
  from seen s join vis v on v.site_id = s.site_id and v.ds = s.period_start and v.visitor = s.hash where s.period = 'dv'
),
up_client as (
  insert into cms_site_stat_client as t (site_id, stat_day, device_type, pv, uv)
  select v.site_id, v.d, v.device_type, count(*),
    (select count(*) from new_dv n where n.site_id = v.site_id and n.period_start = v.ds and n.device_type = v.device_type)
  from vis v group by v.site_id, v.d, v.ds, v.device_type order by 1, 2, 3
  on conflict (site_id, stat_day, device_type) do update set pv = t.pv + excluded.pv, uv = t.uv + excluded.uv
),
up_content as (
  insert into cms_site_stat_content as t (site_id, content_id, stat_day, source_type, source_name, pv)
  select site_id, content_id, d, source_type, source_name, count(*) from vis where content_id is not null
  group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (site_id, content_id, stat_day, source_type, source_name) do update set pv = t.pv + excluded.pv
)
select site_id as "siteId", content_id as "contentId", count(*)::int as views from vis where content_id is not null group by 1, 2`;

/** What a user agent says, worked out once per distinct agent (isbot's pattern is long; a site sees few agents). */
interface AgentFacts {
  bot: boolean;
  browser: string;
  os: string;
  device: string;
  ua: string;
}
const AGENTS_KEPT = 5000;
const WRITTEN_KEPT = 400_000;
/** rows handled between two yields to the event loop while a batch is prepared (requests keep being answered) */
const ROWS_PER_SLICE = 500;
const yieldLoop = () => new Promise<void>((r) => setImmediate(r));

/** Writes beacon page views in batches (at least every second) with their rollups; the README says what kill -9 loses. */
export class VisitWriter {
  readonly batch: EventBatch<PendingVisit>;
  private readonly clock: ReturnType<typeof statClock>;
  private readonly salts: DailySalt;
  private readonly agents = new Map<string, AgentFacts>();
  /**
   * set rows this process has written (period, start, site, hash): a returning visitor's next views need none, so a
   * flush mostly inserts raw events and upserts rollups; bounded, and a forgotten key only costs a conflicting insert
   */
  private readonly written = new Set<string>();

  constructor(private readonly opts: VisitWriterOptions) {
    this.clock = statClock(opts.timeZone);
    this.salts = new DailySalt(opts.pool);
    // a flush a second, or at 5,000 views: batches that size keep the rows young for the garbage collector
    this.batch = new EventBatch<PendingVisit>({
      write: (rows) => this.write(rows),
      intervalMs: opts.intervalMs,
      maxRows: 5000,
      onError: opts.onError,
    });
  }

  add(visit: PendingVisit): void {
    this.batch.add(visit);
  }

  private agent(ua: string): AgentFacts {
    let a = this.agents.get(ua);
    if (!a) {
      a = { bot: isbot(ua), browser: browserOf(ua), os: osOf(ua), device: deviceOf(ua), ua: ua.slice(0, 500) };
      if (this.agents.size >= AGENTS_KEPT) this.agents.clear();
      this.agents.set(ua, a);
    }
    return a;
  }

  private async write(rows: PendingVisit[]): Promise<void> {
    const internal = await this.opts.internal();
    // the batch goes as one JSON text, stringified slice by slice (native JSON.stringify instead of pg's escaping of
    // every array element, and no long pause of the event loop); hashes and sources are worked out once per flush
    const slices: string[] = [];
    let slice: Record<string, unknown>[] = [];
    const hashes = new Map<string, string>();
    const sources = new Map<string, ReturnType<typeof sourceOf>>();
    const fresh = new Set<string>();
    const need = (key: string) => {
      if (this.written.has(key) || fresh.has(key)) return false;
      fresh.add(key);
      return true;
    };
    let saltDay = '';
    let salt: Buffer = Buffer.alloc(0);
    for (let i = 0; i < rows.length; i++) {
      if (slice.length === ROWS_PER_SLICE) {
        slices.push(JSON.stringify(slice).slice(1, -1));
        slice = [];
        await yieldLoop();
      }
      const v = rows[i];
      const slot = this.clock(v.at);
      if (slot.day !== saltDay) {
        salt = await this.salts.of(slot.day);
        saltDay = slot.day;
        hashes.clear();
      }
      const agent = this.agent(v.ua);
      const vKey = `${v.siteId}\u0000${v.ip}\u0000${v.ua}`;
      let visitor = hashes.get(vKey);
      if (!visitor) hashes.set(vKey, (visitor = visitorHash(salt, v.siteId, v.ip, v.ua)));
      const iKey = `${v.siteId}\u0000${v.ip}`;
      let ih = hashes.get(iKey);
      if (!ih) hashes.set(iKey, (ih = addressHash(salt, v.siteId, v.ip)));
      const sKey = `${v.host ?? ''}\u0000${v.referer ?? ''}`;
      let source = sources.get(sKey);
      if (!source) sources.set(sKey, (source = sourceOf(v.referer, v.host)));
      slice.push({
        site_id: v.siteId,
        catalog_id: v.catalogId ?? null,
        content_id: v.contentId ?? null,
        host: v.host ?? null,
        uri: v.uri,
        ip: maskIp(v.ip),
        visitor,
        referer: v.referer ?? null,
        source_type: source.type,
        source_name: source.name,
        browser: agent.browser,
        os: agent.os,
        device_type: agent.device,
        locale: v.lang ?? null,
        kind: (agent.bot ? 'bot' : internal(v.ip) ? 'internal' : 'visitor') satisfies VisitKind,
        user_agent: agent.ua,
        evt_time: new Date(v.at).toISOString(),
        h: new Date(slot.hourStart).toISOString(),
        ds: new Date(slot.dayStart).toISOString(),
        d: slot.day,
        entry: source.type !== 'internal',
        ih,
        w: slot.week,
        nhv: need(`hv|${slot.hourStart}|${v.siteId}|${visitor}`),
        nhi: need(`hi|${slot.hourStart}|${v.siteId}|${ih}`),
        ndv: need(`dv|${slot.dayStart}|${v.siteId}|${visitor}`),
        ndi: need(`di|${slot.dayStart}|${v.siteId}|${ih}`),
      } satisfies Record<(typeof COLUMNS)[number][0], unknown>);
    }
    if (slice.length) slices.push(JSON.stringify(slice).slice(1, -1));
    const r = await this.opts.pool.query<{ siteId: string; contentId: string; views: number }>(FLUSH_SQL, [`[${slices.join(',')}]`]);
    if (this.written.size + fresh.size > WRITTEN_KEPT) this.written.clear();
    for (const k of fresh) this.written.add(k);
    if (this.opts.views && r.rows.length)
      await this.opts.views(r.rows.map((x) => ({ siteId: Number(x.siteId), contentId: Number(x.contentId), views: x.views })));
  }
}
