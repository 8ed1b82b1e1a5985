import crypto from 'node:crypto';
import { sql, type Db } from '../db/database.ts';

const SECRET_BYTES = 32;
const master = new WeakMap<object, Promise<Buffer>>();
const derived = new WeakMap<object, Map<string, Buffer>>();

/** The stored master secret, made on first use (several instances racing keep the first one written). */
async function masterSecret(db: Db): Promise<Buffer> {
  const fresh = crypto.randomBytes(SECRET_BYTES);
  await sql`insert into sys_secret (name, value) values ('master', ${fresh}) on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: Buffer }>`select value from sys_secret where name = 'master'`.execute(db);
  if (!rows[0]?.value?.length) throw new Error('sys_secret: no master secret');
  return rows[0].value;
}

/**
 * A key of the server for one purpose (`ad.click`, `visitor.day`…): HKDF-SHA256 of the master secret of
 * `sys_secret` with the purpose as info. Keys of different purposes are unrelated; the master secret is read
 * once per database handle (main thread or render worker alike).
 */
export async function secretKey(db: Db, purpose: string): Promise<Buffer> {
  const known = derived.get(db)?.get(purpose);
  if (known) return known;
  let m = master.get(db);
  if (!m) {
    m = masterSecret(db);
    master.set(db, m);
    m.catch(() => master.delete(db));
  }
  const key = Buffer.from(crypto.hkdfSync('sha256', await m, Buffer.alloc(0), `zhuxie:${purpose}`, 32));
  let keys = derived.get(db);
  if (!keys) derived.set(db, (keys = new Map()));
  // a handful of fixed purposes (never one per request)
  if (keys.size < 100) keys.set(purpose, key);
  return key;
}

/** HMAC-SHA256 of `data` with the purpose's key, base64url, cut to `bytes` bytes (a link signature). */
export async function signWith(db: Db, purpose: string, data: string, bytes = 16): Promise<string> {
  const key = await secretKey(db, purpose);
  return crypto.createHmac('sha256', key).update(data).digest().subarray(0, bytes).toString('base64url');
}

/** Whether `signature` is `signWith(purpose, data)` (compared in constant time). */
export async function verifySigned(db: Db, purpose: string, data: string, signature: string, bytes = 16): Promise<boolean> {
  if (typeof signature !== 'string' || signature.length > 200) return false;
  const want = Buffer.from(await signWith(db, purpose, data, bytes));
  const got = Buffer.from(signature);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}
