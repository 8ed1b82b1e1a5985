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

const add = (body: Record<string, unknown>, lang?: string) => t.api('POST', '/system/config', { token: admin, body, lang });

describe('System → Parameters API', () => {
  it('adds, lists with filters, edits with a version check, and deletes; the lookup sees changes at once', async () => {
    const a = await add({ configName: 'Site title', configKey: 'SiteTitle', configValue: 'Zhuxie', remark: 'r' }, 'en');
    expect(a.code).toBe(200);
    const id = a.data.configId;
    const list = await t.api('GET', '/system/config/list?configName=site&pageNum=1&pageSize=10', { token: admin, lang: 'en' });
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({
      configId: id,
      configName: 'Site title',
      configKey: 'SiteTitle',
      configValue: 'Zhuxie',
      fixed: 'N',
      version: 0,
    });
    const fixed = await t.api('GET', '/system/config/list?configKey=SysCaptchaEnable', { token: admin, lang: 'en' });
    expect(fixed.data.rows[0]).toMatchObject({ configKey: 'SysCaptchaEnable', configName: 'Login captcha', fixed: 'Y' });
    const zh = await t.api('GET', '/system/config/list?configName=验证码', { token: admin, lang: 'zh-CN' });
    expect(zh.data.rows.map((r: any) => r.configKey)).toContain('SysCaptchaEnable');
    expect(
      (
        await t.api('GET', '/system/config/list?configKey=SiteTitle&params[beginTime]=2000-01-01&params[endTime]=2000-01-02', {
          token: admin,
        })
      ).data.total,
    ).toBe(0);

    expect((await t.api('GET', '/system/config/configKey/SiteTitle', { token: admin })).data).toBe('Zhuxie');
    const edit = await t.api('PUT', '/system/config', {
      token: admin,
      body: { configId: id, configName: 'Site title', configKey: 'SiteTitle', configValue: 'ZX', version: 0 },
    });
    expect(edit.code).toBe(200);
    expect((await t.api('GET', '/system/config/configKey/SiteTitle', { token: admin })).data).toBe('ZX');
    const stale = await t.api('PUT', '/system/config', {
      token: admin,
      body: { configId: id, configName: 'Site title', configKey: 'SiteTitle', configValue: 'lost', version: 0 },
      lang: 'en',
    });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });
    expect((await t.api('GET', `/system/config/${id}`, { token: admin })).data.configValue).toBe('ZX');

    expect((await t.api('DELETE', '/system/config', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/config/${id}`, { token: admin })).code).toBe(404);
    expect((await t.api('GET', '/system/config/configKey/SiteTitle', { token: admin })).data).toBe('');
  });

  it('protects fixed keys: value editable, key and existence not', async () => {
    const row = await t.kernel.db.selectFrom('sysConfig').selectAll().where('configKey', '=', 'SysRegistEnable').executeTakeFirstOrThrow();
    const del = await t.api('DELETE', '/system/config', { token: admin, body: [row.configId], lang: 'en' });
    expect(del).toEqual({
      code: 500,
      msg: 'Parameter "SysRegistEnable" is defined by the system: it cannot be deleted and its key cannot change.',
    });
    const base = {
      configId: row.configId,
      configName: 'Self registration',
      configKey: 'SysRegistEnable',
      configValue: 'true',
      version: row.version,
    };
    const rename = await t.api('PUT', '/system/config', { token: admin, body: { ...base, configKey: 'Other' }, lang: 'zh-TW' });
    expect(rename).toEqual({ code: 500, msg: '參數「SysRegistEnable」由系統定義，不能刪除，鍵名不能修改。', data: { field: 'configKey' } });
    expect((await t.api('PUT', '/system/config', { token: admin, body: base, lang: 'en' })).code).toBe(200);
    expect((await t.api('GET', '/system/config/configKey/SysRegistEnable')).data).toBe('true');
    expect((await t.api('GET', `/system/config/${row.configId}`, { token: admin, lang: 'en' })).data).toMatchObject({
      configName: 'Self registration',
      fixed: 'Y',
    });
  });

  it('masks credentials in lists and details, keeps them when the mask is saved back, and never returns them by key', async () => {
    const a = await add({ configName: 'Map key', configKey: 'BaiduMapAccessKey', configValue: 'real-access-key' });
    await add({ configName: 'Mail password', configKey: 'MailPassword', configValue: 'pw-123' });
    const list = await t.api('GET', '/system/config/list?configKey=BaiduMap', { token: admin });
    expect(list.data.rows[0].configValue).toBe('******');
    const detail = await t.api('GET', `/system/config/${a.data.configId}`, { token: admin });
    expect(detail.data.configValue).toBe('******');
    expect(
      (await t.api('PUT', '/system/config', { token: admin, body: { ...detail.data, fixed: undefined, configName: 'Map AK' } })).code,
    ).toBe(200);
    const stored = await t.kernel.db
      .selectFrom('sysConfig')
      .select(['configValue', 'configName'])
      .where('configId', '=', a.data.configId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ configValue: 'real-access-key', configName: 'Map AK' });
    for (const key of ['BaiduMapAccessKey', 'MailPassword']) {
      expect((await t.api('GET', `/system/config/configKey/${key}`, { token: admin })).data).toBe('');
      expect((await t.api('GET', `/system/config/configKey/${key}`)).data).toBe('');
    }
    // the login page's public switches stay readable without a session
    expect((await t.api('GET', '/system/config/configKey/SysCaptchaEnable')).data).toBe('false');
    expect((await t.api('GET', '/system/config/configKey/CMSModuleEnable')).code).toBe(200);
    const exp = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/config/list',
      headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'configKey=BaiduMap',
    });
    expect(exp.headers['download-filename']).toMatch(/^Config_\d{14}\.xlsx$/);
    expect(exp.rawPayload.includes(Buffer.from('real-access-key'))).toBe(false);
  });

  it('validates in three languages and refreshes the cache', async () => {
    await add({ configName: 'Dup', configKey: 'DupKey', configValue: '1' });
    expect(await add({ configName: 'x', configKey: 'dupkey', configValue: '1' }, 'en')).toEqual({
      code: 500,
      msg: 'Parameter key "dupkey" already exists.',
      data: { field: 'configKey' },
    });
    expect((await add({ configName: 'x', configKey: 'bad key', configValue: '1' }, 'zh-CN')).msg).toBe('参数键名的格式不正确。');
    expect((await add({ configKey: 'NoName', configValue: '1' }, 'zh-TW')).msg).toBe('參數名稱不能為空。');
    expect(await add({ configName: 'x', configKey: 'Blank', configValue: '  ' }, 'en')).toEqual({
      code: 500,
      msg: 'Parameter value: cannot be empty.',
      data: { field: 'configValue' },
    });

    // a value changed behind the server's back shows after the refresh
    expect((await t.api('GET', '/system/config/configKey/DupKey', { token: admin })).data).toBe('1');
    await t.kernel.db.updateTable('sysConfig').set({ configValue: '2' }).where('configKey', '=', 'DupKey').execute();
    expect((await t.api('GET', '/system/config/configKey/DupKey', { token: admin })).data).toBe('1');
    expect((await t.api('DELETE', '/system/config/refreshCache', { token: admin })).code).toBe(200);
    expect((await t.api('GET', '/system/config/configKey/DupKey', { token: admin })).data).toBe('2');
  });

  it('refuses a user without the permission, changing nothing', async () => {
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'nocfg', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('nocfg', 'Secret#123');
    const before = await t.kernel.db.selectFrom('sysConfig').selectAll().orderBy('configId').execute();
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/config/list'],
      ['GET', `/system/config/${before[0].configId}`],
      ['POST', '/system/config', { configName: 'z', configKey: 'z', configValue: 'z' }],
      ['PUT', '/system/config', { ...before[0], configValue: 'z' }],
      ['DELETE', '/system/config', [before[0].configId]],
      ['DELETE', '/system/config/refreshCache'],
    ];
    for (const [m, u, b] of calls) expect((await t.api(m, u, { token, body: b, lang: 'en' })).code, `${m} ${u}`).toBe(403);
    expect(await t.kernel.db.selectFrom('sysConfig').selectAll().orderBy('configId').execute()).toEqual(before);
  });
});
