import type { RawBuilder, Transaction } from 'kysely';
import { sql, type Database, type Db, type Kernel } from '#kernel/server';
import type { MemberOperation } from '#kernel/shared';

type Trx = Transaction<Database>;

/**
 * The level a total of exp reaches: the highest configured level of the type whose threshold (the next-needed exp of
 * every lower level, added up) the exp has passed; 0 with no configuration. One expression, so a list update can use it.
 */
export const levelFor = (exp: RawBuilder<unknown>, levelType = 'Default') => sql<number>`(
  select coalesce(max(c.level), 0) from (
    select level, coalesce(sum(next_need_exp) over (order by level rows between unbounded preceding and 1 preceding), 0) as threshold
    from member_level_config where level_type = ${levelType}) c
  where c.threshold <= ${exp})`;

/** Sets every member's level from their exp again (after a level configuration change). */
export async function relevelAll(db: Db | Trx): Promise<void> {
  await db
    .updateTable('member')
    .set({ level: levelFor(sql`member.exp`) })
    .where(sql<boolean>`level <> ${levelFor(sql`member.exp`)}`)
    .execute();
}

/**
 * Records an operation of a member that earns exp: the exp configuration of the operation (Default level type)
 * decides how much, and its day and total limits how often (the member row is locked, so concurrent operations of
 * one member count in order). The member's exp and level change and the change is logged, in one transaction.
 * Returns the exp earned (0: no rule, a zero rule or a limit reached).
 */
export async function recordOperation(kernel: Kernel, memberId: number, op: MemberOperation): Promise<number> {
  return kernel.db.transaction().execute(async (trx) => {
    const rule = await trx
      .selectFrom('memberExpConfig')
      .selectAll()
      .where('opType', '=', op)
      .where('levelType', '=', 'Default')
      .executeTakeFirst();
    if (!rule || rule.exp <= 0) return 0;
    const member = await trx
      .selectFrom('member')
      .select(['memberId', 'exp'])
      .where('memberId', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) return 0;
    const counts = await trx
      .selectFrom('memberExpLog')
      .select([sql<number>`count(*) filter (where log_day = current_date)::int`.as('today'), sql<number>`count(*)::int`.as('total')])
      .where('memberId', '=', memberId)
      .where('opType', '=', op)
      .where('levelType', '=', 'Default')
      .executeTakeFirstOrThrow();
    if (rule.dayLimit > 0 && counts.today >= rule.dayLimit) return 0;
    if (rule.totalLimit > 0 && counts.total >= rule.totalLimit) return 0;
    const after = await trx
      .updateTable('member')
      .set({ exp: sql`exp + ${rule.exp}`, level: levelFor(sql`member.exp + ${rule.exp}`) })
      .where('memberId', '=', memberId)
      .returning(['exp', 'level'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('memberExpLog')
      .values({ memberId, opType: op, exp: rule.exp, totalExp: Number(after.exp), level: after.level })
      .execute();
    return rule.exp;
  });
}
