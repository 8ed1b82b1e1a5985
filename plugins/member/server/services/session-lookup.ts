import crypto from 'node:crypto';
import { type Db, signWith, sql, verifySigned } from '#kernel/worker';
import { MEMBER_COOKIE } from '../../shared/account.ts';

/**
 * The member session as a request shows it, with the database alone (the published sites' member pages read it in
 * the CMS's renders as well as in the API): the cookie's token, the live session behind it, and the form token a
 * member page carries in place of the cookie.
 */
type Headers = { headers: Record<string, string | string[] | undefined> };

export const sha = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The member session token a request's cookie carries (only the member cookie: never a console bearer token). */
export function cookieToken(req: Headers): string | null {
  const raw = req.headers.cookie;
  const header = Array.isArray(raw) ? raw.join('; ') : (raw ?? '');
  const v = new RegExp(`(?:^|;\\s*)${MEMBER_COOKIE}=([^;]*)`).exec(header)?.[1];
  return v && TOKEN.test(v) ? v : null;
}

/** The member of a live session (by its token's hash) who may be signed in: normal, or locked no longer. */
export async function sessionOfHash(db: Db, tokenHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('memberSession as s')
    .innerJoin('member as m', 'm.memberId', 's.memberId')
    .select('m.memberId')
    .where('s.tokenHash', '=', tokenHash)
    .where('s.expireTime', '>', sql<string>`now()`)
    .where((eb) => eb.or([eb('m.status', '=', '0'), eb.and([eb('m.status', '=', '2'), eb('m.lockEndTime', '<=', sql<string>`now()`)])]))
    .executeTakeFirst();
  return row ? Number(row.memberId) : null;
}

/** The signed-in member's id of a request: a live session of a normal member (not disabled, not locked). */
export async function sessionMemberIdOf(db: Db, req: Headers): Promise<number | null> {
  const token = cookieToken(req);
  return token ? sessionOfHash(db, sha(token)) : null;
}

/** how long a member page's form token holds, in seconds */
export const FORM_TOKEN_TTL_SECONDS = 1800;
const PURPOSE = 'member.form';

/**
 * A member page's proof of its session for the forms it posts. The published pages are sandboxed (an opaque
 * origin), so their POSTs are cross-site and the SameSite cookie stays home; the page carries this instead: the
 * session's hash and an expiry, signed with a key of the server's secret. It also stops a form posted from
 * anywhere else (no token, no change).
 */
export async function formTokenOf(db: Db, cookie: string, now = Date.now()): Promise<string> {
  const data = `${sha(cookie)}.${Math.floor(now / 1000) + FORM_TOKEN_TTL_SECONDS}`;
  return `${data}.${await signWith(db, PURPOSE, data)}`;
}

/** The session a form token proves (its hash and member), when the token is this server's, unexpired, and the session live. */
export async function formTokenSession(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): Promise<{ tokenHash: string; memberId: number } | null> {
  const m = /^([0-9a-f]{64})\.(\d{1,12})\.([A-Za-z0-9_-]{1,64})$/.exec(token ?? '');
  if (!m || Number(m[2]) * 1000 < now) return null;
  if (!(await verifySigned(db, PURPOSE, `${m[1]}.${m[2]}`, m[3]))) return null;
  const memberId = await sessionOfHash(db, m[1]);
  return memberId ? { tokenHash: m[1], memberId } : null;
}
