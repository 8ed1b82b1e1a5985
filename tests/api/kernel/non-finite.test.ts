import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Numbers JavaScript holds but no column does (`Infinity`, `1e309`, `NaN`…), in every integer or number field
 * of every route the API documents (query, path and JSON body), are refused as bad values naming the field,
 * never answered "internal server error" (issue 28 §5: 8 of 3,000 fuzzed requests did).
 */
let t: TestApp;
let admin: string;
const INTERNAL = 'Internal server error, please contact the administrator.';

/** As they are written in a query string or path. */
const TEXT = ['Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '1e400'];
/** As they are written in a JSON body: number literals JSON.parse turns into ±Infinity, and strings the coercion reads. */
const JSON_RAW = ['1e309', '-1e309', '1e400', '"Infinity"', '"-Infinity"', '"NaN"'];

type S = Record<string, any>;
const types = (s: S): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const numeric = (s: S | undefined): boolean =>
  !!s && (types(s).some((x) => x === 'integer' || x === 'number') || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(numeric));

/** A value of the schema's shape: enough for the other fields to pass, so the probed one is reached. */
function sample(s: S | undefined, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf || s.oneOf)
    return sample((s.anyOf ?? s.oneOf).find((x: S) => !types(x).includes('null')) ?? (s.anyOf ?? s.oneOf)[0], depth + 1);
  const ty = types(s).find((x) => x !== 'null');
  if (ty === 'object' || s.properties) {
    const o: S = {};
    for (const [k, v] of Object.entries<S>(s.properties ?? {})) o[k] = sample(v, depth + 1);
    return o;
  }
  if (ty === 'array') return s.minItems ? [sample(s.items, depth + 1)] : [];
  if (ty === 'integer' || ty === 'number') return Math.max(1, s.minimum ?? 1);
  if (ty === 'boolean') return true;
  if (ty === 'string') return s.minLength ? 'x'.repeat(s.minLength) : 'x';
  return null;
}

/** Paths (property names) to every numeric field of a body schema, arrays' items included ('*' stands for index 0). */
function numericPaths(s: S | undefined, at: string[] = [], depth = 0): string[][] {
  if (!s || depth > 6) return [];
  if (numeric(s)) return [at];
  const out: string[][] = [];
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) if (!numeric(alt)) out.push(...numericPaths(alt, at, depth + 1));
  for (const [k, v] of Object.entries<S>(s.properties ?? {})) out.push(...numericPaths(v, [...at, k], depth + 1));
  if (s.items && !Array.isArray(s.items)) out.push(...numericPaths(s.items, [...at, '*'], depth + 1));
  return out;
}

const MARK = '__NON_FINITE__';
function bodyWith(schema: S, path: string[], raw: string): string {
  const root = { v: sample(schema) } as S;
  let o: S = root;
  let key = 'v';
  for (const p of path) {
    if (p === '*') {
      if (!Array.isArray(o[key]) || !o[key].length) o[key] = [null];
      o = o[key];
      key = '0';
    } else {
      if (o[key] == null || typeof o[key] !== 'object') o[key] = {};
      o = o[key];
      key = p;
    }
  }
  o[key] = MARK;
  return JSON.stringify(root.v).replace(`"${MARK}"`, raw);
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

describe('non-finite numbers', () => {
  it('are a field refusal on every documented route, in query, path and body', async () => {
    const base = t.kernel.config.apiBase;
    const doc = JSON.parse(
      (await t.app.inject({ method: 'GET', url: `${base}/openapi.json`, headers: { authorization: `Bearer ${admin}` } })).body,
    );
    const failures: string[] = [];
    let probes = 0;
    let refusedNamingField = 0;
    const send = async (method: string, url: string, payload?: string) => {
      probes++;
      let res = await t.app.inject({
        method: method as 'GET',
        url,
        payload,
        headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en', ...(payload ? { 'content-type': 'application/json' } : {}) },
      });
      let body = JSON.parse(res.body || '{}');
      if (body.code === 401) {
        // a probe that got through ended the session: sign in again and go on
        admin = await t.login();
        res = await t.app.inject({ method: method as 'GET', url, payload, headers: { authorization: `Bearer ${admin}` } });
        body = JSON.parse(res.body || '{}');
      }
      if (res.statusCode >= 500 || body.msg === INTERNAL)
        failures.push(`${method} ${url} ${payload ?? ''} → ${res.statusCode} ${body.msg}`);
      else if (body.code !== 200 && body.data?.field) refusedNamingField++;
    };
    for (const [route, ops] of Object.entries<S>(doc.paths)) {
      if (/logout|profile\/updatePwd|resetPwd|forceLogout|\/restart/.test(route)) continue;
      for (const [method, op] of Object.entries<S>(ops)) {
        const params: S[] = op.parameters ?? [];
        const fill = (name?: string, value?: string) => {
          let url = route.replace(/\{(\w+)\}/g, (_m, p) => (p === name ? encodeURIComponent(value!) : '1'));
          const q = params.filter((p) => p.in === 'query' && (p.required || p.name === name));
          const qs = q.map(
            (p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.name === name ? value! : String(sample(p.schema) ?? 'x'))}`,
          );
          if (qs.length) url += `?${qs.join('&')}`;
          return url.startsWith(base) ? url : `${base}${url}`;
        };
        const schema = op.requestBody?.content?.['application/json']?.schema as S | undefined;
        const body = schema && !['get', 'head'].includes(method) ? JSON.stringify(sample(schema)) : undefined;
        for (const p of params)
          if ((p.in === 'query' || p.in === 'path') && numeric(p.schema))
            for (const v of TEXT) await send(method.toUpperCase(), fill(p.name, v), body);
        if (schema)
          for (const path of numericPaths(schema))
            for (const raw of JSON_RAW) await send(method.toUpperCase(), fill(), bodyWith(schema, path, raw));
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(300);
    expect(refusedNamingField).toBeGreaterThan(probes / 2);
  }, 300_000);

  it('names the field in the request language (POST /system/user deptId, list pageNum)', async () => {
    const user = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/system/user`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en', 'content-type': 'application/json' },
      payload: '{"userName":"inf","nickName":"Inf","password":"Strong#2025","deptId":1e309,"status":"0"}',
    });
    const u = JSON.parse(user.body);
    expect(u.code).toBe(500);
    expect(u.data).toEqual({ field: 'deptId' });
    expect(u.msg).not.toBe(INTERNAL);
    for (const lang of ['en', 'zh-CN', 'zh-TW']) {
      const r = await t.api('GET', '/system/user/list?pageNum=Infinity', { token: admin, lang });
      expect(r.code).toBe(500);
      expect(r.data).toEqual({ field: 'pageNum' });
    }
    expect((await t.api('GET', '/monitor/job/NaN', { token: admin, lang: 'en' })).data).toEqual({ field: 'jobId' });
    expect(await t.kernel.db.selectFrom('sysUser').select('userId').where('userName', '=', 'inf').execute()).toEqual([]);
  });
});
