import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { trackChild } from './cleanup.ts';
import { percentile } from './stats.ts';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** a wrk Lua script (wrk only); it may print "Envelope errors: N", counted as errors */
  script?: string;
  /** how long one request may take before it counts as an error (default 5 s) */
  timeoutSeconds?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** non-2xx responses and socket errors */
  errors: number;
  tool: string;
}

function hasWrk(): boolean {
  return spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status === 0;
}

/**
 * wrk is the load generator of choice: written in C, it leaves the CPU to the server under test,
 * where a Node generator would need about as much CPU as the server it drives. As root on Debian
 * the bench installs it itself; otherwise it falls back to the Node generator below.
 */
let wrkChecked: boolean | null = null;
export function ensureWrk(log: (m: string) => void): boolean {
  if (wrkChecked != null) return wrkChecked;
  wrkChecked = hasWrk();
  if (!wrkChecked && process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
    log('installing wrk with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let r = spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env, timeout: 120_000 });
    if (r.status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env, timeout: 120_000 });
      r = spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env, timeout: 120_000 });
    }
    wrkChecked = hasWrk();
  }
  if (!wrkChecked) log('wrk is not available: using the Node load generator (figures will be lower)');
  return wrkChecked;
}

/** wrk prints latencies as 812.00us / 1.23ms / 1.02s. */
function toMs(v: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v.trim());
  if (!m) throw new Error(`unreadable wrk latency "${v}"`);
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

export function parseWrk(out: string): Omit<LoadResult, 'tool'> {
  const pick = (re: RegExp) => {
    const m = re.exec(out);
    if (!m) throw new Error(`unexpected wrk output:\n${out}`);
    return m[1];
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const envelope = /Envelope errors: (\d+)/.exec(out);
  const errors =
    (socket ? socket.slice(1).reduce((s, x) => s + Number(x), 0) : 0) +
    (non2xx ? Number(non2xx[1]) : 0) +
    (envelope ? Number(envelope[1]) : 0);
  return {
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50: toMs(pick(/^\s*50%\s+(\S+)/m)),
    p99: toMs(pick(/^\s*99%\s+(\S+)/m)),
    requests: Number(pick(/(\d+) requests in/)),
    errors,
  };
}

/** One wrk thread: the second core stays with the server (both share this 2-core machine). */
function runWrk(o: LoadOptions): Promise<LoadResult> {
  const args = ['-t1', `-c${o.connections}`, `-d${o.seconds}s`, '--latency', '--timeout', `${o.timeoutSeconds ?? 5}s`];
  for (const [k, v] of Object.entries(o.headers ?? {})) args.push('-H', `${k}: ${v}`);
  if (o.script) args.push('-s', o.script);
  args.push(o.url);
  return new Promise((resolve, reject) => {
    const c = trackChild(spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    let out = '';
    c.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    c.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => c.kill('SIGKILL'), (o.seconds + 30 + (o.timeoutSeconds ?? 5)) * 1000);
    c.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`));
      try {
        resolve({ ...parseWrk(out), tool: 'wrk -t1' });
      } catch (e) {
        reject(e);
      }
    });
  });
}

/**
 * Fallback: `connections` loops on keep-alive sockets until the deadline. Bounded in time and in
 * samples kept (at most 2 million latencies), loopback only.
 */
async function runNode(o: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const lat: number[] = [];
  let requests = 0;
  let errors = 0;
  const deadline = performance.now() + o.seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(o.url, { agent, headers: o.headers, timeout: (o.timeoutSeconds ?? 5) * 1000 }, (res) => {
        res.resume();
        res.on('end', () => {
          requests++;
          if ((res.statusCode ?? 0) >= 300) errors++;
          if (lat.length < 2_000_000) lat.push(performance.now() - t0);
          resolve();
        });
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: o.connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  agent.destroy();
  return { rps: requests / secs, p50: percentile(lat, 50), p99: percentile(lat, 99), requests, errors, tool: 'node http' };
}

export function assertLoopback(url: string): void {
  const h = new URL(url).hostname;
  if (h !== '127.0.0.1' && h !== 'localhost' && h !== '[::1]') throw new Error(`load is for loopback only, not ${h}`);
}

export async function runLoad(o: LoadOptions, useWrk: boolean): Promise<LoadResult> {
  assertLoopback(o.url);
  if (o.script && !useWrk) throw new Error('this load needs wrk (a Lua script)');
  return useWrk ? runWrk(o) : runNode(o);
}
