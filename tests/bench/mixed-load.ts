import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS } from './budgets.ts';
import { WARMUP_SECONDS } from './bare-route.ts';
import { tempDir } from './lib/cleanup.ts';
import { KeepAliveClient } from './lib/http.ts';
import { runLoad } from './lib/load.ts';
import type { Row } from './lib/result.ts';
import { judge } from './lib/result.ts';
import { ADMIN_PASSWORD } from './lib/server.ts';
import { round } from './lib/stats.ts';

export const MIXED_SESSIONS = 200;
export const MIXED_SECONDS = 60;

/** What a console session reads while people work: its identity, menus, the lists and dictionaries of the screens. */
const PATHS = [
  '/prod-api/getInfo',
  '/prod-api/getRouters',
  '/prod-api/system/user/list?pageNum=1&pageSize=20',
  '/prod-api/system/user/list?pageNum=3&pageSize=20&status=0',
  '/prod-api/system/role/list?pageNum=1&pageSize=10',
  '/prod-api/system/dept/list',
  '/prod-api/system/post/list?pageNum=1&pageSize=10',
  '/prod-api/system/dict/data/type/sys_normal_disable',
  '/prod-api/system/config/list?pageNum=1&pageSize=10',
  '/prod-api/system/notice/list?pageNum=1&pageSize=10',
  '/prod-api/monitor/operlog/list?pageNum=1&pageSize=10',
  '/prod-api/monitor/logininfor/list?pageNum=1&pageSize=10',
];

async function signIn(base: string, n: number): Promise<string[]> {
  const c = new KeepAliveClient(`${base}/prod-api`);
  const tokens: string[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const r = await c.request<{ code: number; data: string; msg: string }>('POST', '/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
      });
      if (r.body.code !== 200) throw new Error(`login ${i + 1} of ${n}: ${r.body.msg}`);
      tokens.push(r.body.data);
    }
    // every path answers code 200 for a session before the load starts
    for (const p of PATHS) {
      const r = await c.request<{ code: number; msg: string }>('GET', p.replace('/prod-api', ''), { token: tokens[0] });
      if (r.body.code !== 200) throw new Error(`GET ${p}: code ${r.body.code} ${r.body.msg}`);
    }
  } finally {
    c.close();
  }
  return tokens;
}

/**
 * A wrk script: 200 connections, each request the next (session, path) pair, so every session reads every
 * screen in turn; a reply whose envelope is not code 200 counts as an error like a non-2xx status.
 */
function script(tokens: string[]): string {
  const list = (xs: string[]) => `{${xs.map((x) => JSON.stringify(x)).join(',')}}`;
  return `local tokens = ${list(tokens)}
local paths = ${list(PATHS)}
local i = 0
bad = 0
request = function()
  i = i + 1
  local t = tokens[(i % #tokens) + 1]
  local p = paths[(math.floor(i / #tokens) + i) % #paths + 1]
  return wrk.format("GET", p, { Authorization = "Bearer " .. t })
end
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
}

/** 200 signed-in sessions of mixed console reads for 60 s, closed loop (wrk only: the Node generator cannot carry 200 sessions here). */
export async function measureMixedLoad(base: string): Promise<Row> {
  const tokens = await signIn(base, MIXED_SESSIONS);
  const file = path.join(tempDir('mixed'), 'mixed.lua');
  fs.writeFileSync(file, script(tokens));
  const load = (seconds: number) => runLoad({ url: `${base}/prod-api/getInfo`, connections: MIXED_SESSIONS, seconds, script: file }, true);
  // the same JIT and socket warm-up as every other load: the first seconds of 200 new connections and
  // sessions on routes no earlier load ran are not the steady state this figure is about
  await load(WARMUP_SECONDS);
  const r = await load(MIXED_SECONDS);
  return {
    measure: `mixed console load, ${MIXED_SESSIONS} sessions, ${MIXED_SECONDS} s`,
    value: round(r.p99, 1),
    unit: 'ms',
    display: `${Math.round(r.rps)} req/s, p50 ${round(r.p50, 1)} ms, p99 ${round(r.p99, 1)} ms, ${r.errors} errors`,
    detail: { rps: round(r.rps, 0), p50: round(r.p50, 2), p99: round(r.p99, 2), requests: r.requests, errors: r.errors },
    budget: BUDGETS.mixedP99Ms.text,
    anchor: BUDGETS.mixedP99Ms.anchor,
    verdict: r.errors > 0 ? 'over' : judge(r.p99, BUDGETS.mixedP99Ms),
    note: `${r.tool}, ${MIXED_SECONDS} s after ${WARMUP_SECONDS} s warm-up, ${MIXED_SESSIONS} connections each cycling through ${PATHS.length} console reads (getInfo, menus, lists, dictionaries) with its own session`,
  };
}
