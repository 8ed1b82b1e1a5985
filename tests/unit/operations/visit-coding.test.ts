import { describe, expect, it } from 'vitest';
import { VisitWriter, type PendingVisit } from '../../../plugins/operations/server/services/visit-writer.ts';

/**
 * The visit writer's flush coding (issue 32): views name their visitor, agent, source and hour by number in side
 * lists sent once per flush; a visitor's set rows are asked for once, and never again after a flush wrote them.
 */
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

function writer() {
  const flushes: string[][] = [];
  const pool = {
    query: async (sql: string, params: unknown[]) => {
      if (/cms_site_stat_salt/.test(sql)) return { rows: [{ salt: Buffer.alloc(32, 7) }] };
      flushes.push(params as string[]);
      return { rows: [] };
    },
  };
  const w = new VisitWriter({
    pool: pool as never,
    timeZone: 'Asia/Shanghai',
    internal: async () => (ip: string) => ip.startsWith('10.'),
    intervalMs: 3_600_000,
  });
  const flush = async (views: PendingVisit[]) => {
    for (const v of views) w.add(v);
    await w.batch.flush();
    const [events, visitors, agents, sources, slots] = flushes[flushes.length - 1].map((p) => JSON.parse(p));
    return { events, visitors, agents, sources, slots };
  };
  return { flush, stop: () => w.batch.stop() };
}

const at = Date.parse('2026-12-07T10:20:00Z');
const view = (p: Partial<PendingVisit>): PendingVisit => ({ siteId: 1, uri: '/a.html', ua: CHROME, ip: '198.51.100.7', at, ...p });

describe('visit writer flush coding', () => {
  it('codes each visitor, agent, source and hour once, and the views by their numbers', async () => {
    const { flush, stop } = writer();
    const f = await flush([
      view({ uri: '/a.html', referer: 'https://www.baidu.com/s?wd=x', host: 'www.zhuxie.org', contentId: 5 }),
      view({ uri: '/b.html', referer: 'https://www.baidu.com/s?wd=x', host: 'www.zhuxie.org', lang: 'en' }),
      view({ ip: '10.0.0.9' }),
      view({ ua: BOT, at: at + 3_600_000 }),
    ]);
    expect(f.events).toHaveLength(4);
    expect(f.events[0]).toEqual({ s: 1, n: 5, u: '/a.html', t: at, v: 0, r: 0 });
    expect(f.events[1]).toMatchObject({ u: '/b.html', v: 0, r: 0, l: 'en' });
    // another address is another visitor, of the INTERNAL kind; the bot's view is in the next hour
    expect(f.visitors.map((v: { kind: string; sl: number; a: number }) => [v.kind, v.sl, v.a])).toEqual([
      ['visitor', 0, 0],
      ['internal', 0, 0],
      ['bot', 1, 1],
    ]);
    expect(f.visitors[0].ip).toBe('198.51.100.0');
    expect(JSON.stringify(f)).not.toContain('198.51.100.7');
    expect(f.agents.map((a: { browser: string }) => a.browser)).toEqual(['Chrome', expect.any(String)]);
    expect(f.sources.map((s: { source_type: string; source_name: string }) => [s.source_type, s.source_name])).toEqual([
      ['search', 'baidu'],
      ['direct', ''],
    ]);
    expect(f.slots.map((s: { h: string; d: string }) => [s.h, s.d])).toEqual([
      ['2026-12-07T10:00:00.000Z', '2026-12-07'],
      ['2026-12-07T11:00:00.000Z', '2026-12-07'],
    ]);
    await stop();
  });

  it('asks for a visitor’s hour and day set rows in its first flush only', async () => {
    const { flush, stop } = writer();
    const first = await flush([view({}), view({ uri: '/b.html' })]);
    expect(first.visitors).toHaveLength(1);
    expect(first.visitors[0]).toMatchObject({ nhv: true, nhi: true, ndv: true, ndi: true });
    const again = await flush([view({ uri: '/c.html' })]);
    expect(again.visitors[0]).toMatchObject({ nhv: false, nhi: false, ndv: false, ndi: false });
    expect(again.visitors[0].visitor).toBe(first.visitors[0].visitor);
    await stop();
  });
});
