import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { renderSite, renderTemplate } from '../../../plugins/cms/server/render/engine.ts';

/** Page widgets of type `manual` (issue 11): CRUD, rights, publish to include/, the template tags, preview. */
let t: TestApp;
let admin: string;
let siteId: number;
let news: number;
let out: string;
let limited: TestUser;

const write = (name: string, body: string) => {
  const dir = path.join(out, 'template');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.template.html`), body);
};
const rows = (...titles: string[][]) => JSON.stringify(titles.map((r) => ({ items: r.map((title) => ({ title, url: `/${title}` })) })));
const base = { name: '友情链接', code: 'links', publishPipeCode: 'pc', template: 'pw_links', path: 'blocks' };
const add = (body: Record<string, unknown>, token = admin, lang = 'en') =>
  t.api('POST', '/cms/pagewidget?type=manual', { token, lang, body: { ...base, ...body } });
const preview = (id: number, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/preview/pagewidget/${id}?pp=pc`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
const grantWidget = (owner: number, id: number, items: string[]) =>
  t.api('PUT', '/cms/perms/pagewidget', {
    token: admin,
    body: {
      ownerType: 'Role',
      owner,
      siteId,
      perms: [{ pageWidgetId: id, perms: Object.fromEntries(items.map((k) => [k, { granted: true }])) }],
    },
  });
const publishHome = () => t.api('POST', '/cms/site/publish', { token: admin, body: { siteId, publishIndex: true } });
const home = () => fs.readFileSync(path.join(out, 'index.html'), 'utf8');

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  news = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows.find((n: any) => n.props.alias === 'news').id;
  out = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc');
  const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
  const pipes = site.publishPipeDatas.map((p: any) =>
    p.pipeCode === 'pc' ? { ...p, props: { ...p.props, staticSuffix: 'html', indexTemplate: 'pw_home' } } : p,
  );
  expect((await t.api('PUT', '/cms/site', { token: admin, body: { ...site, publishPipeDatas: pipes } })).code).toBe(200);
  write(
    'pw_links',
    `<ul class="links">{% for row in Data %}<li>{% for item in row.items %}<a href="{{ item.link }}">{{ item.title }}</a>{% endfor %}</li>{% endfor %}</ul>`,
  );
  write(
    'pw_home',
    `<main>{% cms_pagewidget code:"links" %}</main><aside>{% cms_pagewidget_data code:"links" %}{{ Data | size }} rows{% endcms_pagewidget_data %}</aside>`,
  );
  // the content screen's buttons; the widget rights are what is refused
  limited = await t.asUser({
    userName: 'widget_editor',
    permissions: ['cms:content:view', 'cms:content:add', 'cms:content:edit', 'cms:content:delete'],
  });
  await t.api('PUT', '/cms/perms/site', {
    token: admin,
    body: { ownerType: 'Role', owner: limited.roleId, perms: [{ siteId, perms: { View: { granted: true } } }] },
  });
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS page widgets', () => {
  let id: number;

  it('lists the types and refuses a bad or taken code, an unknown pipe or template and bad rows, naming the field', async () => {
    const types = await t.api('GET', '/cms/pagewidget/types', { token: admin, lang: 'en' });
    expect(types.data.rows).toEqual([{ id: 'manual', name: 'Manual block' }]);

    const bad = await add({ code: 'bad-code' });
    expect(bad.code).toBe(500);
    expect(bad.msg).toBe('Code: invalid format.');
    const badZh = await add({ code: 'bad code' }, admin, 'zh-CN');
    expect(badZh.msg).toContain('编码');
    expect((await add({ publishPipeCode: 'nopipe' })).msg).toBe('Publish pipe "nopipe" is not a publish pipe of this site.');
    expect((await add({ template: 'nowhere' })).msg).toBe('Template: the publish pipe has no template "nowhere".');
    const noTitle = await add({ contentStr: JSON.stringify([{ items: [{ title: 'ok' }, { url: '/x' }] }]) });
    expect(noTitle.msg).toBe('Widget content, row 1, item 2: Title: cannot be empty.');
    const blank = await add({ contentStr: JSON.stringify([{ items: [] }, { items: [{ title: '  ' }] }]) });
    expect(blank.msg).toBe('Widget content, row 2, item 1: Title: cannot be empty.');
    const tooMany = await add({ contentStr: JSON.stringify([{ items: Array.from({ length: 51 }, () => ({ title: 'x' })) }]) });
    expect(tooMany.msg).toBe('Widget content, row 1: Items: at most 50 items.');
    const badUrl = await add({ contentStr: JSON.stringify([{ items: [{ title: 'x', url: 'javascript:alert(1)' }] }]) });
    expect(badUrl.msg).toBe('Widget content, row 1, item 1: Link: invalid format.');
    expect((await add({ contentStr: '{nope' })).msg).toBe('Widget content is not valid JSON.');

    const r = await add({ catalogId: news, contentStr: rows(['协会', '住建部'], ['年会']) });
    expect(r.code, r.msg).toBe(200);
    id = r.data.pageWidgetId;
    const taken = await add({ code: 'LINKS' });
    expect(taken.msg).toBe('Code "LINKS" is already used by another page widget of this site.');
    const takenZh = await add({ code: 'links' }, admin, 'zh-TW');
    expect(takenZh.msg).toContain('編碼');
  });

  it('reads, lists and edits a widget', async () => {
    const one = await t.api('GET', `/cms/pagewidget/${id}`, { token: admin });
    expect(one.data).toMatchObject({
      pageWidgetId: id,
      type: 'manual',
      state: '0',
      catalogId: news,
      route: '/cms/block/manual/editor',
      file: 'include/blocks/links.html',
    });
    expect(one.data.content.map((r: any) => r.items.map((i: any) => i.title))).toEqual([['协会', '住建部'], ['年会']]);
    const list = await t.api('GET', `/cms/pagewidget?catalogId=${news}&name=link&pageNum=1&pageSize=10`, { token: admin });
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({ code: 'links', catalogName: expect.any(String), state: '0' });
    expect((await t.api('GET', '/cms/pagewidget?state=30&pageNum=1&pageSize=10', { token: admin })).data.total).toBe(0);
    const e = await t.api('PUT', '/cms/pagewidget?type=manual', {
      token: admin,
      body: { pageWidgetId: id, ...base, contentStr: rows(['年会'], ['协会', '住建部']) },
    });
    expect(e.code, e.msg).toBe(200);
    const again = await t.api('GET', `/cms/pagewidget/${id}`, { token: admin });
    expect(again.data.content[0].items[0].title).toBe('年会');
    expect(again.data.state).toBe('0');
  });

  it('publishes to include/ and a page using cms_pagewidget shows it; editing marks it re-edited; offline removes it', async () => {
    const file = path.join(out, 'include', 'blocks', 'links.html');
    expect((await t.api('POST', '/cms/pagewidget/publish', { token: admin, body: [id] })).code).toBe(200);
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toMatch(
      /^<ul class="links"><li><a href="[^"]*\/年会">年会<\/a><\/li><li><a href="[^"]*\/协会">协会<\/a><a href="[^"]*\/住建部">住建部<\/a><\/li><\/ul>$/,
    );
    expect((await t.api('GET', `/cms/pagewidget/${id}`, { token: admin })).data.state).toBe('30');
    expect((await publishHome()).code).toBe(200);
    expect(home()).toBe(`<main>${html}</main><aside>2 rows</aside>`);
    // with ssi, a page carries a server-side include of the published file instead of its copy
    write('pw_ssi', '{% cms_pagewidget code:"links" ssi:true %}');
    const site = await renderSite(t.kernel, siteId);
    expect(await renderTemplate(t.kernel, { site, pipeCode: 'pc', template: 'pw_ssi', scope: {} })).toBe(
      `<!--#include virtual="${t.kernel.config.apiBase}/cms/static/zhuxie_pc/include/blocks/links.html"-->`,
    );

    // an edit after publishing: state 60, the published file stays as it was
    await t.api('PUT', '/cms/pagewidget', { token: admin, body: { pageWidgetId: id, ...base, contentStr: rows(['草稿']) } });
    expect((await t.api('GET', `/cms/pagewidget/${id}`, { token: admin })).data.state).toBe('60');
    expect(fs.readFileSync(file, 'utf8')).toBe(html);

    // the preview renders the draft without publishing
    const p = await preview(id, admin);
    expect(p.statusCode).toBe(200);
    expect(p.body).toContain('>草稿</a>');
    expect(String(p.headers['content-security-policy'])).toContain('sandbox');
    expect(fs.readFileSync(file, 'utf8')).toBe(html);

    expect((await t.api('POST', '/cms/pagewidget/offline', { token: admin, body: [id] })).code).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.api('GET', `/cms/pagewidget/${id}`, { token: admin })).data.state).toBe('40');
    await publishHome();
    expect(home()).toBe('<main></main><aside>0 rows</aside>');
    // a site preview shows the widget's draft through both tags
    const sitePreview = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/cms/preview/site/${siteId}?pp=pc`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sitePreview.body).toMatch(/^<main><ul class="links"><li><a href="[^"]*">草稿<\/a><\/li><\/ul><\/main><aside>1 rows<\/aside>$/);
  });

  it('refuses a user without the widget rights; a grant of View lets them list and preview it, nothing more', async () => {
    expect((await limited.api('GET', `/cms/pagewidget/${id}`, { lang: 'en' })).code).toBe(403);
    expect((await limited.api('GET', '/cms/pagewidget?pageNum=1&pageSize=10')).data.total).toBe(0);
    expect((await limited.api('POST', '/cms/pagewidget/publish', { body: [id] })).code).toBe(403);
    expect(JSON.parse((await preview(id, limited.token)).body).code).toBe(403);
    const denied = await limited.api('POST', '/cms/pagewidget?type=manual', { lang: 'en', body: { ...base, code: 'mine' } });
    expect(denied.code).toBe(403);

    await grantWidget(limited.roleId, id, ['View']);
    expect((await limited.api('GET', '/cms/pagewidget?pageNum=1&pageSize=10')).data.rows.map((r: any) => r.pageWidgetId)).toEqual([id]);
    const p = await preview(id, limited.token);
    expect(p.statusCode).toBe(200);
    expect(p.body).toContain('草稿');
    const edit = await limited.api('PUT', '/cms/pagewidget', { lang: 'en', body: { pageWidgetId: id, ...base } });
    expect(edit.code).toBe(403);
    expect(edit.msg).toBe('You have no permission on the page widget "友情链接".');
    expect((await limited.api('DELETE', '/cms/pagewidget', { body: [id] })).code).toBe(403);
    expect((await limited.api('POST', '/cms/pagewidget/offline', { body: [id] })).code).toBe(403);
  });

  it('a user without the content buttons is refused before any widget is read', async () => {
    const viewer = await t.asUser({ userName: 'widget_viewer', permissions: ['cms:content:view'] });
    expect((await viewer.api('POST', '/cms/pagewidget/publish', { body: [id] })).code).toBe(403);
    expect((await viewer.api('DELETE', '/cms/pagewidget', { body: [id] })).code).toBe(403);
    expect((await viewer.api('POST', '/cms/pagewidget?type=manual', { body: { ...base, code: 'v' } })).code).toBe(403);
  });

  it('a user who may add widgets holds the ones they add; deleting drops the widget, its file and its grants', async () => {
    await t.api('PUT', '/cms/perms/site', {
      token: admin,
      body: {
        ownerType: 'Role',
        owner: limited.roleId,
        perms: [{ siteId, perms: { View: { granted: true }, AddPageWidget: { granted: true } } }],
      },
    });
    const r = await limited.api('POST', '/cms/pagewidget?type=manual', {
      body: { ...base, name: '我的', code: 'mine', contentStr: rows(['x']) },
    });
    expect(r.code, r.msg).toBe(200);
    const mine = r.data.pageWidgetId;
    expect((await limited.api('POST', '/cms/pagewidget/publish', { body: [mine] })).code).toBe(200);
    const file = path.join(out, 'include', 'blocks', 'mine.html');
    expect(fs.existsSync(file)).toBe(true);
    expect((await limited.api('DELETE', '/cms/pagewidget', { body: [mine] })).code).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.api('GET', `/cms/pagewidget/${mine}`, { token: admin })).code).toBe(404);
    const grants = await t.kernel.db.selectFrom('cmsPermission').select('perms').where('permType', '=', 'PageWidget').execute();
    expect(grants.flatMap((g) => g.perms).filter((p) => p.endsWith(`:${mine}`))).toEqual([]);
  });

  it('a catalog holding a widget is not deleted', async () => {
    const c = await t.api('POST', '/cms/catalog', {
      token: admin,
      body: { parentId: 0, name: '临时栏目', alias: 'tmp_widget', path: 'tmp_widget', catalogType: 'common' },
    });
    expect(c.code, c.msg).toBe(200);
    const w = await add({ catalogId: c.data.catalogId, code: 'tmp_block' });
    expect(w.code, w.msg).toBe(200);
    const refused = await t.api('DELETE', `/cms/catalog/${c.data.catalogId}`, { token: admin, lang: 'en' });
    expect(refused.msg).toBe('The catalog "临时栏目" still has page widgets: delete them first.');
    expect((await t.api('DELETE', '/cms/pagewidget', { token: admin, body: [w.data.pageWidgetId] })).code).toBe(200);
    expect((await t.api('DELETE', `/cms/catalog/${c.data.catalogId}`, { token: admin })).code).toBe(200);
  });

  it('adds from the v1.4.3 dialog: no template, path include/pagewidget/, catalogId 0 at the site root; rows carry the editor route (issue 29)', async () => {
    // pageWidget.vue's add dialog at the site root (cid ''), sent to POST /cms/pagewidget?type=manual as it is
    const form = { path: 'include/pagewidget/', type: 'manual', name: '站点公告', code: 'v143_root', publishPipeCode: 'pc', catalogId: 0 };
    const r = await t.api('POST', '/cms/pagewidget?type=manual', { token: admin, lang: 'en', body: form });
    expect(r.code, r.msg).toBe(200);
    const wid = r.data.pageWidgetId;
    // the list at the site root as v1.4.3 asks for it: catalogId empty, pageNo
    const root = await t.api('GET', '/cms/pagewidget?pageSize=20&pageNo=1&catalogId=', { token: admin });
    expect(root.code, root.msg).toBe(200);
    expect(root.data.rows.find((w: any) => w.pageWidgetId === wid)).toMatchObject({
      catalogId: 0,
      path: 'pagewidget',
      template: null,
      route: '/cms/block/manual/editor',
    });
    expect((await t.api('GET', '/cms/pagewidget?catalogId=0', { token: admin })).data.rows.map((w: any) => w.pageWidgetId)).toContain(wid);
    expect((await t.api('GET', `/cms/pagewidget/${wid}`, { token: admin })).data.file).toBe('include/pagewidget/v143_root.html');
    // no template yet: not published, said so
    const early = await t.api('POST', '/cms/pagewidget/publish', { token: admin, lang: 'en', body: [wid] });
    expect(early.msg).toBe('The page widget "站点公告" has no template yet: choose one in its editor first.');
    // manualBlockEditor.vue then saves it with a template, its path as it shows it
    const edited = await t.api('PUT', '/cms/pagewidget?type=manual', {
      token: admin,
      body: { pageWidgetId: wid, ...form, template: 'pw_links', contentStr: rows(['公告']), remark: '' },
    });
    expect(edited.code, edited.msg).toBe(200);
    expect((await t.api('POST', '/cms/pagewidget/publish', { token: admin, body: [wid] })).code).toBe(200);
    expect(fs.readFileSync(path.join(out, 'include', 'pagewidget', 'v143_root.html'), 'utf8')).toContain('公告');
    // the path stays inside include/
    for (const bad of ['../x', 'include/../x', '/x', 'a\\b', 'a//b', 'a/./b'])
      expect((await add({ code: 'v143_bad', path: bad })).msg, bad).toMatch(/^Path/);
    expect((await t.api('DELETE', '/cms/pagewidget', { token: admin, body: [wid] })).code).toBe(200);
  });

  it("an id that names no widget of the site is answered SPEC §8's 'Invalid page widget id: {0}', in three languages", async () => {
    for (const [lang, text] of [
      ['en', 'Invalid page widget id: 987654'],
      ['zh-CN', '无效的页面部件 ID：987654'],
      ['zh-TW', '無效的頁面部件 ID：987654'],
    ]) {
      const r = await t.api('GET', '/cms/pagewidget/987654', { token: admin, lang });
      expect(r.code).toBe(404);
      expect(r.msg).toBe(text);
    }
  });

  it('lists both tags on the Directive screen in the request language', async () => {
    const tags = (await t.api('GET', '/cms/staticize/tags', { token: admin, lang: 'zh-TW' })).data;
    const pw = tags.find((x: any) => x.tagName === 'cms_pagewidget');
    expect(pw).toMatchObject({ name: '頁面部件', block: false });
    expect(pw.tagAttrs.find((a: any) => a.name === 'code')).toMatchObject({ mandatory: true, usage: '頁面部件編碼' });
    expect(tags.find((x: any) => x.tagName === 'cms_pagewidget_data')).toMatchObject({
      name: '頁面部件資料',
      block: true,
      example: expect.stringContaining('{% for item in row.items %}'),
    });
  });
});
