import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BUDGETS } from './budgets.ts';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './bare-route.ts';
import { tempDir } from './lib/cleanup.ts';
import { type LoadResult, runLoad } from './lib/load.ts';
import { judge, type Row } from './lib/result.ts';
import { login, startServer } from './lib/server.ts';
import { round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

/** raw page views stored before the reports are measured (issue 32: "over 10 million stored events") */
const STORED_EVENTS = Number(process.env.BENCH_STAT_EVENTS) || 10_000_000;
/** the stored events span this many days up to now; the reports read the last 30 */
const STORED_DAYS = 90;
const PATHS = 2_000;
const CONTENTS = 5_000;
/** connections of the report loads: people opening reports, not a flood */
const REPORT_CONNECTIONS = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The wrk script's envelope check: a reply whose code is not 200 counts as an error (so "acknowledged" = requests − errors). */
const ENVELOPE_CHECK = `bad = 0
response = function(status, headers, body)
  if not string.find(body, '"code":200', 1, true) then bad = bad + 1 end
end
local threads = {}
setup = function(thread) table.insert(threads, thread) end
done = function(summary, latency, requests)
  local n = 0
  for _, t in ipairs(threads) do n = n + t:get("bad") end
  io.write("Envelope errors: " .. n .. "\\n")
end
`;

/** Page views as the default theme sends them: text/plain JSON, 500 pages, 1,000 user agents, half from a search engine. */
function beaconScript(siteId: number): string {
  return `local i = 0
request = function()
  i = i + 1
  local body = '{"siteId":${siteId},"url":"/news/' .. (i % 500) .. '.shtml","host":"www.zhuxie.org","referrer":"' ..
    ((i % 2 == 0) and ('https://www.baidu.com/s?wd=' .. (i % 50)) or '') .. '"}'
  local ua = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0." .. (i % 1000) .. " Safari/537.36"
  return wrk.format("POST", "/prod-api/api/stat/visit", { ["Content-Type"] = "text/plain;charset=UTF-8", ["User-Agent"] = ua }, body)
end
${ENVELOPE_CHECK}`;
}

function reportScript(url: string, token: string, siteId: number): string {
  return `request = function()
  return wrk.format("GET", ${JSON.stringify(url)}, { Authorization = "Bearer ${token}", CurrentSite = "${siteId}" })
end
${ENVELOPE_CHECK}`;
}

const scriptFile = (name: string, text: string) => {
  const f = path.join(tempDir('ops'), name);
  fs.writeFileSync(f, text);
  return f;
};

/**
 * 10 million raw page views over 90 days and the rollups such traffic leaves (hour, day, 2,000 paths, sources, client
 * types, 5,000 contents), straight in SQL with generate_series — the reports must read the rollups, never scan these.
 */
async function seedStored(c: pg.Client, siteId: number, log: (m: string) => void): Promise<void> {
  const t0 = performance.now();
  const spacing = (STORED_DAYS * 86_400) / STORED_EVENTS;
  await c.query(
    `insert into cms_site_visit_log (site_id, catalog_id, content_id, host, uri, ip, visitor, source_type, source_name, browser, os,
       device_type, locale, kind, user_agent, evt_time)
     select $1, 1 + g % 10, 1 + g % ${CONTENTS}, 'www.zhuxie.org', '/news/' || (g % ${PATHS}) || '.shtml', '198.51.' || (g % 250) || '.0',
       lpad(to_hex(g % 400000), 32, '0'), (array['direct','search','outside','internal'])[1 + g % 4], '', 'Chrome', 'Windows',
       (array['desktop','phone','pad'])[1 + g % 3], 'zh-CN', (array['visitor','visitor','visitor','visitor','visitor','visitor','visitor','visitor','bot','internal'])[1 + g % 10],
       'Mozilla/5.0', now() - make_interval(secs => g * ${spacing})
     from generate_series(1, ${STORED_EVENTS}) g`,
    [siteId],
  );
  log(`  ${STORED_EVENTS.toLocaleString('en')} raw events in ${Math.round((performance.now() - t0) / 1000)} s`);
  const perDay = Math.round(STORED_EVENTS / STORED_DAYS);
  const days = `generate_series(current_date - ${STORED_DAYS - 1}, current_date, interval '1 day') d`;
  await c.query(
    `insert into cms_site_stat_day (site_id, stat_day, pv, uv, ip, bot_pv, internal_pv)
    select $1, d::date, ${Math.round(perDay * 0.8)}, ${Math.round(perDay * 0.12)}, ${Math.round(perDay * 0.1)}, ${Math.round(perDay * 0.1)}, ${Math.round(perDay * 0.1)} from ${days}
    on conflict do nothing`,
    [siteId],
  );
  await c.query(
    `insert into cms_site_stat_hour (site_id, stat_hour, pv, uv, ip, bot_pv, internal_pv)
    select $1, h, ${Math.round(perDay / 30)}, ${Math.round(perDay / 200)}, ${Math.round(perDay / 240)}, ${Math.round(perDay / 240)}, ${Math.round(perDay / 240)}
    from generate_series(date_trunc('day', now()) - interval '${STORED_DAYS - 1} days', now(), interval '1 hour') h on conflict do nothing`,
    [siteId],
  );
  await c.query(
    `insert into cms_site_stat_path (site_id, stat_day, path, pv, entries)
    select $1, d::date, '/news/' || p || '.shtml', 1 + (p * 7919 + extract(doy from d)::int) % 400, (p * 104729) % 120
    from ${days}, generate_series(0, ${PATHS - 1}) p on conflict do nothing`,
    [siteId],
  );
  await c.query(
    `insert into cms_site_stat_source (site_id, stat_day, source_type, source_name, pv, entries)
    select $1, d::date, s.t, s.n || case when s.t = 'outside' then k::text else '' end, 100 + k * 13, 50 + k * 7
    from ${days}, (values ('direct', ''), ('search', 'baidu'), ('search', 'bing'), ('outside', 'site'), ('internal', '')) s(t, n),
      generate_series(1, 8) k on conflict do nothing`,
    [siteId],
  );
  await c.query(
    `insert into cms_site_stat_client (site_id, stat_day, device_type, pv, uv)
    select $1, d::date, t, ${Math.round(perDay / 4)}, ${Math.round(perDay / 40)} from ${days}, unnest(array['desktop','phone','pad']) t
    on conflict do nothing`,
    [siteId],
  );
  await c.query(
    `insert into cms_site_stat_content (site_id, content_id, stat_day, source_type, source_name, pv)
    select $1, k, d::date, 'search', 'baidu', 1 + k % 37 from ${days}, generate_series(1, ${CONTENTS}) k on conflict do nothing`,
    [siteId],
  );
  await c.query('analyze cms_site_visit_log; analyze cms_site_stat_day; analyze cms_site_stat_hour; analyze cms_site_stat_path');
  log(`  stored events and rollups in ${Math.round((performance.now() - t0) / 1000)} s`);
}

const loadDisplay = (r: LoadResult) => `${Math.round(r.rps)} req/s, p50 ${round(r.p50, 2)} ms, p99 ${round(r.p99, 2)} ms`;

/**
 * `npm run bench -- ops` (issue 32): the page-view beacon at 50 connections against the bare Fastify route of the
 * same run (≥ 0.4×, p99 ≤ 25 ms), with every acknowledged view found stored; then 10 million stored events and the
 * 30-day site trend and top entry pages over them (p99 ≤ 100 ms at 4 connections). wrk only (POST bodies, envelopes).
 */
export async function measureOps(distDir: string, bare: LoadResult, useWrk: boolean, log: (m: string) => void): Promise<Row[]> {
  if (!useWrk) throw new Error('the ops bench needs wrk (POST bodies and envelope checks)');
  const dataDir = tempDir('ops-data');
  // the kernel's limiter stays in the path, with a limit this load does not reach
  const before = process.env.STAT_BEACON_RATE_LIMIT;
  process.env.STAT_BEACON_RATE_LIMIT = '1000000000';
  const server = await startServer(distDir, dataDir).finally(() => {
    if (before == null) delete process.env.STAT_BEACON_RATE_LIMIT;
    else process.env.STAT_BEACON_RATE_LIMIT = before;
  });
  const c = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await c.connect();
  try {
    const siteId = Number((await c.query("select site_id from cms_site where path = 'zhuxie'")).rows[0].site_id);
    const stored = async () => Number((await c.query('select count(*) as n from cms_site_visit_log')).rows[0].n);
    const beacon = scriptFile('beacon.lua', beaconScript(siteId));
    const url = `${server.base}/prod-api/api/stat/visit`;
    const n0 = await stored();
    const warm = await runLoad({ url, connections: CONNECTIONS, seconds: WARMUP_SECONDS, script: beacon }, true);
    const r = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, script: beacon }, true);
    await sleep(2500); // the writer flushes at least every second
    const acknowledged = warm.requests - warm.errors + (r.requests - r.errors);
    const kept = (await stored()) - n0;
    // wrk stops with requests in flight: the server may store up to one per connection and run more than it counted
    const lost = Math.max(0, acknowledged - kept);
    const ratio = r.rps / bare.rps;
    log(`  beacon: ${loadDisplay(r)}; ${acknowledged} acknowledged, ${kept} stored`);
    const rows: Row[] = [
      {
        measure: 'page-view beacon at 50 connections (vs bare route)',
        value: round(ratio, 2),
        unit: '×',
        display: `${round(ratio, 2)}× (${loadDisplay(r)})`,
        detail: { rps: round(r.rps, 0), p50: round(r.p50, 2), p99: round(r.p99, 2), bareRps: round(bare.rps, 0), errors: r.errors },
        budget: BUDGETS.beaconRatio.text,
        anchor: `bare Fastify route of this run: ${Math.round(bare.rps)} req/s`,
        verdict: r.errors > 0 ? 'error' : judge(ratio, BUDGETS.beaconRatio),
        note: `wrk -t1, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, kernel rate limiter on`,
      },
      {
        measure: 'page-view beacon p99 at 50 connections',
        value: round(r.p99, 2),
        unit: 'ms',
        budget: BUDGETS.beaconP99Ms.text,
        anchor: '-',
        verdict: judge(r.p99, BUDGETS.beaconP99Ms),
      },
      {
        measure: 'page views acknowledged and not stored',
        value: lost,
        unit: 'views',
        display: `${lost} of ${acknowledged} (${kept} stored)`,
        budget: '0',
        anchor: '-',
        verdict: lost === 0 ? 'ok' : 'over',
        note: 'stored count read 2.5 s after the load (flushes at least every second)',
      },
    ];
    await seedStored(c, siteId, log);
    const token = await login(server.base);
    for (const [label, path_] of [
      ['30-day site trend (by day) over 10 M stored events', '/prod-api/cms/stat/site/trend?gran=day'],
      ['30-day top entry pages over 10 M stored events', '/prod-api/cms/stat/site/entryPages'],
    ] as const) {
      const script = scriptFile(`report-${rows.length}.lua`, reportScript(path_, token, siteId));
      const target = `${server.base}${path_}`;
      await runLoad({ url: target, connections: REPORT_CONNECTIONS, seconds: WARMUP_SECONDS, script }, true);
      const q = await runLoad({ url: target, connections: REPORT_CONNECTIONS, seconds: SECONDS, script }, true);
      log(`  ${label}: ${loadDisplay(q)}`);
      rows.push({
        measure: label,
        value: round(q.p99, 2),
        unit: 'ms',
        display: `p99 ${round(q.p99, 2)} ms (${loadDisplay(q)})`,
        detail: { rps: round(q.rps, 0), p50: round(q.p50, 2), p99: round(q.p99, 2), errors: q.errors },
        budget: BUDGETS.statReportP99Ms.text,
        anchor: '-',
        verdict: q.errors > 0 ? 'error' : judge(q.p99, BUDGETS.statReportP99Ms),
        note: `wrk -t1, ${REPORT_CONNECTIONS} connections, ${SECONDS} s; rollups, raw events kept beside them`,
      });
    }
    return rows;
  } finally {
    await c.end().catch(() => {});
    await server.stop();
  }
}
