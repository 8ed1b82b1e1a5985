import { CamelCasePlugin, type Compilable, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../kernel/server/db/database.ts';
import type { Database } from '../../kernel/server/db/types.ts';

// never connected: only compiled
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });
const ours = openDb(pool);
const stock = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
afterAll(() => pool.end());

/** The same query built on both handles. */
const queries: Record<string, (db: Db) => Compilable> = {
  'select with aliases, a join, a scope, sorts and paging': (db) =>
    db
      .selectFrom('sysUser as u')
      .leftJoin('sysDept as d', 'd.deptId', 'u.deptId')
      .select(['u.userId', 'u.nickName', 'd.deptName', 'u.loginDate as lastLoginDate'])
      .where(sql<boolean>`(${sql.ref('u.deptId')} = any(${[1, 2]}) or ${sql.ref('u.userId')} = ${7})`)
      .where('u.userName', 'ilike', '%a%')
      .orderBy('u.createTime', 'desc')
      .orderBy('u.userId', 'asc')
      .limit(20)
      .offset(40),
  'a count and a subquery': (db) =>
    db
      .selectFrom('sysUser as u')
      .select((eb) => [
        eb.fn.countAll<number>().as('rowCount'),
        eb.selectFrom('sysDept').select('deptName').whereRef('sysDept.deptId', '=', 'u.deptId').limit(1).as('deptName'),
      ])
      .where('u.passwordModifyTime', 'is not', null),
  'insert with returning and a conflict clause': (db) =>
    db
      .insertInto('sysUserRole')
      .values({ userId: 1, roleId: 2 })
      .onConflict((oc) => oc.columns(['userId', 'roleId']).doNothing())
      .returning(['userId', 'roleId']),
  'update with a raw identifier': (db) =>
    db
      .updateTable('sysUser')
      .set({ loginFailCount: sql`${sql.ref('loginFailCount')} + 1`, updateBy: 'x' })
      .where(sql.id('sysUser', 'userId'), '=', 3),
  delete: (db) => db.deleteFrom('sysUserPost').where('postId', 'in', [1, 2]),
  schema: (db) => db.schema.createTable('someThing').addColumn('someColumn', 'text').addColumn('otherId', 'bigint'),
};

describe('identifiers snake-cased by the compiler', () => {
  for (const [name, build] of Object.entries(queries))
    it(`${name}: the same SQL and values as kysely's CamelCasePlugin`, () => {
      const a = build(ours).compile();
      const b = build(stock as unknown as Db).compile();
      expect(a.sql).toBe(b.sql);
      expect(a.parameters).toEqual(b.parameters);
      expect(a.sql).toMatch(/_/);
    });
});

/** a table of a plugin's shape (the kernel's own test names no plugin's tables) */
interface ContentLike {
  cmsContent: { contentId: number; catalogId: number; title: string; deleted: boolean };
}

describe('booleans written into the text', () => {
  it('compares and sets booleans as literals, so a partial index `where not deleted` fits the generic plan', () => {
    const ours = openDb(pool) as unknown as Kysely<ContentLike>;
    const q = ours.selectFrom('cmsContent').select('title').where('deleted', '=', false).where('catalogId', '=', 3).compile();
    expect(q.sql).toBe('select "title" from "cms_content" where "deleted" = false and "catalog_id" = $1');
    expect(q.parameters).toEqual([3]);
    const u = ours.updateTable('cmsContent').set({ deleted: true }).where('contentId', '=', 9).compile();
    expect(u.sql).toBe('update "cms_content" set "deleted" = true where "content_id" = $1');
    expect(u.parameters).toEqual([9]);
  });
});

describe('result rows camel-cased by one mapper per column list', () => {
  // the plugin as openDb installed it
  const plugin = (ours as unknown as { getExecutor(): { plugins: CamelCasePlugin[] } }).getExecutor().plugins[0];
  const map = async (rows: Record<string, unknown>[]) =>
    (await plugin.transformResult({ result: { rows }, queryId: { queryId: 'q' } } as never)).rows as Record<string, unknown>[];

  it('maps every row of a result like the column-by-column mapping, nulls and json contents kept as they are', async () => {
    const json = { detail_template: 1, nested_key: { a_b: 2 } };
    const rows = [
      { user_id: 1, nick_name: 'a', dept_id: null, extend_props: json },
      { user_id: 2, nick_name: 'b', dept_id: 7, extend_props: null },
    ];
    const out = await map(rows);
    expect(out).toEqual([
      { userId: 1, nickName: 'a', deptId: null, extendProps: json },
      { userId: 2, nickName: 'b', deptId: 7, extendProps: null },
    ]);
    expect(out[0].extendProps).toBe(json);
    expect(Object.keys(out[1])).toEqual(['userId', 'nickName', 'deptId', 'extendProps']);
    // a result with other columns gets its own mapper
    expect(await map([{ role_key: 'x' }])).toEqual([{ roleKey: 'x' }]);
    expect(await map([])).toEqual([]);
  });

  it('column names that are not identifiers are data to the mapper, never code', async () => {
    const odd = { 'a"b': 1, "c'); throw new Error('x'); ('": 2, 'line\nbreak': 3, 'back\\slash': 4 };
    const out = (await map([odd]))[0];
    expect(Object.values(out)).toEqual([1, 2, 3, 4]);
    const proto = (await map([JSON.parse('{"__proto__": {"polluted": true}, "user_id": 5}')]))[0];
    expect(proto.userId).toBe(5);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((proto as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
