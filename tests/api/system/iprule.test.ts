import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { ipAllowed, parseCidr, compileRules } from '../../../kernel/server/access/ip-rules.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

/** A request from a chosen address (the test kit's `api` always comes from 127.0.0.1). */
async function from(ip: string, url = '/prod-api/getInfo', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { authorization: `Bearer ${admin}`, ...headers } });
  return {
    status: res.statusCode,
    body: res.body,
    json: String(res.headers['content-type'] ?? '').includes('json') ? JSON.parse(res.body) : null,
  };
}

const clear = async () => {
  await t.kernel.db.deleteFrom('sysIpRule').execute();
  await t.kernel.invalidate('iprule');
};

describe('IP rule matching (kernel)', () => {
  const rule = (type: 'ALLOW' | 'DENY', cidr: string, expireMs: number | null = null) => compileRules([{ type, cidr, expireMs }]);
  it('matches IPv4, IPv6, single addresses and IPv4-mapped IPv6', () => {
    expect(ipAllowed(rule('DENY', '10.0.0.0/8'), '10.2.3.4')).toBe(false);
    expect(ipAllowed(rule('DENY', '10.0.0.0/8'), '::ffff:10.2.3.4')).toBe(false);
    expect(ipAllowed(rule('DENY', '10.0.0.0/8'), '11.0.0.1')).toBe(true);
    expect(ipAllowed(rule('DENY', '2001:db8::/32'), '2001:db8:1::5')).toBe(false);
    expect(ipAllowed(rule('DENY', '2001:db8::/32'), '2001:db9::5')).toBe(true);
    expect(ipAllowed(rule('DENY', '192.0.2.7'), '192.0.2.7')).toBe(false);
    expect(ipAllowed(rule('DENY', '::ffff:192.0.2.0/120'), '192.0.2.9')).toBe(false);
    expect(ipAllowed(rule('ALLOW', '192.0.2.0/24'), '198.51.100.1')).toBe(false);
    expect(ipAllowed([...rule('ALLOW', '192.0.2.0/24'), ...rule('DENY', '192.0.2.5')], '192.0.2.5')).toBe(false);
    expect(ipAllowed(rule('DENY', '10.0.0.0/8', Date.now() - 1000), '10.0.0.1')).toBe(true);
    expect(parseCidr('10.0.0.0/33')).toBeNull();
    expect(parseCidr('not an ip')).toBeNull();
  });
});

describe('System → IP rules API', () => {
  it('adds, lists, edits with a version check and deletes; CIDRs are canonical', async () => {
    await clear();
    const add = await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'DENY', cidr: '203.0.113.77/24', remark: 'test net' } });
    expect(add.code).toBe(200);
    const id = add.data.ruleId;
    await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'DENY', cidr: '2001:db8::1', expireTime: '2001-01-01 00:00:00' } });
    const list = await t.api('GET', '/sys/iprule?pageNum=1&pageSize=10', { token: admin });
    expect(list.data.total).toBe(2);
    expect(list.data.rows.find((r: any) => r.ruleId === id)).toMatchObject({
      type: 'DENY',
      cidr: '203.0.113.0/24',
      expired: 'N',
      version: 0,
    });
    expect(list.data.rows.find((r: any) => r.cidr === '2001:db8::1/128')).toMatchObject({
      expired: 'Y',
      expireTime: '2001-01-01 00:00:00',
    });
    expect((await t.api('GET', '/sys/iprule?ip=203.0.113.9', { token: admin })).data.rows.map((r: any) => r.ruleId)).toEqual([id]);
    expect((await t.api('GET', '/sys/iprule?expired=Y', { token: admin })).data.total).toBe(1);

    expect(
      (await t.api('PUT', '/sys/iprule', { token: admin, body: { ruleId: id, type: 'DENY', cidr: '203.0.113.0/25', version: 0 } })).code,
    ).toBe(200);
    const stale = await t.api('PUT', '/sys/iprule', {
      token: admin,
      body: { ruleId: id, type: 'DENY', cidr: '203.0.113.0/26', version: 0 },
      lang: 'en',
    });
    expect(stale.code).toBe(409);
    expect((await t.api('GET', `/sys/iprule/${id}`, { token: admin })).data.cidr).toBe('203.0.113.0/25');
    expect((await t.api('DELETE', '/sys/iprule', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/sys/iprule/${id}`, { token: admin })).code).toBe(404);
  });

  it('refuses a bad CIDR, type or expiry naming the field in three languages', async () => {
    const en = await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'DENY', cidr: '300.1.1.1' }, lang: 'en' });
    expect(en).toEqual({ code: 500, msg: '"300.1.1.1" is not a valid IP address or CIDR.', data: { field: 'cidr' } });
    const zh = await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'DENY', cidr: '10.0.0.0/40' }, lang: 'zh-CN' });
    expect(zh.msg).toBe('“10.0.0.0/40”不是有效的IP地址或CIDR。');
    const tw = await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'MAYBE', cidr: '10.0.0.0/8' }, lang: 'zh-TW' });
    expect(tw.code).toBe(500);
    expect(tw.msg).toContain('類型');
    const exp = await t.api('POST', '/sys/iprule', {
      token: admin,
      body: { type: 'DENY', cidr: '10.0.0.0/8', expireTime: 'tomorrow' },
      lang: 'en',
    });
    expect(exp.msg).toContain('Expire time');
  });

  it('the kernel refuses denied addresses on every request, API and console, with a localized 403', async () => {
    await clear();
    await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'DENY', cidr: '198.51.100.0/24' } });
    const api = await from('198.51.100.20', '/prod-api/getInfo', { 'accept-language': 'en' });
    expect(api.status).toBe(403);
    expect(api.json).toEqual({ code: 403, msg: 'Access from your address 198.51.100.20 is not allowed.' });
    const mapped = await from('::ffff:198.51.100.21', '/prod-api/getInfo', { 'accept-language': 'zh-CN' });
    expect(mapped.json.msg).toBe('您的地址 198.51.100.21 不允许访问本系统。');
    const page = await from('198.51.100.20', '/admin/index', { accept: 'text/html', 'accept-language': 'zh-TW' });
    expect(page.status).toBe(403);
    expect(page.body).toContain('您的位址 198.51.100.20 不允許存取本系統。');
    const login = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      remoteAddress: '198.51.100.20',
      payload: { username: 'admin', password: 'x' },
    });
    expect(login.statusCode).toBe(403);
    expect((await from('192.0.2.1')).json.code).toBe(200);
    expect((await from('2001:db8::5')).json.code).toBe(200);
  });

  it('with a live ALLOW rule only matching addresses get in; an expired rule stops applying', async () => {
    await clear();
    // the test client is 127.0.0.1: allow it and an IPv6 network
    await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'ALLOW', cidr: '127.0.0.0/8' } });
    await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'ALLOW', cidr: '2001:db8::/32' } });
    expect((await from('127.0.0.1')).json.code).toBe(200);
    expect((await from('2001:db8::9')).json.code).toBe(200);
    expect((await from('192.0.2.1')).status).toBe(403);
    // a DENY expiring in two seconds: refused now, let in after it expires, without any reload
    const soon = await t.kernel.db
      .insertInto('sysIpRule')
      .values({
        type: 'DENY',
        cidr: '2001:db8::9/128',
        expireTime: (await import('kysely')).sql<string>`now() + interval '1.5 seconds'` as unknown as string,
      })
      .returning('ruleId')
      .executeTakeFirstOrThrow();
    await t.kernel.invalidate('iprule');
    expect((await from('2001:db8::9')).status).toBe(403);
    await new Promise((r) => setTimeout(r, 1800));
    expect((await from('2001:db8::9')).json.code).toBe(200);
    await t.kernel.db.deleteFrom('sysIpRule').where('ruleId', '=', soon.ruleId).execute();
    await clear();
  });

  it('will not lock out the saving address without confirmation (code 601), and applies the rule once confirmed', async () => {
    await clear();
    const warn = await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'DENY', cidr: '127.0.0.1' }, lang: 'en' });
    expect(warn.code).toBe(601);
    expect(warn.msg).toBe('After this change your current address 127.0.0.1 will be refused. Do you really want to continue?');
    expect((await t.api('GET', '/sys/iprule', { token: admin })).data.total).toBe(0);
    // an ALLOW rule for another network locks out just as well
    expect((await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'ALLOW', cidr: '192.0.2.0/24' } })).code).toBe(601);
    const allowSelf = await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'ALLOW', cidr: '127.0.0.1' } });
    await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'ALLOW', cidr: '192.0.2.0/24' } });
    // deleting the only ALLOW rule that matches the remover is a lockout too
    expect((await t.api('DELETE', '/sys/iprule', { token: admin, body: [allowSelf.data.ruleId] })).code).toBe(601);
    await clear();

    const yes = await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'DENY', cidr: '127.0.0.1', confirmLockout: true } });
    expect(yes.code).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/prod-api/getInfo',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).msg).toBe('Access from your address 127.0.0.1 is not allowed.');
    await clear();
    expect((await t.api('GET', '/getInfo', { token: admin })).code).toBe(200);
  });

  it('reloads on other instances through LISTEN/NOTIFY', async () => {
    await clear();
    const other = await createTestApp(inject('pgAdminUrl'), { DATABASE_URL: t.databaseUrl });
    try {
      const otherAdmin = await other.login();
      const probe = () =>
        other.app.inject({
          method: 'GET',
          url: '/prod-api/getInfo',
          remoteAddress: '192.0.2.44',
          headers: { authorization: `Bearer ${otherAdmin}` },
        });
      expect((await probe()).statusCode).toBe(200);
      await t.api('POST', '/sys/iprule', { token: admin, body: { type: 'DENY', cidr: '192.0.2.44' } });
      let status = 200;
      for (let i = 0; i < 50 && status === 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (await probe()).statusCode;
      }
      expect(status).toBe(403);
    } finally {
      await other.dispose();
      await clear();
    }
  });
});
