import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';

/** Tools → Script console (issue 36): QuickJS in a thread of its own, read-only, limited, for the super administrator. */
let t: TestApp;
let admin: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const switchOn = async (value: string) => {
  await t.kernel.db.updateTable('sysConfig').set({ configValue: value }).where('configKey', '=', 'tool.scriptConsole.enabled').execute();
  t.kernel.refreshConfigs();
};
const run = (scriptText: string, lang = 'en', k = key) =>
  t.api<string>('POST', '/groovy/exec', { token: admin, lang, body: { scriptText }, headers: { 'x-console-key': k } }) as Promise<{
    code: number;
    msg: string;
    data: string;
    ok?: boolean;
  }>;

describe('the script console', () => {
  it('is off until the config switch is on, then asks the password again', async () => {
    const off = await t.api('POST', '/groovy/unlock', { token: admin, lang: 'en', body: { password: TEST_ADMIN_PASSWORD } });
    expect(off.code).toBe(403);
    expect(off.msg).toMatch(/script console is off.*tool\.scriptConsole\.enabled/);
    await switchOn('Y');
    const wrong = await t.api('POST', '/groovy/unlock', { token: admin, lang: 'zh-CN', body: { password: 'nope-nope' } });
    expect(wrong.msg).toBe('密码不正确');
    expect(wrong.data).toMatchObject({ field: 'password' });
    expect((await run('1 + 1', 'en', 'made-up')).msg).toMatch(/locked/);
    const unlocked = await t.api('POST', '/groovy/unlock', { token: admin, body: { password: TEST_ADMIN_PASSWORD } });
    expect(unlocked.code, unlocked.msg).toBe(200);
    key = unlocked.data.key;
    // bound to this sign-in: the same key from another session is refused
    const other = await t.login();
    const elsewhere = await t.api('POST', '/groovy/exec', {
      token: other,
      lang: 'en',
      body: { scriptText: '1' },
      headers: { 'x-console-key': key },
    });
    expect(elsewhere.msg).toMatch(/locked/);
  });

  it('runs JavaScript with console.log, read-only queries and the current user; the last value is printed', async () => {
    const r = await run(`
      const users = db.select('sys_user', { columns: ['user_id', 'user_name'], where: { user_name: 'admin' } });
      console.log('found', users.length, users[0].userName);
      console.log(user.userName, db.count('sys_menu') > 10);
      ({ answer: 6 * 7 })`);
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toBe('found 1 admin\nadmin true\n=> {\n  "answer": 42\n}');
    expect(r.ok).toBe(true);
  });

  it('keeps secrets and hidden tables away, and a script cannot write', async () => {
    const r = await run(`
      const out = [];
      for (const f of [() => db.select('sys_user', { columns: ['password'] }), () => db.select('sys_session'), () => db.select('pg_shadow'),
                       () => db.select('sys_user; drop table sys_user'), () => db.select('sys_user', { orderBy: '1; delete' })])
        try { f(); out.push('allowed'); } catch (e) { out.push(e.message); }
      out.push(Object.keys(db.select('sys_user', { limit: 1 })[0]).some((k) => /pass/i.test(k)) ? 'password shown' : 'no password');
      out.join(' | ')`);
    expect(r.data).toBe(
      '=> columns: no readable column "password" | No readable table "sys_session" | No readable table "pg_shadow" | No readable table "sys_user; drop table sys_user" | orderBy: a readable column, optionally followed by asc or desc | no password',
    );
    expect(await t.kernel.db.selectFrom('sysUser').select('userId').execute()).not.toHaveLength(0);
  });

  it('has no Node, no require, no host through constructor chains', async () => {
    const r = await run(
      `[typeof process, typeof require, typeof globalThis.process, (function () {}).constructor('return typeof process')(), typeof fetch].join(',')`,
    );
    expect(r.data).toBe('=> undefined,undefined,undefined,undefined,undefined');
  });

  it('ends an endless loop, a memory bomb and a flood of output with a localized message; the server keeps answering', async () => {
    const loop = await run('while (true) {}', 'zh-CN');
    expect(loop.code).toBe(200);
    expect(loop.ok).toBe(false);
    expect(loop.msg).toBe('脚本运行超过 5000 毫秒，已停止');
    expect(loop.data).toContain('脚本运行超过 5000 毫秒，已停止');
    const bomb = await run('const keep = []; while (true) keep.push({ n: keep.length, list: [1, 2, 3] });', 'en');
    expect(bomb.msg, bomb.data).toBe('The script used more memory than allowed and was stopped');
    const doubling = await run("let s = 'x'; while (true) s = s + s;", 'en');
    expect(doubling.msg, doubling.data).toBe('The script used more memory than allowed and was stopped');
    const flood = await run("console.log('start'); const s = 'x'.repeat(1000); while (true) console.log(s);", 'en');
    expect(flood.msg).toBe('The script printed over 1048576 characters and was stopped');
    expect(flood.data.startsWith('start\n')).toBe(true);
    expect(flood.data.length).toBeLessThan(1_100_000);
    const thrown = await run("throw new TypeError('bad thing')", 'en');
    expect(thrown.ok).toBe(false);
    expect(thrown.data).toMatch(/^TypeError: bad thing/);
    expect((await t.api('GET', '/getInfo', { token: admin })).code).toBe(200);
  }, 60_000);

  it('logs every run with its whole text and output, and only the super administrator may use it', async () => {
    const long = `// ${'y'.repeat(5000)}\n'done'`;
    await run(long);
    // the log row is written after the answer went out
    const logged = async () =>
      t.kernel.db
        .selectFrom('sysOperLog')
        .select(['requestArgs', 'responseResult'])
        .where('operUrl', '=', '/prod-api/groovy/exec')
        .where('requestArgs', 'like', `%${'y'.repeat(5000)}%`)
        .executeTakeFirst();
    for (let i = 0; i < 50 && !(await logged()); i++) await new Promise((r) => setTimeout(r, 100));
    const row = (await logged())!;
    expect(row.requestArgs).toContain('y'.repeat(5000));
    expect(row.responseResult).toContain('=> done');
    const holder = await t.asUser({ userName: 'scripter', permissions: ['tool:groovy:exec'] });
    const r = await holder.api('POST', '/groovy/unlock', { lang: 'en', body: { password: 'whatever1' } });
    expect(r.code).toBe(403);
    expect(r.msg).toBe('Only the super administrator may use the script console');
  });
});
