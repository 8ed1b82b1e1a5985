import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BUDGETS } from './budgets.ts';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './bare-route.ts';
import { tempDir } from './lib/cleanup.ts';
import { runLoad } from './lib/load.ts';
import { judge, type Row } from './lib/result.ts';
import { login, startServer, apiCall as call } from './lib/server.ts';
import { round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

const DATA = { fullName: '张三', company: '某建设集团有限公司', phone: '13812345678', session: 'am', seats: 2 };
const SCHEMA = {
  type: 'object',
  properties: {
    fullName: { type: 'string', title: 'Name', required: true, maxLength: 50 },
    company: { type: 'string', title: 'Company', required: true, maxLength: 100 },
    phone: { type: 'string', title: 'Phone', 'x-validator': 'phone' },
    session: { type: 'string', title: 'Session', enum: ['am', 'pm'] },
    seats: { type: 'number', title: 'Seats', minimum: 1, maximum: 5 },
  },
};

/** The raw write floor: single-row inserts of the same submission by 50 clients straight into the table, for `seconds`. */
async function writeFloor(url: string, formId: number, siteId: number, seconds: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  let n = 0;
  const end = Date.now() + seconds * 1000;
  const data = JSON.stringify(DATA);
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          await pool.query(
            `insert into cms_custom_form_data (form_id, site_id, version_no, data, client_ip, submit_day, source) values ($1, $2, 1, $3, '127.0.0.0', current_date, 'bench')`,
            [formId, siteId, data],
          );
          n++;
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return n / seconds;
}

/**
 * `npm run bench -- customform` (issue 33): the public submit (`POST /api/customform/submit`, checked against the
 * pinned version, limit rule counted, pusher event emitted, stored in its transaction) at 50 connections against
 * the raw write floor of the same run (≥ 0.25×, p99 ≤ 50 ms), with every acknowledged submission found stored.
 */
export async function measureCustomFormSubmit(distDir: string, useWrk: boolean, log: (m: string) => void): Promise<Row[]> {
  if (!useWrk) throw new Error('the custom-form bench needs wrk (POST bodies and envelope checks)');
  const dataDir = tempDir('ops-customform-data');
  // the kernel's limiter stays in the path, with a limit this load does not reach
  const before = process.env.CUSTOM_FORM_RATE_LIMIT;
  process.env.CUSTOM_FORM_RATE_LIMIT = '1000000000';
  const server = await startServer(distDir, dataDir).finally(() => {
    if (before == null) delete process.env.CUSTOM_FORM_RATE_LIMIT;
    else process.env.CUSTOM_FORM_RATE_LIMIT = before;
  });
  const c = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await c.connect();
  try {
    const token = await login(server.base);
    // the IP rule with a day limit this load does not reach: the counted check stays in the path
    const form = await call(server.base, token, 'POST', '/cms/customform', {
      name: 'bench',
      code: 'bench',
      ruleLimit: 'IP',
      dayLimit: 100000,
      schema: SCHEMA,
    });
    await call(server.base, token, 'PUT', '/cms/customform/publish', [form.formId]);
    const stored = async () => Number((await c.query("select count(*) as n from cms_custom_form_data where source = 'site'")).rows[0].n);
    const body = JSON.stringify({ formId: form.formId, data: DATA }).replaceAll("'", "\\'");
    const script = path.join(tempDir('ops-customform'), 'submit.lua');
    fs.writeFileSync(
      script,
      `request = function()
  return wrk.format("POST", "/prod-api/api/customform/submit", { ["Content-Type"] = "application/json" }, '${body}')
end
bad = 0
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
`,
    );
    const floor = await writeFloor(embeddedUrl(dataDir), form.formId, form.siteId, SECONDS);
    const url = `${server.base}/prod-api/api/customform/submit`;
    const n0 = await stored();
    const warm = await runLoad({ url, connections: CONNECTIONS, seconds: WARMUP_SECONDS, script }, true);
    const r = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, script }, true);
    const acknowledged = warm.requests - warm.errors + (r.requests - r.errors);
    const kept = (await stored()) - n0;
    const lost = Math.max(0, acknowledged - kept);
    const ratio = r.rps / floor;
    const shown = `${Math.round(r.rps)} req/s, p50 ${round(r.p50, 2)} ms, p99 ${round(r.p99, 2)} ms`;
    log(`  custom-form submissions: ${shown}; raw write floor ${Math.round(floor)}/s; ${acknowledged} acknowledged, ${kept} stored`);
    return [
      {
        measure: 'custom-form submissions at 50 connections (vs raw write floor)',
        value: round(ratio, 2),
        unit: '×',
        display: `${round(ratio, 2)}× (${shown})`,
        detail: { rps: round(r.rps, 0), p50: round(r.p50, 2), p99: round(r.p99, 2), floor: round(floor, 0), errors: r.errors },
        budget: BUDGETS.customFormSubmitRatio.text,
        anchor: `raw write floor of this run: ${Math.round(floor)} rows/s`,
        verdict: r.errors > 0 ? 'error' : judge(ratio, BUDGETS.customFormSubmitRatio),
        note: `${r.tool}, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, pinned-version check, push event, kernel rate limiter on, no limit rule (one client address)`,
      },
      {
        measure: 'custom-form submissions p99 at 50 connections',
        value: round(r.p99, 2),
        unit: 'ms',
        budget: BUDGETS.customFormSubmitP99Ms.text,
        anchor: '-',
        verdict: judge(r.p99, BUDGETS.customFormSubmitP99Ms),
      },
      {
        measure: 'custom-form submissions acknowledged and not stored',
        value: lost,
        unit: 'rows',
        display: `${lost} of ${acknowledged} (${kept} stored)`,
        budget: '0',
        anchor: '-',
        verdict: lost === 0 ? 'ok' : 'over',
      },
    ];
  } finally {
    await c.end();
    await server.stop();
  }
}
