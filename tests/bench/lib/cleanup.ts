import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';

/**
 * Everything the bench starts or creates is registered here, so run.ts can stop and delete it on every
 * exit path (success, a failed measure, Ctrl-C, the overall time limit).
 */
const children = new Set<ChildProcess>();
const dirs = new Set<string>();
/** other things to close first (the browser) */
const hooks = new Set<() => Promise<void>>();
/** set once cleanup begins: the measures keep running until exit, and must not start anything new */
let closing = false;

export function trackChild(c: ChildProcess): ChildProcess {
  if (closing) {
    c.kill('SIGKILL'); // spawned after cleanup began: it has had no time to start PostgreSQL yet
    throw new Error('the bench is stopping');
  }
  children.add(c);
  c.once('exit', () => children.delete(c));
  return c;
}

/** Registers a close function for cleanup; call the returned function when it is closed normally. */
export function onCleanup(fn: () => Promise<void>): () => void {
  hooks.add(fn);
  return () => hooks.delete(fn);
}

export function tempDir(prefix: string): string {
  if (closing) throw new Error('the bench is stopping');
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `zx-bench-${prefix}-`));
  dirs.add(d);
  return d;
}

const exited = (c: ChildProcess) => c.exitCode != null || c.signalCode != null;

/** SIGTERM (the server stops its embedded PostgreSQL cleanly), then SIGKILL after `graceMs`. */
export async function stopChild(c: ChildProcess, graceMs = 15_000): Promise<void> {
  if (exited(c)) return;
  const done = new Promise<void>((r) => c.once('exit', () => r()));
  c.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!exited(c)) c.kill('SIGKILL');
  }, graceMs);
  await done;
  clearTimeout(timer);
}

export async function cleanupAll(): Promise<void> {
  closing = true;
  await Promise.all([...hooks].map((h) => h().catch(() => {})));
  hooks.clear();
  await Promise.all([...children].map((c) => stopChild(c, 10_000).catch(() => {})));
  for (const d of dirs) {
    // a SIGKILLed server may leave its postmaster behind: stop it before deleting its data dir
    stopOrphanPostmaster(d);
    try {
      fs.rmSync(d, { recursive: true, force: true, maxRetries: 5 });
      dirs.delete(d);
    } catch (e) {
      console.error(`could not delete ${d}: ${(e as Error).message}`);
    }
  }
}

/** Best effort: a postmaster.pid under a temp DATA_DIR still naming a live process gets SIGQUIT. */
function stopOrphanPostmaster(dataDir: string): void {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // no pid file or no such process: nothing left running
  }
}
