import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Friend links (issue 32, chestnut-api §1.6): the v1.4.3 routes of groups and links of the current site, their
 * refusals (each naming its field, nothing written), the by-site object checks, and the home page published
 * again with the links block after each write.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let otherSiteId: number;

const api = (method: string, url: string, body?: unknown, site = siteId, lang = 'en') =>
  t.api(method, url, { token: admin, body, lang, headers: { CurrentSite: String(site) } });
const groups = async (site = siteId) => (await api('GET', '/cms/link_group?pageNum=1&pageSize=50', undefined, site)).data;
const links = async (groupId: number, site = siteId) => (await api('GET', `/cms/link?groupId=${groupId}`, undefined, site)).data;
/** the published home page of the demo site's pc pipe */
const home = () => fs.readFileSync(path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'index.html'), 'utf8');

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  otherSiteId = (await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'other' } })).data.siteId;
  // the demo site's pc pipe publishes its home page with the default theme (installed at boot), whose index includes the links block
  const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
  const pipes = site.publishPipeDatas.map((p: any) =>
    p.pipeCode === 'pc' ? { ...p, props: { ...p.props, staticSuffix: 'html', indexTemplate: 'index' } } : p,
  );
  expect((await t.api('PUT', '/cms/site', { token: admin, body: { ...site, publishPipeDatas: pipes } })).code).toBe(200);
  const tpl = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template');
  expect(fs.readFileSync(path.join(tpl, 'index.template.html'), 'utf8')).toContain('common/links');
});
afterAll(async () => {
  await t?.dispose();
});

describe('friend-link groups', () => {
  it('adds, lists, edits and deletes the groups of the current site', async () => {
    const add = await api('POST', '/cms/link_group', { name: '合作单位', code: 'partners', sortFlag: 2 });
    expect(add.code, add.msg).toBe(200);
    const id = add.data.linkGroupId;
    expect((await api('POST', '/cms/link_group', { name: '政府网站', code: 'gov', sortFlag: 1 })).code).toBe(200);
    const list = await groups();
    expect(list.total).toBe(2);
    // in sort order, in v1.4.3's fields
    expect(list.rows.map((g: any) => g.code)).toEqual(['gov', 'partners']);
    expect(list.rows[1]).toMatchObject({ linkGroupId: id, siteId, name: '合作单位', code: 'partners', sortFlag: 2 });
    expect((await api('GET', '/cms/link_group?query=gov')).data.rows.map((g: any) => g.code)).toEqual(['gov']);
    // another site sees none of them
    expect((await groups(otherSiteId)).total).toBe(0);

    expect((await api('PUT', '/cms/link_group', { linkGroupId: id, name: '会员单位', code: 'members', sortFlag: 3 })).code).toBe(200);
    expect((await groups()).rows.find((g: any) => g.linkGroupId === id)).toMatchObject({ name: '会员单位', code: 'members' });
    // an edit that leaves the sort out keeps it
    expect((await api('PUT', '/cms/link_group', { linkGroupId: id, name: '会员单位', code: 'members' })).code).toBe(200);
    expect((await groups()).rows.find((g: any) => g.linkGroupId === id).sortFlag).toBe(3);
    // v1.4.3 deletes take the rows themselves
    const gov = (await groups()).rows.find((g: any) => g.code === 'gov');
    expect((await api('DELETE', '/cms/link_group', [gov])).code).toBe(200);
    expect((await groups()).rows.map((g: any) => g.code)).toEqual(['members']);
  });

  it('refuses a taken code (ignoring case), a bad code and a blank name, naming the field and writing nothing', async () => {
    const before = (await groups()).total;
    const taken = await api('POST', '/cms/link_group', { name: 'x', code: 'MEMBERS' });
    expect(taken.code).toBe(500);
    expect(taken.msg).toBe('Code: already in use.');
    const zh = await api('POST', '/cms/link_group', { name: 'x', code: 'members' }, siteId, 'zh-CN');
    expect(zh.msg).toBe('编码已被使用。');
    const bad = await api('POST', '/cms/link_group', { name: 'x', code: 'a b' });
    expect(bad.msg).toMatch(/^Code: /);
    const blank = await api('POST', '/cms/link_group', { name: '  ', code: 'blank' });
    expect(blank.msg).toMatch(/^Name: /);
    expect((await groups()).total).toBe(before);
    // the same code is free on another site
    expect((await api('POST', '/cms/link_group', { name: 'x', code: 'members' }, otherSiteId)).code).toBe(200);
  });

  it("refuses another site's group by id on edit and delete (404), changing nothing", async () => {
    const foreign = (await groups(otherSiteId)).rows[0];
    const edit = await api('PUT', '/cms/link_group', { linkGroupId: foreign.linkGroupId, name: 'hijack', code: 'hijack' });
    expect(edit.code).toBe(404);
    expect((await api('DELETE', '/cms/link_group', [{ linkGroupId: foreign.linkGroupId }])).code).toBe(404);
    expect((await groups(otherSiteId)).rows[0]).toMatchObject({ name: 'x', code: 'members' });
    // a delete naming one foreign row among its own deletes none of them
    const own = (await groups()).rows[0];
    expect((await api('DELETE', '/cms/link_group', [own, foreign])).code).toBe(404);
    expect((await groups()).total).toBe(1);
  });

  it('needs the friend-link permissions', async () => {
    const reader = await t.asUser({ userName: 'linkreader', permissions: ['cms:friendlink:view'] });
    expect((await reader.api('POST', '/cms/link_group', { body: { name: 'x', code: 'nope' } })).code).toBe(403);
    expect((await reader.api('DELETE', '/cms/link', { body: [{ linkId: 1 }] })).code).toBe(403);
  });
});

describe('friend links', () => {
  let group: number;
  let resourceId: number;
  beforeAll(async () => {
    group = (await groups()).rows[0].linkGroupId;
    const res = await api('POST', '/cms/resource/remote', {
      name: 'logo',
      resourceType: 'image',
      sourceUrl: 'https://93.184.216.34/logo.png',
      download: false,
    });
    expect(res.code, res.msg).toBe(200);
    resourceId = res.data.resourceId;
  });

  it('adds links with a library logo, lists them with its image, edits and deletes them', async () => {
    const a = await api('POST', '/cms/link', {
      groupId: group,
      name: '中国建筑业协会',
      url: 'https://www.zgjzy.org.cn/',
      logo: `iurl://resource?id=${resourceId}`,
      sortFlag: 1,
    });
    expect(a.code, a.msg).toBe(200);
    const b = await api('POST', '/cms/link', { groupId: group, name: '住建部', url: 'http://www.mohurd.gov.cn/', sortFlag: 0 });
    expect(b.code, b.msg).toBe(200);
    const list = await links(group);
    expect(list.total).toBe(2);
    expect(list.rows.map((l: any) => l.name)).toEqual(['住建部', '中国建筑业协会']);
    expect(list.rows[1]).toMatchObject({ siteId, groupId: group, url: 'https://www.zgjzy.org.cn/', src: 'https://93.184.216.34/logo.png' });
    expect((await api('GET', `/cms/link?groupId=${group}&query=mohurd`)).data.total).toBe(1);

    const edit = await api('PUT', '/cms/link', {
      linkId: b.data.linkId,
      groupId: group,
      name: '住房和城乡建设部',
      url: 'https://www.mohurd.gov.cn/',
    });
    expect(edit.code, edit.msg).toBe(200);
    expect((await links(group)).rows.find((l: any) => l.linkId === b.data.linkId)).toMatchObject({ name: '住房和城乡建设部' });

    // each write published the home page again with the links block
    expect(home()).toContain('住房和城乡建设部');
    expect(home()).toContain('https://93.184.216.34/logo.png');

    expect((await api('DELETE', '/cms/link', [{ linkId: b.data.linkId }])).code).toBe(200);
    expect((await links(group)).total).toBe(1);
    expect(home()).not.toContain('住房和城乡建设部');
  });

  it('refuses a URL that is not http(s) and a logo outside the library, naming the field, writing nothing', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.org/', 'www.example.org', 'https://']) {
      const r = await api('POST', '/cms/link', { groupId: group, name: 'x', url });
      expect(r.code, url).toBe(500);
      expect(r.msg, url).toBe('URL must be an address starting with http:// or https://.');
    }
    const zh = await api('POST', '/cms/link', { groupId: group, name: 'x', url: 'javascript:alert(1)' }, siteId, 'zh-CN');
    expect(zh.msg).toBe('链接地址必须是以 http:// 或 https:// 开头的网址。');
    const logo = await api('POST', '/cms/link', {
      groupId: group,
      name: 'x',
      url: 'https://a.example/',
      logo: 'iurl://resource?id=999999',
    });
    expect(logo.msg).toBe("Logo must be an image of this site's resource library.");
    expect((await links(group)).total).toBe(1);
  });

  it("refuses another site's group and link (404), changing nothing", async () => {
    const foreignGroup = (await groups(otherSiteId)).rows[0].linkGroupId;
    expect((await api('POST', '/cms/link', { groupId: foreignGroup, name: 'x', url: 'https://a.example/' })).code).toBe(404);
    expect((await api('GET', `/cms/link?groupId=${foreignGroup}`)).code).toBe(404);
    const own = (await links(group)).rows[0];
    // the other site, asking for this site's link
    const r = await api(
      'PUT',
      '/cms/link',
      { linkId: own.linkId, groupId: foreignGroup, name: 'x', url: 'https://a.example/' },
      otherSiteId,
    );
    expect(r.code).toBe(404);
    expect((await api('DELETE', '/cms/link', [{ linkId: own.linkId }], otherSiteId)).code).toBe(404);
    expect((await links(group)).rows[0]).toMatchObject({ name: own.name, url: own.url });
  });

  it("deleting a group deletes its links, and the home page loses the group's block", async () => {
    expect(home()).toContain('friend-links');
    const g = (await groups()).rows[0];
    expect((await api('DELETE', '/cms/link_group', [g])).code).toBe(200);
    expect((await t.kernel.db.selectFrom('cmsLink').select('linkId').where('groupId', '=', g.linkGroupId).execute()).length).toBe(0);
    expect(home()).not.toContain('friend-links');
  });
});
