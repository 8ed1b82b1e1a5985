import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { NOTICE_PUBLISHER } from '../../../kernel/shared/services.ts';
import { installDemoTheme } from '../../../plugins/cms/server/services/demo-theme.ts';
import { publishDrained } from '../cms/kit.ts';

/** The default theme sends the page-view beacon from every published page (issue 32), never from a preview. */
let t: TestApp;
let admin: string;
let siteId: number;
let pc: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  pc = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc');
});
afterAll(async () => {
  await t?.dispose();
});

describe('the beacon in the default theme', () => {
  it('the home page and an article post to {API_BASE}/api/stat/visit with the site, the article names its content', async () => {
    const notice = await t.kernel.services.get(NOTICE_PUBLISHER)!.publish({ title: '触达通知', html: '<p>x</p>', operator: 'admin' });
    await publishDrained(t, admin);
    expect((await t.api('POST', '/cms/site/publish', { token: admin, body: { siteId, publishIndex: true } })).code).toBe(200);
    const home = fs.readFileSync(path.join(pc, 'index.html'), 'utf8');
    expect(home).toContain('"/prod-api/api/stat/visit"');
    expect(home).toContain(`siteId:${siteId},`);
    expect(home).toContain('navigator.sendBeacon');
    const article = fs.readFileSync(path.join(pc, new URL(notice!.url, 'http://x').pathname.split('/zhuxie_pc/')[1]), 'utf8');
    expect(article).toContain(`data-content-id="${notice!.ref}"`);
    expect(article).toContain('/api/stat/visit');
  });

  it('a preview does not count', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/cms/preview/site/${siteId}?pp=pc`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('/api/stat/visit');
  });

  it('a site that had the theme before gets the beacon include once; a footer edited there is left alone', async () => {
    fs.writeFileSync(path.join(pc, 'template', 'common', 'footer.template.html'), '<footer>{{ Site.name }}</footer>');
    fs.rmSync(path.join(pc, 'template', 'common', 'stat.template.html'));
    for (const f of fs.readdirSync(path.join(pc, 'template')))
      if (f.startsWith('.theme-installed-common-stat')) fs.rmSync(path.join(pc, 'template', f));
    await installDemoTheme(t.kernel);
    // an edited footer is left alone; the include itself comes back once
    expect(fs.readFileSync(path.join(pc, 'template', 'common', 'footer.template.html'), 'utf8')).toBe('<footer>{{ Site.name }}</footer>');
    expect(fs.existsSync(path.join(pc, 'template', 'common', 'stat.template.html'))).toBe(true);
  });
});
