import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { consoleApi, SIGNUP_SCHEMA, submitForm } from './customform-kit.ts';

/**
 * Custom forms (issue 33, chestnut-api §1.7): the forms of the current site (code unique per site, schema checked
 * on save, publish freezing a version, offline), the submission desk (list, detail from the submission's version
 * after the form changed, staff add/edit/delete, status/assignee/notes, export), every data route behind its
 * permission and by-id access to another site's form refused.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let otherSiteId: number;
const api = (...a: Parameters<ReturnType<typeof consoleApi>>) =>
  consoleApi(
    t,
    () => admin,
    () => siteId,
  )(...a);
const other = (...a: Parameters<ReturnType<typeof consoleApi>>) =>
  consoleApi(
    t,
    () => admin,
    () => otherSiteId,
  )(...a);
let formId: number;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  otherSiteId = (await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'otherform' } })).data.siteId;
});
afterAll(async () => {
  await t?.dispose();
});

describe('custom forms', () => {
  it('adds, lists, reads, edits, publishes and takes offline the forms of the current site', async () => {
    const add = await api('POST', '/cms/customform', {
      name: '活动报名',
      code: 'signup',
      needCaptcha: 'N',
      ruleLimit: 'IP',
      dayLimit: 3,
      schema: SIGNUP_SCHEMA,
    });
    expect(add.code, add.msg).toBe(200);
    formId = add.data.formId;
    expect(add.data).toMatchObject({ siteId, code: 'signup', status: 0, ruleLimit: 'IP', dayLimit: 3 });
    expect(add.data.modelId).toBe(1_000_000_000 + formId);
    const list = await api('GET', '/cms/customform?pageNum=1&pageSize=20');
    expect(list.data.rows.map((r: any) => r.code)).toContain('signup');
    expect((await api('GET', '/cms/customform?query=sign')).data.total).toBeGreaterThanOrEqual(1);
    expect((await other('GET', '/cms/customform')).data.rows.map((r: any) => r.code)).not.toContain('signup');
    const detail = await api('GET', `/cms/customform/${formId}`);
    expect(detail.data.schema.properties.session).toBeTruthy();
    expect((await api('PUT', '/cms/customform', { formId, name: '活动报名表', code: 'signup', dayLimit: 2 })).code).toBe(200);
    expect((await api('GET', `/cms/customform/${formId}`)).data).toMatchObject({ name: '活动报名表', dayLimit: 2, ruleLimit: 'IP' });
    const pub = await api('PUT', '/cms/customform/publish', [formId]);
    expect(pub.code, pub.msg).toBe(200);
    expect((await api('GET', `/cms/customform/${formId}`)).data).toMatchObject({ status: 10, publishedVersion: 1 });
    // publishing the same schema again keeps the version
    await api('PUT', '/cms/customform/publish', [formId]);
    expect((await api('GET', `/cms/customform/${formId}`)).data.publishedVersion).toBe(1);
    expect((await api('GET', '/cms/customform/limit_rules')).data.map((r: any) => r.value)).toEqual(['Unlimited', 'IP', 'UUID']);
  });

  it('refuses a taken code, a bad pattern in the schema and a blank name, naming the field, writing nothing', async () => {
    const before = (await api('GET', '/cms/customform')).data.total;
    const taken = await api('POST', '/cms/customform', { name: 'x', code: 'SIGNUP' });
    expect(taken.msg).toBe('Code: already in use.');
    expect((await api('POST', '/cms/customform', { name: 'x', code: 'signup' }, 'zh-CN')).msg).toBe('编码已被使用。');
    const badPattern = await api('POST', '/cms/customform', {
      name: 'x',
      code: 'badpat',
      schema: { type: 'object', properties: { zip: { type: 'string', title: 'Zip', pattern: '(a' } } },
    });
    expect(badPattern.code).toBe(500);
    expect(badPattern.msg).toMatch(/^zip: the pattern "\(a"/);
    expect((await api('POST', '/cms/customform', { name: ' ', code: 'blank' })).msg).toMatch(/^Name: /);
    expect((await api('GET', '/cms/customform')).data.total).toBe(before);
    // the code is free on another site
    expect((await other('POST', '/cms/customform', { name: 'x', code: 'signup' })).code).toBe(200);
  });

  it("refuses another site's form by id (404) on every route, changing nothing", async () => {
    const foreign = (await other('GET', '/cms/customform')).data.rows[0].formId;
    expect((await api('GET', `/cms/customform/${foreign}`)).code).toBe(404);
    expect((await api('PUT', '/cms/customform', { formId: foreign, name: 'hijack', code: 'hijack' })).code).toBe(404);
    expect((await api('PUT', '/cms/customform/publish', [foreign])).code).toBe(404);
    expect((await api('DELETE', '/cms/customform', [foreign])).code).toBe(404);
    expect((await api('GET', `/cms/customform/data?formId=${foreign}`)).code).toBe(404);
    expect((await api('POST', `/cms/customform/data?formId=${foreign}`, { fullName: 'x' })).code).toBe(404);
    expect((await other('GET', `/cms/customform/${foreign}`)).data.name).toBe('x');
  });
});

describe('the ex-model of a form (v1.4.3 /xmodel routes)', () => {
  it('derives the field rows from the schema as edited, in order, and refuses another site', async () => {
    const modelId = (await api('GET', `/cms/customform/${formId}`)).data.modelId;
    const m = await api('GET', `/xmodel/${modelId}`);
    expect(m.data).toMatchObject({ modelId, ownerType: 'CmsCustomForm', ownerId: String(formId), code: 'signup', isDefaultTable: false });
    const list = await api('GET', `/xmodel/field/list?modelId=${modelId}`);
    expect(list.code, list.msg).toBe(200);
    expect(list.data.rows.map((r: any) => r.code)).toEqual(['fullName', 'phone', 'session', 'seats']);
    expect(list.data.rows[0]).toMatchObject({
      name: 'Full name',
      controlType: 'input',
      fieldType: 'short_text',
      validations: [{ type: 'NotEmpty' }],
    });
    expect(list.data.rows[1].validations).toEqual([{ type: 'PhoneNumber' }]);
    expect(list.data.rows[2]).toMatchObject({ controlType: 'select', options: { type: 'text', value: 'am=Morning\npm=Afternoon' } });
    expect(list.data.rows[3]).toMatchObject({ fieldType: 'double' });
    expect((await api('GET', `/xmodel/field/all?modelId=${modelId}`)).data.total).toBe(4);
    expect((await api('GET', `/xmodel/field/list?modelId=${modelId}&query=sess`)).data.rows.map((r: any) => r.code)).toEqual(['session']);
    expect((await other('GET', `/xmodel/field/list?modelId=${modelId}`)).code).toBe(404);
    expect((await other('GET', `/xmodel/${modelId}`)).code).toBe(404);
  });
});

describe('the submission desk', () => {
  let dataId: number;
  it('lists a submission, renders it from its version after the form changed, and handles it', async () => {
    const s = await submitForm(t, { formId, data: { fullName: '张三', phone: '13812345678', session: 'am', seats: 2 } });
    expect(s.code, s.msg).toBe(200);
    dataId = s.data.dataId;
    // the form changes: a new field, the phone gone; published as version 2
    const changed = {
      type: 'object',
      properties: {
        fullName: SIGNUP_SCHEMA.properties.grid.properties.fullName,
        company: { type: 'string', title: 'Company', required: true },
      },
    };
    expect((await api('PUT', '/cms/customform/schema', { formId, schema: changed })).code).toBe(200);
    expect((await api('PUT', '/cms/customform/publish', [formId])).code).toBe(200);
    expect((await api('GET', `/cms/customform/${formId}`)).data.publishedVersion).toBe(2);
    const list = await api('GET', `/cms/customform/data?formId=${formId}&pageNum=1&pageSize=10`);
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({
      dataId,
      fullName: '张三',
      phone: '13812345678',
      status: 'new',
      versionNo: 1,
      modelId: 1_000_000_000 + formId,
    });
    expect(list.data.rows[0].clientIp).toMatch(/\.0$|::$|^$/);
    const detail = await api('GET', `/cms/customform/data/detail?formId=${formId}&dataId=${dataId}`);
    expect(detail.data.versionSchema.properties.grid.properties.phone).toBeTruthy();
    expect(detail.data.versionSchema.properties.company).toBeUndefined();
    // the desk's handling
    const h = await api('PUT', '/cms/customform/data/handle', {
      formId,
      dataId,
      status: 'handling',
      assignee: 'admin',
      notes: '已电话联系',
    });
    expect(h.code, h.msg).toBe(200);
    expect((await api('GET', `/cms/customform/data?formId=${formId}&status=handling`)).data.rows[0]).toMatchObject({
      assignee: 'admin',
      notes: '已电话联系',
    });
    expect((await api('GET', `/cms/customform/data?formId=${formId}&status=done`)).data.total).toBe(0);
    // an edit is checked against the submission's own version (1: no company needed)
    expect((await api('PUT', `/cms/customform/data?formId=${formId}`, { dataId, fullName: '张三丰', phone: '13812345678' })).code).toBe(
      200,
    );
    expect((await api('PUT', `/cms/customform/data?formId=${formId}`, { dataId, fullName: '' })).msg).toMatch(/^Full name/);
  });

  it('staff add against the published version (naming the missing field), export and delete', async () => {
    const missing = await api('POST', `/cms/customform/data?formId=${formId}`, { fullName: '李四' });
    expect(missing.code).toBe(500);
    expect(missing.msg).toMatch(/^Company/);
    expect(missing.data).toEqual({ field: 'company' });
    const add = await api('POST', `/cms/customform/data?formId=${formId}`, { fullName: '李四', company: '某建设集团' });
    expect(add.code, add.msg).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/cms/customform/data/export`,
      headers: {
        authorization: `Bearer ${admin}`,
        CurrentSite: String(siteId),
        'accept-language': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `formId=${formId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type'], res.body).toContain('spreadsheetml');
    const { readXlsx } = await import('../../../kernel/server/index.ts');
    const sheet = await readXlsx(res.rawPayload, ['no', 'fullName', 'company', 'phone', 'session', 'seats']);
    const row = sheet.find((r) => r.values.fullName === '张三丰')!;
    expect(row, JSON.stringify(sheet)).toBeTruthy();
    // option labels, the phone masked
    expect(row.values.session).toBe('Morning');
    expect(row.values.phone).not.toContain('12345678');
    expect(row.values.phone).toMatch(/\*/);
    expect((await api('DELETE', `/cms/customform/data?formId=${formId}`, [add.data.dataId])).code).toBe(200);
    expect((await api('GET', `/cms/customform/data?formId=${formId}`)).data.total).toBe(1);
  });

  it('needs a permission on every data route (403)', async () => {
    const viewer = await t.asUser({ userName: 'formviewer', permissions: ['cms:customform:view'] });
    const call = (m: string, u: string, body?: unknown) => viewer.api(m, u, { body, headers: { CurrentSite: String(siteId) } });
    expect((await call('GET', `/cms/customform/data?formId=${formId}`)).code).toBe(403);
    expect((await call('GET', `/cms/customform/data/detail?formId=${formId}&dataId=${dataId}`)).code).toBe(403);
    expect((await call('POST', `/cms/customform/data?formId=${formId}`, { fullName: 'x' })).code).toBe(403);
    expect((await call('PUT', `/cms/customform/data?formId=${formId}`, { dataId, fullName: 'x' })).code).toBe(403);
    expect((await call('PUT', '/cms/customform/data/handle', { formId, dataId, status: 'done' })).code).toBe(403);
    expect((await call('DELETE', `/cms/customform/data?formId=${formId}`, [dataId])).code).toBe(403);
    expect((await call('POST', '/cms/customform/data/export', { formId })).code).toBe(403);
    expect((await call('PUT', '/cms/customform/publish', [formId])).code).toBe(403);
  });

  it('takes a form offline and deletes it with its submissions', async () => {
    expect((await api('PUT', '/cms/customform/offline', [formId])).code).toBe(200);
    expect((await api('GET', `/cms/customform/${formId}`)).data.status).toBe(20);
    expect((await submitForm(t, { formId, data: { fullName: 'x', company: 'y' } })).msg).toBe(
      'The form does not exist or is not published.',
    );
    expect((await api('DELETE', '/cms/customform', [formId])).code).toBe(200);
    expect((await api('GET', `/cms/customform/${formId}`)).code).toBe(404);
  });
});
