import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { NOTICE_PUBLISHER } from '../../../kernel/shared/services.ts';
import { statClock } from '../../../plugins/operations/server/services/stat-clock.ts';
import { PAD_UA, PHONE_UA, beacon, flushed } from './stat-kit.ts';

/** The statistics reports (issue 32, chestnut-api §1.13): site, content, notice reach, visit log, menus, Baidu. */
let t: TestApp;
let admin: string;
let siteId: number;
let noticeId: number;
let outsider: TestUser;
let today: string;
const get = (url: string, token = admin, lang = 'en') => t.api('GET', url, { token, lang });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  today = statClock(t.kernel.config.timeZone)(Date.now()).day;
  const notice = await t.kernel.services
    .get(NOTICE_PUBLISHER)!
    .publish({ title: '关于年度评选的通知', html: '<p>通知</p>', operator: 'admin' });
  noticeId = Number(notice!.ref);
  const page = (url: string, o: { ip: string; ua?: string; referrer?: string; contentId?: number }) =>
    beacon(t, { siteId, url, host: 'www.zhuxie.org', referrer: o.referrer, contentId: o.contentId }, { ip: o.ip, ua: o.ua });
  // three visitors: one from Baidu reading the notice then the home page, one direct on a phone, one from another site on a pad
  await page('/notice/1.shtml', { ip: '198.51.100.1', referrer: 'https://www.baidu.com/s?wd=评选', contentId: noticeId });
  await page('/index.html', { ip: '198.51.100.1', referrer: 'https://www.zhuxie.org/notice/1.shtml' });
  await page('/index.html', { ip: '198.51.100.2', ua: PHONE_UA });
  await page('/notice/1.shtml', { ip: '198.51.100.3', ua: PAD_UA, referrer: 'https://gov.example.cn/links', contentId: noticeId });
  await flushed(t);
  outsider = await t.asUser({ userName: 'no_stats', permissions: ['cms:site:view'] });
});
afterAll(async () => {
  await t?.dispose();
});

describe('site reports', () => {
  it('trend by day: every day of the period, today with its page views, visitors and IPs', async () => {
    const r = await get('/cms/stat/site/trend?gran=day');
    expect(r.code).toBe(200);
    expect(r.data.rows).toHaveLength(30);
    expect(r.data.rows.at(-1)).toEqual({ time: today, pv: 4, uv: 3, ip: 3, botPv: 0, internalPv: 0 });
    expect(r.data.total).toMatchObject({ pv: 4, uv: 3, ip: 3 });
  });

  it('trend by hour, week and month', async () => {
    const hour = await get(`/cms/stat/site/trend?gran=hour&startDate=${today}&endDate=${today}`);
    expect(hour.data.rows).toHaveLength(24);
    expect(hour.data.rows.reduce((a: number, p: { pv: number }) => a + p.pv, 0)).toBe(4);
    for (const gran of ['week', 'month']) {
      const r = await get(`/cms/stat/site/trend?gran=${gran}&startDate=${today}&endDate=${today}`);
      expect(r.data.rows).toHaveLength(1);
      expect(r.data.rows[0]).toMatchObject({ pv: 4, uv: 3 });
    }
  });

  it('top entry pages count where visits started, not steps inside the site', async () => {
    const r = await get('/cms/stat/site/entryPages');
    expect(r.data).toEqual([
      { path: '/notice/1.shtml', entries: 2, pv: 2 },
      { path: '/index.html', entries: 1, pv: 2 },
    ]);
  });

  it('sources: search engines by name, direct, other sites by host', async () => {
    const r = await get('/cms/stat/site/sources');
    expect(r.data).toEqual(
      expect.arrayContaining([
        { sourceType: 'search', sourceName: 'baidu', entries: 1, pv: 1 },
        { sourceType: 'direct', sourceName: '', entries: 1, pv: 1 },
        { sourceType: 'outside', sourceName: 'gov.example.cn', entries: 1, pv: 1 },
      ]),
    );
    expect(r.data.some((s: { sourceType: string }) => s.sourceType === 'internal')).toBe(false);
  });

  it('client types desktop, phone and pad', async () => {
    const r = await get('/cms/stat/site/clients');
    expect(r.data).toEqual(
      expect.arrayContaining([
        { deviceType: 'desktop', pv: 2, uv: 1 },
        { deviceType: 'phone', pv: 1, uv: 1 },
        { deviceType: 'pad', pv: 1, uv: 1 },
      ]),
    );
  });

  it('overview across the sites the caller may view', async () => {
    const r = await get('/cms/stat/site/overview');
    expect(r.data.rows).toEqual([expect.objectContaining({ siteId, pv: 4, uv: 3, ip: 3 })]);
  });

  it('refuses a bad period naming the field, in the caller language', async () => {
    expect((await get('/cms/stat/site/trend?startDate=2026-02-30')).msg).toContain('startDate');
    expect((await get('/cms/stat/site/trend?startDate=2026-03-02&endDate=2026-03-01')).msg).toContain('endDate');
    const long = await get('/cms/stat/site/trend?gran=hour&startDate=2026-01-01&endDate=2026-03-01', admin, 'zh-CN');
    expect(long.msg).toBe('startDate：统计时段最长 31 天。');
    expect((await get('/cms/stat/site/trend?gran=year')).code).toBe(500);
  });
});

describe('content reports', () => {
  it('contentDynamicData: the views the beacon counted, with likes, favourites and comments', async () => {
    const r = await get('/cms/stat/contentDynamicData?sorts=views%23desc');
    expect(r.data.rows[0]).toMatchObject({
      contentId: noticeId,
      title: '关于年度评选的通知',
      views: 2,
      likes: 0,
      favorites: 0,
      comments: 0,
    });
    expect((await get('/cms/stat/contentDynamicData?sorts=secret%23desc')).msg).toContain('secret');
  });

  it('contentStatByCatalog and contentStatByUser count live contents by status', async () => {
    const byCatalog = (await get('/cms/stat/contentStatByCatalog')).data;
    expect(byCatalog.find((c: { publishedTotal: number }) => c.publishedTotal === 1)).toMatchObject({ draftTotal: 0, offlineTotal: 0 });
    const byUser = (await get('/cms/stat/contentStatByUser')).data;
    expect(byUser).toEqual([expect.objectContaining({ userName: 'admin', publishedTotal: 1 })]);
  });

  it('a notice reach: views per day of its publication window and where readers came from', async () => {
    const r = await get(`/cms/stat/notice/reach?contentId=${noticeId}`);
    expect(r.data).toMatchObject({ contentId: noticeId, total: 2, days: [{ day: today, pv: 2 }] });
    expect(r.data.sources).toEqual(
      expect.arrayContaining([
        { sourceType: 'search', sourceName: 'baidu', pv: 1 },
        { sourceType: 'outside', sourceName: 'gov.example.cn', pv: 1 },
      ]),
    );
    expect((await get('/cms/stat/notice/reach?contentId=987654')).code).toBe(404);
  });
});

describe('visit log, menus, Baidu and access', () => {
  it('GET /cms/stat pages the raw views newest first, filtered by kind', async () => {
    const r = await get('/cms/stat?pageNum=1&pageSize=2');
    expect(r.data.total).toBe(4);
    expect(r.data.rows).toHaveLength(2);
    expect(r.data.rows[0].logId).toBeGreaterThan(r.data.rows[1].logId);
    expect(r.data.rows[0]).toMatchObject({ siteId, kind: 'visitor', ip: '198.51.100.0' });
    expect((await get('/cms/stat?kind=bot')).data.total).toBe(0);
    expect((await get('/cms/stat?kind=person')).code).toBe(500);
  });

  it('/stat/menu/tree and /stat/menu/options: the report groups in the caller language, the site trend first', async () => {
    const r = await get('/stat/menu/tree', admin, 'zh-CN');
    expect(r.data.defaultMenu).toBe('SiteTrend');
    expect(r.data.treeData[0]).toMatchObject({ id: 'CmsSiteStat', label: '网站统计' });
    expect(r.data.treeData[0].children[0]).toEqual({ id: 'SiteTrend', label: '趋势分析' });
    expect((await get('/stat/menu/options')).data[1].id).toBe('CmsContentStat');
  });

  it('the StatIndex preference chooses the first report', async () => {
    await t.api('PUT', '/system/user/savePreferences', { token: admin, body: { StatIndex: 'SiteSources' } });
    expect((await get('/stat/menu/tree')).data.defaultMenu).toBe('SiteSources');
  });

  it('Baidu Tongji routes answer a localized "not configured"', async () => {
    for (const url of ['/cms/stat/baidu/sites', '/cms/stat/baidu/timeTrend?siteId=1&gran=day', '/cms/stat/baidu/sourceEngine']) {
      const r = await get(url, admin, 'zh-CN');
      expect(r.code).toBe(500);
      expect(r.msg).toContain('未配置百度统计');
    }
    expect((await t.api('PUT', '/cms/stat/baidu/refreshToken', { token: admin, lang: 'en' })).msg).toContain('not configured');
  });

  it('every report needs stat:view; without a session nothing but the beacon answers', async () => {
    for (const url of ['/cms/stat/site/trend', '/cms/stat', '/stat/menu/tree', '/cms/stat/contentDynamicData', '/cms/stat/site/overview'])
      expect((await get(url, outsider.token)).code).toBe(403);
    expect((await t.api('GET', '/cms/stat/site/trend')).code).toBe(401);
  });
});
