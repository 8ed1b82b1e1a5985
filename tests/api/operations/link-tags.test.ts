import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import linkTags from '../../../plugins/operations/server/render/link-tags.worker.ts';

/**
 * The friend-link template tags, contributed to the CMS renderer through its extension point: listed on the
 * Directive screen with their documented examples, and each example renders on the page it names to what it
 * promises (as tests/api/cms/template-examples.test.ts does for the CMS's own tags). With the operations plugin
 * off, a template using them still renders: the tags write nothing.
 */
let t: TestApp;
let admin: string;
let siteId: number;

/** What each example shows with the fixture below (group 合作单位 `partners` with two links). */
const EXPECTED: Record<string, RegExp> = {
  cms_link_group: /^<h3>合作单位<\/h3>$/,
  cms_link:
    /^<a href="https:\/\/a\.example\.org\/" target="_blank">甲协会<\/a><a href="https:\/\/b\.example\.org\/\?x=1&amp;y=2" target="_blank">乙 &lt;b&gt;<\/a>$/,
};

const tplDir = (app: TestApp) => path.join(app.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template');

async function preview(app: TestApp, token: string, site: number, code: string) {
  fs.mkdirSync(tplDir(app), { recursive: true });
  fs.writeFileSync(path.join(tplDir(app), 'probe.template.html'), code);
  const s = (await app.api('GET', `/cms/site/${site}`, { token })).data;
  const pipes = s.publishPipeDatas.map((p: any) => (p.pipeCode === 'pc' ? { ...p, props: { ...p.props, indexTemplate: 'probe' } } : p));
  expect((await app.api('PUT', '/cms/site', { token, body: { ...s, publishPipeDatas: pipes } })).code).toBe(200);
  const r = await app.app.inject({
    method: 'GET',
    url: `${app.kernel.config.apiBase}/cms/preview/site/${site}?pp=pc`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.body.trim();
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  const api = (url: string, body: unknown) => t.api('POST', url, { token: admin, body });
  const g = await api('/cms/link_group', { name: '合作单位', code: 'partners', sortFlag: 1 });
  expect(g.code, g.msg).toBe(200);
  const other = await api('/cms/link_group', { name: '其他', code: 'other', sortFlag: 2 });
  expect(other.code).toBe(200);
  for (const [name, url, sortFlag] of [
    ['甲协会', 'https://a.example.org/', 1],
    ['乙 <b>', 'https://b.example.org/?x=1&y=2', 2],
  ] as const)
    expect((await api('/cms/link', { groupId: g.data.linkGroupId, name, url, sortFlag })).code).toBe(200);
  expect((await api('/cms/link', { groupId: other.data.linkGroupId, name: '丙', url: 'https://c.example.org/' })).code).toBe(200);
});
afterAll(async () => {
  await t?.dispose();
});

describe('friend-link template tags', () => {
  it('documents an example for each contributed tag, shown on the Directive screen in the request language', async () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(linkTags.tags.map((x) => x.name).sort());
    const listed = (await t.api('GET', '/cms/staticize/tags', { token: admin, lang: 'en' })).data;
    for (const tag of linkTags.tags) {
      const row = listed.find((r: any) => r.tagName === tag.name);
      expect(row, tag.name).toMatchObject({ block: true, example: tag.example.code });
      expect(row.name).not.toMatch(/operations:/);
      expect(row.tagAttrs.map((a: any) => a.name)).toEqual(tag.attrs.map((a) => a.name));
    }
    expect(listed.find((r: any) => r.tagName === 'cms_link').name).toBe('Friend links');
  });

  for (const tag of linkTags.tags)
    it(`renders the example of ${tag.name} on a ${tag.example.page} page`, async () => {
      expect(tag.example.page).toBe('site');
      expect(await preview(t, admin, siteId, tag.example.code)).toMatch(EXPECTED[tag.name]);
    });

  it('nests: cms_link inside cms_link_group takes the enclosing group; code and size pick', async () => {
    const html = await preview(
      t,
      admin,
      siteId,
      '{% cms_link_group %}[{{ item.code }}:{% cms_link %}{{ item.name }};{% endcms_link %}]{% endcms_link_group %}|{% cms_link code:"PARTNERS" size:1 %}{{ item.name }}{% endcms_link %}',
    );
    expect(html).toBe('[partners:甲协会;乙 &lt;b&gt;;][other:丙;]|甲协会');
  });
});

describe('with the operations plugin off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp(inject('pgAdminUrl'), { PLUGINS: 'system,monitor,cms' });
  });
  afterAll(async () => {
    await off?.dispose();
  });

  it('a template using the friend-link tags still renders, the tags writing nothing', async () => {
    const token = await off.login();
    const site = (await off.api('GET', '/cms/site/getCurrentSite', { token })).data.siteId;
    const html = await preview(
      off,
      token,
      site,
      '<p>before</p>{% cms_link_group code:"partners" %}<h3>{{ item.name }}</h3>{% endcms_link_group %}{% cms_advertisement code:"x" %}<p>after</p>',
    );
    expect(html).toBe('<p>before</p><p>after</p>');
    // the Directive screen lists only what is there
    const listed = (await off.api('GET', '/cms/staticize/tags', { token })).data;
    expect(listed.some((r: any) => r.tagName === 'cms_link_group')).toBe(false);
  });

  it('leaves no operations table, menu, route or page widget type', async () => {
    const operations = (await import('../../../plugins/operations/server/index.ts')).default;
    const tables = await off.kernel.pool.query('select table_name from information_schema.tables where table_name = any($1)', [
      operations.tables,
    ]);
    expect(tables.rows).toEqual([]);
    const token = await off.login();
    const routers = JSON.stringify((await off.api('GET', '/getRouters', { token })).data);
    expect(routers).not.toContain('"component":"operations/');
    expect(routers).not.toContain('互动运营');
    for (const [method, url] of [
      ['GET', '/cms/link_group'],
      ['GET', '/cms/adspace'],
      ['GET', '/cms/ad/stat'],
      ['GET', '/stat/menu/tree'],
      ['GET', '/cms/stat/contentDynamicData'],
    ])
      expect((await off.api(method, url, { token })).code, url).toBe(404);
    expect((await off.api('POST', '/api/stat/visit', { body: { siteId: 1, url: 'https://x.example/' } })).code).toBe(404);
    // the CMS offers only its own widget types
    const types = (await off.api('GET', '/cms/pagewidget/types', { token })).data;
    expect(JSON.stringify(types)).not.toContain('"ads"');
  });
});
