import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BUDGETS } from './budgets.ts';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './bare-route.ts';
import { tempDir } from './lib/cleanup.ts';
import { type LoadResult, runLoad } from './lib/load.ts';
import { judge, type Row } from './lib/result.ts';
import { login, startServer, apiCall as call } from './lib/server.ts';
import { round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stamp = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 19);

/**
 * `npm run bench -- ops` (issue 32), the ads' part: an ad space with one ad, published; its signed impression link
 * (`GET /api/adv/view`, as the page's rotation calls it) at 50 connections against the bare Fastify route of the
 * same run (≥ 0.4×, p99 ≤ 25 ms), with every acknowledged impression found in the view log.
 */
export async function measureAdIngest(distDir: string, bare: LoadResult, useWrk: boolean, log: (m: string) => void): Promise<Row[]> {
  const dataDir = tempDir('ops-ad-data');
  // the kernel's limiter stays in the path, with a limit this load does not reach
  const before = process.env.AD_EVENT_RATE_LIMIT;
  process.env.AD_EVENT_RATE_LIMIT = '1000000000';
  const server = await startServer(distDir, dataDir).finally(() => {
    if (before == null) delete process.env.AD_EVENT_RATE_LIMIT;
    else process.env.AD_EVENT_RATE_LIMIT = before;
  });
  const c = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await c.connect();
  try {
    const token = await login(server.base);
    const space = await call(server.base, token, 'POST', '/cms/adspace', {
      name: 'bench',
      code: 'bench_ads',
      publishPipeCode: 'pc',
      path: 'ads',
    });
    await call(server.base, token, 'POST', '/cms/advertisement', {
      adSpaceId: space.pageWidgetId,
      type: 'image',
      name: 'bench ad',
      weight: 1,
      onlineDate: stamp(-1),
      offlineDate: stamp(30),
      redirectUrl: 'https://example.org/',
    });
    await call(server.base, token, 'POST', '/cms/adspace/publish', [space.pageWidgetId]);
    const html = fs.readFileSync(path.join(dataDir, 'cms', 'sites', 'zhuxie_pc', 'include', 'ads', 'bench_ads.html'), 'utf8');
    const view = /data-ad-view="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (!view) throw new Error('the published space has no impression link');
    const url = `${server.base}${view}`;
    const stored = async () => Number((await c.query('select count(*) as n from cms_ad_view_log')).rows[0].n);
    const n0 = await stored();
    const warm = await runLoad({ url, connections: CONNECTIONS, seconds: WARMUP_SECONDS }, useWrk);
    const r = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS }, useWrk);
    await sleep(2500); // the writer flushes at least every second
    const acknowledged = warm.requests - warm.errors + (r.requests - r.errors);
    const kept = (await stored()) - n0;
    // a load tool stops with requests in flight: the server may store up to one per connection more than it counted
    const lost = Math.max(0, acknowledged - kept);
    const ratio = r.rps / bare.rps;
    const shown = `${Math.round(r.rps)} req/s, p50 ${round(r.p50, 2)} ms, p99 ${round(r.p99, 2)} ms`;
    log(`  ad impressions: ${shown}; ${acknowledged} acknowledged, ${kept} stored`);
    return [
      {
        measure: 'ad impressions at 50 connections (vs bare route)',
        value: round(ratio, 2),
        unit: '×',
        display: `${round(ratio, 2)}× (${shown})`,
        detail: { rps: round(r.rps, 0), p50: round(r.p50, 2), p99: round(r.p99, 2), bareRps: round(bare.rps, 0), errors: r.errors },
        budget: BUDGETS.beaconRatio.text,
        anchor: `bare Fastify route of this run: ${Math.round(bare.rps)} req/s`,
        verdict: r.errors > 0 ? 'error' : judge(ratio, BUDGETS.beaconRatio),
        note: `${r.tool}, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, signed link checked, kernel rate limiter on`,
      },
      {
        measure: 'ad impressions p99 at 50 connections',
        value: round(r.p99, 2),
        unit: 'ms',
        budget: BUDGETS.beaconP99Ms.text,
        anchor: '-',
        verdict: judge(r.p99, BUDGETS.beaconP99Ms),
      },
      {
        measure: 'ad impressions acknowledged and not stored',
        value: lost,
        unit: 'events',
        display: `${lost} of ${acknowledged} (${kept} stored)`,
        budget: '0',
        anchor: '-',
        verdict: lost === 0 ? 'ok' : 'over',
        note: 'view log count read 2.5 s after the load (flushes at least every second)',
      },
    ];
  } finally {
    await c.end();
    await server.stop();
  }
}
