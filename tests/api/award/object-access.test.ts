import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { AWARD_PERMISSIONS } from '../../../plugins/award/shared/permissions.ts';
import { applicant, stored, structureRound, submitted } from './fixtures.ts';

/**
 * The award routes' by-id check (services/object-kinds.ts on the kernel's objectAccess): the routes come from the
 * app's own OpenAPI document, so a new one is covered without being listed here. An applicant holding every award
 * permission names, on every route whose path takes an application, another enterprise's application: each call
 * is refused as if it did not exist (404), and the application is left as it was.
 */
const API = '/prod-api';
type Operation = { 'x-objects'?: Record<string, string | false> };

let t: TestApp;
let admin: string;
let alpha: TestUser;
let others: number;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  const roundId = await structureRound(t, admin);
  alpha = await applicant(t, 'oa_alpha', 31, AWARD_PERMISSIONS);
  const beta = await applicant(t, 'oa_beta', 32);
  others = await submitted(t, beta, 32, roundId);
});
afterAll(async () => {
  await t?.dispose();
});

describe('award object access', () => {
  it("refuses another enterprise's application on every award route whose path names one", async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/openapi.json`, headers: { authorization: `Bearer ${admin}` } });
    const doc = JSON.parse(res.body) as { paths: Record<string, Record<string, Operation>> };
    const before = await stored(t, others);
    const admitted: string[] = [];
    let tried = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith(`${API}/award/`)) continue;
      for (const [method, op] of Object.entries(ops)) {
        if (op['x-objects']?.id !== 'application') continue;
        const url = path
          .slice(API.length)
          .replace('{id}', String(others))
          .replace(/\{[A-Za-z]+\}/g, '1');
        const r = await alpha.api(method.toUpperCase(), url, { body: method === 'get' ? undefined : { version: 0 }, lang: 'en' });
        // a body this generic call cannot fill is refused by its schema before any handler: not a by-id answer
        if (/: cannot be empty\.$/.test(r.msg)) continue;
        tried++;
        if (r.code !== 404) admitted.push(`${method.toUpperCase()} ${url} → ${r.code} ${r.msg}`);
      }
    }
    expect(admitted).toEqual([]);
    expect(tried).toBeGreaterThan(20);
    expect(await stored(t, others)).toEqual(before);
  });

  it('answers a round that is not there as the handlers do: naming the field of a new application, 404 elsewhere', async () => {
    const add = await alpha.api('POST', '/award/application', { body: { roundId: 999999, formData: {} }, lang: 'en' });
    expect(add.code).toBe(500);
    expect(add.msg).toMatch(/round/i);
    expect((await t.api('GET', '/award/round/999999', { token: admin })).code).toBe(404);
    expect((await t.api('GET', '/award/publicity/round/999999', { token: admin })).code).toBe(404);
  });
});
