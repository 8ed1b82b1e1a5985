import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { renderSite, renderTemplate } from '../../../plugins/cms/server/render/engine.ts';
import { takeAdsOnlineAndOffline } from '../../../plugins/operations/server/services/ad-schedule.ts';
import { waitTask } from '../cms/kit.ts';
import { adBody, at, linksIn, readSpace, spaceBody, spaceFile } from './ad-fixtures.ts';

/** Ad spaces and ads (issue 32, chestnut-api §1.5): CRUD, refusals naming the field, publishing with rotation, the schedule job. */
let t: TestApp;
let admin: string;
let spaceId: number;
let adA: number;
let adB: number;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const ads = async () => (await t.api('GET', `/cms/advertisement?adSpaceId=${spaceId}&pageNum=1&pageSize=50`, { token: admin })).data;

describe('ad spaces and ads', () => {
  it('adds an ad space (a page widget of type ads), refusing a bad code naming the field', async () => {
    const bad = await t.api('POST', '/cms/adspace', { token: admin, lang: 'en', body: { ...spaceBody, code: 'bad code' } });
    expect(bad.code).toBe(500);
    expect(bad.msg).toMatch(/^Code/);
    const r = await t.api('POST', '/cms/adspace', { token: admin, body: spaceBody });
    expect(r.code, r.msg).toBe(200);
    spaceId = r.data.pageWidgetId;
    const list = await t.api('GET', '/cms/adspace?pageNum=1&pageSize=10', { token: admin });
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({ pageWidgetId: spaceId, type: 'ads', code: 'home_banner', state: '0' });
    // the CMS's widget list shows it with its editor's route, and its editor refuses it
    const pw = await t.api('GET', '/cms/pagewidget?pageNum=1&pageSize=10', { token: admin });
    expect(pw.data.rows.find((w: any) => w.pageWidgetId === spaceId)?.route).toBe('/cms/adspace/editor');
    const types = await t.api('GET', '/cms/advertisement/types', { token: admin, lang: 'en' });
    expect(types.data.rows).toEqual([{ id: 'image', name: 'Image' }]);
  });

  it('refuses a weight that is not a positive integer and an offline date before the online date, naming the field; nothing is stored', async () => {
    for (const weight of [0, -2, 1.5, 'x']) {
      const r = await t.api('POST', '/cms/advertisement', { token: admin, lang: 'en', body: adBody(t, spaceId, { weight }) });
      expect(r.code).toBe(500);
      expect(r.msg).toMatch(/^Weight/);
    }
    const zh = await t.api('POST', '/cms/advertisement', { token: admin, lang: 'zh-CN', body: adBody(t, spaceId, { weight: 0 }) });
    expect(zh.msg).toContain('权重');
    const dates = await t.api('POST', '/cms/advertisement', {
      token: admin,
      lang: 'en',
      body: adBody(t, spaceId, { onlineDate: at(t, 5), offlineDate: at(t, 1) }),
    });
    expect(dates.code).toBe(500);
    expect(dates.msg).toBe('Offline date: must be after the online date.');
    const tw = await t.api('POST', '/cms/advertisement', {
      token: admin,
      lang: 'zh-TW',
      body: adBody(t, spaceId, { onlineDate: at(t, 5), offlineDate: at(t, 1) }),
    });
    expect(tw.msg).toContain('下線時間');
    const url = await t.api('POST', '/cms/advertisement', {
      token: admin,
      lang: 'en',
      body: adBody(t, spaceId, { redirectUrl: 'javascript:alert(1)' }),
    });
    expect(url.msg).toMatch(/^Redirect URL/);
    expect((await ads()).total).toBe(0);
  });

  it('adds, lists, reads and edits ads; the space shows each ad share of the rotation', async () => {
    const a = await t.api('POST', '/cms/advertisement', { token: admin, body: adBody(t, spaceId) });
    expect(a.code, a.msg).toBe(200);
    adA = a.data.advertisementId;
    const b = await t.api('POST', '/cms/advertisement', {
      token: admin,
      body: adBody(t, spaceId, { name: '赞助商乙', weight: 1, redirectUrl: 'https://sponsor-b.example.org/', sponsor: 'Beta' }),
    });
    adB = b.data.advertisementId;
    const list = await ads();
    expect(list.rows.map((r: any) => [r.name, r.weight, r.online])).toEqual([
      ['赞助商甲', 3, true],
      ['赞助商乙', 1, true],
    ]);
    const one = await t.api('GET', `/cms/advertisement/${adA}`, { token: admin });
    expect(one.data).toMatchObject({ advertisementId: adA, adSpaceId: spaceId, state: '0', sponsor: 'ACME' });
    const e = await t.api('PUT', '/cms/advertisement', {
      token: admin,
      body: { advertisementId: adA, ...adBody(t, spaceId, { weight: 4 }) },
    });
    expect(e.code, e.msg).toBe(200);
    const space = await t.api('GET', `/cms/adspace/${spaceId}`, { token: admin });
    expect(space.data.shares.map((s: any) => [s.name, s.share])).toEqual([
      ['赞助商甲', 0.8],
      ['赞助商乙', 0.2],
    ]);
  });

  it('publishes the space to include/ with both ads, their signed links and the rotation script', async () => {
    const r = await t.api('POST', '/cms/adspace/publish', { token: admin, body: [spaceId] });
    expect(r.code, r.msg).toBe(200);
    const html = readSpace(t);
    expect(html).toContain('data-ad-weight="4"');
    expect(html).toContain('data-ad-weight="1"');
    expect(html).toContain('<script>');
    const links = linksIn(html);
    expect([...links.keys()].sort()).toEqual([adA, adB].sort());
    expect(links.get(adA)!.click).toMatch(/\/api\/adv\/click\?sid=\d+&aid=\d+&sig=[A-Za-z0-9_-]{22}$/);
    // the redirect target is not in the page's link
    expect(links.get(adA)!.click).not.toContain('sponsor-a');
    expect((await t.api('GET', `/cms/adspace/${spaceId}`, { token: admin })).data.state).toBe('30');
    // the default theme's home page shows the space `home_banner`
    const site = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data;
    const r2 = await t.api('POST', '/cms/site/publish', { token: admin, body: { siteId: site.siteId, publishIndex: true } });
    expect(r2.code, r2.msg).toBe(200);
    if (r2.data?.taskId) await waitTask(t, admin, r2.data.taskId);
    const home = fs.readFileSync(path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'index.html'), 'utf8');
    expect(home).toContain(html);
  });

  it('the cms_advertisement tag lists the online ads of a space by code, with signed links; a space template wraps them in the rotation', async () => {
    const site = await renderSite(t.kernel, (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId);
    const dir = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template');
    fs.mkdirSync(path.join(dir, 'ad'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'ad', 'banner.template.html'),
      '{% cms_advertisement %}<a class="my-ad" href="{{ item.link }}" data-ad-weight="{{ item.weight }}">{{ item.name }}</a>{% endcms_advertisement %}',
    );
    fs.writeFileSync(
      path.join(dir, 'ad', 'list.template.html'),
      '{% cms_advertisement code:"HOME_BANNER" size:1 %}[{{ item.name }}|{{ item.weight }}]{% endcms_advertisement %}',
    );
    const html = await renderTemplate(t.kernel, { site, pipeCode: 'pc', template: 'ad/list', scope: {} });
    expect(html).toBe('[赞助商甲|4]');
    // the space with a template of its own: its ads through the tag, the rotation around them
    const e = await t.api('PUT', '/cms/adspace', { token: admin, body: { pageWidgetId: spaceId, ...spaceBody, template: 'ad/banner' } });
    expect(e.code, e.msg).toBe(200);
    expect((await t.api('POST', '/cms/adspace/publish', { token: admin, body: [spaceId] })).code).toBe(200);
    const published = readSpace(t);
    expect(published).toMatch(
      /^<div class="zx-adspace" data-adspace="\d+"><a class="my-ad" href="[^"]*\/api\/adv\/click\?sid=\d+&amp;aid=\d+&amp;sig=[^"]+" data-ad-weight="4">赞助商甲<\/a>/,
    );
    expect(published).toContain('<script>');
    // a preview of the home page shows the space as it publishes: its template inside the rotation
    const preview = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/cms/preview/site/${site.siteId}?pp=pc`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toMatch(/<div class="zx-adspace" data-adspace="\d+"><a class="my-ad" [^>]*data-ad-weight="4">赞助商甲<\/a>/);
    expect(preview.body).toContain('data-ad-weight="4">赞助商甲</a><a class="my-ad"');
    await t.api('PUT', '/cms/adspace', { token: admin, body: { pageWidgetId: spaceId, ...spaceBody, template: null } });
    expect((await t.api('POST', '/cms/adspace/publish', { token: admin, body: [spaceId] })).code).toBe(200);
  });

  it('republishes the space when an ad is disabled, enabled or deleted, and when the schedule job finds one online', async () => {
    expect((await t.api('PUT', '/cms/advertisement/disable', { token: admin, body: [adB] })).code).toBe(200);
    expect(linksIn(readSpace(t)).has(adB)).toBe(false);
    expect((await t.api('PUT', '/cms/advertisement/enable', { token: admin, body: [adB] })).code).toBe(200);
    expect(linksIn(readSpace(t)).has(adB)).toBe(true);

    const later = await t.api('POST', '/cms/advertisement', {
      token: admin,
      body: adBody(t, spaceId, { name: '明日之星', onlineDate: at(t, 1), offlineDate: at(t, 3) }),
    });
    const adC = later.data.advertisementId;
    expect(linksIn(readSpace(t)).has(adC)).toBe(false);
    // its online date comes: the job takes it online and writes the space again
    await t.kernel.db
      .updateTable('cmsAdvertisement')
      .set({ onlineDate: at(t, -0.01) })
      .where('advertisementId', '=', adC)
      .execute();
    expect(await takeAdsOnlineAndOffline(t.kernel)).toEqual({ ads: 1, spaces: 1 });
    expect(linksIn(readSpace(t)).has(adC)).toBe(true);
    // and offline at its offline date
    await t.kernel.db
      .updateTable('cmsAdvertisement')
      .set({ offlineDate: at(t, -0.005) })
      .where('advertisementId', '=', adC)
      .execute();
    expect(await takeAdsOnlineAndOffline(t.kernel)).toEqual({ ads: 1, spaces: 1 });
    expect(linksIn(readSpace(t)).has(adC)).toBe(false);
    expect(await takeAdsOnlineAndOffline(t.kernel)).toEqual({ ads: 0, spaces: 0 });
    expect((await t.api('DELETE', '/cms/advertisement', { token: admin, body: [adC] })).code).toBe(200);
    expect((await ads()).total).toBe(2);
  });

  it("a page rendered in the publish threads sees the space's online ads through cms_pagewidget_data", async () => {
    const site = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data;
    const file = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template', 'index.template.html');
    const original = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(
        file,
        '{% cms_pagewidget_data code:"home_banner" %}{% for ad in Data %}[{{ ad.name }}|{{ ad.weight }}]{% endfor %}{% endcms_pagewidget_data %}',
      );
      const r = await t.api('POST', '/cms/site/publish', { token: admin, body: { siteId: site.siteId, publishIndex: true } });
      expect(r.code, r.msg).toBe(200);
      if (r.data?.taskId) await waitTask(t, admin, r.data.taskId);
      const home = fs.readFileSync(path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'index.html'), 'utf8');
      expect(home).toBe('[赞助商甲|4][赞助商乙|1]');
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('the schedule job also writes a published space that is being edited again (state 60): the ads follow their dates', async () => {
    const edit = await t.api('PUT', '/cms/adspace', {
      token: admin,
      body: { pageWidgetId: spaceId, ...spaceBody, name: '首页横幅（改）' },
    });
    expect(edit.code, edit.msg).toBe(200);
    expect((await t.api('GET', `/cms/adspace/${spaceId}`, { token: admin })).data.state).toBe('60');
    expect(linksIn(readSpace(t)).has(adB)).toBe(true);
    await t.kernel.db
      .updateTable('cmsAdvertisement')
      .set({ offlineDate: at(t, -0.001) })
      .where('advertisementId', '=', adB)
      .execute();
    expect(await takeAdsOnlineAndOffline(t.kernel)).toEqual({ ads: 1, spaces: 1 });
    expect(linksIn(readSpace(t)).has(adB)).toBe(false);
    // still marked as edited: the edit is published by hand
    expect((await t.api('GET', `/cms/adspace/${spaceId}`, { token: admin })).data.state).toBe('60');
    await t.kernel.db
      .updateTable('cmsAdvertisement')
      .set({ offlineDate: at(t, 10) })
      .where('advertisementId', '=', adB)
      .execute();
    expect(await takeAdsOnlineAndOffline(t.kernel)).toEqual({ ads: 1, spaces: 1 });
    expect((await t.api('POST', '/cms/adspace/publish', { token: admin, body: [spaceId] })).code).toBe(200);
  });

  it('refuses callers without the ad buttons, and ids that are not ads or spaces of the site', async () => {
    const viewer = await t.asUser({ userName: 'ad_viewer', permissions: ['cms:advertisement:view'] });
    expect((await viewer.api('POST', '/cms/advertisement', { body: adBody(t, spaceId) })).code).toBe(403);
    expect((await viewer.api('PUT', '/cms/advertisement/disable', { body: [adA] })).code).toBe(403);
    expect((await viewer.api('DELETE', '/cms/adspace', { body: [spaceId] })).code).toBe(403);
    expect((await t.api('GET', '/cms/advertisement/999999', { token: admin })).code).toBe(404);
    // a manual block is not an ad space
    const manual = await t.api('POST', '/cms/pagewidget?type=manual', {
      token: admin,
      body: { name: 'block', code: 'some_block', publishPipeCode: 'pc', path: 'blocks' },
    });
    const m = manual.data.pageWidgetId;
    expect((await t.api('GET', `/cms/adspace/${m}`, { token: admin })).code).toBe(404);
    expect((await t.api('POST', '/cms/advertisement', { token: admin, body: adBody(t, m) })).code).toBe(404);
    expect((await t.api('POST', '/cms/adspace/publish', { token: admin, body: [m] })).code).toBe(404);
  });

  it('deletes a space with its ads and its published file', async () => {
    expect((await t.api('DELETE', '/cms/adspace', { token: admin, body: [spaceId] })).code).toBe(200);
    expect(fs.existsSync(spaceFile(t))).toBe(false);
    const left = await t.kernel.db.selectFrom('cmsAdvertisement').select('advertisementId').execute();
    expect(left).toEqual([]);
  });
});
