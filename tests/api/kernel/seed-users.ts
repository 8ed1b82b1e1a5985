import type { Db } from '../../../kernel/server/db/database.ts';
import { sql } from '../../../kernel/server/db/database.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

/** Password of every seeded bench user. */
export const BENCH_USER_PASSWORD = 'Bench#12345';
const DEPTS = ['Bench North', 'Bench South', 'Bench East', 'Bench West', 'Bench Central'];

/**
 * Inserts `n` users named `bench_<i>` spread over five departments under the root department, in one
 * INSERT … SELECT generate_series (10,000 users take well under a second). Safe to call again: numbering
 * continues after the existing bench users. Returns how many were inserted.
 */
export async function seedUsers(db: Db, n: number): Promise<number> {
  const root = await db
    .selectFrom('sysDept')
    .select(['deptId', 'ancestors'])
    .where('parentId', '=', 0)
    .orderBy('deptId')
    .executeTakeFirstOrThrow();
  const deptIds: number[] = [];
  for (const [i, name] of DEPTS.entries()) {
    const found = await db
      .selectFrom('sysDept')
      .select('deptId')
      .where('deptName', '=', name)
      .where('parentId', '=', root.deptId)
      .executeTakeFirst();
    deptIds.push(
      found?.deptId ??
        (
          await db
            .insertInto('sysDept')
            .values({
              parentId: root.deptId,
              ancestors: `${root.ancestors},${root.deptId}`,
              deptName: name,
              orderNum: 100 + i,
              createBy: 'bench',
            })
            .returning('deptId')
            .executeTakeFirstOrThrow()
        ).deptId,
    );
  }
  const start = Number(
    (
      await db
        .selectFrom('sysUser')
        .select((eb) => eb.fn.countAll<number>().as('c'))
        .where('userName', 'like', 'bench\\_%')
        .executeTakeFirstOrThrow()
    ).c,
  );
  // one hash for all: hashing is deliberately slow
  const hash = await hashPassword(BENCH_USER_PASSWORD);
  const r = await sql`
    insert into sys_user (dept_id, user_name, nick_name, email, phone_number, sex, password, status, password_modify_time, create_by, create_time)
    select (${sql.val(deptIds)}::bigint[])[1 + (i % ${deptIds.length})],
           'bench_' || i,
           'Bench user ' || i,
           'bench_' || i || '@bench.zx',
           '139' || lpad(i::text, 8, '0'),
           (i % 3)::text,
           ${hash},
           case when i % 10 = 0 then '1' else '0' end,
           now(),
           'bench',
           now() - make_interval(mins => i)
    from generate_series(${start + 1}::int, ${start + n}::int) as g(i)`.execute(db);
  return Number(r.numAffectedRows ?? n);
}
