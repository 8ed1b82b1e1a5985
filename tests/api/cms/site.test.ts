import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';

/** CMS sites (issue 9, first slice): routes, rules, the current-site header and the Site permissions. */
let t: TestApp;
let admin: string;
let viewer: TestUser;

async function waitTask(taskId: string) {
  for (let i = 0; i < 100; i++) {
    const r = await t.api('GET', `/async/task/${taskId}`, { token: admin });
    if (r.data?.status === 'SUCCESS' || r.data?.status === 'FAILED') return r.data;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('task did not finish');
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  viewer = await t.asUser({ userName: 'site_viewer', permissions: ['cms:site:view', 'cms:site:edit'] });
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS sites', () => {
  it('seeds the association site once, with its pc and h5 pipes, and the CMS menu', async () => {
    const list = await t.api('GET', '/cms/site/list?pageNum=1&pageSize=10', { token: admin });
    expect(list.code, list.msg).toBe(200);
    const demo = list.data.rows.find((s: any) => s.path === 'zhuxie');
    expect(demo?.name).toBe('筑协');
    const detail = await t.api('GET', `/cms/site/${demo.siteId}`, { token: admin });
    expect(detail.data.publishPipeDatas.map((p: any) => p.pipeCode)).toEqual(['pc', 'h5']);
    const routers = await t.api('GET', '/getRouters', { token: admin });
    const root = routers.data.find((r: any) => r.path === '/configs');
    expect(root?.children.map((c: any) => c.component)).toContain('cms/contentcore/site');
    const pub = await t.api('GET', '/system/config/configKey/CMSModuleEnable');
    expect(pub.data ?? pub.msg).toBe('true');
  });

  it('adds a site with validation naming the field, refuses duplicates and ../, and edits with versions', async () => {
    const bad = await t.api('POST', '/cms/site', { token: admin, body: { name: 'X', path: '../etc' }, lang: 'en' });
    expect(bad.code).toBe(500);
    expect(bad.msg).toMatch(/path/i);
    const blank = await t.api('POST', '/cms/site', { token: admin, body: { name: '  ', path: 'ok1' }, lang: 'en' });
    expect(blank.msg).toMatch(/name/i);
    const add = await t.api('POST', '/cms/site', { token: admin, body: { name: 'Members', path: 'members', description: 'd' } });
    expect(add.code, add.msg).toBe(200);
    const dup = await t.api('POST', '/cms/site', { token: admin, body: { name: 'Again', path: 'MEMBERS' }, lang: 'en' });
    expect(dup.code).toBe(500);
    expect(dup.msg).toMatch(/already used/);

    const id = add.data.siteId;
    const got = (await t.api('GET', `/cms/site/${id}`, { token: admin })).data;
    const edit = await t.api('PUT', '/cms/site', {
      token: admin,
      body: {
        ...got,
        name: 'Members 2',
        publishPipeDatas: [{ pipeCode: 'pc', props: { url: 'https://m.example.org', indexTemplate: 'index.html', bogus: 1 } }],
      },
    });
    expect(edit.code, edit.msg).toBe(200);
    const stale = await t.api('PUT', '/cms/site', { token: admin, body: { ...got, name: 'Stale' } });
    expect(stale.code).toBe(409);
    const after = (await t.api('GET', `/cms/site/${id}`, { token: admin })).data;
    expect(after.name).toBe('Members 2');
    expect(after.publishPipeDatas[0].props).toEqual({ url: 'https://m.example.org', indexTemplate: 'index.html' });
  });

  it('keeps extends within their limits and ignores unknown keys', async () => {
    const id = (await t.api('GET', '/cms/site/list?siteName=Members', { token: admin })).data.rows[0].siteId;
    const defaults = await t.api('GET', `/cms/site/extends?siteId=${id}`, { token: admin });
    expect(defaults.data.RecycleKeepDays).toBe(30);
    for (const body of [
      { ImageWatermarkArgs: { opacity: 1.5 } },
      { ImageWatermarkArgs: { ratio: 10 } },
      // the stored capitals are not the wire's
      { ImageWatermarkArgs: { Opacity: 1.5 } },
      // v1.4.3's JSON string is checked as the object would be
      { ImageWatermarkArgs: '{"opacity":1.5}' },
      { ImageWatermarkArgs: '{not json' },
      { RecycleKeepDays: -1 },
      { ThumbnailWidth: -2 },
    ]) {
      const r = await t.api('POST', `/cms/site/extends/${id}`, { token: admin, body, lang: 'en' });
      expect(r.code, JSON.stringify(body)).toBe(500);
    }
    const save = await t.api('POST', `/cms/site/extends/${id}`, {
      token: admin,
      body: { RecycleKeepDays: 0, ThumbnailWidth: 0, ImageWatermarkArgs: { opacity: 0.5, ratio: 20 }, Unknown: 'x' },
    });
    expect(save.code, save.msg).toBe(200);
    const now = (await t.api('GET', `/cms/site/extends?siteId=${id}`, { token: admin })).data;
    expect(now.RecycleKeepDays).toBe(0);
    expect(now.ImageWatermarkArgs).toEqual({ opacity: 0.5, ratio: 20 });
    expect(now.Unknown).toBeUndefined();
  });

  it("saves v1.4.3's Extend Config form (objects as JSON strings) and answers the watermark in the keys it binds", async () => {
    const id = (await t.api('GET', '/cms/site/list?siteName=Members', { token: admin })).data.rows[0].siteId;
    const mark = 'resources/image/2026/01/01/0123456789abcdef0123456789abcdef.png';
    // what v1.4.3's siteExtend.vue does: load, edit the bound fields, send every object key as JSON.stringify(value)
    const form = (await t.api('GET', `/cms/site/extends?siteId=${id}`, { token: admin })).data;
    form.ImageWatermark = 'Y';
    form.ImageWatermarkArgs.image = mark;
    form.ImageWatermarkArgs.position = 'TOP_RIGHT';
    form.ImageWatermarkArgs.opacity = 0.8;
    form.ImageWatermarkArgs.ratio = 40;
    const data: Record<string, unknown> = {};
    for (const k of Object.keys(form)) data[k] = typeof form[k] === 'object' ? JSON.stringify(form[k]) : form[k];
    expect(typeof data.ImageWatermarkArgs).toBe('string');
    expect(typeof data.FileStorageArgs).toBe('string');
    const save = await t.api('POST', `/cms/site/extends/${id}`, { token: admin, body: data });
    expect(save.code, save.msg).toBe(200);

    const back = (await t.api('GET', `/cms/site/extends?siteId=${id}`, { token: admin })).data;
    expect(back.ImageWatermark).toBe('Y');
    expect(back.ImageWatermarkArgs).toMatchObject({ image: mark, position: 'TOP_RIGHT', opacity: 0.8, ratio: 40 });
    expect(back.FileStorageArgs).toEqual({});
    // stored as the upload reads it
    const row = await t.kernel.db.selectFrom('cmsSite').select('configProps').where('siteId', '=', id).executeTakeFirstOrThrow();
    expect(row.configProps.ImageWatermarkArgs).toMatchObject({ Image: mark, Position: 'TOP_RIGHT', Opacity: 0.8, Ratio: 40 });
  });

  it('answers the current site from the header, refuses an unknown or forbidden one, and lists only granted sites', async () => {
    const sites = (await t.api('GET', '/cms/site/list', { token: admin })).data.rows;
    const [first, second] = sites;
    const cur = await t.api('GET', '/cms/site/getCurrentSite', { token: admin, headers: { CurrentSite: String(second.siteId) } });
    expect(cur.data).toEqual({ siteId: second.siteId, siteName: second.name });
    expect((await t.api('GET', '/cms/site/getCurrentSite', { token: admin, headers: { CurrentSite: '99999' } })).code).toBe(404);
    expect((await t.api('GET', '/cms/site/getCurrentSite', { token: admin, headers: { CurrentSite: 'x;drop' } })).code).toBe(500);

    // the viewer holds the menu permission but no site grant: sees nothing, opens nothing
    expect((await viewer.api('GET', '/cms/site/list')).data.total).toBe(0);
    expect((await viewer.api('GET', '/cms/site/getCurrentSite')).data).toBeUndefined();
    expect((await viewer.api('GET', `/cms/site/${first.siteId}`)).code).toBe(403);
    expect((await viewer.api('POST', `/cms/site/setCurrentSite/${first.siteId}`)).code).toBe(403);

    await t.kernel.db
      .insertInto('cmsPermission')
      .values({
        ownerType: 'Role',
        owner: String(viewer.roleId),
        permType: 'Site',
        perms: JSON.stringify([`Site:View:${first.siteId}`]) as never,
      })
      .execute();
    await t.kernel.invalidate('identity');
    // the grant is in getInfo's permissions, as v1.4.3 sends it
    expect((await viewer.api('GET', '/getInfo')).data.permissions).toContain(`Site:View:${first.siteId}`);
    const mine = (await viewer.api('GET', '/cms/site/list')).data;
    expect(mine.rows.map((s: any) => s.siteId)).toEqual([first.siteId]);
    expect((await viewer.api('GET', '/cms/site/getCurrentSite')).data.siteId).toBe(first.siteId);
    expect((await viewer.api('POST', `/cms/site/setCurrentSite/${first.siteId}`)).data.siteName).toBe(first.name);
    // viewing is not editing
    const got = (await viewer.api('GET', `/cms/site/${first.siteId}`)).data;
    expect((await viewer.api('PUT', '/cms/site', { body: got })).code).toBe(403);
    expect((await viewer.api('GET', `/cms/site/${second.siteId}`)).code).toBe(403);
  });

  it('keeps site properties with codes unique in the site', async () => {
    const id = (await t.api('GET', '/cms/site/list?siteName=Members', { token: admin })).data.rows[0].siteId;
    const add = await t.api('POST', '/cms/site/prop', {
      token: admin,
      body: { siteId: id, propName: 'Phone', propCode: 'phone', propValue: '123' },
    });
    expect(add.code, add.msg).toBe(200);
    const dup = await t.api('POST', '/cms/site/prop', {
      token: admin,
      body: { siteId: id, propName: 'Phone', propCode: 'PHONE' },
      lang: 'en',
    });
    expect(dup.msg).toMatch(/propCode|already exists/);
    const list = await t.api('GET', `/cms/site/prop/list?siteId=${id}`, { token: admin });
    expect(list.data.rows.map((r: any) => r.propCode)).toEqual(['phone']);
    const del = await t.api('DELETE', '/cms/site/prop', { token: admin, body: [add.data.propertyId] });
    expect(del.code).toBe(200);
    expect((await t.api('GET', `/cms/site/prop/list?siteId=${id}`, { token: admin })).data.total).toBe(0);
  });

  it('deletes a site as an async task: its rows, grants and files go', async () => {
    const add = await t.api('POST', '/cms/site', { token: admin, body: { name: 'Temp', path: 'temp' } });
    const id = add.data.siteId;
    await t.api('POST', '/cms/site/prop', { token: admin, body: { siteId: id, propName: 'K', propCode: 'k' } });
    const dir = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'temp');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<p>x</p>');
    const del = await t.api('DELETE', `/cms/site/${id}`, { token: admin });
    expect(del.code, del.msg).toBe(200);
    const task = await waitTask(del.data);
    expect(task.status).toBe('SUCCESS');
    expect((await t.api('GET', `/cms/site/${id}`, { token: admin })).code).toBe(404);
    expect(await t.kernel.db.selectFrom('cmsSiteProperty').select('propertyId').where('siteId', '=', id).execute()).toEqual([]);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('is a plugin of its own: with PLUGINS=system,monitor no CMS table, menu or route exists', async () => {
    const bare = await createTestApp(inject('pgAdminUrl'), { PLUGINS: 'system,monitor' });
    try {
      const tables = await bare.kernel.pool.query("select table_name from information_schema.tables where table_name like 'cms\\_%'");
      expect(tables.rows).toEqual([]);
      const token = await bare.login();
      const routers = await bare.api('GET', '/getRouters', { token });
      expect(JSON.stringify(routers.data)).not.toContain('configs');
      expect((await bare.api('GET', '/cms/site/list', { token })).code).toBe(404);
    } finally {
      await bare.dispose();
    }
  });
});

describe('CMS demo catalogs', () => {
  it('seeds the association catalogs once, named in three languages', async () => {
    const t2 = await createTestApp(inject('pgAdminUrl'));
    try {
      const token = await t2.login();
      const labels = async (lang: string) =>
        (await t2.api('GET', '/cms/catalog/treeData', { token, lang })).data.rows.map((n: any) => n.label);
      expect(await labels('zh-CN')).toEqual(['协会动态', '通知公告', '政策法规', '评优评奖', '会员风采']);
      expect(await labels('zh-TW')).toEqual(['協會動態', '通知公告', '政策法規', '評優評獎', '會員風采']);
      expect(await labels('en')).toEqual(['Association News', 'Notices', 'Policies and Regulations', 'Awards', 'Member Showcase']);
      // a catalog deleted by an administrator stays deleted, and its translations go with it
      const awards = (await t2.api('GET', '/cms/catalog/treeData', { token })).data.rows.find((n: any) => n.props.alias === 'awards');
      expect((await t2.api('DELETE', `/cms/catalog/${awards.id}`, { token })).code).toBe(200);
      for (let i = 0; i < 50 && (await labels('en')).includes('Awards'); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await labels('en')).not.toContain('Awards');
      const left = await t2.kernel.db
        .selectFrom('sysI18nDict')
        .select('langKey')
        .where('langKey', '=', `CMS.CATALOG.NAME.${awards.id}`)
        .execute();
      expect(left).toEqual([]);
    } finally {
      await t2.dispose();
    }
  });
});

describe('CMS demo catalogs: tree paths', () => {
  it('gives every seeded catalog its ancestors path', async () => {
    const rows = await t.kernel.db.selectFrom('cmsCatalog').select(['catalogId', 'ancestors']).execute();
    for (const r of rows) expect(r.ancestors.split(':').map(Number)).toContain(r.catalogId);
  });
});
