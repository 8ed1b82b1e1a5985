import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import { sql } from '../db/database.ts';
import type { ClientInfo } from './client-info.ts';

/** The signed-in user a request acts as. */
export interface SessionUser {
  tokenHash: string;
  userId: number;
  userName: string;
  deptId: number | null;
  deptName: string | null;
  /** password must be changed before anything else is allowed */
  mustChangePassword: boolean;
}

// one-shot hash: no Hash object per request
const hashToken = (t: string) => crypto.hash('sha256', t, 'hex');
/** How long a resolved session is trusted without asking the database; every end is announced at once. */
const CACHE_MS = 60_000;
/** Last-access times are written in one batch this often (never on the request path). */
const TOUCH_MS = 30_000;
/** A NOTIFY payload holds at most 8000 bytes: longer lists are announced as "drop everything". */
const MAX_ANNOUNCED = 100;

/** Invalidation names Sessions announces (kernel.invalidate → LISTEN/NOTIFY) and `apply` understands. */
export const SESSION_CHANNEL = 'session';

interface Cached {
  user: SessionUser | null;
  /** when the cache entry stops being trusted: the earliest of the cache window, session and password expiry */
  until: number;
  /** password expiry (epoch ms), when the policy sets one */
  passwordExpires: number | null;
}

/**
 * Opaque random tokens backed by sys_session rows (so every instance sees them and online users can be
 * listed and kicked). Resolved sessions are cached; every session end (logout, kick, password change,
 * disable, delete, role change) drops them here and is announced to every instance before it returns.
 */
export class Sessions {
  private cache = new Map<string, Cached>();
  /** bumped by every drop: a resolution that raced with one is not cached */
  private generation = 0;
  /** resolutions under way, by token hash: requests arriving meanwhile share one query (dropped with the cache) */
  private resolving = new Map<string, { gen: number; user: Promise<SessionUser | null> }>();
  private touched = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private db: Db,
    private ttlSeconds: number,
    /** tells every instance (this one included) to apply an invalidation; set by the app */
    public announce: (name: string) => Promise<void> = async () => {},
  ) {}

  async create(user: { userId: number; userName: string; deptName: string | null }, info: ClientInfo): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db
      .insertInto('sysSession')
      .values({
        tokenHash: hashToken(token),
        userId: user.userId,
        userName: user.userName,
        deptName: user.deptName,
        ipaddr: info.ip,
        loginLocation: info.location,
        browser: info.browser,
        os: info.os,
        expireTime: sql<string>`now() + make_interval(secs => ${this.ttlSeconds})`,
      })
      .execute();
    return token;
  }

  async resolve(token: string): Promise<SessionUser | null> {
    const th = hashToken(token);
    const now = Date.now();
    const hit = this.cache.get(th);
    if (hit && now < hit.until) {
      if (hit.user) this.touch(th);
      if (hit.user && hit.passwordExpires != null && now >= hit.passwordExpires) return { ...hit.user, mustChangePassword: true };
      return hit.user;
    }
    const pending = this.resolving.get(th);
    if (pending && pending.gen === this.generation) return pending.user;
    const gen = this.generation;
    const user = this.load(th, now, gen).finally(() => {
      if (this.resolving.get(th)?.user === user) this.resolving.delete(th);
    });
    this.resolving.set(th, { gen, user });
    return user;
  }

  /** Reads the session and its user, and caches the answer unless a drop happened meanwhile. */
  private async load(th: string, now: number, gen: number): Promise<SessionUser | null> {
    const row = await sql<{
      userId: number;
      userName: string;
      deptId: number | null;
      deptName: string | null;
      forceModifyPassword: string;
      sessionLeftMs: number;
      passwordLeftMs: number | null;
    }>`select u.user_id as "userId", u.user_name as "userName", u.dept_id as "deptId", s.dept_name as "deptName",
        u.force_modify_password as "forceModifyPassword",
        (extract(epoch from s.expire_time - now()) * 1000)::float8 as "sessionLeftMs",
        (select case when c.password_expire_seconds > 0 and u.password_modify_time is not null
                then (extract(epoch from u.password_modify_time + make_interval(secs => c.password_expire_seconds) - now()) * 1000)::float8 end
           from sys_security_config c where c.status = '0' order by c.config_id limit 1) as "passwordLeftMs"
      from sys_session s join sys_user u on u.user_id = s.user_id
      where s.token_hash = ${th} and s.expire_time > now() and u.status = '0'`
      .execute(this.db)
      .then((r) => r.rows[0]);
    let user: SessionUser | null = null;
    let until = now + CACHE_MS;
    let passwordExpires: number | null = null;
    if (row) {
      passwordExpires = row.passwordLeftMs == null ? null : now + Number(row.passwordLeftMs);
      user = {
        tokenHash: th,
        userId: Number(row.userId),
        userName: row.userName,
        deptId: row.deptId == null ? null : Number(row.deptId),
        deptName: row.deptName,
        mustChangePassword: row.forceModifyPassword === 'Y' || (passwordExpires != null && passwordExpires <= now),
      };
      until = Math.min(until, now + Number(row.sessionLeftMs));
      this.touch(th);
    } else until = now + 1000; // unknown tokens: short, so a fresh login elsewhere is never shadowed for long
    if (gen === this.generation) {
      if (this.cache.size > 10000) this.cache.clear();
      this.cache.set(th, { user, until, passwordExpires });
    }
    return user;
  }

  /** Remembers a use; the batch writes last-access times off the request path. */
  private touch(th: string): void {
    this.touched.add(th);
    if (!this.timer) {
      this.timer = setInterval(() => void this.writeAccess(), TOUCH_MS);
      this.timer.unref();
    }
  }

  /** Writes the batched last-access times (also at shutdown). */
  async writeAccess(): Promise<void> {
    if (this.touched.size === 0) return;
    const hashes = [...this.touched];
    this.touched.clear();
    await this.db
      .updateTable('sysSession')
      .set({ lastAccessTime: sql<string>`now()` })
      .where('tokenHash', '=', sql<string>`any(${hashes})`)
      .execute()
      .catch(() => {});
  }

  /** Stops the batch timer after a last write. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.writeAccess();
  }

  async revokeToken(token: string): Promise<void> {
    await this.revokeHashes([hashToken(token)]);
  }

  async revokeHashes(hashes: string[]): Promise<void> {
    if (hashes.length === 0) return;
    await this.db.deleteFrom('sysSession').where('tokenHash', 'in', hashes).execute();
    this.dropHashes(hashes);
    await this.announce(hashes.length > MAX_ANNOUNCED ? SESSION_CHANNEL : `${SESSION_CHANNEL}:h:${hashes.join(',')}`);
  }

  /** Ends every session of a user, optionally keeping one (the one changing its own password). */
  async revokeUser(userId: number, keepHash?: string): Promise<void> {
    let q = this.db.deleteFrom('sysSession').where('userId', '=', userId);
    if (keepHash) q = q.where('tokenHash', '<>', keepHash);
    await q.execute();
    this.dropUser(userId, keepHash);
    await this.announce(`${SESSION_CHANNEL}:u:${userId}:${keepHash ?? ''}`);
  }

  private dropHashes(hashes: string[]): void {
    this.generation++;
    for (const h of hashes) this.cache.delete(h);
  }

  private dropUser(userId: number, keepHash?: string): void {
    this.generation++;
    for (const [h, v] of this.cache) if (v.user?.userId === userId && h !== keepHash) this.cache.delete(h);
  }

  /** Applies an announced session invalidation (`session`, `session:h:<hashes>`, `session:u:<userId>:<kept hash>`). */
  apply(name: string): void {
    const [, kind, a, b] = name.split(':');
    if (kind === 'h' && a) this.dropHashes(a.split(','));
    else if (kind === 'u' && a) this.dropUser(Number(a), b || undefined);
    else this.flush();
  }

  /** Drops cached resolutions (after a change another instance announced). */
  flush(): void {
    this.generation++;
    this.cache.clear();
  }

  static hash = hashToken;
}
