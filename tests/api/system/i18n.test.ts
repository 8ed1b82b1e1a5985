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

const add = (body: Record<string, unknown>, lang?: string) => t.api('POST', '/system/i18n/dict', { token: admin, body, lang });
const sidebarTitle = async (lang: string) => {
  const r = await t.api('GET', '/getRouters', { token: admin, lang });
  const sys = r.data.find((n: any) => n.path === '/system');
  return sys.children.find((c: any) => c.path === 'user').meta.title as string;
};

describe('System → I18n API', () => {
  it('adds, lists with filters, edits with a version check, and deletes', async () => {
    const a = await add({ langTag: 'en', langKey: 'CUSTOM.hello', langValue: 'Hello' });
    expect(a.code).toBe(200);
    const id = a.data.dictId;
    await add({ langTag: 'zh-CN', langKey: 'CUSTOM.hello', langValue: '你好' });
    const list = await t.api('GET', '/system/i18n/dict/list?langKey=custom.hel&pageNum=1&pageSize=10', { token: admin });
    expect(list.data.rows.map((r: any) => [r.langTag, r.langValue])).toEqual([
      ['en', 'Hello'],
      ['zh-CN', '你好'],
    ]);
    expect((await t.api('GET', '/system/i18n/dict/list?langTag=en&langValue=hell', { token: admin })).data.total).toBe(1);

    const edit = await t.api('PUT', '/system/i18n/dict', {
      token: admin,
      body: { dictId: id, langTag: 'en', langKey: 'CUSTOM.hello', langValue: 'Hi', version: 0 },
    });
    expect(edit.code).toBe(200);
    const stale = await t.api('PUT', '/system/i18n/dict', {
      token: admin,
      body: { dictId: id, langTag: 'en', langKey: 'CUSTOM.hello', langValue: 'Lost', version: 0 },
      lang: 'en',
    });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });
    expect((await t.api('GET', `/system/i18n/dict/${id}`, { token: admin })).data).toMatchObject({ langValue: 'Hi', version: 1 });

    expect((await t.api('DELETE', '/system/i18n/dict', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/i18n/dict/${id}`, { token: admin })).code).toBe(404);
  });

  it('validates language, key and value in three languages', async () => {
    await add({ langTag: 'en', langKey: 'CUSTOM.dup', langValue: 'x' });
    expect(await add({ langTag: 'en', langKey: 'CUSTOM.dup', langValue: 'y' }, 'en')).toEqual({
      code: 500,
      msg: 'Key "CUSTOM.dup" already exists for language "en".',
      data: { field: 'langKey' },
    });
    expect(await add({ langTag: 'fr', langKey: 'CUSTOM.fr', langValue: 'y' }, 'zh-CN')).toEqual({
      code: 500,
      msg: '语言的取值不在允许范围内。',
      data: { field: 'langTag' },
    });
    expect((await add({ langTag: 'en', langValue: 'y' }, 'zh-TW')).msg).toBe('鍵不能為空。');
    expect((await add({ langTag: 'en', langKey: 'k'.repeat(201), langValue: 'y' }, 'en')).msg).toBe('Key: at most 200 characters.');
    expect(await add({ langTag: 'en', langKey: 'CUSTOM.blank', langValue: '   ' }, 'en')).toEqual({
      code: 500,
      msg: 'Value: cannot be empty.',
      data: { field: 'langValue' },
    });
  });

  it('edits one key across the languages, filling missing rows from the locale files', async () => {
    const key = 'system:post.add';
    const rows = await t.api('GET', `/system/i18n/dict/langKey/${encodeURIComponent(key)}`, { token: admin });
    expect(rows.data.map((r: any) => [r.langTag, r.langValue, r.dictId])).toEqual([
      ['zh-CN', '新增', undefined],
      ['zh-TW', '新增', undefined],
      ['en', 'Add', undefined],
    ]);

    // a seeded menu title across three languages: the sidebar follows without a restart
    const menuKey = 'MENU.NAME.system.user';
    const seeded = (await t.api('GET', `/system/i18n/dict/langKey/${menuKey}`, { token: admin })).data;
    expect(seeded.every((r: any) => r.dictId > 0)).toBe(true);
    const body = seeded.map((r: any) => ({ ...r, langValue: `${r.langValue}*` }));
    expect((await t.api('PUT', '/system/i18n/dict/batch', { token: admin, body })).code).toBe(200);
    expect(await sidebarTitle('en')).toBe('Users*');
    expect(await sidebarTitle('zh-TW')).toBe('使用者管理*');
    // saving the same versions again is a conflict and changes nothing
    const again = await t.api('PUT', '/system/i18n/dict/batch', {
      token: admin,
      body: body.map((r: any) => ({ ...r, langValue: 'lost' })),
      lang: 'en',
    });
    expect(again.code).toBe(409);
    expect(await sidebarTitle('en')).toBe('Users*');

    const mixed = await t.api('PUT', '/system/i18n/dict/batch', {
      token: admin,
      body: [
        { langTag: 'en', langKey: 'A', langValue: 'a' },
        { langTag: 'zh-CN', langKey: 'B', langValue: 'b' },
      ],
      lang: 'en',
    });
    expect(mixed).toEqual({ code: 500, msg: 'All entries of a batch must have the same key.', data: { field: 'langKey' } });
    const newKey = await t.api('PUT', '/system/i18n/dict/batch', {
      token: admin,
      body: [
        { langTag: 'en', langKey: 'CUSTOM.batch', langValue: 'B' },
        { langTag: 'zh-CN', langKey: 'CUSTOM.batch', langValue: '乙' },
      ],
    });
    expect(newKey.code).toBe(200);
    expect((await t.api('GET', '/system/i18n/dict/langKey/CUSTOM.batch', { token: admin })).data.map((r: any) => r.langValue)).toEqual([
      '乙',
      '',
      'B',
    ]);
  });

  it('refreshes the cache: a row changed behind the server shows after the refresh', async () => {
    await t.kernel.db
      .updateTable('sysI18nDict')
      .set({ langValue: 'People' })
      .where('langKey', '=', 'MENU.NAME.system.user')
      .where('langTag', '=', 'en')
      .execute();
    expect(await sidebarTitle('en')).not.toBe('People');
    expect((await t.api('DELETE', '/system/i18n/dict/refreshCache', { token: admin })).code).toBe(200);
    expect(await sidebarTitle('en')).toBe('People');
    const opts = await t.api('GET', '/system/i18n/dict/langOptions');
    expect(opts.data.map((o: any) => o.value)).toEqual(['zh-CN', 'zh-TW', 'en']);
  });

  it('refuses a user without the permission, changing nothing', async () => {
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'noi18n', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('noi18n', 'Secret#123');
    const count = async () =>
      Number(
        (
          await t.kernel.db
            .selectFrom('sysI18nDict')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/i18n/dict/list'],
      ['GET', '/system/i18n/dict/1'],
      ['GET', '/system/i18n/dict/langKey/MENU.NAME.system.user'],
      ['POST', '/system/i18n/dict', { langTag: 'en', langKey: 'z', langValue: 'z' }],
      ['PUT', '/system/i18n/dict', { dictId: 1, langTag: 'en', langKey: 'z', langValue: 'z', version: 0 }],
      ['PUT', '/system/i18n/dict/batch', [{ langTag: 'en', langKey: 'z', langValue: 'z' }]],
      ['DELETE', '/system/i18n/dict', [1]],
      ['DELETE', '/system/i18n/dict/refreshCache'],
    ];
    for (const [m, u, b] of calls) expect((await t.api(m, u, { token, body: b, lang: 'en' })).code, `${m} ${u}`).toBe(403);
    expect(await count()).toBe(before);
  });
});
