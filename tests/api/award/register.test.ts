import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { usccCheckChar } from '../../../kernel/shared/validation.ts';
import { multipart } from '../kernel/limited-user.ts';

/** Member registration (awards.md §2.10, issue 12): the public sign-up, its refusals, and the review. */
let t: TestApp;
let admin: string;
let png: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const uscc = (n: number) => {
  const body = `91350100MA${String(n).padStart(7, '0')}`;
  return body + usccCheckChar(body);
};

async function upload(name: string, content: Buffer, ip = '10.0.0.1') {
  const body = multipart({}, { field: 'file', name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/bus/members/upload`,
    headers: { 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
    remoteAddress: ip,
  });
  return JSON.parse(res.body) as { code: number; msg: string; data?: any };
}

async function attachments() {
  const out = [];
  for (const slot of ['businessLicence', 'legalRepId', 'applicationForm']) {
    const r = await upload(slot === 'applicationForm' ? 'form.pdf' : `${slot}.png`, slot === 'applicationForm' ? PDF : png);
    expect(r.code, r.msg).toBe(200);
    out.push({ slot, path: r.data.path });
  }
  return out;
}

let seq = 0;
async function validBody(over: (b: any) => void = () => {}) {
  seq++;
  const b: any = {
    account: { userName: `acme${seq}`, password: 'Acme#2025x', confirmPassword: 'Acme#2025x', phone: '13800138000', email: 'a@acme.cn' },
    enterprise: {
      enterpriseName: `Acme Construction ${seq}`,
      uscc: uscc(seq),
      enterpriseType: 'llc',
      legalRep: 'Zhang San',
      establishedDate: '2010-05-01',
      regAddress: 'Fuzhou, Gulou',
      memberCategory: 'general_contractor',
      profile: 'A general contractor.',
    },
    contact: { contactName: 'Li Si', contactMobile: '13900139000' },
    applyLevel: 'member',
    charterAgree: true,
    attachments: await attachments(),
  };
  over(b);
  return b;
}

const register = (body: unknown, lang = 'en') => t.api('POST', '/bus/members/registerBusAssociationMembers', { body, lang });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
});
afterAll(async () => t?.dispose());

describe('public registration form', () => {
  it('serves the versioned schema with the dictionary options, no token needed', async () => {
    const r = await t.api('GET', '/bus/members/registrationForm', { lang: 'zh-TW' });
    expect(r.code).toBe(200);
    expect(r.data.version).toBe(1);
    expect(r.data.schema.type).toBe('object');
    expect(r.data.dicts.member_level.map((o: any) => o.label)).toContain('理事單位');
    expect(r.data.dicts.enterprise_type.length).toBeGreaterThan(5);
  });
});

describe('sign-up', () => {
  it('accepts a valid registration and keeps it pending', async () => {
    const b = await validBody();
    const r = await register(b);
    expect(r.code, r.msg).toBe(200);
    const list = await t.api('GET', '/award/registration/list?status=pending', { token: admin });
    expect(list.data.rows.map((x: any) => x.uscc)).toContain(b.enterprise.uscc);
    // no account exists before the review
    expect((await t.api('POST', '/login', { body: { username: b.account.userName, password: b.account.password } })).code).toBe(500);
  });

  it('refuses a wrong credit-code check digit, naming the field in each language', async () => {
    const b = await validBody((x) => {
      const good = x.enterprise.uscc as string;
      x.enterprise.uscc = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    });
    const r = await register(b);
    expect(r.code).toBe(500);
    expect(r.data.field).toBe('enterprise.uscc');
    expect(r.msg).toMatch(/credit code/i);
    expect((await register(b, 'zh-CN')).msg).toContain('统一社会信用代码');
  });

  it('refuses a bad mobile, a weak password, a missing required slot, a forged path and an unchecked charter', async () => {
    let r = await register(await validBody((x) => (x.account.phone = '12345678901')));
    expect([r.code, r.data?.field]).toEqual([500, 'account.phone']);
    r = await register(await validBody((x) => (x.contact.contactMobile = '1390013900')));
    expect([r.code, r.data?.field]).toEqual([500, 'contact.contactMobile']);
    r = await register(await validBody((x) => (x.account.password = x.account.confirmPassword = '123')));
    expect([r.code, r.data?.field]).toEqual([500, 'account.password']);
    r = await register(await validBody((x) => (x.account.confirmPassword = 'Other#2025x')));
    expect([r.code, r.data?.field]).toEqual([500, 'account.confirmPassword']);
    r = await register(await validBody((x) => (x.attachments = x.attachments.filter((a: any) => a.slot !== 'legalRepId'))));
    expect([r.code, r.data?.field]).toEqual([500, 'attachments.legalRepId']);
    r = await register(await validBody((x) => (x.attachments[0].path = `reg_${'a'.repeat(40)}`)));
    expect([r.code, r.data?.field]).toEqual([500, 'attachments']);
    r = await register(await validBody((x) => (x.attachments[0].path = '../upload/2025/01/01/x.png')));
    expect([r.code, r.data?.field]).toEqual([500, 'attachments']);
    r = await register(await validBody((x) => (x.charterAgree = false)));
    expect([r.code, r.data?.field]).toEqual([500, 'charterAgree']);
    r = await register(await validBody((x) => (x.enterprise.enterpriseType = 'castle')));
    expect([r.code, r.data?.field]).toEqual([500, 'enterprise.enterpriseType']);
    r = await register(await validBody((x) => delete x.enterprise.legalRep));
    expect(r.code).toBe(500);
    expect(r.data?.field).toBe('enterprise.legalRep');
  });

  it('refuses a password that is or contains the user name, the phone or the enterprise (nick) name, storing nothing', async () => {
    // from an address of its own: the sign-up limiter counts refusals too
    const registerFrom = async (body: unknown, lang: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.kernel.config.apiBase}/bus/members/registerBusAssociationMembers`,
        headers: { 'accept-language': lang },
        payload: body as object,
        remoteAddress: '10.0.0.77',
      });
      return JSON.parse(res.body);
    };
    const stored = async () => (await t.kernel.db.selectFrom('awardRegistration').select('registrationId').execute()).length;
    const before = await stored();
    const cases: [string, (b: any) => string][] = [
      ['user name', (b) => b.account.userName],
      ['user name, other case', (b) => `X#${b.account.userName.toUpperCase()}9`],
      ['phone', (b) => `Pw#${b.account.phone}`],
      ['enterprise name', (b) => `${b.enterprise.enterpriseName}#1`],
    ];
    for (const [what, pw] of cases) {
      const body = await validBody((x) => (x.account.password = x.account.confirmPassword = pw(x)));
      const r = await registerFrom(body, 'en');
      expect(r, what).toEqual({
        code: 500,
        msg: 'Password may not be or contain the account name, nickname or phone number.',
        data: { field: 'account.password' },
      });
      if (what === 'phone') expect((await registerFrom(body, 'zh-CN')).msg).toBe('密码不能是或包含账号、昵称或手机号。');
    }
    expect(await stored()).toBe(before);
  });

  it('refuses a second registration of the same credit code or user name, and an attachment used twice', async () => {
    const first = await validBody();
    expect((await register(first)).code).toBe(200);
    let r = await register(await validBody((x) => (x.enterprise.uscc = first.enterprise.uscc)));
    expect([r.code, r.data?.field]).toEqual([500, 'enterprise.uscc']);
    r = await register(await validBody((x) => (x.account.userName = first.account.userName.toUpperCase())));
    expect([r.code, r.data?.field]).toEqual([500, 'account.userName']);
    r = await register(await validBody((x) => (x.attachments = first.attachments)));
    expect([r.code, r.data?.field]).toEqual([500, 'attachments']);
    // the admin account name is taken too
    r = await register(await validBody((x) => (x.account.userName = 'admin')));
    expect([r.code, r.data?.field]).toEqual([500, 'account.userName']);
  });

  it('upload takes images and PDF only, checks the content, and never serves the file publicly', async () => {
    expect((await upload('licence.png', Buffer.from('<html><script>alert(1)</script></html>'))).code).toBe(500);
    const exe = await upload('tool.exe', Buffer.from('MZ....'));
    expect(exe.code).toBe(500);
    expect((await upload('notes.txt', Buffer.from('hello'))).code).toBe(500);
    const ok = await upload('scan.pdf', PDF);
    expect(ok.code).toBe(200);
    expect(ok.data.path).toMatch(/^reg_[0-9a-f]{40}$/);
    const files = await t.kernel.db
      .selectFrom('awardUpload')
      .select('filePath')
      .where('token', '=', ok.data.path)
      .executeTakeFirstOrThrow();
    expect(files.filePath.startsWith('award-private/')).toBe(true);
    const pub = await t.app.inject({ method: 'GET', url: `${t.kernel.config.apiBase}/profile/${files.filePath}` });
    expect(pub.statusCode).toBe(404);
    const dl = await t.api('GET', `/common/download?path=${encodeURIComponent(files.filePath)}`, { token: admin });
    expect(dl.code).toBe(500);
    // an upload no registration claims is purged by the scheduled handler (here: anything older than 0 hours)
    const abs = `${t.kernel.config.dataDir}/${files.filePath}`;
    expect(fs.existsSync(abs)).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    await t.kernel.jobs.get('award.purgeUploads')!.run(t.kernel, ['0']);
    expect(fs.existsSync(abs)).toBe(false);
    expect(
      await t.kernel.db.selectFrom('awardUpload').select('uploadId').where('token', '=', ok.data.path).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('review', () => {
  const pendingId = async (userName: string) =>
    (await t.kernel.db.selectFrom('awardRegistration').select('registrationId').where('userName', '=', userName).executeTakeFirstOrThrow())
      .registrationId;

  it('pass creates the enterprise and the applicant, who signs in and sees only award menus', async () => {
    const b = await validBody();
    expect((await register(b)).code).toBe(200);
    const id = await pendingId(b.account.userName);
    const detail = await t.api('GET', `/award/registration/${id}`, { token: admin });
    expect(detail.data.formData.enterprise.uscc).toBe(b.enterprise.uscc);
    expect(JSON.stringify(detail.data)).not.toContain('Acme#2025x');
    expect(JSON.stringify(detail.data)).not.toContain('passwordHash');
    const att = detail.data.attachments[0];
    const file = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/award/registration/${id}/file/${att.uploadId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toMatch(/image\/png|application\/pdf/);
    const noToken = await t.app.inject({ method: 'GET', url: `${t.kernel.config.apiBase}/award/registration/${id}/file/${att.uploadId}` });
    expect(JSON.parse(noToken.body).code).toBe(401);

    const pass = await t.api('POST', `/award/registration/${id}/pass`, { token: admin, body: { opinion: 'ok' } });
    expect(pass.code, pass.msg).toBe(200);
    expect((await t.api('POST', `/award/registration/${id}/pass`, { token: admin, body: {} })).code).toBe(500);
    const after = await t.api('GET', `/award/registration/${id}`, { token: admin, lang: 'en' });
    expect(after.data.status).toBe('passed');
    expect(after.data.messages.map((m: any) => m.kind)).toEqual(['passed']);
    expect(after.data.messages[0].body).toContain(b.account.userName);
    // filled in English: the notice is English, and the applicant's account speaks it until they sign in with another
    expect(after.data.lang).toBe('en');
    expect(after.data.messages[0].body).not.toMatch(/[\u4e00-\u9fff]/);
    const account = await t.kernel.db
      .selectFrom('sysUser')
      .select('preferences')
      .where('userName', '=', b.account.userName)
      .executeTakeFirstOrThrow();
    expect(account.preferences).toMatchObject({ Language: 'en' });

    const token = await t.login(b.account.userName, b.account.password);
    const routers = await t.api('GET', '/getRouters', { token });
    const paths = JSON.stringify(routers.data);
    expect(paths).toContain('award/enterprise/mine');
    expect(paths).not.toContain('system/');
    expect(paths).not.toContain('award/registration');
    const info = await t.api('GET', '/getInfo', { token });
    expect(info.data.roles).toEqual(['applicant']);
    const mine = await t.api('GET', '/award/enterprise/mine', { token });
    expect(mine.data.uscc).toBe(b.enterprise.uscc);
    // the applicant is no reviewer
    expect((await t.api('GET', '/award/registration/list', { token })).code).toBe(403);
    expect((await t.api('GET', '/award/enterprise/list', { token })).code).toBe(403);
    const ents = await t.api('GET', '/award/enterprise/list', { token: admin });
    expect(ents.data.rows.map((e: any) => e.uscc)).toContain(b.enterprise.uscc);
    // the credit code stays taken once it is an enterprise
    const again = await register(await validBody((x) => (x.enterprise.uscc = b.enterprise.uscc)));
    expect(again.data?.field).toBe('enterprise.uscc');
  });

  it('return and reject need an opinion, free the credit code, and a non-reviewer is refused', async () => {
    const b1 = await validBody();
    const b2 = await validBody();
    await register(b1);
    await register(b2);
    const id1 = await pendingId(b1.account.userName);
    const id2 = await pendingId(b2.account.userName);
    expect((await t.api('POST', `/award/registration/${id1}/return`, { token: admin, body: {} })).code).toBe(500);
    const stranger = await t.asUser({ userName: 'stranger', permissions: ['award:round:list'] });
    expect((await stranger.api('POST', `/award/registration/${id1}/pass`, { body: {} })).code).toBe(403);
    expect((await stranger.api('GET', `/award/registration/${id1}`)).code).toBe(403);
    expect((await t.api('POST', `/award/registration/${id1}/return`, { token: admin, body: { opinion: 'licence unreadable' } })).code).toBe(
      200,
    );
    expect((await t.api('POST', `/award/registration/${id2}/reject`, { token: admin, body: { opinion: 'not in the trade' } })).code).toBe(
      200,
    );
    expect((await t.api('POST', `/award/registration/${id2}/pass`, { token: admin, body: {} })).code).toBe(500);
    const d1 = await t.api('GET', `/award/registration/${id1}`, { token: admin });
    expect([d1.data.status, d1.data.opinion]).toEqual(['returned', 'licence unreadable']);
    expect(d1.data.messages[0].body).toContain('licence unreadable');
    // a returned registration may be sent again, corrected
    expect((await register(await validBody((x) => (x.enterprise.uscc = b1.enterprise.uscc)))).code).toBe(200);
  });
});

describe('award is a plugin of its own', () => {
  it('with PLUGINS=system,monitor no award table, menu or route exists', async () => {
    const bare = await createTestApp(inject('pgAdminUrl'), { PLUGINS: 'system,monitor' });
    try {
      const tables = await bare.kernel.pool.query("select table_name from information_schema.tables where table_name like 'award\\_%'");
      expect(tables.rows).toEqual([]);
      const token = await bare.login();
      const routers = await bare.api('GET', '/getRouters', { token });
      expect(JSON.stringify(routers.data)).not.toContain('award');
      expect((await bare.api('GET', '/award/round/list', { token })).code).toBe(404);
      expect((await bare.api('POST', '/bus/members/registerBusAssociationMembers', { body: {} })).code).toBe(404);
      expect(
        await bare.kernel.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'applicant').executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      await bare.dispose();
    }
  });
});

describe('captcha and rate limit of the public calls', () => {
  it('asks for the captcha as the login does, and throttles by client IP whatever the body holds', async () => {
    const guarded = await createTestApp(inject('pgAdminUrl'), { CAPTCHA_ENABLED: 'true', LOGIN_RATE_LIMIT: '3' });
    try {
      const form = await guarded.api('GET', '/bus/members/registrationForm');
      expect(form.data.captchaEnabled).toBe(true);
      const send = (body: unknown) => guarded.api('POST', '/bus/members/registerBusAssociationMembers', { body, lang: 'en' });
      const body = {
        account: { userName: 'x1', password: 'p', confirmPassword: 'p', phone: '1' },
        enterprise: {},
        contact: {},
        applyLevel: 'member',
        charterAgree: true,
        attachments: [],
      };
      const first = await send(body);
      expect(first.code).toBe(500);
      expect(first.data?.field).toBe('account.code');
      await send({ ...body, junk: 'a' });
      await send({ ...body, account: { ...body.account, userName: 'other' } });
      const limited = await send({ ...body, account: { ...body.account, email: 'fresh@x.cn' } });
      expect(limited.msg).toMatch(/too many|try again/i);
    } finally {
      await guarded.dispose();
    }
  });
});
