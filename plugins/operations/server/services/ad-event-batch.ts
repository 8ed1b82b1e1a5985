import { EventBatch, sql, type Db, type Kernel } from '#kernel/server';
import type { AdClient } from './ad-visitor.ts';

/** A counted impression or click of an ad. */
export interface AdEvent {
  kind: 'view' | 'click';
  siteId: number;
  adId: number;
  at: Date;
  client: AdClient;
}

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
 * One batch of ad events written (the plugin's batched writer, event-batch.ts, calls it at least every second):
 * one multi-row insert into the view log, one into the click log and one upsert of the hourly counts (added to,
 * per ad and hour, bots apart), in one transaction.
 */
class AdEventWriter {
  constructor(private kernel: Pick<Kernel, 'db'>) {}

  async write(batch: AdEvent[]): Promise<void> {
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

const batches = new WeakMap<object, EventBatch<AdEvent>>();

/**
 * The process's buffer of ad events of a kernel (made on first use; the plugin's stop flushes it): a request adds
 * its event and is answered; a `kill -9` loses at most the last second's events.
 */
export function adEventsOf(kernel: Pick<Kernel, 'db'>): EventBatch<AdEvent> {
  let b = batches.get(kernel);
  if (!b) {
    const writer = new AdEventWriter(kernel);
    b = new EventBatch<AdEvent>({ write: (rows) => writer.write(rows), intervalMs: 1000 });
    batches.set(kernel, b);
  }
  return b;
}
