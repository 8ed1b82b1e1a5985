import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PreparedShapes } from '../../../kernel/server/db/prepared-read.ts';
import { sql } from '../../../kernel/server/db/database.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Rows of kysely's queries are read as arrays and made camelCase objects in one step (database.ts); the pool's
 * other users keep pg's own rows. Both paths, on the real database, unprepared and prepared.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
});
afterAll(async () => {
  await t?.dispose();
});

describe('rows of kysely queries', () => {
  it('come back as camelCase objects with the parsed values, the same on every run (also once prepared)', async () => {
    const read = () =>
      t.kernel.db
        .selectFrom('sysUser as u')
        .select(['u.userId', 'u.userName', 'u.createTime', 'u.remark', 'u.loginDate'])
        .where('u.userName', '=', 'admin')
        .execute();
    const runs = [await read(), await read(), await read()];
    for (const rows of runs) {
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0])).toEqual(['userId', 'userName', 'createTime', 'remark', 'loginDate']);
      expect(typeof rows[0].userId).toBe('number');
      expect(rows[0].userName).toBe('admin');
      expect(rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(runs[2]).toEqual(runs[0]);
  });

  it('keep the last of two columns of one name, an empty result, and json values as stored', async () => {
    const dup = await sql<{ x: number }>`select 1 as x, 2 as x`.execute(t.kernel.db);
    expect(dup.rows).toEqual([{ x: 2 }]);
    const none = await t.kernel.db.selectFrom('sysUser').select('userId').where('userId', '<', 0).execute();
    expect(none).toEqual([]);
    const json = await sql<{ someValue: unknown }>`select '{"snake_key": 1}'::jsonb as some_value`.execute(t.kernel.db);
    expect(json.rows).toEqual([{ someValue: { snake_key: 1 } }]);
  });

  it('tell apart column lists that share their count, first and last name', async () => {
    const a = await sql`select 1 as first_col, 2 as mid_a, 3 as last_col`.execute(t.kernel.db);
    const b = await sql`select 1 as first_col, 2 as mid_b, 3 as last_col`.execute(t.kernel.db);
    expect(a.rows).toEqual([{ firstCol: 1, midA: 2, lastCol: 3 }]);
    expect(b.rows).toEqual([{ firstCol: 1, midB: 2, lastCol: 3 }]);
    expect((await sql`select 1 as first_col, 2 as mid_a, 3 as last_col`.execute(t.kernel.db)).rows).toEqual(a.rows);
  });

  it('of a text holding several statements still run them all (no rows back, as pg answers a list of results)', async () => {
    const r = await sql`select 1 as a; select 2 as b`.execute(t.kernel.db);
    expect(r.rows).toEqual([]);
  });

  it('leave the pool’s own queries with pg’s rows (snake_case names)', async () => {
    const r = await t.kernel.pool.query('select user_id, user_name from sys_user where user_name = $1', ['admin']);
    expect(Object.keys(r.rows[0])).toEqual(['user_id', 'user_name']);
  });

  it('count affected rows of writes', async () => {
    const r = await t.kernel.db.updateTable('sysUser').set({ remark: 'rows test' }).where('userName', '=', 'admin').executeTakeFirst();
    expect(Number(r.numUpdatedRows)).toBe(1);
  });

  it('of a prepared read are the same on every connection, while its row shape is described only where a connection prepares it', async () => {
    const learn = vi.spyOn(PreparedShapes.prototype, 'learn');
    try {
      const read = () =>
        sql<
          Record<string, unknown>
        >`select ${'筑协 ünï ✓'}::text as word, null::text as nothing, ${5}::int8 as big_n, ${'2026-11-27 08:09:10'}::timestamp as at_time, u.user_id from sys_user u where u.user_name = ${'admin'}`.execute(
          t.kernel.db,
        );
      const first = (await read()).rows; // unnamed: seen once
      for (let i = 0; i < 2; i++) expect((await read()).rows).toEqual(first);
      const many = await Promise.all(Array.from({ length: 12 }, read)); // several connections, each preparing it
      for (const r of many) expect(r.rows).toEqual(first);
      expect(first).toEqual([{ word: '筑协 ünï ✓', nothing: null, bigN: 5, atTime: '2026-11-27 08:09:10', userId: expect.any(Number) }]);
      const described = learn.mock.calls.length; // once where a connection prepared it
      expect(described).toBeGreaterThan(0);
      expect(described).toBeLessThanOrEqual(t.kernel.pool.totalCount);
      for (let i = 0; i < 5; i++) expect((await read()).rows).toEqual(first);
      expect(learn).toHaveBeenCalledTimes(described); // later runs on those connections are not described
    } finally {
      learn.mockRestore();
    }
  });

  it('of a prepared read whose column changed type come back in the new type, without an error', async () => {
    await sql`drop table if exists zx_shape_probe`.execute(t.kernel.db);
    await sql`create table zx_shape_probe (a int)`.execute(t.kernel.db);
    await sql`insert into zx_shape_probe values (7)`.execute(t.kernel.db);
    try {
      const read = () => sql<{ a: unknown }>`select a from zx_shape_probe where a is not null`.execute(t.kernel.db);
      const batch = async () => (await Promise.all(Array.from({ length: 6 }, read))).map((r) => r.rows);
      await read();
      expect(await batch()).toEqual(Array(6).fill([{ a: 7 }])); // prepared on several connections
      await sql`alter table zx_shape_probe alter column a type text`.execute(t.kernel.db);
      expect(await batch()).toEqual(Array(6).fill([{ a: '7' }]));
      expect(await batch()).toEqual(Array(6).fill([{ a: '7' }]));
    } finally {
      await sql`drop table if exists zx_shape_probe`.execute(t.kernel.db);
    }
  });
});
