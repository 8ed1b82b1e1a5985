import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * The public member API (issue 34): sign-up, sign-in and sign-out with the member's own HttpOnly SameSite cookie,
 * the profile and the password; a console token is never a member session and a member cookie never a console one;
 * the captcha, the rate limit and the login lockout.
 */
let t: TestApp;
let admin: string;
const PW = 'Zx#Secure2026';

/** calls the API with a member cookie (or none); returns the envelope and the Set-Cookie header */
async function pub(method: string, url: string, o: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: t.kernel.config.apiBase + url,
    headers: {
      'accept-language': 'en',
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...o.headers,
    },
    ...(o.body !== undefined ? { payload: JSON.stringify(o.body) } : {}),
  });
  const setCookie = [res.headers['set-cookie'] ?? []].flat().join('\n');
  return { ...(JSON.parse(res.body) as { code: number; msg: string; data?: any }), setCookie };
}
const cookieOf = (setCookie: string) => /zx_member=[^;]*/.exec(setCookie)?.[0] ?? '';

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

describe('sign-up, sign-in, profile', () => {
  it('signs a member up into an HttpOnly SameSite cookie session, reads and edits the profile, signs out', async () => {
    const up = await pub('POST', '/api/member/register', { body: { userName: 'visitor1', email: 'v1@example.com', password: PW } });
    expect(up.code, up.msg).toBe(200);
    expect(up.setCookie).toMatch(/zx_member=[A-Za-z0-9_-]{43}; Path=\/prod-api\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    const cookie = cookieOf(up.setCookie);
    const me = await pub('GET', '/api/member/profile', { cookie });
    expect(me.data).toMatchObject({ memberId: up.data.memberId, userName: 'visitor1', email: 'v1@example.com' });
    expect(me.data.password).toBeUndefined();
    expect((await pub('PUT', '/api/member/profile', { cookie, body: { nickName: 'Vee', slogan: 'hi' } })).code).toBe(200);
    expect((await pub('GET', '/api/member/profile', { cookie })).data).toMatchObject({ nickName: 'Vee', slogan: 'hi' });
    // the console sees the member as registered
    const listed = await t.api('GET', '/member?userName=visitor1', { token: admin });
    expect(listed.data.rows[0]).toMatchObject({ userName: 'visitor1', sourceType: 'Register' });

    const out = await pub('POST', '/api/member/logout', { cookie });
    expect(out.setCookie).toMatch(/zx_member=; .*Max-Age=0/);
    expect((await pub('GET', '/api/member/profile', { cookie })).code).toBe(401);

    // sign in by user name, e-mail (any case)
    const byName = await pub('POST', '/api/member/login', { body: { account: 'VISITOR1', password: PW } });
    expect(byName.code, byName.msg).toBe(200);
    const byMail = await pub('POST', '/api/member/login', { body: { account: 'v1@example.com', password: PW } });
    expect((await pub('GET', '/api/member/profile', { cookie: cookieOf(byMail.setCookie) })).data.userName).toBe('visitor1');
    // a wrong password and an unknown account get the same answer
    const wrong = await pub('POST', '/api/member/login', { body: { account: 'visitor1', password: 'nope' } });
    const unknown = await pub('POST', '/api/member/login', { body: { account: 'nobody', password: 'nope' } });
    expect(wrong.msg).toBe(unknown.msg);
    expect(wrong.setCookie).toBe('');
  });

  it('refuses a taken user name, a weak password and no identifier on sign-up, writing nothing', async () => {
    await pub('POST', '/api/member/register', { body: { userName: 'owner1', password: PW } });
    const before = (await t.api('GET', '/member', { token: admin })).data.total;
    expect((await pub('POST', '/api/member/register', { body: { userName: 'Owner1', password: PW } })).msg).toBe(
      'User name: "Owner1" is already used by another member.',
    );
    expect((await pub('POST', '/api/member/register', { body: { userName: 'weakone', password: '12345678' } })).msg).toMatch(/[Pp]assword/);
    expect((await pub('POST', '/api/member/register', { body: { password: PW } })).msg).toBe(
      'User name: enter a user name, a phone number or an e-mail address.',
    );
    expect((await t.api('GET', '/member', { token: admin })).data.total).toBe(before);
  });

  it('counts one of several sign-ups of one user name at once, the others refused naming the field', async () => {
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => pub('POST', '/api/member/register', { body: { userName: 'racer', password: PW } })),
    );
    expect(tries.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of tries.filter((x) => x.code !== 200)) expect(r.msg).toBe('User name: "racer" is already used by another member.');
    const rows = await t.kernel.db.selectFrom('member').select('memberId').where('userName', '=', 'racer').execute();
    expect(rows).toHaveLength(1);
  });

  it('changes the password (the old one checked, the policy held), signing the other browsers out', async () => {
    const up = await pub('POST', '/api/member/register', { body: { phoneNumber: '13700000002', password: PW } });
    const a = cookieOf(up.setCookie);
    const b = cookieOf((await pub('POST', '/api/member/login', { body: { account: '13700000002', password: PW } })).setCookie);
    expect((await pub('PUT', '/api/member/password', { cookie: a, body: { oldPassword: 'bad', newPassword: 'Zx#Other2026' } })).msg).toBe(
      'Old password: wrong password.',
    );
    expect((await pub('PUT', '/api/member/password', { cookie: a, body: { oldPassword: PW, newPassword: 'qwerty123' } })).msg).toMatch(
      /assword/,
    );
    expect((await pub('PUT', '/api/member/password', { cookie: a, body: { oldPassword: PW, newPassword: 'Zx#Other2026' } })).code).toBe(
      200,
    );
    expect((await pub('GET', '/api/member/profile', { cookie: a })).code).toBe(200);
    expect((await pub('GET', '/api/member/profile', { cookie: b })).code).toBe(401);
    expect((await pub('POST', '/api/member/login', { body: { account: '13700000002', password: 'Zx#Other2026' } })).code).toBe(200);
  });
});

describe('sessions apart', () => {
  it('never takes a console token as a member session, nor a member cookie as a console one', async () => {
    // a console token, as bearer or as the member cookie, is no member
    expect((await pub('GET', '/api/member/profile', { headers: { authorization: `Bearer ${admin}` } })).code).toBe(401);
    expect((await pub('GET', '/api/member/profile', { cookie: `zx_member=${admin}` })).code).toBe(401);
    const up = await pub('POST', '/api/member/register', { body: { userName: 'crossover', password: PW } });
    const cookie = cookieOf(up.setCookie);
    const token = cookie.split('=')[1];
    // the member's token on the console: as bearer, as the cookie
    expect((await t.api('GET', '/getInfo', { token })).code).toBe(401);
    expect((await t.api('GET', '/member', { token })).code).toBe(401);
    expect((await pub('GET', '/getInfo', { cookie })).code).toBe(401);
    expect((await pub('GET', '/member', { cookie })).code).toBe(401);
  });

  it('signs a disabled member out and refuses their sign-in', async () => {
    const up = await pub('POST', '/api/member/register', { body: { userName: 'soonoff', password: PW } });
    const cookie = cookieOf(up.setCookie);
    const id = up.data.memberId;
    const d = (await t.api('GET', `/member/${id}`, { token: admin })).data;
    expect(
      (await t.api('PUT', '/member', { token: admin, body: { memberId: id, version: d.version, userName: 'soonoff', status: '1' } })).code,
    ).toBe(200);
    expect((await pub('GET', '/api/member/profile', { cookie })).code).toBe(401);
    expect((await pub('POST', '/api/member/login', { body: { account: 'soonoff', password: PW } })).msg).toBe(
      'The account is disabled, contact the association.',
    );
  });
});

describe('captcha, rate limit, lockout', () => {
  it('takes the captcha on sign-up and sign-in when it is on', async () => {
    await t.kernel.db.updateTable('sysConfig').set({ configValue: 'true' }).where('configKey', '=', 'SysCaptchaEnable').execute();
    t.kernel.refreshConfigs();
    try {
      const missing = await pub('POST', '/api/member/register', { body: { userName: 'capt1', password: PW } });
      expect(missing.msg).toBe('The captcha has expired, refresh it and try again.');
      const c = await t.api('GET', '/captchaImage');
      const answer = (await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', c.data.uuid).executeTakeFirstOrThrow())
        .code;
      const wrong = await pub('POST', '/api/member/register', {
        body: { userName: 'capt1', password: PW, uuid: c.data.uuid, code: String(Number(answer) + 1) },
      });
      expect(wrong.msg).toBe('Wrong captcha.');
      const c2 = await t.api('GET', '/captchaImage');
      const a2 = (await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', c2.data.uuid).executeTakeFirstOrThrow())
        .code;
      expect(
        (await pub('POST', '/api/member/register', { body: { userName: 'capt1', password: PW, uuid: c2.data.uuid, code: a2 } })).code,
      ).toBe(200);
      expect((await pub('POST', '/api/member/login', { body: { account: 'capt1', password: PW } })).msg).toBe(
        'The captcha has expired, refresh it and try again.',
      );
    } finally {
      await t.kernel.db.updateTable('sysConfig').set({ configValue: 'false' }).where('configKey', '=', 'SysCaptchaEnable').execute();
      t.kernel.refreshConfigs();
    }
  });

  it('locks a member after the console policy’s failed sign-ins', async () => {
    await pub('POST', '/api/member/register', { body: { userName: 'locky', password: PW } });
    const was = await t.kernel.db.selectFrom('sysSecurityConfig').selectAll().where('status', '=', '0').executeTakeFirstOrThrow();
    await t.kernel.db
      .updateTable('sysSecurityConfig')
      .set({ passwordRetryLimit: 3, passwordRetryStrategy: 'LOCK', passwordRetryLockSeconds: 600 })
      .where('configId', '=', was.configId)
      .execute();
    try {
      for (let i = 0; i < 3; i++) await pub('POST', '/api/member/login', { body: { account: 'locky', password: 'bad' } });
      expect((await pub('POST', '/api/member/login', { body: { account: 'locky', password: PW } })).msg).toBe(
        'The account is locked after too many failed sign-ins, try again later.',
      );
      const row = await t.kernel.db.selectFrom('member').select('status').where('userName', '=', 'locky').executeTakeFirstOrThrow();
      expect(row.status).toBe('2');
    } finally {
      await t.kernel.db
        .updateTable('sysSecurityConfig')
        .set({ passwordRetryLimit: was.passwordRetryLimit, passwordRetryStrategy: was.passwordRetryStrategy })
        .where('configId', '=', was.configId)
        .execute();
    }
  });
});

describe('rate limit', () => {
  it('limits sign-in attempts per client address', async () => {
    const limited = await createTestApp(inject('pgAdminUrl'), { LOGIN_RATE_LIMIT: '3' });
    try {
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: `${limited.kernel.config.apiBase}/api/member/login`,
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          payload: JSON.stringify({ account: 'nobody', password: 'x' }),
        });
      for (let i = 0; i < 3; i++) expect(JSON.parse((await call()).body).msg).not.toMatch(/Too many/i);
      expect(JSON.parse((await call()).body).msg).toMatch(/too many|frequent/i);
    } finally {
      await limited.dispose();
    }
  });
});
