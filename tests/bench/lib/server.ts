import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { stopChild, trackChild } from './cleanup.ts';

export const ADMIN_PASSWORD = 'Bench#12345';

/** The node flags `npm start` runs the server with (package.json), e.g. the young-generation size. */
const START_FLAGS = (JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start as string)
  .split(/\s+/)
  .filter((a) => a.startsWith('--'));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

export interface ServerOptions {
  distDir: string;
  dataDir: string;
  port: number;
}

/**
 * Spawns the real server exactly as `npm start` runs it (minus npm's own launcher), bound to 127.0.0.1.
 * LOGIN_RATE_LIMIT=0 because the session bench logs in 100 times in a few seconds.
 */
export function spawnServer(o: ServerOptions): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: '', // always the embedded PostgreSQL, even if the caller's shell points elsewhere
    HOST: '127.0.0.1',
    PORT: String(o.port),
    DATA_DIR: o.dataDir,
    DIST_DIR: o.distDir,
    ADMIN_PASSWORD,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    LOGIN_RATE_LIMIT: '0',
  };
  return trackChild(
    // the bundled server with the node flags of `npm start` (built by the build step); BENCH_NODE_ARGS adds
    // flags when looking for where the time goes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
    spawn(process.execPath, [...START_FLAGS, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'dist-server/main.mjs'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** Resolves once the server prints its ready line; rejects with its output if it exits or stalls. */
export function waitServing(c: ChildProcess, timeoutMs = 90_000): Promise<void> {
  let out = '';
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not serving after ${timeoutMs} ms: ${out.slice(-500)}`)), timeoutMs);
    const on = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Zhuxie is serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    c.stdout!.on('data', on);
    c.stderr!.on('data', on);
    c.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before serving: ${out.slice(-500)}`));
    });
  });
}

/** A started real server; `stop()` sends SIGTERM and waits, so its DATA_DIR is reusable afterwards. */
export interface RunningServer {
  port: number;
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startServer(distDir: string, dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnServer({ distDir, dataDir, port });
  try {
    await waitServing(child);
  } catch (e) {
    await stopChild(child);
    throw e;
  }
  return { port, base: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) };
}

/** Logs in as admin through the real route and returns the bearer token. */
export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; msg: string; data?: string };
  if (body.code !== 200 || !body.data) throw new Error(`login failed: ${body.code} ${body.msg}`);
  return body.data;
}

/** A console API call of a bench's server, signed in: the answer's data, or an error naming the call and the refusal. */
export async function apiCall(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}/prod-api${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const r = (await res.json()) as { code: number; msg: string; data?: any };
  if (r.code !== 200) throw new Error(`${method} ${url}: ${r.msg}`);
  return r.data;
}
