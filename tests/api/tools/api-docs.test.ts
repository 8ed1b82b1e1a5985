import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Tools → API docs (issue 36): the OpenAPI document as the caller may use it, each operation with its access
 * rule; and a committed snapshot of every route's request shape, so a change to a v1.4.3-compatible call fails
 * here until the snapshot is renewed on purpose (`UPDATE_ROUTE_SNAPSHOT=1`).
 */
let t: TestApp;
let admin: string;
const SNAPSHOT = path.join(__dirname, 'route-shapes.snapshot.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Schema = {
  type?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
};
type Op = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: any;
  description?: string;
  [k: string]: unknown;
};
type Doc = { openapi?: string; paths: Record<string, Record<string, Op>>; code?: number };

/** A schema's shape: its type, enum, fields (a `?` marks an optional one) and items, nothing else. */
function shape(s: Schema | undefined): unknown {
  if (!s || typeof s !== 'object') return null;
  if (s.anyOf) return { anyOf: s.anyOf.map(shape) };
  if (s.enum) return { enum: s.enum };
  if (s.properties)
    return Object.fromEntries(
      Object.keys(s.properties)
        .sort()
        .map((k) => [(s.required ?? []).includes(k) ? k : `${k}?`, shape(s.properties![k])]),
    );
  if (s.items) return [shape(s.items)];
  return s.type ?? null;
}

function requestShapes(doc: Doc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const url of Object.keys(doc.paths).sort())
    for (const m of METHODS) {
      const op = doc.paths[url][m];
      if (!op) continue;
      const params = Object.fromEntries(
        (op.parameters ?? [])
          .map((p) => [`${p.in}:${p.name}${p.required ? '' : '?'}`, shape(p.schema)])
          .sort(([a], [b]) => String(a).localeCompare(String(b))),
      );
      const body = op.requestBody?.content?.['application/json']?.schema;
      out[`${m.toUpperCase()} ${url}`] = {
        access: op['x-access'],
        ...(Object.keys(params).length ? { params } : {}),
        ...(body ? { body: shape(body) } : {}),
      };
    }
  return out;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const docOf = async (token: string, lang = 'en') => (await t.api('GET', '/tool/swagger/openapi.json', { token, lang })) as unknown as Doc;

describe('the API docs', () => {
  it('refuses a caller without tool:swagger:view', async () => {
    const u = await t.asUser({ userName: 'nodocs', permissions: ['system:user:view'] });
    expect((await docOf(u.token)).code).toBe(403);
  });

  it('lists only what the caller may call, each operation with its permission', async () => {
    const u = await t.asUser({ userName: 'docreader', permissions: ['tool:swagger:view', 'system:user:view'] });
    const doc = await docOf(u.token, 'zh-CN');
    expect(doc.openapi).toMatch(/^3\./);
    const list = doc.paths['/prod-api/system/user/list']?.get;
    expect(list?.['x-access']).toBe('system:user:view');
    expect(list?.description).toContain('权限: `system:user:view`');
    expect(doc.paths['/prod-api/system/role/list']).toBeUndefined();
    expect(doc.paths['/prod-api/system/user']?.post).toBeUndefined();
    // signed-in and public calls are everyone's
    expect(doc.paths['/prod-api/getInfo']?.get?.['x-access']).toBe('login');
    expect(doc.paths['/prod-api/captchaImage']?.get?.['x-access']).toBe('public');
    // "try it out" calls the paths as written, from the server root
    expect((doc as unknown as { servers: { url: string }[] }).servers).toEqual([{ url: '/' }]);
  });

  it('gives the super administrator every operation of the server document', async () => {
    const all = (await t.api('GET', '/openapi.json', { token: admin })) as unknown as Doc;
    const mine = await docOf(admin);
    // the API's operations (the console's pages are in the document too, with no access rule)
    const count = (d: Doc) =>
      Object.values(d.paths).reduce((n, item) => n + METHODS.filter((m) => item[m]?.['x-access'] !== undefined).length, 0);
    expect(count(mine)).toBe(count(all));
    expect(count(mine)).toBeGreaterThan(300);
  });

  it('keeps every route’s request shape as committed (renew with UPDATE_ROUTE_SNAPSHOT=1)', async () => {
    const shapes = requestShapes((await t.api('GET', '/openapi.json', { token: admin })) as unknown as Doc);
    if (process.env.UPDATE_ROUTE_SNAPSHOT === '1') fs.writeFileSync(SNAPSHOT, `${JSON.stringify(shapes, null, 1)}\n`);
    const committed = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8'));
    const changed = Object.keys({ ...committed, ...shapes }).filter((k) => JSON.stringify(committed[k]) !== JSON.stringify(shapes[k]));
    expect(changed).toEqual([]);
  });
});
