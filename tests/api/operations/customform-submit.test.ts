import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signWith } from '../../../kernel/server/crypto/app-secret.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { cleanAbandonedUploads } from '../../../plugins/operations/server/jobs/custom-form-upload-cleanup.ts';
import { PAGE_BACK_PURPOSE } from '../../../plugins/operations/shared/page-return.ts';
import { consoleApi, SIGNUP_SCHEMA, submitForm } from './customform-kit.ts';

/**
 * The public custom-form submit (issue 33, `POST /api/customform/submit`, no console sign-in): checked against the
 * pinned published version with localized messages naming the field; the captcha checked for real; needLogin
 * through the member service (refused when no plugin provides it); the IP and UUID rules' day limits; the honeypot;
 * the browser's encoded post sent back to its page; the rate limit. Nothing is stored on a refusal.
 */
let t: TestApp;
let admin: string;
let siteId: number;
const api = (...a: Parameters<ReturnType<typeof consoleApi>>) =>
  consoleApi(
    t,
    () => admin,
    () => siteId,
  )(...a);
const count = async (formId: number) =>
  Number(
    (
      await t.kernel.db
        .selectFrom('cmsCustomFormData')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('formId', '=', formId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const ok = { fullName: '王五', phone: '13900001111', session: 'pm', seats: 1 };

async function form(code: string, extra: Record<string, unknown> = {}) {
  const add = await api('POST', '/cms/customform', { name: code, code, schema: SIGNUP_SCHEMA, ...extra });
  expect(add.code, add.msg).toBe(200);
  expect((await api('PUT', '/cms/customform/publish', [add.data.formId])).code).toBe(200);
  return add.data.formId as number;
}

beforeAll(async () => {
  process.env.CUSTOM_FORM_RATE_LIMIT = '200';
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
});
afterAll(async () => {
  delete process.env.CUSTOM_FORM_RATE_LIMIT;
  await t?.dispose();
});

describe('public submit', () => {
  it('refuses a missing required field and a bad value, naming the field in the language asked, storing nothing', async () => {
    const id = await form('open');
    const missing = await submitForm(t, { formId: id, data: { phone: '13900001111' } });
    expect(missing.code).toBe(500);
    expect(missing.msg).toMatch(/^Full name/);
    expect(missing.data).toEqual({ field: 'fullName' });
    expect((await submitForm(t, { formId: id, data: { phone: '13900001111' } }, 'zh-CN')).msg).toMatch(/^姓名/);
    expect((await submitForm(t, { formId: id, data: { fullName: 'x', phone: 'not-a-phone' } })).msg).toMatch(/^Phone/);
    expect((await submitForm(t, { formId: id, data: { fullName: 'x', session: 'night' } })).msg).toMatch(/^Session/);
    expect((await submitForm(t, { formId: id, data: { fullName: 'x', seats: 9 } })).msg).toMatch(/^Seats/);
    expect(await count(id)).toBe(0);
    const good = await submitForm(t, { formId: id, data: { ...ok, extra: 'dropped' } });
    expect(good.code, good.msg).toBe(200);
    const row = await t.kernel.db
      .selectFrom('cmsCustomFormData')
      .selectAll()
      .where('dataId', '=', good.data.dataId)
      .executeTakeFirstOrThrow();
    expect(row.data).toEqual(ok);
    expect(row).toMatchObject({ versionNo: 1, status: 'new', source: 'site' });
    // an unknown or unpublished form
    expect((await submitForm(t, { formId: 999999, data: ok })).msg).toBe('The form does not exist or is not published.');
    const draft = await api('POST', '/cms/customform', { name: 'draft', code: 'draft', schema: SIGNUP_SCHEMA });
    expect((await submitForm(t, { formId: draft.data.formId, data: ok })).msg).toBe('The form does not exist or is not published.');
  });

  it('refuses a filled honeypot', async () => {
    const id = await form('honey');
    const r = await submitForm(t, { formId: id, data: ok, _hp_website: 'http://spam.example' });
    expect(r.msg).toBe('The submission was refused.');
    expect(await count(id)).toBe(0);
  });

  it('checks the captcha for real when the form needs one', async () => {
    const id = await form('captcha', { needCaptcha: 'Y' });
    expect((await submitForm(t, { formId: id, data: ok })).msg).toMatch(/captcha expired/);
    const c = await t.api('GET', `/api/customform/captcha?formId=${id}`);
    expect(c.data.uuid).toBeTruthy();
    expect((await submitForm(t, { formId: id, data: ok, captchaUuid: c.data.uuid, captchaCode: '999' })).msg).toBe('The captcha is wrong.');
    // an answer is used once, right or wrong
    expect((await submitForm(t, { formId: id, data: ok, captchaUuid: c.data.uuid, captchaCode: '999' })).msg).toMatch(/captcha expired/);
    const c2 = await t.api('GET', `/api/customform/captcha?formId=${id}`);
    const answer = await t.kernel.db.selectFrom('sysCaptcha').select('code').where('uuid', '=', c2.data.uuid).executeTakeFirstOrThrow();
    const r = await submitForm(t, { formId: id, data: ok, captchaUuid: c2.data.uuid, captchaCode: answer.code });
    expect(r.code, r.msg).toBe(200);
    expect(await count(id)).toBe(1);
  });

  it('follows the form as it is now, not as an earlier submission saw it: captcha, limit, offline, a new version', async () => {
    const id = await form('changing', { ruleLimit: 'IP', dayLimit: 100 });
    expect((await submitForm(t, { formId: id, data: ok })).code).toBe(200);
    expect((await submitForm(t, { formId: id, data: ok })).code).toBe(200);
    const edit = async (changes: Record<string, unknown>) => {
      const f = (await api('GET', `/cms/customform/${id}`)).data;
      const r = await api('PUT', '/cms/customform', { formId: id, name: f.name, code: f.code, ...changes });
      expect(r.code, r.msg).toBe(200);
    };
    await edit({ needCaptcha: 'Y' });
    expect((await submitForm(t, { formId: id, data: ok })).msg).toMatch(/captcha expired/);
    await edit({ needCaptcha: 'N', dayLimit: 2 });
    expect((await submitForm(t, { formId: id, data: ok })).msg).toBe("You reached today's limit of submissions (2 a day).");
    await edit({ dayLimit: 100 });
    expect((await submitForm(t, { formId: id, data: ok })).code).toBe(200);
    expect((await api('PUT', '/cms/customform/offline', [id])).code).toBe(200);
    expect((await submitForm(t, { formId: id, data: ok })).code).not.toBe(200);
    // published again with a field it did not have, required: the next submission is checked against it
    const required = {
      ...SIGNUP_SCHEMA,
      properties: { ...SIGNUP_SCHEMA.properties, badge: { type: 'string', title: 'Badge', required: true, 'x-component': 'Input' } },
    };
    await edit({ schema: required });
    expect((await api('PUT', '/cms/customform/publish', [id])).code).toBe(200);
    const missing = await submitForm(t, { formId: id, data: ok });
    expect(missing.code).not.toBe(200);
    expect(missing.msg).toMatch(/Badge/);
    expect((await submitForm(t, { formId: id, data: { ...ok, badge: 'A-1' } })).code).toBe(200);
    expect(await count(id)).toBe(4);
  });

  it('needs a member when the form says so: a member session of the member plugin, recorded', async () => {
    const id = await form('members', { needLogin: 'Y' });
    expect((await submitForm(t, { formId: id, data: ok })).msg).toBe('Please sign in as a member before submitting.');
    expect(await count(id)).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/api/member/register`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'formfan', password: 'Member#2026x' }),
    });
    expect(res.json().code, res.json().msg).toBe(200);
    const cookie = /zx_member=[^;]*/.exec([res.headers['set-cookie'] ?? []].flat().join('\n'))?.[0] ?? '';
    expect(cookie).not.toBe('');
    const r = await submitForm(t, { formId: id, data: ok }, 'en', { cookie });
    expect(r.code, r.msg).toBe(200);
    const row = await t.kernel.db
      .selectFrom('cmsCustomFormData')
      .select('memberId')
      .where('dataId', '=', r.data.dataId)
      .executeTakeFirstOrThrow();
    expect(Number(row.memberId)).toBeGreaterThan(0);
  });

  it('refuses a form needing a member when the member plugin does not run', async () => {
    const off = await createTestApp(inject('pgAdminUrl'), { PLUGINS: 'system,monitor,cms,operations' });
    try {
      const token = await off.login();
      const site = (await off.api('GET', '/cms/site/getCurrentSite', { token })).data.siteId;
      const call = (m: string, u: string, body: unknown) => off.api(m, u, { token, body, headers: { CurrentSite: String(site) } });
      const add = await call('POST', '/cms/customform', { name: 'm', code: 'm', needLogin: 'Y', schema: SIGNUP_SCHEMA });
      expect((await call('PUT', '/cms/customform/publish', [add.data.formId])).code).toBe(200);
      const r = await submitForm(off, { formId: add.data.formId, data: ok });
      expect(r.msg).toBe('This form needs a member sign-in, but the member service is not running; it cannot be submitted now.');
      expect((await submitForm(off, { formId: add.data.formId, data: ok }, 'zh-CN')).msg).toMatch(/会员服务未启用/);
    } finally {
      await off.dispose();
    }
  });

  it('enforces the day limit of the IP rule and of the UUID rule', async () => {
    const ip = await form('byip', { ruleLimit: 'IP', dayLimit: 2 });
    expect((await submitForm(t, { formId: ip, data: ok })).code).toBe(200);
    expect((await submitForm(t, { formId: ip, data: ok })).code).toBe(200);
    const over = await submitForm(t, { formId: ip, data: ok });
    expect(over.msg).toBe("You reached today's limit of submissions (2 a day).");
    expect(await count(ip)).toBe(2);
    // concurrent submissions of one client do not pass the limit together
    const par = await form('byipparallel', { ruleLimit: 'IP', dayLimit: 3 });
    const all = await Promise.all(Array.from({ length: 8 }, () => submitForm(t, { formId: par, data: ok })));
    expect(all.filter((r) => r.code === 200).length).toBe(3);
    expect(await count(par)).toBe(3);

    const uuid = await form('byuuid', { ruleLimit: 'UUID', dayLimit: 1 });
    expect((await submitForm(t, { formId: uuid, data: ok })).msg).toMatch(/could not be recognised/);
    expect((await submitForm(t, { formId: uuid, data: ok, uuid: 'browser-a' })).code).toBe(200);
    expect((await submitForm(t, { formId: uuid, data: ok, uuid: 'browser-a' })).msg).toMatch(/limit/);
    expect((await submitForm(t, { formId: uuid, data: ok, uuid: 'browser-b' })).code).toBe(200);
  });

  it('keeps the day limit through its slots: a lowered limit counts the rows kept, a deleted submission frees its place', async () => {
    const f = await form('byipslots', { ruleLimit: 'IP', dayLimit: 4 });
    const four = await Promise.all(Array.from({ length: 6 }, () => submitForm(t, { formId: f, data: ok })));
    expect(four.filter((r) => r.code === 200).length).toBe(4);
    const slots = async () =>
      (await t.kernel.db.selectFrom('cmsCustomFormData').select('limitSlot').where('formId', '=', f).orderBy('limitSlot').execute()).map(
        (r) => r.limitSlot,
      );
    // four places of the day, each held once
    expect(await slots()).toEqual([1, 2, 3, 4]);
    // the limit lowered to 2 with 4 kept today: refused, nothing stored
    expect(
      (await api('PUT', '/cms/customform', { formId: f, name: 'byipslots', code: 'byipslots', ruleLimit: 'IP', dayLimit: 2 })).code,
    ).toBe(200);
    expect((await api('PUT', '/cms/customform/publish', [f])).code).toBe(200);
    expect((await submitForm(t, { formId: f, data: ok })).msg).toMatch(/2 a day/);
    expect(await count(f)).toBe(4);
    // staff delete three: one left of 2, one more passes, then the limit again
    const ids = (
      await t.kernel.db.selectFrom('cmsCustomFormData').select('dataId').where('formId', '=', f).orderBy('dataId').execute()
    ).map((r) => r.dataId);
    expect((await api('DELETE', `/cms/customform/data?formId=${f}`, ids.slice(0, 3))).code).toBe(200);
    expect((await submitForm(t, { formId: f, data: ok })).code).toBe(200);
    expect((await submitForm(t, { formId: f, data: ok })).msg).toMatch(/2 a day/);
    expect(await count(f)).toBe(2);
    // a large limit: concurrent submissions of one client take distinct random slots, none refused
    const big = await form('byipbig', { ruleLimit: 'IP', dayLimit: 100000 });
    const all = await Promise.all(Array.from({ length: 30 }, () => submitForm(t, { formId: big, data: ok })));
    expect(all.every((r) => r.code === 200)).toBe(true);
    expect(await count(big)).toBe(30);
  });

  // from addresses of their own: the file's other tests share the default one's submissions of a minute
  const submitFrom = async (ip: string, body: Record<string, unknown>) =>
    JSON.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `${t.kernel.config.apiBase}/api/customform/submit`,
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          payload: JSON.stringify(body),
        })
      ).body,
    );
  it('stores concurrent submissions to a form seen before many to a statement, each answered with its own row', async () => {
    const f = await form('batched');
    // the first submission reads the form; the next ones trust it and gather into shared statements
    expect((await submitFrom('10.9.0.1', { formId: f, data: ok })).code).toBe(200);
    const names = Array.from({ length: 60 }, (_, i) => `并发${i}`);
    const answers = await Promise.all(names.map((fullName) => submitFrom('10.9.0.1', { formId: f, data: { ...ok, fullName } })));
    expect(answers.every((r) => r.code === 200)).toBe(true);
    const ids = answers.map((r) => Number(r.data.dataId));
    expect(new Set(ids).size).toBe(60);
    const rows = await t.kernel.db.selectFrom('cmsCustomFormData').select(['dataId', 'data']).where('dataId', 'in', ids).execute();
    const nameOf = new Map(rows.map((r) => [Number(r.dataId), (r.data as { fullName: string }).fullName]));
    // every answer names the row its own values made
    expect(ids.map((id) => nameOf.get(id))).toEqual(names);
    expect(await count(f)).toBe(61);
    // under a day limit, a batch stores no more than the places left of the day, the rest refused with the limit
    const lim = await form('batchedlimit', { ruleLimit: 'IP', dayLimit: 5 });
    expect((await submitFrom('10.9.0.2', { formId: lim, data: ok })).code).toBe(200);
    const more = await Promise.all(Array.from({ length: 20 }, () => submitFrom('10.9.0.2', { formId: lim, data: ok })));
    expect(more.filter((r) => r.code === 200).length).toBe(4);
    expect(more.filter((r) => r.code !== 200).every((r) => /5 a day/.test(r.msg))).toBe(true);
    expect(await count(lim)).toBe(5);
    // a key's run of slots goes round the limit: every place of the day is taken once, the rest refused
    const full = await form('batchedfull', { ruleLimit: 'IP', dayLimit: 40 });
    expect((await submitFrom('10.9.0.3', { formId: full, data: ok })).code).toBe(200);
    const rest = await Promise.all(Array.from({ length: 45 }, () => submitFrom('10.9.0.3', { formId: full, data: ok })));
    expect(rest.filter((r) => r.code === 200).length).toBe(39);
    const slots = await t.kernel.db.selectFrom('cmsCustomFormData').select('limitSlot').where('formId', '=', full).execute();
    expect(slots.map((r) => r.limitSlot).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('sends a browser without JavaScript back to the signed page URL with a message key, never to a URL it only names', async () => {
    const id = await form('plain');
    const page = 'http://www.example.com/signup.html?x=1';
    const backSig = await signWith(t.kernel.db, PAGE_BACK_PURPOSE, page);
    const post = (fields: Record<string, string>, referer = page) =>
      t.app.inject({
        method: 'POST',
        url: `${t.kernel.config.apiBase}/api/customform/submit`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer, 'accept-language': 'en' },
        payload: new URLSearchParams(fields).toString(),
      });
    const good = await post({
      formId: String(id),
      fullName: '赵六',
      phone: '',
      session: 'am',
      seats: '2',
      _hp_website: '',
      back: page,
      backSig,
    });
    expect(good.statusCode).toBe(303);
    const to = new URL(good.headers.location as string);
    expect(to.origin + to.pathname).toBe('http://www.example.com/signup.html');
    expect(to.searchParams.get('x')).toBe('1');
    expect(to.searchParams.get('cf_result')).toBe('ok');
    expect(to.searchParams.get('cf_key')).toBe('operations:customform.submitted');
    expect(to.hash).toBe('#cms-custom-form');
    const bad = await post({ formId: String(id), phone: '13900001111', back: page, backSig });
    const back = new URL(bad.headers.location as string);
    expect(back.searchParams.get('cf_result')).toBe('error');
    expect(back.searchParams.get('cf_key')).toBe('server:schema.required');
    expect(back.searchParams.get('cf_field')).toBe('fullName');
    expect(back.searchParams.has('cf_msg')).toBe(false);
    // the limit's number rides along as a number
    const limited = await form('plainlimit', { ruleLimit: 'IP', dayLimit: 1 });
    const fields = { formId: String(limited), fullName: '赵六', back: page, backSig };
    expect((await post(fields)).statusCode).toBe(303);
    const over = new URL((await post(fields)).headers.location as string).searchParams;
    expect([over.get('cf_key'), over.get('p_limit')]).toEqual(['operations:customform.errors.dayLimit', '1']);
    // a site-relative page URL stays relative
    const rel = '/prod-api/cms/static/zhuxie_pc/index.shtml';
    const relSig = await signWith(t.kernel.db, PAGE_BACK_PURPOSE, rel);
    const r = await post({ formId: String(id), fullName: 'x', back: rel, backSig: relSig });
    expect(r.headers.location).toMatch(/^\/prod-api\/cms\/static\/zhuxie_pc\/index\.shtml\?cf_result=ok&cf_key=/);
    // another URL under the same signature, a forged one, or only a Referer: the bare page, in the request's language
    const tries: Record<string, string>[] = [
      { back: 'https://evil.example/', backSig },
      { back: page, backSig: 'AAAAAAAAAAAAAAAAAAAAAA' },
      {},
    ];
    for (const f of tries) {
      const res = await post({ formId: String(id), phone: '13900001111', ...f });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('<p role="alert">Full name');
    }
    const okBare = await post({ formId: String(id), fullName: '钱七' }, 'https://evil.example/');
    expect([okBare.statusCode, okBare.body]).toEqual([
      200,
      '<!doctype html><meta charset="utf-8"><p role="status">Submitted. Thank you.</p>',
    ]);
    const rows = await t.kernel.db.selectFrom('cmsCustomFormData').select('data').where('formId', '=', id).orderBy('dataId').execute();
    expect(rows.map((x) => x.data)).toEqual([{ fullName: '赵六', session: 'am', seats: 2 }, { fullName: 'x' }, { fullName: '钱七' }]);
  });

  it('refuses a body over its limit', async () => {
    const id = await form('big');
    const r = await submitForm(t, { formId: id, data: { fullName: 'x'.repeat(70 * 1024) } });
    expect(r.code).not.toBe(200);
    expect(await count(id)).toBe(0);
  });
});

describe('the submitted event', () => {
  it('is declared, and a submission reaches the staff subscribed to it (in-site message)', async () => {
    const events = await t.api('GET', '/pusher/events', { token: admin, lang: 'en' });
    expect(events.data.find((e: { code: string }) => e.code === 'operations.customform.submitted')).toMatchObject({
      name: 'Custom form submitted',
    });
    const site = (await t.api('POST', '/pusher/config', { token: admin, body: { channelName: 'site', channelType: 'site', config: {} } }))
      .data.channelId;
    const sub = await t.api('PUT', '/pusher/subscriptions', {
      token: admin,
      body: { eventCode: 'operations.customform.submitted', items: [{ channelId: site, targetType: 'user', targetId: 1 }] },
    });
    expect(sub.code, sub.msg).toBe(200);
    const before = (await t.api('GET', '/pusher/inbox/unread', { token: admin })).data.count as number;
    const id = await form('notified');
    expect((await submitForm(t, { formId: id, data: ok })).code).toBe(200);
    const deadline = Date.now() + 10_000;
    let count = before;
    while (Date.now() < deadline && count === before) {
      await new Promise((r) => setTimeout(r, 200));
      count = (await t.api('GET', '/pusher/inbox/unread', { token: admin })).data.count;
    }
    expect(count).toBe(before + 1);
    const inbox = await t.api('GET', '/pusher/inbox', { token: admin, lang: 'en' });
    expect(JSON.stringify(inbox.data.rows[0])).toContain('notified');
  });
});

describe('uploads', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const upload = (formId: number, name: string, content: Buffer) => {
    const boundary = 'cfboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/api/customform/upload?formId=${formId}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
      payload,
    });
  };
  it('keeps a file private, ties it to the submission naming it once, and serves it only through the desk', async () => {
    const add = await api('POST', '/cms/customform', {
      name: 'files',
      code: 'files',
      schema: {
        type: 'object',
        properties: { name: { type: 'string', title: 'Name' }, photo: { type: 'array', title: 'Photo', 'x-component': 'Upload' } },
      },
    });
    const id = add.data.formId;
    expect((await upload(id, 'a.png', PNG)).json().msg).toBe('The form does not exist or is not published.');
    await api('PUT', '/cms/customform/publish', [id]);
    const bad = (await upload(id, 'a.exe', PNG)).json();
    expect(bad.code).toBe(500);
    const up = (await upload(id, 'photo.png', PNG)).json();
    expect(up.code, up.msg).toBe(200);
    expect(up.data.token).toMatch(/^cf_/);
    // not under any served folder
    const stored = await t.kernel.db
      .selectFrom('cmsCustomFormUpload')
      .select('filePath')
      .where('token', '=', up.data.token)
      .executeTakeFirstOrThrow();
    expect(stored.filePath.startsWith('customform-private/')).toBe(true);
    expect((await submitForm(t, { formId: id, data: { name: 'x', photo: ['cf_' + '0'.repeat(40)] } })).msg).toMatch(
      /^Photo: the uploaded file/,
    );
    const s = await submitForm(t, { formId: id, data: { name: 'x', photo: [up.data.token] } });
    expect(s.code, s.msg).toBe(200);
    // a token is used once
    expect((await submitForm(t, { formId: id, data: { name: 'y', photo: [up.data.token] } })).msg).toMatch(/^Photo/);
    const detail = await api('GET', `/cms/customform/data/detail?formId=${id}&dataId=${s.data.dataId}`);
    expect(detail.data.photo).toEqual([{ token: up.data.token, name: 'photo.png', size: PNG.length }]);
    const file = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/cms/customform/data/file?formId=${id}&dataId=${s.data.dataId}&token=${up.data.token}`,
      headers: { authorization: `Bearer ${admin}`, CurrentSite: String(siteId) },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const anon = await t.api('GET', `/cms/customform/data/file?formId=${id}&dataId=${s.data.dataId}&token=${up.data.token}`);
    expect(anon.code).toBe(401);
    // a deleted submission takes its file with it
    const abs = path.join(t.kernel.config.dataDir, stored.filePath);
    expect(fs.existsSync(abs)).toBe(true);
    expect((await api('DELETE', `/cms/customform/data?formId=${id}`, [s.data.dataId])).code).toBe(200);
    expect(fs.existsSync(abs)).toBe(false);
    // and a deleted form its folder
    const up2 = (await upload(id, 'b.png', PNG)).json();
    const s2 = await submitForm(t, { formId: id, data: { name: 'z', photo: [up2.data.token] } });
    expect(s2.code, s2.msg).toBe(200);
    expect((await api('DELETE', '/cms/customform', [id])).code).toBe(200);
    expect(fs.existsSync(path.join(t.kernel.config.dataDir, 'customform-private', String(id)))).toBe(false);
  });

  it('deletes the uploads no submission named after the configured age (rows and files), keeping the tied ones', async () => {
    const add = await api('POST', '/cms/customform', {
      name: 'abandoned',
      code: 'abandoned',
      schema: { type: 'object', properties: { photo: { type: 'array', title: 'Photo', 'x-component': 'Upload' } } },
    });
    const id = add.data.formId;
    await api('PUT', '/cms/customform/publish', [id]);
    const tied = (await upload(id, 'kept.png', PNG)).json().data.token;
    const left = (await upload(id, 'left.png', PNG)).json().data.token;
    const fresh = (await upload(id, 'fresh.png', PNG)).json().data.token;
    expect((await submitForm(t, { formId: id, data: { photo: [tied] } })).code).toBe(200);
    const rows = async () =>
      await t.kernel.db.selectFrom('cmsCustomFormUpload').select(['token', 'filePath']).where('formId', '=', id).orderBy('token').execute();
    const files = Object.fromEntries((await rows()).map((r) => [r.token, path.join(t.kernel.config.dataDir, r.filePath)]));
    // two of them were uploaded two days ago (the age, System → Parameters CustomFormUploadKeepHours, is 24 h)
    await t.kernel.db
      .updateTable('cmsCustomFormUpload')
      .set({ createTime: new Date(Date.now() - 48 * 3_600_000).toISOString() })
      .where('token', 'in', [tied, left])
      .execute();
    expect(await cleanAbandonedUploads(t.kernel)).toBe(1);
    expect((await rows()).map((r) => r.token).sort()).toEqual([tied, fresh].sort());
    expect([fs.existsSync(files[tied]), fs.existsSync(files[left]), fs.existsSync(files[fresh])]).toEqual([true, false, true]);
    // a day later the fresh one, still unused, goes too
    expect(await cleanAbandonedUploads(t.kernel, Date.now() + 25 * 3_600_000)).toBe(1);
    expect((await rows()).map((r) => r.token)).toEqual([tied]);
    expect(fs.existsSync(files[fresh])).toBe(false);
    // the job is declared and seeded hourly
    const job = await t.kernel.db
      .selectFrom('sysJob')
      .select(['invokeTarget', 'cronExpression'])
      .where('invokeTarget', '=', 'operations.customFormUploadCleanup')
      .executeTakeFirst();
    expect(job).toBeTruthy();
  });
});

describe('the rate limit', () => {
  it('refuses a client over the submissions of a minute', async () => {
    const id = await form('rated');
    let refused: { code: number; msg: string } | undefined;
    for (let i = 0; i < 220 && !refused; i++) {
      const r = await submitForm(t, { formId: id, data: {} });
      if (/Too many|too many|retry/i.test(r.msg)) refused = r;
    }
    expect(refused, 'no refusal within the limit').toBeTruthy();
  });
});
