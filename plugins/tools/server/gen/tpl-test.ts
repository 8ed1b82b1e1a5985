import type { GenColumnRow } from '../../shared/gen.ts';
import { regionLines } from './gen-regions.ts';
import { doc, type GenModel, isUpload } from './model.ts';

/** A value the schema accepts for a column (`n` tells the first sample from the second). */
export function sample(c: GenColumnRow, n: 1 | 2): string | number | boolean {
  if (c.tsType === 'number') return n;
  if (c.tsType === 'boolean') return n === 1;
  if (c.htmlType === 'datetime') return `2026-01-0${n} 08:30:00`;
  if (isUpload(c)) return `/prod-api/profile/upload/${c.tsField}${n}.png`.slice(0, Math.max(2, c.maxLength ?? 50));
  return `${c.tsField}${n}`.slice(0, Math.max(1, c.maxLength ?? 50));
}
// the generated test's import of the kernel's test kit (spelt in parts: this module itself does not import it)
const TESTKIT = ['..', '..', '..', 'kernel', 'server', 'testkit.ts'].join('/');
const literal = (v: string | number | boolean | null) => (typeof v === 'string' ? `'${v}'` : String(v));
/** A field's sample in the generated test: a tree's rows start at the top (the parent's root value). */
const sampleIn = (m: GenModel, c: GenColumnRow, n: 1 | 2) => (m.tree?.parent === c ? (m.tree.root === '0' ? 0 : null) : sample(c, n));
const body = (m: GenModel, n: 1 | 2) => `{\n${m.fields.map((c) => `  ${c.tsField}: ${literal(sampleIn(m, c, n))},`).join('\n')}\n}`;

/** An upload field's test: a path that is not an uploaded file of this site is refused, naming the field. */
function uploadTest(m: GenModel): string {
  const c = m.fields.find(isUpload);
  if (!c) return '';
  return `
  it('refuses a ${c.tsField} that is not a file uploaded to this site', async () => {
    for (const bad of ['javascript:alert(1)', '//elsewhere.example/a.png', '/a b.png']) {
      const refused = await api('POST', '${m.url}', { ...first, ${c.tsField}: bad });
      expect(refused.data, bad).toMatchObject({ field: '${c.tsField}' });
    }
  });
`;
}

/** A tree table's own test: a row below another, a missing parent, a loop, a delete of a row with rows below. */
function treeTest(m: GenModel): string {
  if (!m.tree) return '';
  const key = m.pk.tsField;
  const parent = m.tree.parent.tsField;
  return `
  it('keeps the rows a tree', async () => {
    const top = await api('POST', '${m.url}', first);
    const topId = top.data.${key};
    const below = await api('POST', '${m.url}', { ...second, ${parent}: topId });
    expect(below.code, below.msg).toBe(200);
    const belowId = below.data.${key};
    expect((await api('POST', '${m.url}', { ...second, ${parent}: 999999 })).data).toMatchObject({ field: '${parent}' });
    const one = await api('GET', \`${m.url}/\${topId}\`);
    for (const up of [topId, belowId]) {
      const loop = await api('PUT', '${m.url}', { ${key}: topId, version: one.data.version, ...first, ${parent}: up });
      expect(loop.data, loop.msg).toMatchObject({ field: '${parent}' });
    }
    const kept = await api('DELETE', '${m.url}', [topId]);
    expect(kept.code).toBe(500);
    expect(kept.msg).toContain(String(topId));
    expect((await api('DELETE', '${m.url}', [topId, belowId])).code).toBe(200);
  });
`;
}

/** `tests/api/<id>/<object>.test.ts`: add, list, detail, edit and delete through the API, and a caller without the right. */
export function apiTestFile(m: GenModel): string {
  const edited = m.fields.find((c) => c.isEdit === 'Y');
  const check = edited ? `\n    expect(again.data.${edited.tsField}).toBe(${literal(sampleIn(m, edited, 2))});` : '';
  return `import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '${TESTKIT}';

/** ${doc(m.table.functionName)}: the routes of \`${m.url}\` (written by Tools → Code generator). */
let t: TestApp;
let admin: string;
const api = (method: string, url: string, body?: unknown) => t.api(method, url, { token: admin, body, lang: 'en' });
const first = ${body(m, 1)};
const second = ${body(m, 2)};

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

describe('${m.url}', () => {
  it('adds, lists, reads, edits and deletes', async () => {
    const added = await api('POST', '${m.url}', first);
    expect(added.code, added.msg).toBe(200);
    const id = added.data.${m.pk.tsField};
    const list = await api('GET', '${m.url}/list?pageNum=1&pageSize=10');
    expect(list.data.rows.map((r: any) => r.${m.pk.tsField})).toContain(id);
    const one = await api('GET', \`${m.url}/\${id}\`);
    expect(one.code, one.msg).toBe(200);
    const edit = await api('PUT', '${m.url}', { ${m.pk.tsField}: id, version: one.data.version, ...second });
    expect(edit.code, edit.msg).toBe(200);
    const again = await api('GET', \`${m.url}/\${id}\`);${check}
    const stale = await api('PUT', '${m.url}', { ${m.pk.tsField}: id, version: one.data.version, ...second });
    expect(stale.code).toBe(409);
    expect((await api('DELETE', '${m.url}', [id])).code).toBe(200);
    expect((await api('GET', \`${m.url}/\${id}\`)).code).toBe(404);
  });
${treeTest(m)}${uploadTest(m)}
  // tests added by hand: kept when the code is generated again
${regionLines('tests', 2)}
  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await t.api('GET', '${m.url}/list')).code).toBe(401);
    const reader = await t.asUser({ userName: '${m.idCamel}Reader', permissions: ['${m.perm('list')}'] });
    expect((await reader.api('GET', '${m.url}/list')).code).toBe(200);
    expect((await reader.api('POST', '${m.url}', { body: first })).code).toBe(403);
    expect((await reader.api('DELETE', '${m.url}', { body: [1] })).code).toBe(403);
  });
});
`;
}
