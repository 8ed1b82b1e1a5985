import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bundleStale, serverBundle } from '../../kernel/server/tools/bundle-state.mjs';

/** A free TCP port on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

/** A throwaway "built console" (just an index.html) for tests that only talk to the API. */
export function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<html><head><!--zhuxie-runtime--></head><body></body></html>');
  return dir;
}

/** The server from its TypeScript sources (`npm run start:dev`). */
export const SOURCE_SERVER = ['--import', 'tsx', 'plugins/main.server.ts'];

/**
 * The bundle `npm start` runs (dist-server/main.mjs, built by `npm run build`) when it is at least as new as
 * every server source — it starts without transpiling — else the sources, so an edit is never tested stale.
 */
export function builtOrSourceServer(): string[] {
  return bundleStale(process.cwd()) ? SOURCE_SERVER : [serverBundle(process.cwd())];
}

/**
 * Starts the server (`args`: its sources by default, in the checkout `cwd`) in its own process with `env` on top of the caller's
 * environment and resolves once it serves; rejects with everything it printed when it exits or stalls first.
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60000,
  args = SOURCE_SERVER,
  cwd = process.cwd(),
): Promise<ChildProcess> {
  const c = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`)), timeoutMs);
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
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return c;
}

/** Stops a server process (SIGTERM by default) and waits until it is gone. */
export async function stopServer(c: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (c.exitCode != null || c.signalCode != null) return;
  const gone = new Promise((r) => c.once('exit', r));
  c.kill(signal);
  await gone;
}

/** One JSON call to a server process's API. */
export async function callApi(port: number, method: string, url: string, body?: unknown, token?: string): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}/prod-api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}
