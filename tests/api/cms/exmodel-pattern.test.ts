import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Ex-model field patterns are administrators' input run on other people's values (issue 28 §4): they run on
 * the linear-time engine, so a catastrophic pattern against a long value answers instead of stalling the
 * worker (a hang would time this test out), and what that engine can't compile is refused when saved.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let modelId: number;

const api = (method: string, url: string, body?: unknown, lang = 'en') => t.api(method, url, { token: admin, lang, body });
const field = (body: Record<string, unknown>, lang = 'en') =>
  api('POST', '/xmodel/field', { modelId, controlType: 'input', fieldType: 'short_text', ...body }, lang);

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  const add = await api('POST', '/cms/exmodel', { name: 'Patterns', code: 'patterns' });
  expect(add.code, add.msg).toBe(200);
  modelId = add.data.modelId;
});
afterAll(async () => {
  await t?.dispose();
});

describe('ex-model field patterns', () => {
  it('refuses at save a pattern the linear-time engine cannot run, naming it in each language', async () => {
    const count = async () => (await api('GET', `/xmodel/field/all?modelId=${modelId}`)).data.total;
    for (const regex of ['(', '(?=a)b', '(a)\\1', 'a{5000}']) {
      const r = await field({ name: 'Bad', code: 'bad', fieldName: 'short_text_1', validations: [{ type: 'Regex', regex }] });
      expect(r, regex).toMatchObject({ code: 500, data: { field: 'validations' } });
      expect(r.msg).toBe(`The regular expression "${regex}" is not valid.`);
    }
    const zh = await field(
      { name: 'Bad', code: 'bad', fieldName: 'short_text_1', validations: [{ type: 'Regex', regex: '(?=a)b' }] },
      'zh-CN',
    );
    expect(zh.msg).toBe('正则表达式“(?=a)b”无效。');
    expect(await count()).toBe(0);
  });

  it('applies a catastrophic pattern to a long value and answers (refused), and passes a matching one', async () => {
    const f = await field({ name: 'Code', code: 'code', fieldName: 'short_text_1', validations: [{ type: 'Regex', regex: '(a+)+$' }] });
    expect(f.code, f.msg).toBe(200);
    const save = (code: string) => api('PUT', '/cms/exmodel/data', { modelId, dataType: 'site', dataId: String(siteId), values: { code } });
    const evil = await save(`${'a'.repeat(50000)}!`);
    expect(evil.code).toBe(500);
    expect(evil.msg).toMatch(/Code does not have the required format/);
    const fine = await save('xaaa');
    expect(fine.code, fine.msg).toBe(200);
    const data = (await api('GET', `/cms/exmodel/data?modelId=${modelId}&dataType=site&dataId=${siteId}`)).data;
    expect(data.find((x: any) => x.code === 'code').value).toBe('xaaa');
  });
});
