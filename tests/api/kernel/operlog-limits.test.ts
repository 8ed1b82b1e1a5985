import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** The operation log records every mutating request, whatever its body: what it cannot hold is truncated. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const rowsFor = (url: string) =>
  t.kernel.db.selectFrom('sysOperLog').select(['requestArgs', 'responseCode']).where('operUrl', '=', url).execute();

async function waitRows(url: string) {
  for (let i = 0; i < 60; i++) {
    const rows = await rowsFor(url);
    if (rows.length) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  return rowsFor(url);
}

describe('operation log limits', () => {
  it('writes a truncated row for a deeply nested body', async () => {
    const depth = 20000;
    const body = `{"noticeTitle":"deep","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/notice?probe=deep',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: body,
    });
    const env = JSON.parse(res.body);
    expect(typeof env.code).toBe('number');
    const rows = await waitRows('/prod-api/system/notice?probe=deep');
    expect(rows).toHaveLength(1);
    expect(rows[0].requestArgs?.length).toBeLessThanOrEqual(2001);
    expect(rows[0].requestArgs ?? '').toContain('deep');
  });

  it('writes a truncated row for a very wide body, keeping secrets masked', async () => {
    const wide: Record<string, unknown> = { password: 'Sekret#123' };
    for (let i = 0; i < 50000; i++) wide[`k${i}`] = i;
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/notice?probe=wide',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify(wide),
    });
    expect(typeof JSON.parse(res.body).code).toBe('number');
    const rows = await waitRows('/prod-api/system/notice?probe=wide');
    expect(rows).toHaveLength(1);
    expect(rows[0].requestArgs ?? '').not.toContain('Sekret');
    expect(rows[0].requestArgs?.length).toBeLessThanOrEqual(2001);
  });
});
