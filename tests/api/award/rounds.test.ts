import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** Award rounds (awards.md §5): CRUD per award type with server validation; the state follows the times. */
let t: TestApp;
let admin: string;

const round = (over: Record<string, unknown> = {}) => ({
  awardType: 'structureaward',
  title: '2025 structure quality, batch 1',
  year: 2025,
  batch: 1,
  openAt: '2020-01-01 00:00:00',
  closeAt: '2099-12-31 23:59:59',
  scaleRules: [{ category: 'building', field: 'grossArea', min: 5000 }],
  prerequisites: [],
  maxPerEnterprise: 2,
  requiresMembership: true,
  attachmentSlots: [
    {
      code: 'photos',
      label: 'Photos',
      required: true,
      accept: ['jpg', 'png'],
      minCount: 10,
      maxCount: 30,
      maxSizeMB: 10,
      captionRequired: true,
    },
    { code: 'video', label: 'Video', required: false, accept: ['mp4'], minCount: 0, maxCount: 1, maxSizeMB: 500 },
  ],
  scoreTemplate: 'T-STR',
  passScore: 85,
  publicityDays: 7,
  publicityWorkingDays: false,
  returnLimit: 2,
  resubmitDeadlineDays: 10,
  schemaVersion: 1,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => t?.dispose());

describe('award rounds', () => {
  it('adds, reads, lists with the derived state, edits with the version, deletes', async () => {
    const add = await t.api('POST', '/award/round', { token: admin, body: round() });
    expect(add.code, add.msg).toBe(200);
    const id = add.data.roundId;
    const got = await t.api('GET', `/award/round/${id}`, { token: admin });
    expect(got.data).toMatchObject({ awardType: 'structureaward', state: 'open', passScore: 85, maxPerEnterprise: 2 });
    expect(got.data.attachmentSlots[0]).toMatchObject({ code: 'photos', minCount: 10 });

    await t.api('POST', '/award/round', { token: admin, body: round({ batch: 2, openAt: '2098-01-01 00:00:00' }) });
    await t.api('POST', '/award/round', {
      token: admin,
      body: round({ batch: 3, openAt: '2019-01-01 00:00:00', closeAt: '2019-12-31 00:00:00' }),
    });
    const list = await t.api('GET', '/award/round/list?awardType=structureaward&sorts=', { token: admin });
    expect(list.data.total).toBe(3);
    const states = Object.fromEntries(list.data.rows.map((r: any) => [r.batch, r.state]));
    expect(states).toEqual({ 1: 'open', 2: 'pending', 3: 'closed' });

    const edit = await t.api('PUT', '/award/round', { token: admin, body: { ...round({ title: 'renamed' }), roundId: id, version: 0 } });
    expect(edit.code, edit.msg).toBe(200);
    const stale = await t.api('PUT', '/award/round', { token: admin, body: { ...round(), roundId: id, version: 0 } });
    expect(stale.code).toBe(500);
    expect((await t.api('GET', `/award/round/${id}`, { token: admin })).data.title).toBe('renamed');
    expect((await t.api('DELETE', '/award/round', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/award/round/${id}`, { token: admin })).code).toBe(404);
  });

  it('refuses a close before the open, its own prerequisite, bad slots, a duplicate batch and an unknown type', async () => {
    const refuse = async (body: unknown, field: string) => {
      const r = await t.api('POST', '/award/round', { token: admin, body, lang: 'en' });
      expect(r.code, JSON.stringify(r)).toBe(500);
      expect(r.data?.field).toBe(field);
      return r.msg;
    };
    expect(await refuse(round({ year: 2030, closeAt: '2019-01-01 00:00:00' }), 'closeAt')).toMatch(/after the open/);
    await refuse(round({ year: 2030, prerequisites: ['structureaward'] }), 'prerequisites');
    const slot = { code: 'a', label: 'A', required: true, accept: ['pdf'], minCount: 3, maxCount: 1, maxSizeMB: 5 };
    await refuse(round({ year: 2030, attachmentSlots: [slot] }), 'attachmentSlots');
    await refuse(round({ year: 2030, attachmentSlots: [{ ...slot, minCount: 0, maxCount: 2 }] }), 'attachmentSlots');
    await refuse(
      round({
        year: 2030,
        attachmentSlots: [
          { ...slot, minCount: 1 },
          { ...slot, minCount: 1 },
        ].map((s) => ({ ...s, maxCount: 2 })),
      }),
      'attachmentSlots',
    );
    expect((await t.api('POST', '/award/round', { token: admin, body: round({ year: 2031 }) })).code).toBe(200);
    expect(await refuse(round({ year: 2031 }), 'batch')).toMatch(/batch 1 of 2031/);
    const bad = await t.api('POST', '/award/round', { token: admin, body: round({ year: 2032, awardType: 'castle' }) });
    expect(bad.code).toBe(500);
    const badTime = await t.api('POST', '/award/round', { token: admin, body: round({ year: 2032, openAt: '2025-13-45' }) });
    expect(badTime.code).toBe(500);
  });

  it('needs its permissions', async () => {
    const viewer = await t.asUser({ userName: 'roundviewer', permissions: ['award:round:list'] });
    expect((await viewer.api('GET', '/award/round/list')).code).toBe(200);
    expect((await viewer.api('POST', '/award/round', { body: round({ year: 2040 }) })).code).toBe(403);
    expect((await viewer.api('DELETE', '/award/round', { body: [1] })).code).toBe(403);
    const none = await t.asUser({ userName: 'nobody', permissions: ['award:member:review'] });
    expect((await none.api('GET', '/award/round/list')).code).toBe(403);
  });
});
