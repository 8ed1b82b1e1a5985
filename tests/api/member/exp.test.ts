import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MEMBER_ENTERPRISES, MEMBER_SESSIONS } from '../../../kernel/shared/services.ts';
import { sql } from '../../../kernel/server/db/database.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { serverPlugins } from '../../../plugins/index.server.ts';

/**
 * Level and exp configuration (issue 34, chestnut-api §1.10) and the kernel's MEMBER_SESSIONS: an operation earns
 * the exp of its rule within the day and total limits, every change is logged, the level follows the exp (also when
 * the levels change); member enterprises come from the award plugin through MEMBER_ENTERPRISES.
 */
let t: TestApp;
let admin: string;
const api = (method: string, url: string, body?: unknown, lang = 'en') => t.api(method, url, { token: admin, body, lang });
const member = async (id: number) => (await api('GET', `/member/${id}`)).data;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

describe('level and exp configuration', () => {
  it('lists the types and operations in the request language', async () => {
    expect((await api('GET', '/member/levelConfig/types', undefined, 'zh-CN')).data).toEqual([{ id: 'Default', name: '默认' }]);
    const ops = (await api('GET', '/member/expConfig/types')).data.map((o: any) => o.id);
    expect(ops).toEqual(['SignIn', 'Comment', 'CommentLike', 'CustomFormSubmit', 'AwardApply']);
  });

  it('adds, edits and deletes levels and exp rules, refusing a repeated level or operation', async () => {
    for (const [level, name, next] of [
      [1, 'Bronze', 10],
      [2, 'Silver', 20],
      [3, 'Gold', 0],
    ] as const)
      expect((await api('POST', '/member/levelConfig', { levelType: 'Default', level, name, nextNeedExp: next })).code).toBe(200);
    const dup = await api('POST', '/member/levelConfig', { levelType: 'Default', level: 2, name: 'Again', nextNeedExp: 5 });
    expect(dup.msg).toBe('Level: level 2 of this type already exists.');
    const levels = (await api('GET', '/member/levelConfig?levelType=Default')).data;
    expect(levels.rows.map((r: any) => [r.level, r.name, r.levelTypeName])).toEqual([
      [1, 'Bronze', 'Default'],
      [2, 'Silver', 'Default'],
      [3, 'Gold', 'Default'],
    ]);
    const rule = await api('POST', '/member/expConfig', { opType: 'Comment', levelType: 'Default', exp: 4, dayLimit: 2, totalLimit: 0 });
    expect(rule.code, rule.msg).toBe(200);
    expect(
      (await api('POST', '/member/expConfig', { opType: 'Comment', levelType: 'Default', exp: 1, dayLimit: 0, totalLimit: 0 })).msg,
    ).toMatch(/^Operation: /);
    expect(
      (await api('POST', '/member/expConfig', { opType: 'Nope', levelType: 'Default', exp: 1, dayLimit: 0, totalLimit: 0 })).msg,
    ).toMatch(/^Operation/);
    expect(
      (await api('POST', '/member/expConfig', { opType: 'SignIn', levelType: 'Default', exp: 3, dayLimit: 1, totalLimit: 0 })).code,
    ).toBe(200);
    expect(
      (await api('POST', '/member/expConfig', { opType: 'AwardApply', levelType: 'Default', exp: 7, dayLimit: 0, totalLimit: 2 })).code,
    ).toBe(200);
    const rules = (await api('GET', '/member/expConfig')).data.rows;
    expect(rules.find((r: any) => r.opType === 'Comment')).toMatchObject({
      exp: 4,
      dayLimit: 2,
      opTypeName: 'Comment',
      levelTypeName: 'Default',
    });
    const c = rules.find((r: any) => r.opType === 'Comment');
    expect((await api('PUT', '/member/expConfig', { ...c, exp: 5 })).code).toBe(200);
    expect((await api('GET', `/member/expConfig/${c.configId}`)).data.exp).toBe(5);
  });
});

describe('exp and level of a member', () => {
  it('earns exp within the day and total limits, logs each change, and the level follows', async () => {
    const id = (await api('POST', '/member', { userName: 'earner', password: 'Zx#Secure2026' })).data.memberId;
    // no exp yet: the lowest level (its threshold is 0)
    expect(await member(id)).toMatchObject({ exp: 0, level: 1 });
    const sessions = t.kernel.services.get(MEMBER_SESSIONS)!;
    // Comment earns 5 twice a day
    for (let i = 0; i < 3; i++) await sessions.recordOperation(id, 'Comment');
    expect(await member(id)).toMatchObject({ exp: 10, level: 2 });
    // AwardApply earns 7, twice in all
    for (let i = 0; i < 3; i++) await sessions.recordOperation(id, 'AwardApply');
    expect(await member(id)).toMatchObject({ exp: 24, level: 2 });
    // no rule: nothing
    await sessions.recordOperation(id, 'CommentLike');
    const log = (await api('GET', `/member/expLog?memberId=${id}`)).data;
    expect(log.total).toBe(4);
    expect(log.rows.map((r: any) => [r.opType, r.exp, r.totalExp, r.level])).toEqual([
      ['AwardApply', 7, 24, 2],
      ['AwardApply', 7, 17, 2],
      ['Comment', 5, 10, 2],
      ['Comment', 5, 5, 1],
    ]);
    // another day: the day limit starts again, the total limit does not
    await t.kernel.db.updateTable('memberExpLog').set({ logDay: '2000-01-01' }).where('memberId', '=', id).execute();
    await sessions.recordOperation(id, 'Comment');
    await sessions.recordOperation(id, 'AwardApply');
    expect(await member(id)).toMatchObject({ exp: 29, level: 2 });
    // Silver needs 20 more after Bronze's 10: 30 reaches Gold
    await sessions.recordOperation(id, 'Comment');
    expect(await member(id)).toMatchObject({ exp: 34, level: 3 });
    // the levels change: every member's level follows at once
    const silver = (await api('GET', '/member/levelConfig?level=2')).data.rows[0];
    expect((await api('PUT', '/member/levelConfig', { ...silver, nextNeedExp: 100 })).code).toBe(200);
    expect((await member(id)).level).toBe(2);
  });

  it('deletes a level and an exp rule: the levels follow, the operation earns nothing more', async () => {
    const id = (await api('POST', '/member', { userName: 'deleter', password: 'Zx#Secure2026' })).data.memberId;
    const sessions = t.kernel.services.get(MEMBER_SESSIONS)!;
    await sessions.recordOperation(id, 'Comment');
    expect(await member(id)).toMatchObject({ exp: 5, level: 1 });
    // without Bronze (level 1, threshold 0), Silver is the lowest and needs nothing
    const bronze = (await api('GET', '/member/levelConfig?level=1')).data.rows[0];
    expect((await api('DELETE', '/member/levelConfig', [bronze.configId])).code).toBe(200);
    expect((await member(id)).level).toBe(2);
    const rule = (await api('GET', '/member/expConfig?opType=Comment')).data.rows[0];
    expect((await api('DELETE', '/member/expConfig', [rule.configId])).code).toBe(200);
    await sessions.recordOperation(id, 'Comment');
    expect((await member(id)).exp).toBe(5);
  });

  it('earns the SignIn exp once a day on sign-in, and tells other plugins who is signed in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/api/member/register`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'signer', password: 'Zx#Secure2026' }),
    });
    const id = JSON.parse(res.body).data.memberId;
    const cookie = /zx_member=[^;]*/.exec(String(res.headers['set-cookie']))![0];
    const sessions = t.kernel.services.get(MEMBER_SESSIONS)!;
    expect(await sessions.memberOf({ headers: { cookie } })).toMatchObject({ memberId: id, userName: 'signer' });
    expect(await sessions.memberOf({ headers: { authorization: `Bearer ${admin}` } })).toBeNull();
    expect((await sessions.membersByIds([id, 999999])).map((m) => m.memberId)).toEqual([id]);
    await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/api/member/login`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'signer', password: 'Zx#Secure2026' }),
    });
    // SignIn earns 3 once a day: the sign-up's session and the sign-in count once
    expect(await member(id)).toMatchObject({ exp: 3 });
  });
});

// the award plugin keeps the member enterprises: without it (a copy with the member plugin alone) there are none
const withAward = serverPlugins.some((p) => p.id === 'award');

describe('member enterprises', () => {
  it.skipIf(!withAward)('reads the award plugin’s enterprises through MEMBER_ENTERPRISES and refuses an unknown one', async () => {
    // written as SQL: the award plugin's tables are no type of the member tests
    const e = await sql<{ enterpriseId: string }>`insert into award_enterprise (enterprise_name, uscc, enterprise_type, legal_rep)
      values ('筑协建设集团', '91110000MA00000001', 'x', '张三') returning enterprise_id as "enterpriseId"`.execute(t.kernel.db);
    const eid = Number(e.rows[0].enterpriseId);
    expect((await t.kernel.services.get(MEMBER_ENTERPRISES)!.search('建设', 10)).map((x) => x.enterpriseId)).toEqual([eid]);
    expect((await api('GET', '/member/enterprises?query=筑协')).data).toEqual([{ enterpriseId: eid, enterpriseName: '筑协建设集团' }]);
    const bad = await api('POST', '/member', { userName: 'corp2', password: 'Zx#Secure2026', memberEnterpriseId: 999999 });
    expect(bad.msg).toBe('Member enterprise: no member enterprise 999999.');
    const ok = await api('POST', '/member', { userName: 'corp1', password: 'Zx#Secure2026', memberEnterpriseId: eid });
    expect(ok.code, ok.msg).toBe(200);
    expect((await api('GET', '/member?userName=corp1')).data.rows[0]).toMatchObject({
      memberEnterpriseId: eid,
      memberEnterpriseName: '筑协建设集团',
    });
  });

  it.skipIf(withAward)('refuses any member enterprise when the award plugin is off', async () => {
    expect((await api('GET', '/member/enterprises')).data).toEqual([]);
    const bad = await api('POST', '/member', { userName: 'corp3', password: 'Zx#Secure2026', memberEnterpriseId: 1 });
    expect(bad.msg).toBe('Member enterprise: no member enterprise 1.');
  });
});
