import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

describe('System → Posts API', () => {
  it('adds, lists with filters, edits with a version check, and deletes', async () => {
    const add = await t.api('POST', '/system/post', {
      token: admin,
      body: { postCode: 'ceo', postName: 'Chief', postSort: 1, status: '0' },
    });
    expect(add.code).toBe(200);
    const id = add.data.postId;
    await t.api('POST', '/system/post', { token: admin, body: { postCode: 'hr', postName: 'People', postSort: 2, status: '1' } });
    const list = await t.api('GET', '/system/post/list?postName=chi&pageNum=1&pageSize=10', { token: admin });
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({ postCode: 'ceo', postName: 'Chief', version: 0 });
    const byStatus = await t.api('GET', '/system/post/list?status=1', { token: admin });
    expect(byStatus.data.rows.map((r: any) => r.postCode)).toEqual(['hr']);

    const edit = await t.api('PUT', '/system/post', {
      token: admin,
      body: { postId: id, postCode: 'ceo', postName: 'Chief executive', postSort: 1, status: '0', version: 0 },
    });
    expect(edit.code).toBe(200);
    const stale = await t.api('PUT', '/system/post', {
      token: admin,
      body: { postId: id, postCode: 'ceo', postName: 'Lost update', postSort: 1, status: '0', version: 0 },
      lang: 'en',
    });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });
    expect((await t.api('GET', `/system/post/${id}`, { token: admin })).data.postName).toBe('Chief executive');

    expect((await t.api('DELETE', '/system/post', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/post/${id}`, { token: admin })).code).toBe(404);
  });

  it('refuses a duplicate code and bad input, naming the field in three languages', async () => {
    await t.api('POST', '/system/post', { token: admin, body: { postCode: 'dup', postName: 'A', postSort: 1, status: '0' } });
    const en = await t.api('POST', '/system/post', {
      token: admin,
      body: { postCode: 'DUP', postName: 'B', postSort: 1, status: '0' },
      lang: 'en',
    });
    expect(en).toEqual({ code: 500, msg: 'Post code "DUP" already exists.', data: { field: 'postCode' } });
    const zh = await t.api('POST', '/system/post', {
      token: admin,
      body: { postCode: 'x y', postName: 'B', postSort: 1, status: '0' },
      lang: 'zh-CN',
    });
    expect(zh.msg).toBe('岗位编码的格式不正确。');
    const tw = await t.api('POST', '/system/post', { token: admin, body: { postCode: 'ok', postSort: 1, status: '0' }, lang: 'zh-TW' });
    expect(tw.msg).toBe('崗位名稱不能為空。');
    const blank = await t.api('POST', '/system/post', {
      token: admin,
      body: { postCode: 'ok2', postName: '   ', postSort: 1, status: '0' },
      lang: 'en',
    });
    expect(blank.msg).toBe('Post name: cannot be empty.');
    expect((await t.api('GET', '/system/post/list?postCode=ok', { token: admin })).data.total).toBe(0);
  });

  it('will not delete a post that users hold', async () => {
    const p = await t.api('POST', '/system/post', { token: admin, body: { postCode: 'held', postName: 'Held', postSort: 1, status: '0' } });
    await t.kernel.db.insertInto('sysUserPost').values({ userId: 1, postId: p.data.postId }).execute();
    const r = await t.api('DELETE', '/system/post', { token: admin, body: [p.data.postId], lang: 'en' });
    expect(r).toEqual({ code: 500, msg: 'Post "Held" is assigned to users and cannot be deleted.' });
    expect((await t.api('GET', `/system/post/${p.data.postId}`, { token: admin })).code).toBe(200);
  });

  it('exports xlsx with the export marker and refuses a user without the permission', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/post/list',
      headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'postCode=d',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['download-filename']).toMatch(/^Post_\d{14}\.xlsx$/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');

    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'nobody', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('nobody', 'Secret#123');
    const before = await t.kernel.db
      .selectFrom('sysPost')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [m, u, b] of [
      ['GET', '/system/post/list'],
      ['POST', '/system/post', { postCode: 'z', postName: 'z', postSort: 1, status: '0' }],
      ['DELETE', '/system/post', [1]],
    ] as const) {
      const r = await t.api(m, u, { token, body: b, lang: 'en' });
      expect(r.code, `${m} ${u}`).toBe(403);
    }
    const after = await t.kernel.db
      .selectFrom('sysPost')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
