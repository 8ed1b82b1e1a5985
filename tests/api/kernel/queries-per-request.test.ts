import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_USER_PASSWORD, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';

/**
 * The read path of the console's hottest calls, counted in SQL statements: once identity, scope, configs and
 * the total are warm, a page of the user list costs one query (the page itself, always read fresh) and getInfo
 * none (the user's own row is in the read cache every write drops), and neither writes anything (issue 8: no per-request query for what a cache answers, no write on a read).
 */
let t: TestApp;
let scoped: TestUser;
let admin: string;
const seen: string[] = [];

beforeAll(async () => {
  // no scheduler: a job firing in the middle would count its statements as the request's
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
  const root = await t.kernel.db.selectFrom('sysDept').select('deptId').where('parentId', '=', 0).executeTakeFirstOrThrow();
  scoped = await t.asUser({ userName: 'scoped_reader', permissions: ['system:user:view'], dataScope: '4', deptId: root.deptId });
  // every statement of every pooled connection, however early it was opened
  const counted = new WeakSet<pg.PoolClient>();
  t.kernel.pool.on('acquire', (client) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const q = args[0] as string | { text?: string };
      seen.push(typeof q === 'string' ? q : (q?.text ?? String(q)));
      return query(...args);
    };
  });
});
afterAll(async () => {
  await t?.dispose();
});

/** the statements one call runs, after a first call warmed what may be cached */
async function statementsOf(url: string, token: string): Promise<string[]> {
  const first = await t.api('GET', url, { token });
  expect(first.code, first.msg).toBe(200);
  await new Promise((r) => setTimeout(r, 50));
  seen.length = 0;
  const again = await t.api('GET', url, { token });
  expect(again.code, again.msg).toBe(200);
  await new Promise((r) => setTimeout(r, 50));
  return [...seen];
}

/** How many runs of the matching prepared statements used their generic plan, over every idle pooled connection. */
async function genericPlans(statementLike: string): Promise<number> {
  const pool = t.kernel.pool;
  const clients: pg.PoolClient[] = [];
  for (let i = pool.idleCount; i > 0; i--) clients.push(await pool.connect());
  try {
    let n = 0;
    for (const c of clients) {
      const r = await c.query<{ n: string }>(
        'select coalesce(sum(generic_plans), 0) as n from pg_prepared_statements where statement like $1',
        [statementLike],
      );
      n += Number(r.rows[0].n);
    }
    return n;
  } finally {
    for (const c of clients) c.release();
  }
}

describe('queries per request', () => {
  it('a scoped user-list page runs one select and writes nothing', async () => {
    const qs = await statementsOf('/system/user/list?pageNum=1&pageSize=20', scoped.token);
    expect(qs.filter((q) => !/^\s*select/i.test(q))).toEqual([]);
    expect(qs).toHaveLength(1);
    expect(qs[0]).toMatch(/from "sys_user"/);
    // the scope is an indexed list of departments, not a walk of the tree per row; it and the page's bounds
    // are written into the text (they decide the plan), so a warm statement runs on a plan made once
    expect(qs[0]).toMatch(/"u"."dept_id" in \(\d+(, \d+)*\)/);
    expect(qs[0]).toMatch(/ limit 20 offset 0$/);
  });

  it('warm statements are not planned again: PostgreSQL runs them on their generic plans', async () => {
    // sequential calls reuse the most recently idle connection, which prepares a statement on its second run
    // and, after PostgreSQL's first five custom plans, keeps the generic one
    for (let i = 0; i < 12; i++) {
      expect((await t.api('GET', '/system/user/list?pageNum=1&pageSize=20', { token: scoped.token })).code).toBe(200);
      await t.kernel.db.selectFrom('sysUser as u').select('u.userName').where('u.userId', '=', scoped.userId).executeTakeFirstOrThrow();
    }
    // a page whose scope and bounds are in its text
    expect(await genericPlans('%from "sys_user" as "u" where%limit 20 offset 0')).toBeGreaterThan(0);
    // a statement with a bound value whose plan does not depend on it (a user's row by id)
    expect(await genericPlans('select "u"."user_name" from "sys_user" as "u" where "u"."user_id" = $1')).toBeGreaterThan(0);
    // and the connections holding them outlive a pause of the console: some stay open, the rest a minute
    const o = (t.kernel.pool as unknown as { options: { min: number; idleTimeoutMillis: number } }).options;
    expect(o.min).toBeGreaterThan(0);
    expect(o.idleTimeoutMillis).toBeGreaterThanOrEqual(60_000);
  });

  it('getInfo answers from the caches: the user row, roles, permissions, department name and session', async () => {
    for (const token of [scoped.token, admin]) expect(await statementsOf('/getInfo', token)).toEqual([]);
  });

  it("getInfo shows the user's row as it is now: after an edit through the API and after a login", async () => {
    expect((await t.api('GET', '/getInfo', { token: scoped.token })).data.user.nickName).not.toBe('Renamed reader');
    const edit = await t.api('PUT', '/system/user/profile', { token: scoped.token, body: { nickName: 'Renamed reader' } });
    expect(edit.code, edit.msg).toBe(200);
    expect((await t.api('GET', '/getInfo', { token: scoped.token })).data.user.nickName).toBe('Renamed reader');
    // a login writes the login time and address (it is no logged write, so it drops the cached row itself)
    await t.kernel.db.updateTable('sysUser').set({ loginDate: '2020-01-02 03:04:05' }).where('userId', '=', scoped.userId).execute();
    await t.kernel.invalidate('read');
    expect((await t.api('GET', '/getInfo', { token: scoped.token })).data.user.loginDate).toBe('2020-01-02 03:04:05');
    const again = await t.api('POST', '/login', { body: { username: 'scoped_reader', password: TEST_USER_PASSWORD } });
    expect(again.code, again.msg).toBe(200);
    expect((await t.api('GET', '/getInfo', { token: scoped.token })).data.user.loginDate).not.toBe('2020-01-02 03:04:05');
  });

  it('getRouters answers from the cache kept with the identity', async () => {
    expect(await statementsOf('/getRouters', scoped.token)).toEqual([]);
    expect(await statementsOf('/getRouters', admin)).toEqual([]);
  });

  it('the admin list page too, filtered and sorted', async () => {
    const qs = await statementsOf('/system/user/list?pageNum=2&pageSize=10&status=0&orderByColumn=createTime&isAsc=descending', admin);
    expect(qs).toHaveLength(1);
  });
});

describe('queries per request: the CMS content list', () => {
  it('a catalog page runs one select: site, catalog and catalog names come from the read cache', async () => {
    const tree = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows;
    const news = tree.find((n: { props: { alias: string } }) => n.props.alias === 'news').id;
    const qs = await statementsOf(`/cms/content/list?catalogId=${news}&status=30&sorts=publishDate%23desc&pageNum=1&pageSize=20`, admin);
    expect(qs).toHaveLength(1);
    expect(qs[0]).toMatch(/from "cms_content"/);
    // the whole site's list as well
    expect(await statementsOf('/cms/content/list?pageNum=1&pageSize=20', admin)).toHaveLength(1);
  });
});
