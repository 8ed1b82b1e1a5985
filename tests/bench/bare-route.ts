import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS } from './budgets.ts';
import { stopChild, trackChild } from './lib/cleanup.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import type { Row } from './lib/result.ts';
import { round } from './lib/stats.ts';

export const CONNECTIONS = 50;
export const SECONDS = 10;
/** JIT and socket warm-up before each timed run, so the 10 s measure a steady state */
export const WARMUP_SECONDS = 2;

const here = path.dirname(fileURLToPath(import.meta.url));

/** Warm up, then the timed run at 50 keep-alive connections. */
export async function loadAt(url: string, headers: Record<string, string>, useWrk: boolean): Promise<LoadResult> {
  await runLoad({ url, headers, connections: CONNECTIONS, seconds: WARMUP_SECONDS }, useWrk);
  return runLoad({ url, headers, connections: CONNECTIONS, seconds: SECONDS }, useWrk);
}

export function loadRow(measure: string, r: LoadResult): Row {
  return {
    measure,
    value: Math.round(r.rps),
    unit: 'req/s',
    display: `${Math.round(r.rps)} req/s, p50 ${round(r.p50, 2)} ms, p99 ${round(r.p99, 2)} ms`,
    detail: { rps: round(r.rps, 0), p50: round(r.p50, 2), p99: round(r.p99, 2), requests: r.requests, errors: r.errors },
    budget: '',
    anchor: '',
    verdict: r.errors > 0 ? 'error' : 'info',
    note: `${r.tool}, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up${r.errors ? `; ${r.errors} errors` : ''}`,
  };
}

/** An anchor server script of this folder in its own process on 127.0.0.1 (it prints "bare-ready PORT"), under load. */
export async function measureAnchor(
  script: string,
  args: string[],
  urlPath: string,
  useWrk: boolean,
  /** a slow anchor: its own connections, seconds and request timeout instead of the 50-connection run */
  slow?: { connections: number; seconds: number; timeoutSeconds: number },
): Promise<LoadResult> {
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', path.join(here, script), ...args], { stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`${script} did not start: ${out}`)), 30_000);
      const on = (d: Buffer) => {
        out += d.toString();
        const m = /bare-ready (\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      };
      child.stdout!.on('data', on);
      child.stderr!.on('data', on);
      child.once('exit', (code) => reject(new Error(`${script} exited ${code}: ${out}`)));
    });
    const url = `http://127.0.0.1:${port}${urlPath}`;
    return slow ? await runLoad({ url, ...slow }, useWrk) : await loadAt(url, {}, useWrk);
  } finally {
    await stopChild(child, 5000);
  }
}

/** The bare Fastify route of DESIGN §8 (no database at all). */
export async function measureBareRoute(useWrk: boolean): Promise<{ row: Row; result: LoadResult }> {
  const result = await measureAnchor('bare-server.ts', [], '/list', useWrk);
  const row = loadRow('bare Fastify JSON route (anchor)', result);
  row.anchor = BUDGETS.bareRps.anchor;
  return { row, result };
}

/** Plain Fastify + pg over the bench server's own database (plain-list-server.ts): the list budget's anchor. */
export async function measurePlainList(databaseUrl: string, useWrk: boolean): Promise<{ row: Row; result: LoadResult }> {
  const result = await measureAnchor('plain-list-server.ts', [databaseUrl], '/list?pageNum=1&pageSize=20', useWrk);
  const row = loadRow('plain Fastify + pg list, 20 of 10,000 + count(*) (anchor)', result);
  row.anchor = BUDGETS.plainListRps.anchor;
  return { row, result };
}
