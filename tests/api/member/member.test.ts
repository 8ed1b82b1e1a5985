import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Members in the console (issue 34, chestnut-api §1.10): add, list (phone and e-mail masked by
 * `EncryptMemberPhoneAndEmail`), detail, edit, reset password and delete, with the refusals (no identifier, a taken
 * user name, phone or e-mail, the console's password policy) naming the field and writing nothing.
 */
let t: TestApp;
let admin: string;
const api = (method: string, url: string, body?: unknown, lang = 'en') => t.api(method, url, { token: admin, body, lang });
const count = async () => (await api('GET', '/member?pageSize=100')).data.total as number;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

describe('members', () => {
  it('adds, lists masked, reads, edits and deletes a member', async () => {
    const add = await api('POST', '/member', {
      userName: 'reader1',
      nickName: 'Reader',
      phoneNumber: '13812345678',
      email: 'reader@example.com',
      password: 'Zx#Secure2026',
      birthday: '1990-05-06',
    });
    expect(add.code, add.msg).toBe(200);
    const id = add.data.memberId;
    const list = await api('GET', '/member?userName=reader');
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({
      memberId: id,
      userName: 'reader1',
      phoneNumber: '138****5678',
      email: 'r***@example.com',
      status: '0',
    });
    expect(JSON.stringify(list.data)).not.toContain('password');
    // the config off: the list shows them in full
    await t.kernel.db
      .updateTable('sysConfig')
      .set({ configValue: 'false' })
      .where('configKey', '=', 'EncryptMemberPhoneAndEmail')
      .execute();
    t.kernel.refreshConfigs();
    expect((await api('GET', '/member?userName=reader')).data.rows[0]).toMatchObject({
      phoneNumber: '13812345678',
      email: 'reader@example.com',
    });
    await t.kernel.db.updateTable('sysConfig').set({ configValue: 'true' }).where('configKey', '=', 'EncryptMemberPhoneAndEmail').execute();
    t.kernel.refreshConfigs();
    // the detail is in full (the edit dialog), without the hash
    const detail = await api('GET', `/member/${id}`);
    expect(detail.data).toMatchObject({ memberId: id, phoneNumber: '13812345678', birthday: '1990-05-06', version: 0 });
    expect(detail.data.password).toBeUndefined();

    const edit = await api('PUT', '/member', {
      memberId: id,
      version: 0,
      userName: 'reader1',
      nickName: 'R2',
      phoneNumber: '',
      email: 'r2@example.com',
      status: '0',
    });
    expect(edit.code, edit.msg).toBe(200);
    expect((await api('GET', `/member/${id}`)).data).toMatchObject({ nickName: 'R2', email: 'r2@example.com', version: 1 });
    expect((await api('GET', `/member/${id}`)).data.phoneNumber).toBeUndefined();
    // stale version
    expect((await api('PUT', '/member', { memberId: id, version: 0, userName: 'reader1' })).code).toBe(409);

    const reset = await api('PUT', '/member/resetPassword', { memberId: id, password: 'Another#2026y' });
    expect(reset.code, reset.msg).toBe(200);
    expect((await api('DELETE', '/member', [id])).code).toBe(200);
    expect((await api('GET', `/member/${id}`)).code).toBe(404);
  });

  it('refuses no identifier, taken identifiers and weak passwords, naming the field and writing nothing', async () => {
    expect(
      (
        await api('POST', '/member', {
          userName: 'taken1',
          phoneNumber: '13900000001',
          email: 'taken@example.com',
          password: 'Zx#Secure2026',
        })
      ).code,
    ).toBe(200);
    const before = await count();
    const none = await api('POST', '/member', { nickName: 'Nobody', password: 'Zx#Secure2026' });
    expect(none.msg).toBe('User name: enter a user name, a phone number or an e-mail address.');
    expect((await api('POST', '/member', { nickName: 'Nobody', password: 'Zx#Secure2026' }, 'zh-CN')).msg).toBe(
      '用户名：用户名、手机号、邮箱至少填写一项。',
    );
    expect((await api('POST', '/member', { userName: 'TAKEN1', password: 'Zx#Secure2026' })).msg).toBe(
      'User name: "TAKEN1" is already used by another member.',
    );
    expect((await api('POST', '/member', { phoneNumber: '13900000001', password: 'Zx#Secure2026' })).msg).toMatch(/^Phone number: /);
    expect((await api('POST', '/member', { email: 'TAKEN@example.com', password: 'Zx#Secure2026' })).msg).toMatch(/^E-mail: /);
    // the console's policy: the weak list, the account-name rule, the length
    expect((await api('POST', '/member', { userName: 'weakling', password: 'password1' })).msg).toMatch(/[Pp]assword/);
    expect((await api('POST', '/member', { userName: 'selfish', password: 'selfish#2026' })).msg).toMatch(/[Pp]assword/);
    expect((await api('POST', '/member', { userName: 'shorty', password: 'a1' })).msg).toMatch(/[Pp]assword/);
    // a user name must start with a letter
    expect((await api('POST', '/member', { userName: '1abc', password: 'Zx#Secure2026' })).msg).toMatch(/^User name/);
    expect(await count()).toBe(before);
    // an edit to another member's identifier
    const other = await api('POST', '/member', { userName: 'other1', password: 'Zx#Secure2026' });
    const e = await api('PUT', '/member', { memberId: other.data.memberId, version: 0, userName: 'taken1' });
    expect(e.msg).toBe('User name: "taken1" is already used by another member.');
    // the reset holds the policy too
    expect((await api('PUT', '/member/resetPassword', { memberId: other.data.memberId, password: '123456' })).msg).toMatch(/[Pp]assword/);
    expect((await api('PUT', '/member/resetPassword', { memberId: 999999, password: 'Zx#Secure2026' })).code).toBe(404);
  });

  it('keeps the routes behind their permissions', async () => {
    const viewer = await t.asUser({ userName: 'mviewer', permissions: ['member:list:view'] });
    expect((await viewer.api('GET', '/member')).code).toBe(200);
    expect((await viewer.api('POST', '/member', { body: { userName: 'x1', password: 'Zx#Secure2026' } })).code).toBe(403);
    expect((await viewer.api('PUT', '/member/resetPassword', { body: { memberId: 1, password: 'Zx#Secure2026' } })).code).toBe(403);
    expect((await viewer.api('GET', '/member/levelConfig')).code).toBe(403);
    expect((await t.api('GET', '/member')).code).toBe(401);
  });
});
