import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledColumns } from '../../kernel/server/crud/columns.ts';
import { openDb, sql } from '../../kernel/server/db/database.ts';

// never connected: only compiled
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });
const db = openDb(pool);
afterAll(() => pool.end());

describe('compiledColumns', () => {
  it('writes the same select list kysely writes for the references, aliases included', () => {
    const columns = ['u.userId', 'u.phoneNumber', 'd.deptName', 'u.loginDate as lastLoginDate', 'status'] as const;
    const page = (select: (q: any) => any) =>
      select(db.selectFrom('sysUser as u').leftJoin('sysDept as d', 'd.deptId', 'u.deptId'))
        .where(sql<boolean>`u.dept_id in (1, 2)`)
        .orderBy('u.userId')
        .limit(20)
        .compile();
    const fixed = compiledColumns(db, columns);
    const ours = page((q) => q.select(fixed));
    const stock = page((q) => q.select(columns));
    expect(ours.sql).toBe(stock.sql);
    expect(ours.sql).toContain(
      'select "u"."user_id", "u"."phone_number", "d"."dept_name", "u"."login_date" as "last_login_date", "status" from',
    );
    // the same fragment serves every later query
    expect(page((q) => q.select(fixed)).sql).toBe(stock.sql);
  });
});
