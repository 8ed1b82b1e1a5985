import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import customFormTags from '../../../plugins/operations/server/render/custom-form-tags.worker.ts';

/**
 * The `cms_custom_form` template tag and the starter forms (issue 33): the three starters ship published on the demo
 * site with the anti-spam rules on; the tag's documented example renders the published version as a form that posts
 * without JavaScript to the public endpoint, every schema text escaped; a draft renders nothing, and a post of the
 * rendered fields is stored against the pinned version.
 */
let t: TestApp;
let admin: string;
let siteId: number;

const tplDir = () => path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template');
async function preview(code: string) {
  fs.mkdirSync(tplDir(), { recursive: true });
  fs.writeFileSync(path.join(tplDir(), 'probe.template.html'), code);
  const s = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
  const pipes = s.publishPipeDatas.map((p: any) => (p.pipeCode === 'pc' ? { ...p, props: { ...p.props, indexTemplate: 'probe' } } : p));
  expect((await t.api('PUT', '/cms/site', { token: admin, body: { ...s, publishPipeDatas: pipes } })).code).toBe(200);
  const r = await t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/preview/site/${siteId}?pp=pc`,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.body.trim();
}
const api = (method: string, url: string, body?: unknown) =>
  t.api(method, url, { token: admin, body, lang: 'en', headers: { CurrentSite: String(siteId) } });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
});
afterAll(async () => {
  await t?.dispose();
});

describe('starter forms', () => {
  it('ships the event sign-up, expert-panel application and complaint forms, published, anti-spam on', async () => {
    const rows = (await api('GET', '/cms/customform?pageSize=50')).data.rows;
    const starters = rows.filter((r: any) => ['event_signup', 'expert_application', 'complaint'].includes(r.code));
    expect(starters).toHaveLength(3);
    for (const f of starters) {
      expect(f).toMatchObject({ status: 10, publishedVersion: 1, needCaptcha: 'Y', ruleLimit: 'IP' });
      expect(f.dayLimit).toBeGreaterThan(0);
    }
    const complaint = starters.find((r: any) => r.code === 'complaint');
    const d = await api('GET', `/cms/customform/${complaint.formId}`);
    expect(Object.keys(d.data.schema.properties)).toEqual(['category', 'subject', 'content', 'contactName', 'phone']);
    // their translated titles name the field missing; a field may be called `title`
    const submit = (formId: number, data: Record<string, unknown>) =>
      t.api('POST', '/api/customform/submit', { body: { formId, data }, lang: 'en' });
    expect((await submit(complaint.formId, { category: 'complaint', subject: 'x' })).msg).toMatch(/^Details/);
    const expert = starters.find((r: any) => r.code === 'expert_application');
    const miss = await submit(expert.formId, {
      fullName: '王工',
      idCard: '110101199001011234',
      company: 'x',
      fields: ['building'],
      phone: '13800001111',
    });
    expect(miss.msg).toMatch(/^Professional title/);
    expect(miss.data).toEqual({ field: 'title' });
    // all there: the captcha is next
    expect(
      (
        await submit(expert.formId, {
          fullName: '王工',
          idCard: '110101199001011234',
          company: 'x',
          title: 'senior',
          fields: ['building'],
          phone: '13800001111',
        })
      ).msg,
    ).toMatch(/captcha/i);
  });
});

describe('the cms_custom_form tag', () => {
  it('is listed on the Directive screen with its example', async () => {
    const listed = (await t.api('GET', '/cms/staticize/tags', { token: admin, lang: 'en' })).data;
    const row = listed.find((r: any) => r.tagName === 'cms_custom_form');
    expect(row).toMatchObject({ block: false, example: customFormTags.tags[0].example.code, name: 'Custom form' });
  });

  it('renders its example: the published starter as a form posting to the public endpoint', async () => {
    const html = await preview(customFormTags.tags[0].example.code);
    expect(html).toContain('<form id="cms-custom-form"');
    expect(html).toMatch(/action="[^"]*\/api\/customform\/submit"/);
    expect(html).toContain('name="fullName"');
    expect(html).toContain('<label for="cf');
    expect(html).toContain('姓名');
    expect(html).toContain('name="_hp_website"');
    // the starter needs a captcha: its field and the script loading it
    expect(html).toContain('name="captchaCode"');
  });

  it('escapes every schema text, renders only published forms, and its fields post as the form expects', async () => {
    const schema = {
      type: 'object',
      properties: {
        who: { type: 'string', title: '<script>alert(1)</script>', required: true },
        'x"><img src=x onerror=alert(1)>': { type: 'string', title: 'odd' },
        kinds: {
          type: 'array',
          title: 'Kinds',
          'x-component': 'Checkbox.Group',
          enum: [
            { value: 'a', label: 'A & B' },
            { value: 'b', label: 'C' },
          ],
        },
      },
    };
    const add = await api('POST', '/cms/customform', { name: 'x', code: 'escaped', schema });
    expect(add.code, add.msg).toBe(200);
    expect(await preview('[{% cms_custom_form code:"escaped" %}]')).toBe('[]');
    expect((await api('PUT', '/cms/customform/publish', [add.data.formId])).code).toBe(200);
    const html = await preview('{% cms_custom_form code:"ESCAPED" lang:"en" %}');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('A &amp; B');
    expect(html).toContain('>Submit</button>');
    expect(html).toContain('name="kinds[a]"');
    // the page's URL as the tag signed it, and the answers' texts in the tag's language
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1].replace(/&amp;/g, '&') ?? '';
    expect(hidden('back')).toMatch(/\/cms\/preview\/site\//);
    const texts = JSON.parse(/<script type="application\/json" id="cf\d+_texts">(.*?)<\/script>/.exec(html)![1]);
    expect(texts.messages['operations:customform.submitted']).toBe('Submitted. Thank you.');
    expect(texts.messages['server:schema.required']).toBe('{{field}}: cannot be empty.');
    expect(texts.fields.who.field).toBe('<script>alert(1)</script>');
    // the browser's post of those fields (a sandboxed page sends no Referer) comes back to that page
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/api/customform/submit`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        formId: String(add.data.formId),
        who: 'me',
        'kinds[a]': 'a',
        'kinds[b]': 'b',
        _hp_website: '',
        back: hidden('back'),
        backSig: hidden('backSig'),
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect((res.headers.location as string).startsWith(hidden('back'))).toBe(true);
    const back = new URL(res.headers.location as string, 'http://x').searchParams;
    expect(back.get('cf_result')).toBe('ok');
    expect(back.get('cf_key')).toBe('operations:customform.submitted');
    const row = await t.kernel.db
      .selectFrom('cmsCustomFormData')
      .select('data')
      .where('formId', '=', add.data.formId)
      .executeTakeFirstOrThrow();
    expect(row.data).toEqual({ who: 'me', kinds: ['a', 'b'] });
  });
});

describe('per-pipe templates', () => {
  it("offers the pipes' templates, refuses one the pipe does not have (naming the field), and renders the form with the one set", async () => {
    fs.mkdirSync(tplDir(), { recursive: true });
    fs.writeFileSync(
      path.join(tplDir(), 'cfwrap.template.html'),
      '<section class="cf-wrap"><h2>{{ CustomForm.name }}</h2>{{ CustomForm.html | raw }}<i>{{ Data.action }}</i></section>',
    );
    const offered = await api('GET', '/cms/customform/templates');
    expect(offered.code, offered.msg).toBe(200);
    const pc = offered.data.find((p: { pipeCode: string }) => p.pipeCode === 'pc');
    expect(pc.templates).toContain('cfwrap');
    const add = await api('POST', '/cms/customform', {
      name: 'Wrapped <b>',
      code: 'wrapped',
      schema: { type: 'object', properties: { who: { type: 'string', title: 'Who' } } },
    });
    expect(add.code, add.msg).toBe(200);
    const formId = add.data.formId;
    expect((await api('PUT', '/cms/customform/publish', [formId])).code).toBe(200);
    const edit = (templates: Record<string, string>) =>
      api('PUT', '/cms/customform', { formId, name: 'Wrapped <b>', code: 'wrapped', templates });
    const missing = await edit({ pc: 'nosuch' });
    expect(missing.code).toBe(500);
    expect(missing.msg).toBe('Template of pipe pc: "nosuch" is not a template of that pipe.');
    expect(missing.data).toMatchObject({ field: 'templates.pc' });
    expect((await edit({ nopipe: 'cfwrap' })).data).toMatchObject({ field: 'templates.nopipe' });
    expect((await api('POST', '/cms/customform', { name: 'y', code: 'wrapped2', templates: { pc: 'nosuch' } })).code).toBe(500);
    expect((await api('GET', `/cms/customform/${formId}`)).data.templates).toEqual({});
    // without a template: the built-in form
    expect(await preview('{% cms_custom_form code:"wrapped" lang:"en" %}')).toMatch(/^<form id="cms-custom-form"/);
    // with the suffix or without, kept as the name; blank pipes left out
    const set = await edit({ pc: 'cfwrap.template.html', mobile: '' });
    expect(set.code, set.msg).toBe(200);
    expect((await api('GET', `/cms/customform/${formId}`)).data.templates).toEqual({ pc: 'cfwrap' });
    const html = await preview('{% cms_custom_form code:"wrapped" lang:"en" %}');
    expect(html).toMatch(/^<section class="cf-wrap"><h2>Wrapped &lt;b&gt;<\/h2><form id="cms-custom-form"/);
    expect(html).toContain('name="who"');
    expect(html).toMatch(/<i>[^<]*\/api\/customform\/submit<\/i><\/section>$/);
  });
});
