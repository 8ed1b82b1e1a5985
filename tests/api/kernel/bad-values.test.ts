import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** Values PostgreSQL cannot hold are refused by the request schema layer, naming the field, for every route. */
let t: TestApp;
let admin: string;
const INTERNAL = 'Internal server error, please contact the administrator.';

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const post = { postCode: 'NUL_PROBE', postName: 'Probe', postSort: 1, status: '0' };

describe('bad values are refused before the database', () => {
  it('refuses a string holding U+0000 in a body, naming the field', async () => {
    const r = await t.api('POST', '/system/post', { token: admin, lang: 'en', body: { ...post, postName: 'a\u0000b' } });
    expect(r.code).toBe(500);
    expect(r.msg).not.toBe(INTERNAL);
    expect(r.data).toEqual({ field: 'postName' });
    expect(r.msg).toMatch(/Post name/i);
  });

  it('refuses U+0000 in a query string and in a nested array', async () => {
    const q = await t.api('GET', '/system/post/list?postName=a%00b', { token: admin, lang: 'en' });
    expect(q.code).toBe(500);
    expect(q.msg).not.toBe(INTERNAL);
    const added = await t.api('POST', '/system/post', { token: admin, lang: 'en', body: post });
    expect(added.code).toBe(200);
  });

  it('an empty batch is answered "Select at least one record first." (SPEC §8), in three languages, wherever ids are the body', async () => {
    for (const [lang, text] of [
      ['en', 'Select at least one record first.'],
      ['zh-CN', '请先选择至少一条记录。'],
      ['zh-TW', '請先選擇至少一條記錄。'],
    ]) {
      const r = await t.api('DELETE', '/system/post', { token: admin, lang, body: [] });
      expect(r.code).toBe(500);
      expect(r.msg).toBe(text);
    }
    expect((await t.api('DELETE', '/monitor/job', { token: admin, lang: 'en', body: [] })).msg).toBe('Select at least one record first.');
  });

  it('refuses integers outside the int4 range where the schema sets no tighter bound', async () => {
    const list = await t.api('GET', '/system/post/list?pageNum=99999999999999999999', { token: admin, lang: 'en' });
    expect(list.code).toBe(500);
    expect(list.msg).not.toBe(INTERNAL);
    const row = (await t.api('GET', '/system/post/list?postCode=NUL_PROBE', { token: admin })).data.rows[0];
    const big = await t.api('PUT', '/system/post', {
      token: admin,
      lang: 'en',
      body: { ...post, postId: row.postId, version: 99999999999 },
    });
    expect(big.code).toBe(500);
    expect(big.msg).not.toBe(INTERNAL);
    expect(big.data).toEqual({ field: 'version' });
    const neg = await t.api('PUT', '/system/post', { token: admin, lang: 'en', body: { ...post, postId: -99999999999, version: 0 } });
    expect(neg.msg).not.toBe(INTERNAL);
    expect(neg.data).toEqual({ field: 'postId' });
    // a schema's own tighter bound still applies
    const sort = await t.api('PUT', '/system/post', {
      token: admin,
      lang: 'en',
      body: { ...post, postId: row.postId, postSort: 100000, version: row.version },
    });
    expect(sort.msg).toMatch(/99999/);
  });
});
