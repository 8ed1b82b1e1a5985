import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';
import { sanitizeRichHtml } from '../../../kernel/server/http/sanitize-html.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const add = (body: Record<string, unknown>, lang?: string) =>
  t.api('POST', '/system/notice', { token: admin, body: { status: '0', noticeType: '1', ...body }, lang });

describe('System → Notices API', () => {
  it('adds, lists with filters, edits with a version check, switches status, and deletes', async () => {
    const a = await add({ noticeTitle: 'Holiday', noticeContent: '<p>Closed on <b>Monday</b></p>' });
    expect(a.code).toBe(200);
    const id = a.data.noticeId;
    await add({ noticeTitle: 'Meeting', noticeType: '2', status: '1' });
    const list = await t.api('GET', '/system/notice/list?noticeTitle=holi&pageNum=1&pageSize=10', { token: admin });
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({
      noticeId: id,
      noticeTitle: 'Holiday',
      noticeType: '1',
      status: '0',
      createBy: 'admin',
      version: 0,
    });
    expect(list.data.rows[0].noticeContent).toBeUndefined();
    expect((await t.api('GET', '/system/notice/list?noticeType=2', { token: admin })).data.rows.map((r: any) => r.noticeTitle)).toEqual([
      'Meeting',
    ]);
    expect((await t.api('GET', '/system/notice/list?createBy=adm', { token: admin })).data.total).toBe(2);
    expect((await t.api('GET', '/system/notice/list?createBy=nobody', { token: admin })).data.total).toBe(0);

    const detail = await t.api('GET', `/system/notice/${id}`, { token: admin });
    expect(detail.data.noticeContent).toBe('<p>Closed on <b>Monday</b></p>');
    const edit = await t.api('PUT', '/system/notice', {
      token: admin,
      body: { ...detail.data, noticeTitle: 'Holiday!', createTime: undefined, createBy: undefined },
    });
    expect(edit.code).toBe(200);
    const stale = await t.api('PUT', '/system/notice', {
      token: admin,
      body: { noticeId: id, noticeTitle: 'Lost', noticeType: '1', status: '0', version: 0 },
      lang: 'en',
    });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });
    expect(
      (await t.api('PUT', '/system/notice/changeStatus', { token: admin, body: { noticeId: id, status: '1', version: 1 } })).code,
    ).toBe(200);
    expect((await t.api('GET', `/system/notice/${id}`, { token: admin })).data).toMatchObject({
      noticeTitle: 'Holiday!',
      status: '1',
      version: 2,
    });

    expect((await t.api('DELETE', '/system/notice', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/notice/${id}`, { token: admin })).code).toBe(404);
  });

  it('sanitises the rich text on save: scripts, event handlers and javascript: URLs go, formatting stays', async () => {
    const dirty =
      '<h2 style="color: red;">Title</h2><p>Text with <b>bold</b>, <i>italic</i>, <u>underline</u> and <a href="https://example.com/x" target="_blank">a link</a>.</p>' +
      '<ul><li>one</li></ul><img src="https://example.com/a.png" alt="pic" onerror="alert(1)">' +
      '<script>alert("xss")</script><a href="javascript:alert(1)" onclick="steal()">bad</a><a href="JaVaScRiPt:alert(2)">bad2</a>' +
      '<p onmouseover="alert(3)">hover</p><iframe src="https://evil.example"></iframe><svg onload="alert(4)"></svg>';
    const a = await add({ noticeTitle: 'XSS', noticeContent: dirty });
    const stored = (await t.api('GET', `/system/notice/${a.data.noticeId}`, { token: admin })).data.noticeContent as string;
    expect(stored).not.toMatch(/<script|alert\("xss"\)|onerror|onclick|onmouseover|onload|javascript:|<iframe|<svg/i);
    expect(stored).toContain('<h2 style="color:red;">Title</h2>');
    expect(stored).toContain('<b>bold</b>');
    expect(stored).toContain('<i>italic</i>');
    expect(stored).toContain('<u>underline</u>');
    expect(stored).toContain('<a href="https://example.com/x" target="_blank">a link</a>');
    expect(stored).toContain('<ul><li>one</li></ul>');
    expect(stored).toContain('<img src="https://example.com/a.png" alt="pic">');
    expect(stored).toContain('<p>hover</p>');
    // edits go through the same sanitiser
    const row = (await t.api('GET', `/system/notice/${a.data.noticeId}`, { token: admin })).data;
    await t.api('PUT', '/system/notice', {
      token: admin,
      body: {
        noticeId: row.noticeId,
        noticeTitle: 'XSS',
        noticeType: '1',
        status: '0',
        version: row.version,
        noticeContent: '<p>ok</p><img src=x onerror=alert(1)>',
      },
    });
    expect((await t.api('GET', `/system/notice/${a.data.noticeId}`, { token: admin })).data.noticeContent).toBe('<p>ok</p><img src="x">');
    expect(sanitizeRichHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeRichHtml(null)).toBe('');
  });

  it('validates in three languages', async () => {
    expect(await add({ noticeTitle: '  ' }, 'en')).toEqual({
      code: 500,
      msg: 'Notice title: cannot be empty.',
      data: { field: 'noticeTitle' },
    });
    expect((await add({ noticeTitle: 'x', noticeType: undefined }, 'zh-CN')).msg).toBe('公告类型不能为空。');
    expect(await add({ noticeTitle: 'x', noticeType: '9' }, 'zh-TW')).toEqual({
      code: 500,
      msg: '公告類型的取值不在允許範圍內。',
      data: { field: 'noticeType' },
    });
    expect((await add({ noticeTitle: 'x'.repeat(101) }, 'en')).msg).toBe('Notice title: at most 100 characters.');
    expect(
      await t.kernel.db
        .selectFrom('sysNotice')
        .select('noticeId')
        .where('noticeTitle', 'in', ['x', 'x'.repeat(101)])
        .execute(),
    ).toEqual([]);
  });

  it('refuses a user without the permission, changing nothing', async () => {
    const n = await add({ noticeTitle: 'Keep' });
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'nonotice', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('nonotice', 'Secret#123');
    const before = await t.kernel.db.selectFrom('sysNotice').selectAll().orderBy('noticeId').execute();
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/notice/list'],
      ['GET', `/system/notice/${n.data.noticeId}`],
      ['POST', '/system/notice', { noticeTitle: 'z', noticeType: '1', status: '0' }],
      ['PUT', '/system/notice', { noticeId: n.data.noticeId, noticeTitle: 'z', noticeType: '1', status: '0', version: 0 }],
      ['PUT', '/system/notice/changeStatus', { noticeId: n.data.noticeId, status: '1', version: 0 }],
      ['DELETE', '/system/notice', [n.data.noticeId]],
    ];
    for (const [m, u, b] of calls) expect((await t.api(m, u, { token, body: b, lang: 'en' })).code, `${m} ${u}`).toBe(403);
    expect(await t.kernel.db.selectFrom('sysNotice').selectAll().orderBy('noticeId').execute()).toEqual(before);
  });
});
