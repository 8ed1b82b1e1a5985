import { isbot } from 'isbot';
import type pg from 'pg';
import type { VisitKind } from '../../shared/stat.ts';
import { EventBatch } from '#kernel/server';
import { type LocalSlot, statClock } from './stat-clock.ts';
import { FlushCoding } from './visit-flush-coding.ts';
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

/**
 * A flush sends its views dictionary-coded, as five JSON texts: the views themselves carry only what is theirs
 * (site, catalog, content, path, time, language) and the numbers of their visitor, source, agent and hour in the
 * side lists; `ev` joins them back into the columns the log and the rollups need. A batch of views from a few
 * hundred visitors is then a fraction of the text to build, send and parse.
 */
const EVENTS = 'e(s bigint, c bigint, n bigint, u text, t float8, v int, r int, l text)';
const VISITORS = 'v(i int, a int, sl int, ip text, visitor text, ih text, kind text, nhv bool, nhi bool, ndv bool, ndi bool)';
const AGENTS = 'a(i int, browser text, os text, device_type text, user_agent text)';
const SOURCES = 'r(i int, host text, referer text, source_type text, source_name text, entry bool)';
const SLOTS = 'sl(i int, h timestamptz, ds timestamptz, d date, w date)';
const RAW = [
  'site_id',
  'catalog_id',
  'content_id',
  'host',
  'uri',
  'ip',
  'visitor',
  'referer',
  'source_type',
  'source_name',
  'browser',
  'os',
  'device_type',
  'locale',
  'kind',
  'user_agent',
  'evt_time',
];

/**
 * One statement per flush: the raw events (one multi-row insert from the batch's JSON texts), the visitor and IP set rows of the
 * hour and day (a hash seen for the first time is a new visitor or IP of that hour or day) and every rollup upsert,
 * in key order so that concurrent flushes of several processes lock rows in the same order.
 */
const FLUSH_SQL = `
with ev as (
  select e.s as site_id, e.c as catalog_id, e.n as content_id, r.host, e.u as uri, v.ip, v.visitor, r.referer, r.source_type,
    r.source_name, a.browser, a.os, a.device_type, e.l as locale, v.kind, a.user_agent, to_timestamp(e.t / 1000) as evt_time,
    sl.h, sl.ds, sl.d, r.entry, v.ih, sl.w, v.nhv, v.nhi, v.ndv, v.ndi
  from json_to_recordset($1::json) as ${EVENTS}
    join json_to_recordset($2::json) as ${VISITORS} on v.i = e.v
    join json_to_recordset($3::json) as ${AGENTS} on a.i = v.a
    join json_to_recordset($4::json) as ${SOURCES} on r.i = e.r
    join json_to_recordset($5::json) as ${SLOTS} on sl.i = v.sl
),
raw as (insert into cms_site_visit_log (${RAW.join(', ')}) select ${RAW.join(', ')} from ev order by evt_time),
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
/** views coded between two yields to the event loop while a batch is prepared (requests keep being answered) */
const ROWS_PER_SLICE = 1000;
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

  /** The number of a view's visitor in this flush: hashes, masked address, kind and the set rows it still needs. */
  private visitor(f: FlushCoding, v: PendingVisit, slot: LocalSlot, salt: Buffer, internal: (ip: string) => boolean): number {
    const sl = f.slot(slot);
    return f.code(f.visitorOf, f.visitors, `${sl}\u0000${v.siteId}\u0000${v.ip}\u0000${v.ua}`, () => {
      const agent = this.agent(v.ua);
      const a = f.code(f.agentOf, f.agents, v.ua, () => ({
        browser: agent.browser,
        os: agent.os,
        device_type: agent.device,
        user_agent: agent.ua,
      }));
      // hashed once per flush (the clear address stays in memory only until the flush that writes its views)
      const visitor = visitorHash(salt, v.siteId, v.ip, v.ua);
      const addressKey = `${slot.day}\u0000${v.siteId}\u0000${v.ip}`;
      let ih = f.addressOf.get(addressKey);
      if (!ih) f.addressOf.set(addressKey, (ih = addressHash(salt, v.siteId, v.ip)));
      // a visitor's set rows are asked for by its first view of the flush and hour (the SQL takes them once)
      const need = (key: string) => {
        if (this.written.has(key) || f.fresh.has(key)) return false;
        f.fresh.add(key);
        return true;
      };
      return {
        a,
        sl,
        ip: maskIp(v.ip),
        visitor,
        ih,
        kind: (agent.bot ? 'bot' : internal(v.ip) ? 'internal' : 'visitor') satisfies VisitKind,
        nhv: need(`hv|${slot.hourStart}|${v.siteId}|${visitor}`),
        nhi: need(`hi|${slot.hourStart}|${v.siteId}|${ih}`),
        ndv: need(`dv|${slot.dayStart}|${v.siteId}|${visitor}`),
        ndi: need(`di|${slot.dayStart}|${v.siteId}|${ih}`),
      };
    });
  }

  private source(f: FlushCoding, v: PendingVisit): number {
    return f.code(f.sourceOf, f.sources, `${v.host ?? ''}\u0000${v.referer ?? ''}`, () => {
      const source = sourceOf(v.referer, v.host);
      return {
        host: v.host ?? null,
        referer: v.referer ?? null,
        source_type: source.type,
        source_name: source.name,
        entry: source.type !== 'internal',
      };
    });
  }

  private async write(rows: PendingVisit[]): Promise<void> {
    const internal = await this.opts.internal();
    // the views go as JSON texts, stringified slice by slice (native JSON.stringify instead of pg's escaping of
    // every array element, and no long pause of the event loop); a visitor, agent and source are coded once per flush
    const f = new FlushCoding();
    let slice: Record<string, unknown>[] = [];
    let salt: Buffer = Buffer.alloc(0);
    let saltDay = '';
    for (let n = 0; n < rows.length; n++) {
      if (slice.length === ROWS_PER_SLICE) {
        f.views.push(JSON.stringify(slice).slice(1, -1));
        slice = [];
        await yieldLoop();
      }
      const v = rows[n];
      const slot = this.clock(v.at);
      if (slot.day !== saltDay) {
        salt = await this.salts.of(slot.day);
        saltDay = slot.day;
      }
      // undefined fields are left out of the text: the SQL reads them as null
      slice.push({
        s: v.siteId,
        c: v.catalogId,
        n: v.contentId,
        u: v.uri,
        t: v.at,
        v: this.visitor(f, v, slot, salt, internal),
        r: this.source(f, v),
        l: v.lang,
      });
    }
    if (slice.length) f.views.push(JSON.stringify(slice).slice(1, -1));
    const r = await this.opts.pool.query<{ siteId: string; contentId: string; views: number }>(FLUSH_SQL, f.params());
    if (this.written.size + f.fresh.size > WRITTEN_KEPT) this.written.clear();
    for (const k of f.fresh) this.written.add(k);
    if (this.opts.views && r.rows.length)
      await this.opts.views(r.rows.map((x) => ({ siteId: Number(x.siteId), contentId: Number(x.contentId), views: x.views })));
  }
}
