import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * The day's salt of the cookieless visitor hash: one random value per local day, shared by every process and
 * instance through `cms_site_stat_salt` (the first to need it stores it), dropped by the daily clean-up once the
 * day is over — so yesterday's hashes can no longer be tied to an address.
 */
export class DailySalt {
  private salts = new Map<string, Buffer>();
  constructor(private readonly pool: pg.Pool) {}

  async of(day: string): Promise<Buffer> {
    const known = this.salts.get(day);
    if (known) return known;
    let salt: Buffer | undefined;
    // a second try: when another process stored the day's salt while this statement ran, its snapshot missed it
    for (let i = 0; i < 2 && !salt; i++) {
      const r = await this.pool.query<{ salt: Buffer }>(
        `with ins as (insert into cms_site_stat_salt (stat_day, salt) values ($1, $2) on conflict do nothing returning salt)
         select salt from ins union all select salt from cms_site_stat_salt where stat_day = $1`,
        [day, randomBytes(32)],
      );
      salt = r.rows[0]?.salt;
    }
    if (!salt) throw new Error(`no statistics salt for ${day}`);
    if (this.salts.size > 7) this.salts.clear();
    this.salts.set(day, salt);
    return salt;
  }
}

const digest = (salt: Buffer, parts: string[]) => {
  const h = createHash('sha256').update(salt);
  for (const p of parts) h.update('\u0000').update(p);
  return h.digest('hex').slice(0, 32);
};

/** A visitor: the hash of address, user agent and site under the day's salt (the address is never kept). */
export const visitorHash = (salt: Buffer, siteId: number, ip: string, ua: string) => digest(salt, ['v', String(siteId), ip, ua]);

/** An address of the day's IP count, hashed the same way. */
export const addressHash = (salt: Buffer, siteId: number, ip: string) => digest(salt, ['i', String(siteId), ip]);
