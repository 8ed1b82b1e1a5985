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
/** a run in write mode, confirmed with `confirm` when given */
const runWrite = (scriptText: string, confirm?: string, lang = 'en') =>
  t.api('POST', '/groovy/exec', {
    token: admin,
    lang,
    body: { scriptText, mode: 'write', ...(confirm ? { confirm } : {}) },
    headers: { 'x-console-key': key },
  }) as Promise<{ code: number; msg: string; data: string; ok?: boolean; changes?: any[]; fingerprint?: string; committed?: boolean }>;
const noticeTitles = async () =>
  (await t.kernel.db.selectFrom('sysNotice').select('noticeTitle').orderBy('noticeId').execute()).map((n) => n.noticeTitle);

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

  it('write mode: rolls back and shows the rows it would change; commits only when confirmed with that very fingerprint', async () => {
    const before = await noticeTitles();
    const script = `
      const added = db.insert('sys_notice', { notice_title: 'Script notice', notice_type: '1', notice_content: 'x', status: '0' });
      db.update('sys_notice', { notice_content: 'changed' }, { notice_title: 'Script notice' });
      added.length`;
    // read mode refuses writes, naming the mode
    const ro = await run(`try { db.insert('sys_notice', { notice_title: 'x' }) } catch (e) { e.message }`);
    expect(ro.data).toBe('=> insert: the script runs read-only; choose write mode to change data');

    const preview = await runWrite(script);
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.committed).toBe(false);
    expect(preview.changes!.map((c) => [c.op, c.table, c.rows.length])).toEqual([
      ['insert', 'sys_notice', 1],
      ['update', 'sys_notice', 1],
    ]);
    expect(preview.changes![0].rows[0]).toMatchObject({ noticeTitle: 'Script notice', noticeType: '1', noticeContent: 'x', status: '0' });
    expect(preview.changes![1].rows[0]).toMatchObject({ noticeTitle: 'Script notice', noticeContent: 'changed' });
    expect(preview.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await noticeTitles()).toEqual(before);

    // a confirmation of other changes (here: another text) commits nothing
    const other = await runWrite(`${script};`, preview.fingerprint);
    expect(other.committed).toBe(false);
    expect(other.msg).toMatch(/no longer the ones you confirmed/);
    expect(await noticeTitles()).toEqual(before);

    const done = await runWrite(script, preview.fingerprint);
    expect(done.committed, done.msg).toBe(true);
    expect(await noticeTitles()).toEqual([...before, 'Script notice']);
    // the same confirmation again would change other rows now (a second insert, two updates): refused
    const again = await runWrite(script, preview.fingerprint);
    expect(again.committed).toBe(false);
    expect(await noticeTitles()).toEqual([...before, 'Script notice']);
  });

  it('write mode: no whole-table writes, hidden tables and columns stay out, a failed write is undone alone, the row limit holds', async () => {
    const r = await runWrite(`
      const out = [];
      for (const f of [() => db.update('sys_notice', { status: '1' }), () => db.delete('sys_notice'), () => db.delete('sys_session', { token_hash: 'x' }),
                       () => db.update('sys_user', { password: 'x' }, { user_id: 1 }), () => db.insert('sys_notice', []),
                       () => db.insert('sys_notice', { notice_title: null, notice_type: '1' })])
        try { f(); out.push('allowed'); } catch (e) { out.push(e.message.split('\\n')[0]); }
      db.update('sys_notice', { status: '1' }, { notice_title: 'Script notice' });
      out.join(' | ')`);
    expect(r.code, r.msg).toBe(200);
    const parts = r.data.replace(/^=> /, '').split(' | ');
    expect(parts.slice(0, 5)).toEqual([
      'update: name at least one column in where (no whole-table writes)',
      'delete: name at least one column in where (no whole-table writes)',
      'No readable table "sys_session"',
      'values: no readable column "password"',
      'values: an object of column → value',
    ]);
    // the database's own refusal reaches the script, and the run goes on past it
    expect(parts[5]).toMatch(/null/i);
    expect(r.changes!.map((c) => c.op)).toEqual(['update']);
    expect(r.committed).toBe(false);

    const many = await runWrite(
      `db.insert('sys_notice', Array.from({ length: 600 }, (_, i) => ({ notice_title: 'n' + i, notice_type: '1', status: '0' })));
       db.insert('sys_notice', Array.from({ length: 401 }, (_, i) => ({ notice_title: 'm' + i, notice_type: '1', status: '0' }))); 'done'`,
      undefined,
      'zh-CN',
    );
    expect(many.data).toContain('一次运行最多修改 1000 行');
    expect(many.committed).toBe(false);
    expect((await noticeTitles()).filter((n) => /^[nm]\d+$/.test(n))).toEqual([]);
  });

  it('keeps scripts by name: save, list, open, change against its version, a taken name refused, delete', async () => {
    const api = (method: string, url: string, body?: unknown, lang = 'en') => t.api(method, url, { token: admin, lang, body });
    const added = await api('POST', '/groovy/scripts', { name: 'Count users', scriptText: "db.count('sys_user')", mode: 'read' });
    expect(added.code, added.msg).toBe(200);
    const id = added.data.scriptId;
    const taken = await api('POST', '/groovy/scripts', { name: ' Count users ', scriptText: '1', mode: 'read' }, 'zh-CN');
    expect(taken.code).toBe(500);
    expect(taken.msg).toBe('名称：已有名为“Count users”的保存脚本');
    expect((await api('POST', '/groovy/scripts', { name: 'Bad', scriptText: '1', mode: 'delete' })).code).toBe(500);
    const list = await api('GET', '/groovy/scripts');
    expect(list.data.rows.map((r: any) => [r.name, r.mode])).toEqual([['Count users', 'read']]);
    const one = await api('GET', `/groovy/scripts/${id}`);
    expect(one.data.scriptText).toBe("db.count('sys_user')");
    const edit = await api('PUT', '/groovy/scripts', { ...one.data, name: 'Count all users', mode: 'write' });
    expect(edit.code, edit.msg).toBe(200);
    // the version it was opened at is stale now
    expect((await api('PUT', '/groovy/scripts', { ...one.data, name: 'Stale' })).code).toBe(409);
    expect((await api('GET', `/groovy/scripts/${id}`)).data).toMatchObject({
      name: 'Count all users',
      mode: 'write',
      version: one.data.version + 1,
    });
    expect((await api('DELETE', '/groovy/scripts', [id])).data).toBe(1);
    expect((await api('GET', '/groovy/scripts')).data.rows).toEqual([]);
    // the console off: its saved scripts are out of reach too
    await switchOn('N');
    expect((await api('GET', '/groovy/scripts')).code).toBe(403);
    await switchOn('Y');
  });

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
