import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readXlsx } from '../../../kernel/server/crud/xlsx.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { AD_RATE_LIMITS } from '../../../plugins/operations/server/routes/ad-public.ts';
import { adBody, at, flushEvents, hit, linksIn, readSpace, spaceBody } from './ad-fixtures.ts';

/** The public impression and click endpoints (signed links, no open redirect, rate limits) and the ad statistics and sponsor routes. */
let t: TestApp;
let admin: string;
let spaceId: number;
let adA: number;
let adB: number;
let links: ReturnType<typeof linksIn>;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  spaceId = (await t.api('POST', '/cms/adspace', { token: admin, body: spaceBody })).data.pageWidgetId;
  adA = (await t.api('POST', '/cms/advertisement', { token: admin, body: adBody(t, spaceId) })).data.advertisementId;
  adB = (
    await t.api('POST', '/cms/advertisement', {
      token: admin,
      body: adBody(t, spaceId, {
        name: '赞助商乙',
        weight: 1,
        redirectUrl: 'https://sponsor-b.example.org/',
        onlineDate: at(t, -2),
        offlineDate: at(t, 1),
      }),
    })
  ).data.advertisementId;
  expect((await t.api('POST', '/cms/adspace/publish', { token: admin, body: [spaceId] })).code).toBe(200);
  links = linksIn(readSpace(t));
});
afterAll(async () => {
  await t?.dispose();
});

const hourStat = (id: number) =>
  t.kernel.db
    .selectFrom('cmsAdHourStat')
    .select(['view', 'click', 'botView', 'botClick'])
    .where('advertisementId', '=', id)
    .executeTakeFirst();

describe('ad impressions and clicks', () => {
  it('counts an impression of a signed link (GET or a beacon POST), bots apart; a bad signature counts nothing', async () => {
    const view = links.get(adA)!.view;
    expect((await hit(t, 'GET', view)).statusCode).toBe(204);
    expect((await hit(t, 'POST', view)).statusCode).toBe(204);
    expect((await hit(t, 'GET', view, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).statusCode).toBe(204);
    const forged = view.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAA');
    expect((await hit(t, 'GET', forged)).statusCode).toBe(204);
    // another ad's signature does not sign this one
    const swapped = view.replace(`aid=${adA}`, `aid=${adB}`);
    expect((await hit(t, 'GET', swapped)).statusCode).toBe(204);
    expect((await hit(t, 'GET', view.replace(/sig=[^&]+/, 'sig=bad%20sig'))).statusCode).not.toBe(204);
    await flushEvents(t);
    expect(await hourStat(adA)).toEqual({ view: 2, click: 0, botView: 1, botClick: 0 });
    expect(await hourStat(adB)).toBeUndefined();
    const log = await t.kernel.db.selectFrom('cmsAdViewLog').selectAll().where('adId', '=', adA).execute();
    expect(log).toHaveLength(3);
    // never the address in clear: masked, and a visitor hash
    for (const r of log) {
      expect(r.ip).toMatch(/\.0$|::$/);
      expect(r.visitor).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it("a click redirects to the ad's own URL only, whatever the query says, and is counted", async () => {
    const click = links.get(adA)!.click!;
    const r = await hit(t, 'GET', `${click}&url=https%3A%2F%2Fevil.example.com%2F`);
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('https://sponsor-a.example.org/landing');
    const forged = await hit(t, 'GET', click.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAA'), { 'accept-language': 'en' });
    expect(forged.statusCode).toBe(404);
    expect(forged.headers.location).toBeUndefined();
    expect(forged.body).toBe('This ad link is not valid.');
    // v1.4.3's open redirect is not served
    expect(
      (await hit(t, 'GET', `${t.kernel.config.apiBase}/api/adv/redirect?url=https://evil.example.com/`)).headers.location,
    ).toBeUndefined();
    await flushEvents(t);
    expect((await hourStat(adA))?.click).toBe(1);
  });

  it('rate-limits a client address per endpoint with the kernel limiter', async () => {
    const click = links.get(adB)!.click!;
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last = 0;
    for (let i = 0; i <= AD_RATE_LIMITS.click; i++) last = (await hit(t, 'GET', click, headers)).statusCode;
    expect(last).toBe(429);
    await flushEvents(t);
  });

  it('refuses an oversized beacon body', async () => {
    const view = links.get(adA)!.view;
    const r = await t.app.inject({ method: 'POST', url: view, headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(5000) });
    expect(r.statusCode === 413 || r.json().code !== 200, r.body).toBe(true);
  });
});

describe('ad statistics', () => {
  it('sums clicks and impressions per ad with the CTR', async () => {
    const r = await t.api('GET', '/cms/ad/stat', { token: admin });
    expect(r.code, r.msg).toBe(200);
    const a = r.data.rows.find((x: any) => x.advertisementId === adA);
    expect(a).toMatchObject({ adName: '赞助商甲', view: 2, click: 1, ctr: 0.5, botView: 1 });
    const bad = await t.api('GET', `/cms/ad/stat?beginTime=${at(t, 1).slice(0, 10)}&endTime=${at(t, -1).slice(0, 10)}`, {
      token: admin,
      lang: 'en',
    });
    expect(bad.code).toBe(500);
    expect(bad.msg).toMatch(/^End/);
  });

  it('draws the line chart by hour and by day', async () => {
    const hours = await t.api('GET', `/cms/ad/stat/chart?advertisementId=${adA}&beginTime=${at(t, -1)}&endTime=${at(t, 0)}`, {
      token: admin,
    });
    expect(hours.code, hours.msg).toBe(200);
    expect(hours.data.xAxisDatas.length).toBeGreaterThanOrEqual(24);
    expect(hours.data.xAxisDatas[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
    expect(hours.data.lineDatas.view.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect(hours.data.lineDatas.click.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    const days = await t.api('GET', `/cms/ad/stat/chart?advertisementId=${adA}`, { token: admin });
    expect(days.data.xAxisDatas[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(days.data.lineDatas.click.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    expect((await t.api('GET', '/cms/ad/stat/chart?advertisementId=999999', { token: admin })).code).toBe(404);
  });

  it('pages the click and impression logs', async () => {
    const clicks = await t.api('GET', `/cms/ad/stat/click?advertisementId=${adA}&pageNum=1&pageSize=10`, { token: admin });
    expect(clicks.data.total).toBe(1);
    expect(clicks.data.rows[0]).toMatchObject({ adId: adA, adName: '赞助商甲', browser: expect.stringContaining('Chrome'), bot: false });
    const views = await t.api('GET', '/cms/ad/stat/view?pageNum=1&pageSize=2', { token: admin });
    expect(views.data.total).toBe(3);
    expect(views.data.rows).toHaveLength(2);
  });

  it('refuses the statistics to a user without the screens', async () => {
    const nobody = await t.asUser({ userName: 'no_stats', permissions: ['cms:content:view'] });
    expect((await nobody.api('GET', '/cms/ad/stat')).code).toBe(403);
    expect((await nobody.api('GET', '/cms/ad/stat/click')).code).toBe(403);
  });
});

describe('sponsor calendar and report', () => {
  it("lists one sponsor's placements with the overlapping ones of the same space", async () => {
    const c = await t.api('POST', '/cms/advertisement', {
      token: admin,
      body: adBody(t, spaceId, { name: '赞助商甲二', onlineDate: at(t, 2), offlineDate: at(t, 20) }),
    });
    const month = at(t, 0).slice(0, 7);
    const r = await t.api('GET', `/cms/ad/sponsor/calendar?sponsor=acme&month=${month}`, { token: admin });
    expect(r.code, r.msg).toBe(200);
    const byId = new Map(r.data.rows.map((p: any) => [p.advertisementId, p]));
    expect((byId.get(adA) as any).overlaps).toContain(c.data.advertisementId);
    expect((byId.get(adA) as any).adSpaceName).toBe(spaceBody.name);
    const bad = await t.api('GET', '/cms/ad/sponsor/calendar?sponsor=', { token: admin, lang: 'en' });
    expect(bad.code).toBe(500);
  });

  it('exports the monthly report as xlsx: impressions, clicks, CTR, visitors, bot share', async () => {
    const month = at(t, 0).slice(0, 7);
    const r = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/cms/ad/sponsor/report`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sponsor=ACME&month=${month}`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(r.rawPayload, ['day', 'site', 'space', 'ad', 'views', 'clicks', 'ctr', 'visitors', 'botShare']);
    const today = rows.find((x) => x.values.day === at(t, 0).slice(0, 10) && x.values.ad === '赞助商甲')!;
    expect(today.values).toMatchObject({ views: '2', clicks: '1', ctr: '50', visitors: '1', space: spaceBody.name });
    expect(Number(today.values.botShare)).toBeCloseTo(33.33, 1);
  });
});

describe('ad log retention', () => {
  it('removes raw ad events older than the retention (at least 62 days), keeping the hourly counts', async () => {
    const { pruneAdLogs } = await import('../../../plugins/operations/server/services/ad-schedule.ts');
    await t.kernel.db
      .updateTable('cmsAdViewLog')
      .set({ evtTime: at(t, -100) })
      .where('adId', '=', adA)
      .where('bot', '=', true)
      .execute();
    const before = await t.kernel.db.selectFrom('cmsAdViewLog').select('logId').execute();
    expect(await pruneAdLogs(t.kernel)).toBe(1);
    expect((await t.kernel.db.selectFrom('cmsAdViewLog').select('logId').execute()).length).toBe(before.length - 1);
    expect((await hourStat(adA))?.botView).toBe(1);
  });
});
