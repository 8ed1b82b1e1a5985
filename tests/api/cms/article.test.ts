import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** v1.4.3's article calls of the content editor: the editor CSS of a catalog per pipe. */
let t: TestApp;
let admin: string;
let siteId: number;
let catalogId: number;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  const add = await t.api('POST', '/cms/catalog', {
    token: admin,
    body: { parentId: 0, name: '编辑器', alias: 'editorcss', path: 'editorcss', catalogType: 'common' },
  });
  expect(add.code, add.msg).toBe(200);
  catalogId = add.data.catalogId;
});
afterAll(async () => {
  await t?.dispose();
});

const css = (id: number, headers?: Record<string, string>) =>
  t.api('GET', `/cms/article/ueditor_css?catalogId=${id}`, { token: admin, headers });

describe('CMS article editor CSS (v1.4.3 getUEditorCSS)', () => {
  it('answers every pipe of the site, empty while nothing is set', async () => {
    const r = await css(catalogId);
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toEqual({ pc: '', h5: '' });
  });

  it("takes the site's pipe prop, the catalog's over it, as links the editor can load", async () => {
    const got = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
    const publishPipeDatas = got.publishPipeDatas.map((d: any) => ({
      ...d,
      props: { ...d.props, ueditorCss: d.pipeCode === 'pc' ? 'zhuxie/resources/css/editor.css' : 'https://cdn.example.org/h5.css' },
    }));
    const edit = await t.api('PUT', '/cms/site', { token: admin, body: { ...got, publishPipeDatas } });
    expect(edit.code, edit.msg).toBe(200);
    const base = t.kernel.config.apiBase;
    expect((await css(catalogId)).data).toEqual({
      pc: `${base}/cms/res/zhuxie/resources/css/editor.css`,
      h5: 'https://cdn.example.org/h5.css',
    });

    // the catalog's own, saved through the catalog's edit
    const catalog = (await t.api('GET', `/cms/catalog/${catalogId}`, { token: admin })).data;
    const saved = await t.api('PUT', '/cms/catalog', {
      token: admin,
      body: { ...catalog, publishPipeDatas: [{ pipeCode: 'pc', props: { ueditorCss: 'zhuxie/resources/css/news.css' } }] },
    });
    expect(saved.code, saved.msg).toBe(200);
    expect((await css(catalogId)).data).toEqual({
      pc: `${base}/cms/res/zhuxie/resources/css/news.css`,
      h5: 'https://cdn.example.org/h5.css',
    });
  });

  it("refuses an unknown catalog and another site's", async () => {
    expect((await css(999999999)).code).toBe(404);
    const other = await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'othercss' } });
    expect(other.code, other.msg).toBe(200);
    expect((await css(catalogId, { CurrentSite: String(other.data.siteId) })).code).toBe(404);
    expect((await t.api('GET', '/cms/article/ueditor_css', { token: admin })).code).not.toBe(200);
  });
});
