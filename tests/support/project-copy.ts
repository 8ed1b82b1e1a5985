import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Copies of the checkout for the tests that change the project itself (a plugin deleted, a generated plugin
 * added) and prove it still type-checks, lints, boots and passes: the copy, a command run in it, and a fresh
 * database on the test server for its boot.
 */
export const projectRoot = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'dist-server', 'data', 'coverage']);
const copies: string[] = [];

/** A copy of the checkout in a temporary folder (node_modules linked; the bench and test artifacts left out). */
export function copyProject(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  copies.push(dir);
  for (const e of fs.readdirSync(projectRoot))
    if (!SKIP.has(e)) fs.cpSync(path.join(projectRoot, e), path.join(dir, e), { recursive: true });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // the bench measures the whole product (its publish and award-form targets need every plugin)
  for (const gone of ['tests/bench', 'tests/.artifacts']) fs.rmSync(path.join(dir, gone), { recursive: true, force: true });
  return dir;
}

/** Removes every copy this file made (a test file's afterAll). */
export function removeProjectCopies(): void {
  for (const c of copies.splice(0)) fs.rmSync(c, { recursive: true, force: true });
}

/** Runs a command in a copy; its output (the tail) is the failure message when it fails. */
export function runInCopy(dir: string, args: string[], what: string): void {
  try {
    // the outer run's own vitest settings stay out of the copy's run
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_OPTIONS'));
    execFileSync(process.execPath, args, { cwd: dir, stdio: 'pipe', env: { ...env, CI: 'true' } });
  } catch (e) {
    const out = e as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${what} failed:\n${out.stdout?.toString().slice(-8000)}\n${out.stderr?.toString().slice(-3000)}`);
  }
}

/** A new, empty database on the server of `adminUrl` (the test run's PostgreSQL); its URL. */
export async function freshDatabase(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
