import type { Kysely, Transaction } from 'kysely';
import { assertPasswordAllowed, invalidField, sql, type Database, type Kernel } from '#kernel/server';
import { MEMBER_ENTERPRISES } from '#kernel/shared';

type Trx = Kysely<Database> | Transaction<Database>;

/** A member's identifiers as stored: trimmed, empty as null (user name and e-mail keep their case, compared without it). */
export interface MemberIdentity {
  userName: string | null;
  phoneNumber: string | null;
  email: string | null;
  nickName: string | null;
}

const blankToNull = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

export function identityOf(b: {
  userName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  nickName?: string | null;
}): MemberIdentity {
  return {
    userName: blankToNull(b.userName),
    phoneNumber: blankToNull(b.phoneNumber),
    email: blankToNull(b.email),
    nickName: blankToNull(b.nickName),
  };
}

/**
 * Refuses a member without any of user name, phone and e-mail (naming the user name) and one whose user name, phone
 * or e-mail another member has (naming that field); `self` is the member being edited.
 */
export async function assertIdentityFree(db: Trx, who: MemberIdentity, self?: number): Promise<void> {
  if (!who.userName && !who.phoneNumber && !who.email) throw invalidField('userName', 'member:errors.noIdentifier');
  const taken = async (field: 'userName' | 'phoneNumber' | 'email', column: string, lower: boolean) => {
    const v = who[field];
    if (!v) return;
    let q = db
      .selectFrom('member')
      .select('memberId')
      .where(lower ? sql`lower(${sql.ref(column)})` : sql.ref(column), '=', lower ? v.toLowerCase() : v);
    if (self) q = q.where('memberId', '<>', self);
    if (await q.executeTakeFirst()) throw invalidField(field, 'member:errors.taken', { value: v });
  };
  await taken('userName', 'user_name', true);
  await taken('phoneNumber', 'phone_number', false);
  await taken('email', 'email', true);
}

/** Refuses a password the console's policy refuses (length, rule, weak list, the account's own names), naming `field`. */
export function assertMemberPassword(db: Trx, password: string, who: MemberIdentity, field = 'password'): Promise<void> {
  return assertPasswordAllowed(db as Kysely<Database>, password, who, field);
}

/** Refuses a member enterprise the award plugin does not know (or none when it is off), naming the field. */
export async function assertEnterprise(kernel: Kernel, id: number | null | undefined): Promise<number | null> {
  if (id == null) return null;
  const found = (await kernel.services.get(MEMBER_ENTERPRISES)?.byIds([id])) ?? [];
  if (found.length === 0) throw invalidField('memberEnterpriseId', 'member:errors.noEnterprise', { value: id });
  return id;
}

/** The names of member enterprises by id (empty when the award plugin is off). */
export async function enterpriseNames(kernel: Kernel, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? ((await kernel.services.get(MEMBER_ENTERPRISES)?.byIds(unique)) ?? []) : [];
  return new Map(rows.map((r) => [r.enterpriseId, r.enterpriseName]));
}

const UNIQUE_FIELDS: Record<string, keyof MemberIdentity> = {
  member_user_name_uq: 'userName',
  member_phone_uq: 'phoneNumber',
  member_email_uq: 'email',
};

/**
 * Two writes of the same identifier at once (two sign-ups of one name): the unique index decides, and the loser gets
 * the field's message instead of a database error. Other errors pass through.
 */
export function uniqueRefusal(who: MemberIdentity) {
  return (e: unknown): never => {
    const err = e as { code?: string; constraint?: string };
    const field = err.code === '23505' ? UNIQUE_FIELDS[err.constraint ?? ''] : undefined;
    if (field) throw invalidField(field, 'member:errors.taken', { value: who[field] });
    throw e;
  };
}
