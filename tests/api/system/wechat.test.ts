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

const AES = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const stored = (id: number) => t.kernel.db.selectFrom('sysWechatConfig').selectAll().where('configId', '=', id).executeTakeFirstOrThrow();

describe('System → WeChat config API', () => {
  it('never returns the secret or AES key in full; an edit that keeps the mask keeps the stored value', async () => {
    const add = await t.api('POST', '/system/wechat', {
      token: admin,
      body: { appId: 'wx1234567890abcdef', appSecret: 'wxsecret0123456789ab', token: 'tok123', encodingAesKey: AES },
    });
    expect(add.code).toBe(200);
    const id = add.data.configId;
    const list = await t.api('GET', '/system/wechat', { token: admin });
    expect(list.data.rows[0]).toMatchObject({
      appId: 'wx1234567890abcdef',
      appSecret: 'wx****ab',
      encodingAesKey: 'ab****FG',
      token: 'tok123',
      backend: 'N',
      status: '0',
    });
    const detail = await t.api('GET', `/system/wechat/${id}`, { token: admin });
    expect(JSON.stringify(detail)).not.toContain('wxsecret0123456789ab');
    expect(JSON.stringify(detail)).not.toContain(AES);

    expect((await t.api('PUT', '/system/wechat', { token: admin, body: { ...detail.data, token: 'tok456', version: 0 } })).code).toBe(200);
    expect(await stored(id)).toMatchObject({ appSecret: 'wxsecret0123456789ab', encodingAesKey: AES, token: 'tok456' });
    expect(
      (
        await t.api('PUT', '/system/wechat', {
          token: admin,
          body: { configId: id, appId: 'wx1234567890abcdef', appSecret: 'newsecretvalue99', version: 1 },
        })
      ).code,
    ).toBe(200);
    expect((await stored(id)).appSecret).toBe('newsecretvalue99');
    // the operation log never holds the secret either
    const logs = await t.kernel.db.selectFrom('sysOperLog').select('requestArgs').where('title', '=', 'system:log.wechat').execute();
    expect(logs.length).toBeGreaterThan(0);
    for (const l of logs) expect(l.requestArgs).not.toMatch(/newsecretvalue99|wxsecret0123456789ab/);

    const stale = await t.api('PUT', '/system/wechat', {
      token: admin,
      body: { configId: id, appId: 'wx1234567890abcdef', appSecret: 'x', version: 0 },
    });
    expect(stale.code).toBe(409);
    expect((await t.api('DELETE', '/system/wechat', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/wechat/${id}`, { token: admin })).code).toBe(404);
  });

  it('keeps one back-office login config and switches status', async () => {
    const a = (await t.api('POST', '/system/wechat', { token: admin, body: { appId: 'wxa', appSecret: 'secret-a1', backend: 'Y' } })).data
      .configId;
    const b = (await t.api('POST', '/system/wechat', { token: admin, body: { appId: 'wxb', appSecret: 'secret-b1', backend: 'Y' } })).data
      .configId;
    const flags = async () =>
      (await t.api('GET', '/system/wechat?sorts=configId', { token: admin })).data.rows.map(
        (r: any) => `${r.appId}:${r.backend}:${r.status}`,
      );
    expect(await flags()).toEqual(['wxa:N:0', 'wxb:Y:0']);
    expect((await t.api('PUT', `/system/wechat/change_status/${a}`, { token: admin })).code).toBe(200);
    expect(await flags()).toEqual(['wxa:Y:0', 'wxb:N:0']);
    expect((await t.api('PUT', `/system/wechat/change_status/${b}`, { token: admin, body: { status: '1' } })).code).toBe(200);
    expect(await flags()).toEqual(['wxa:Y:0', 'wxb:N:1']);
    await t.api('DELETE', '/system/wechat', { token: admin, body: [a, b] });
  });

  it('refuses bad input naming the field in three languages', async () => {
    const en = await t.api('POST', '/system/wechat', { token: admin, body: { appId: 'wx dup', appSecret: 's' }, lang: 'en' });
    expect(en).toEqual({ code: 500, msg: 'App ID: invalid format.', data: { field: 'appId' } });
    await t.api('POST', '/system/wechat', { token: admin, body: { appId: 'wxdup', appSecret: 's1' } });
    const zh = await t.api('POST', '/system/wechat', { token: admin, body: { appId: 'wxdup', appSecret: 's2' }, lang: 'zh-CN' });
    expect(zh.msg).toBe('AppID“wxdup”已存在。');
    const tw = await t.api('POST', '/system/wechat', {
      token: admin,
      body: { appId: 'wxok', appSecret: 's', encodingAesKey: 'short' },
      lang: 'zh-TW',
    });
    expect(tw.msg).toContain('訊息加解密金鑰');
    const blank = await t.api('POST', '/system/wechat', { token: admin, body: { appId: 'wxok', appSecret: '   ' }, lang: 'en' });
    expect(blank.msg).toBe('App secret: cannot be empty.');
  });

  it('refuses a user without the permission, changing nothing', async () => {
    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'nowx', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('nowx', 'Secret#123');
    const before = await t.kernel.db.selectFrom('sysWechatConfig').selectAll().orderBy('configId').execute();
    for (const [m, u, b] of [
      ['GET', '/system/wechat'],
      ['GET', `/system/wechat/${before[0].configId}`],
      ['POST', '/system/wechat', { appId: 'wxz', appSecret: 'zz' }],
      ['PUT', `/system/wechat/change_status/${before[0].configId}`],
      ['DELETE', '/system/wechat', [before[0].configId]],
    ] as const) {
      expect((await t.api(m, u, { token, body: b, lang: 'en' })).code, `${m} ${u}`).toBe(403);
    }
    expect(await t.kernel.db.selectFrom('sysWechatConfig').selectAll().orderBy('configId').execute()).toEqual(before);
  });
});
