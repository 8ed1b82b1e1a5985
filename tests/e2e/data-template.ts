import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alive } from '../../kernel/server/db/embedded.ts';

/**
 * Browser tests start each server on a data dir copied from one initialised once (initdb, every migration,
 * the seeds, the first admin) instead of initialising a fresh one per test file. The template is made by a
 * first start of the same server with the same environment, stopped cleanly (PostgreSQL shut down, owner
 * file removed), and lives under E2E_TEMPLATE_DIR (a directory `npm test` makes for its run) or else the
 * system's temp dir, named by a hash of everything that decides a first start: the server's sources,
 * migrations, seeds, schemas, the default theme, and the environment it was made with. Concurrent test
 * processes make it once: one holds a lock file while the others wait for it.
 */

const SOURCES = ['kernel/server', 'kernel/shared', 'schemas', ...pluginDirs()];
const WAIT_MS = 300_000;

function pluginDirs(): string[] {
  return fs
    .readdirSync('plugins', { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => ['server', 'shared', 'theme'].map((d) => path.join('plugins', e.name, d)));
}

function hashTree(h: crypto.Hash, dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) hashTree(h, p);
    else if (!e.name.endsWith('.test.ts')) h.update(p).update('\0').update(fs.readFileSync(p)).update('\0');
  }
}

/** The name of the template for this environment and these sources. */
function templateKey(env: Record<string, string>): string {
  const h = crypto.createHash('sha256');
  for (const d of SOURCES) hashTree(h, d);
  h.update(JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))));
  return h.digest('hex').slice(0, 16);
}

function templateRoot(): string {
  const root = path.resolve(process.env.E2E_TEMPLATE_DIR || path.join(os.tmpdir(), 'zx-e2e-templates'));
  fs.mkdirSync(root, { recursive: true });
  // as root the embedded PostgreSQL runs as the OS user postgres, which must pass through it
  fs.chmodSync(root, fs.statSync(root).mode | 0o011);
  return root;
}

/** Takes the lock file, or returns false while a live process holds it (a dead holder's lock is cleared). */
function tryLock(lock: string): boolean {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const holder = Number(fs.readFileSync(lock, 'utf8')) || 0;
    if (holder && !alive(holder)) fs.rmSync(lock, { force: true });
    return false;
  }
}

/** Templates of other sources (earlier edits) in the shared temp dir, a day old: nobody starts from them any more. */
function pruneOld(root: string, keep: string): void {
  if (process.env.E2E_TEMPLATE_DIR) return;
  for (const name of fs.readdirSync(root)) {
    const p = path.join(root, name);
    if (name.startsWith(keep) || Date.now() - fs.statSync(p).mtimeMs < 86_400_000) continue;
    fs.rmSync(p, { recursive: true, force: true });
  }
}

/**
 * Fills the empty `dataDir` with a copy of the initialised template for `env`, making the template first
 * when there is none: `initialise(dir)` starts a server on `dir` until it serves and stops it.
 */
export async function copyTemplate(
  dataDir: string,
  env: Record<string, string>,
  initialise: (dir: string) => Promise<void>,
): Promise<void> {
  const root = templateRoot();
  const key = templateKey(env);
  const dir = path.join(root, key);
  const lock = path.join(root, `${key}.lock`);
  const started = Date.now();
  while (!fs.existsSync(path.join(dir, '.ready'))) {
    if (tryLock(lock)) {
      try {
        if (!fs.existsSync(path.join(dir, '.ready'))) {
          const work = path.join(root, `${key}.making-${process.pid}`);
          fs.rmSync(work, { recursive: true, force: true });
          fs.mkdirSync(work);
          await initialise(work);
          fs.writeFileSync(path.join(work, '.ready'), new Date().toISOString());
          fs.rmSync(dir, { recursive: true, force: true });
          fs.renameSync(work, dir);
          pruneOld(root, key);
        }
      } finally {
        fs.rmSync(lock, { force: true });
      }
      break;
    }
    if (Date.now() - started > WAIT_MS) throw new Error(`the e2e data template ${dir} was not made within ${WAIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // cp -a keeps owners and modes: as root, the cluster's files belong to the OS user postgres
  execFileSync('cp', ['-a', `${dir}/.`, dataDir]);
  fs.rmSync(path.join(dataDir, '.ready'), { force: true });
}
