import { sql, type Db, type Kernel } from '#kernel/server';
import type { AdClient } from './ad-visitor.ts';

/** A counted impression or click of an ad. */
export interface AdEvent {
  kind: 'view' | 'click';
  siteId: number;
  adId: number;
  at: Date;
  client: AdClient;
}

/** how often the buffer is written at the latest, and how many events make it write at once */
export const AD_FLUSH_MS = 1000;
export const AD_FLUSH_EVENTS = 1000;

const LOG_COLUMNS = [
  'site_id',
  'ad_id',
  'host',
  'ip',
  'referer',
  'browser',
  'user_agent',
  'os',
  'device_type',
  'locale',
  'visitor',
  'bot',
  'evt_time',
];

/**
 * The ad events of this process, written in batches (issue 32: at least every second, one multi-row insert per
 * table per flush): the view log, the click log and the hourly counts (added to, per ad and hour), in one
 * transaction. `stop` writes what is left (the plugin's stop, on a graceful shutdown); a `kill -9` loses at most
 * the events of the last second. A failed write keeps its events for the next flush (at most 50,000 held).
 *
 * A minimal writer of the ads' own: the site statistics' batched writer may later take these events too.
 */
export class AdEventBatch {
  private events: AdEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private kernel: Pick<Kernel, 'db'>) {}

  /** queues one event; answers at once */
  add(e: AdEvent): void {
    this.events.push(e);
    if (this.events.length >= AD_FLUSH_EVENTS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), AD_FLUSH_MS);
  }

  /** writes what is queued (one flush at a time, in order) */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.events;
    this.events = [];
    if (!batch.length) return this.writing;
    this.writing = this.writing.then(() =>
      this.write(batch).catch(() => {
        // kept for the next flush (bounded: a database down for long drops the oldest)
        this.events = [...batch, ...this.events].slice(-50_000);
        this.timer ??= setTimeout(() => void this.flush(), AD_FLUSH_MS * 5);
      }),
    );
    return this.writing;
  }

  /** the last flush, then nothing more is buffered in a timer */
  async stop(): Promise<void> {
    await this.flush();
    await this.writing;
  }

  private async write(batch: AdEvent[]): Promise<void> {
    const views = batch.filter((e) => e.kind === 'view');
    const clicks = batch.filter((e) => e.kind === 'click');
    const hours = new Map<
      string,
      { adId: number; siteId: number; hour: Date; view: number; click: number; botView: number; botClick: number }
    >();
    for (const e of batch) {
      const hour = new Date(Math.floor(e.at.getTime() / 3_600_000) * 3_600_000);
      const key = `${e.adId}|${hour.getTime()}`;
      const h = hours.get(key) ?? { adId: e.adId, siteId: e.siteId, hour, view: 0, click: 0, botView: 0, botClick: 0 };
      if (e.client.bot) e.kind === 'view' ? h.botView++ : h.botClick++;
      else e.kind === 'view' ? h.view++ : h.click++;
      hours.set(key, h);
    }
    await this.kernel.db.transaction().execute(async (trx) => {
      if (views.length) await insertLog(trx, 'cms_ad_view_log', views);
      if (clicks.length) await insertLog(trx, 'cms_ad_click_log', clicks);
      const hs = [...hours.values()];
      await sql`
        insert into cms_ad_hour_stat (advertisement_id, hour, site_id, view, click, bot_view, bot_click)
        select * from unnest(${hs.map((h) => h.adId)}::bigint[], ${hs.map((h) => h.hour.toISOString())}::timestamptz[],
          ${hs.map((h) => h.siteId)}::bigint[], ${hs.map((h) => h.view)}::int[], ${hs.map((h) => h.click)}::int[],
          ${hs.map((h) => h.botView)}::int[], ${hs.map((h) => h.botClick)}::int[])
        on conflict (advertisement_id, hour) do update set view = cms_ad_hour_stat.view + excluded.view,
          click = cms_ad_hour_stat.click + excluded.click, bot_view = cms_ad_hour_stat.bot_view + excluded.bot_view,
          bot_click = cms_ad_hour_stat.bot_click + excluded.bot_click`.execute(trx);
    });
  }
}

/** one insert of all the events of a log, column by column (unnest: one statement whatever the count) */
function insertLog(trx: Db, table: string, es: AdEvent[]) {
  const col = <T>(f: (e: AdEvent) => T) => es.map(f);
  return sql`
    insert into ${sql.table(table)} (${sql.join(LOG_COLUMNS.map((c) => sql.ref(c)))})
    select * from unnest(${col((e) => e.siteId)}::bigint[], ${col((e) => e.adId)}::bigint[], ${col((e) => e.client.host)}::text[],
      ${col((e) => e.client.ip)}::text[], ${col((e) => e.client.referer)}::text[], ${col((e) => e.client.browser)}::text[],
      ${col((e) => e.client.userAgent)}::text[], ${col((e) => e.client.os)}::text[], ${col((e) => e.client.deviceType)}::text[],
      ${col((e) => e.client.locale)}::text[], ${col((e) => e.client.visitor)}::text[], ${col((e) => e.client.bot)}::boolean[],
      ${col((e) => e.at.toISOString())}::timestamptz[])`.execute(trx);
}

const batches = new WeakMap<object, AdEventBatch>();

/** the process's ad event writer of a kernel (made on first use; the plugin's stop flushes it) */
export function adEventsOf(kernel: Pick<Kernel, 'db'>): AdEventBatch {
  let b = batches.get(kernel);
  if (!b) {
    b = new AdEventBatch(kernel);
    batches.set(kernel, b);
  }
  return b;
}
