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

const hashToken = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
const CACHE_MS = 5000;

/**
 * Opaque random tokens backed by sys_session rows (so every instance sees them and online users can be
 * listed and kicked). Resolved sessions are cached a few seconds; revocation drops the local cache and
 * other instances notice within that window.
 */
export class Sessions {
  private cache = new Map<string, { user: SessionUser | null; at: number }>();
  constructor(
    private db: Db,
    private ttlSeconds: number,
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
        expireTime: sql<string>`now() + make_interval(secs => ${this.ttlSeconds})` as unknown as string,
      })
      .execute();
    return token;
  }

  async resolve(token: string): Promise<SessionUser | null> {
    const th = hashToken(token);
    const hit = this.cache.get(th);
    const now = Date.now();
    if (hit && now - hit.at < CACHE_MS) return hit.user;
    const row = await this.db
      .updateTable('sysSession as s')
      .set({ lastAccessTime: sql<string>`now()` as unknown as string })
      .from('sysUser as u')
      .whereRef('u.userId', '=', 's.userId')
      .where('s.tokenHash', '=', th)
      .where('s.expireTime', '>', sql<string>`now()`)
      .where('u.status', '=', '0')
      .returning(['u.userId', 'u.userName', 'u.deptId', 's.deptName', 'u.forceModifyPassword', 'u.passwordModifyTime'])
      .executeTakeFirst();
    let user: SessionUser | null = null;
    if (row) {
      const expired = await this.passwordExpired(row.passwordModifyTime);
      user = {
        tokenHash: th,
        userId: row.userId,
        userName: row.userName,
        deptId: row.deptId,
        deptName: row.deptName,
        mustChangePassword: row.forceModifyPassword === 'Y' || expired,
      };
    }
    if (this.cache.size > 10000) this.cache.clear();
    this.cache.set(th, { user, at: now });
    return user;
  }

  /** Password expiry per the enabled security config (0 = never). */
  private async passwordExpired(modified: string | null): Promise<boolean> {
    const cfg = await this.db.selectFrom('sysSecurityConfig').select('passwordExpireSeconds').where('status', '=', '0').executeTakeFirst();
    if (!cfg || cfg.passwordExpireSeconds <= 0 || !modified) return false;
    const r = await sql<{
      expired: boolean;
    }>`select (${modified}::timestamp + make_interval(secs => ${cfg.passwordExpireSeconds})) < now()::timestamp as expired`.execute(
      this.db,
    );
    return r.rows[0]?.expired ?? false;
  }

  async revokeToken(token: string): Promise<void> {
    await this.revokeHashes([hashToken(token)]);
  }

  async revokeHashes(hashes: string[]): Promise<void> {
    if (hashes.length === 0) return;
    await this.db.deleteFrom('sysSession').where('tokenHash', 'in', hashes).execute();
    for (const h of hashes) this.cache.delete(h);
  }

  /** Ends every session of a user, optionally keeping one (the one changing its own password). */
  async revokeUser(userId: number, keepHash?: string): Promise<void> {
    let q = this.db.deleteFrom('sysSession').where('userId', '=', userId);
    if (keepHash) q = q.where('tokenHash', '<>', keepHash);
    await q.execute();
    for (const [h, v] of this.cache) if (v.user?.userId === userId && h !== keepHash) this.cache.delete(h);
  }

  /** Drops cached resolutions (after a change another instance announced). */
  flush(): void {
    this.cache.clear();
  }

  static hash = hashToken;
}
