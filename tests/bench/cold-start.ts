import http from 'node:http';
import { BUDGETS } from './budgets.ts';
import { stopChild } from './lib/cleanup.ts';
import { judge, type Row } from './lib/result.ts';
import { freePort, spawnServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

const RUNS = 3;
const POLL_MS = 20;
const GIVE_UP_MS = 30_000;

/** One GET without keep-alive: resolves with the status, or 0 while nothing listens yet. */
function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => {
      req.destroy();
      resolve(0);
    });
  });
}

/** Spawn → first 200 of GET /admin/, polled every 20 ms; then SIGTERM and wait for a clean stop. */
async function once(distDir: string, dataDir: string): Promise<{ total: number; app: number | null }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawnServer({ distDir, dataDir, port });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  try {
    for (;;) {
      if (child.exitCode != null) throw new Error(`server exited (${child.exitCode}) during cold start: ${out.slice(-500)}`);
      if ((await status(`http://127.0.0.1:${port}/admin/`)) === 200) {
        // main.ts reports how long buildApp + listen took; the rest is node and module loading
        const m = /ready in (\d+) ms/.exec(out);
        return { total: performance.now() - t0, app: m ? Number(m[1]) : null };
      }
      if (performance.now() - t0 > GIVE_UP_MS) throw new Error(`no 200 from /admin/ within ${GIVE_UP_MS} ms`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    await stopChild(child);
  }
}

/**
 * Cold start with the embedded PostgreSQL already initialised (the DATA_DIR of the login-page run):
 * process spawn to serving the console, median of three. Includes starting PostgreSQL itself,
 * migrations/seeds being no-ops, and loading the bundled server.
 */
export async function measureColdStart(distDir: string, dataDir: string): Promise<Row> {
  const runs: { total: number; app: number | null }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(distDir, dataDir));
  const times = runs.map((r) => r.total);
  const s = median(times) / 1000;
  const apps = runs.map((r) => r.app).filter((n): n is number => n != null);
  const b = BUDGETS.coldStartSeconds;
  return {
    measure: `cold start to first 200 of /admin/ (median of ${RUNS})`,
    value: round(s, 2),
    unit: 's',
    budget: b.text,
    anchor: b.anchor,
    verdict: judge(s, b),
    detail: { medianMs: Math.round(median(times)), ...(apps.length ? { medianAppReadyMs: median(apps) } : {}) },
    note:
      `runs: ${times.map((t) => Math.round(t)).join(', ')} ms, of which buildApp+listen ("ready in") ${apps.join(', ') || 'n/a'} ms; ` +
      '`node dist-server/main.mjs` (the bundle `npm start` runs, without the npm launcher)',
  };
}
