import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';
import { includeCache, templateCache } from '../../../plugins/cms/server/services/template-cache.ts';

/** Publish pipes and templates of the current site (issue 11): rules, files on disk, syntax check, caches, permissions. */
let t: TestApp;
let admin: string;
let siteId: number;
let pipeDir: (code: string) => string;

const api = (method: string, url: string, body?: unknown, lang = 'en') => t.api(method, url, { token: admin, body, lang });
const templates = async (q = '') => (await api('GET', `/cms/template?pageSize=100${q}`)).data.rows as any[];
const addTemplate = (p: string, pipe = 'pc', remark?: string) =>
  api('POST', '/cms/template', { siteId, publishPipeCode: pipe, path: p, remark });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  pipeDir = (code) => path.join(t.kernel.config.dataDir, 'cms', 'sites', `zhuxie_${code}`);
  // this file builds its own templates: the demo theme installed at start goes first
  for (const code of ['pc', 'h5']) fs.rmSync(path.join(pipeDir(code), 'template'), { recursive: true, force: true });
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS publish pipes', () => {
  it('lists the demo pipes by sort and offers the enabled ones', async () => {
    const list = await api('GET', '/cms/publishpipe/list');
    expect(list.code, list.msg).toBe(200);
    expect(list.data.rows.map((r: any) => r.code)).toEqual(['pc', 'h5']);
    expect(list.data.rows[0]).toMatchObject({ publishpipeId: expect.any(Number), siteId, name: 'PC', state: '0', sort: 1 });
    const sel = await api('GET', '/cms/publishpipe/selectData');
    expect(sel.data.rows).toEqual([
      { pipeCode: 'pc', pipeName: 'PC', props: null },
      { pipeCode: 'h5', pipeName: 'H5', props: null },
    ]);
    const one = await api('GET', `/cms/publishpipe/${list.data.rows[1].publishpipeId}`);
    expect(one.data.code).toBe('h5');
  });

  it('adds, edits and deletes with the code rules', async () => {
    const bad = await api('POST', '/cms/publishpipe', { name: 'App', code: 'app-1', state: '0', sort: 3 });
    expect(bad.code).toBe(500);
    expect(bad.msg).toMatch(/code/i);
    const blank = await api('POST', '/cms/publishpipe', { name: ' ', code: 'app', state: '0', sort: 3 });
    expect(blank.msg).toMatch(/name/i);
    const dup = await api('POST', '/cms/publishpipe', { name: 'Again', code: 'PC', state: '0', sort: 3 });
    expect(dup.code).toBe(500);
    expect(dup.msg).toBe('The publish pipe code "PC" already exists.');
    const zh = await api('POST', '/cms/publishpipe', { name: 'Again', code: 'pc', state: '0', sort: 3 }, 'zh-CN');
    expect(zh.msg).toBe('发布通道编码“pc”已存在。');
    const add = await api('POST', '/cms/publishpipe', { name: 'App', code: 'app_1', state: '0', sort: 3, remark: 'r' });
    expect(add.code, add.msg).toBe(200);
    const id = add.data.publishpipeId;
    const fixed = await api('PUT', '/cms/publishpipe', { publishpipeId: id, name: 'App', code: 'app_2', state: '0', sort: 3 });
    expect(fixed.msg).toMatch(/cannot change/);
    const edit = await api('PUT', '/cms/publishpipe', { publishpipeId: id, name: 'Mobile app', code: 'app_1', state: '1', sort: 0 });
    expect(edit.code, edit.msg).toBe(200);
    const rows = (await api('GET', '/cms/publishpipe/list')).data.rows;
    expect(rows.map((r: any) => [r.code, r.state])).toEqual([
      ['app_1', '1'],
      ['pc', '0'],
      ['h5', '0'],
    ]);
    expect((await api('GET', '/cms/publishpipe/selectData')).data.rows.map((r: any) => r.pipeCode)).toEqual(['pc', 'h5']);
    expect((await api('DELETE', '/cms/publishpipe', [id])).code).toBe(200);
    expect((await api('GET', '/cms/publishpipe/list')).data.total).toBe(2);
  });

  it('keeps one enabled pipe and refuses to delete a pipe with templates', async () => {
    const rows = (await api('GET', '/cms/publishpipe/list')).data.rows;
    const ids = rows.map((r: any) => r.publishpipeId);
    const all = await api('DELETE', '/cms/publishpipe', ids);
    expect(all.msg).toMatch(/at least one enabled/);
    const h5 = rows.find((r: any) => r.code === 'h5');
    const pc = rows.find((r: any) => r.code === 'pc');
    expect((await api('PUT', '/cms/publishpipe', { ...h5, state: '1' })).code).toBe(200);
    expect((await api('PUT', '/cms/publishpipe', { ...pc, state: '1' })).msg).toMatch(/at least one enabled/);
    expect((await api('PUT', '/cms/publishpipe', { ...h5, state: '0' })).code).toBe(200);
    const tpl = await addTemplate('h5_only', 'h5');
    expect(tpl.code, tpl.msg).toBe(200);
    const inUse = await api('DELETE', '/cms/publishpipe', [h5.publishpipeId]);
    expect(inUse.msg).toBe('The publish pipe "H5" still has 1 templates: delete them first.');
    expect((await api('DELETE', '/cms/template', [tpl.data.templateId])).code).toBe(200);
  });
});

describe('CMS templates', () => {
  it('adds a template file under {site}_{pipe}/template with the suffix, and lists it', async () => {
    const r = await addTemplate('index', 'pc', 'home');
    expect(r.code, r.msg).toBe(200);
    const file = path.join(pipeDir('pc'), 'template', 'index.template.html');
    expect(fs.existsSync(file)).toBe(true);
    const sub = await addTemplate('list/news.template.html');
    expect(sub.code, sub.msg).toBe(200);
    expect(fs.existsSync(path.join(pipeDir('pc'), 'template', 'list', 'news.template.html'))).toBe(true);
    const rows = await templates('&publishPipeCode=pc');
    expect(rows.map((x) => x.path)).toEqual(['index.template.html', 'list/news.template.html']);
    expect(rows[0]).toMatchObject({ siteId, publishPipeCode: 'pc', filesize: 0, filesizeName: '0 B', remark: 'home' });
    expect((await templates('&filename=news')).map((x) => x.path)).toEqual(['list/news.template.html']);
  });

  it('refuses bad names, unknown pipes and duplicates naming the field', async () => {
    for (const p of ['../x', 'a b', 'index.html', '/abs', 'a//b', 'a/../b', 'x.template.html.template.html', ''])
      expect((await addTemplate(p)).code, p).toBe(500);
    expect((await addTemplate('a-b')).msg).toBe(
      'The template name (path) may hold only letters, digits and underscores ("/" for a sub-directory) and ends with .template.html.',
    );
    expect((await addTemplate('ok', 'nopipe')).msg).toMatch(/no publish pipe "nopipe"/);
    expect((await addTemplate('INDEX')).msg).toBe('The template "INDEX.template.html" already exists.');
    expect((await addTemplate('index.template.html')).msg).toMatch(/already exists/);
    expect(fs.readdirSync(path.join(pipeDir('pc'), 'template')).sort()).toEqual(['index.template.html', 'list']);
  });

  it('saves content, reads it back, and refuses a syntax error with line and column, changing nothing', async () => {
    const id = (await templates()).find((x) => x.path === 'index.template.html').templateId;
    const good = '<h1>{{ Site.name }}</h1>\n{% cms_catalog level="Root" %}<a>{{ Catalog.name }}</a>{% endcms_catalog %}\n{% page_bar %}';
    const save = await api('PUT', '/cms/template', { templateId: id, content: good, remark: 'home page' });
    expect(save.code, save.msg).toBe(200);
    const detail = await api('GET', `/cms/template/${id}`);
    expect(detail.data).toMatchObject({ content: good, filesize: Buffer.byteLength(good), remark: 'home page', publishPipeCode: 'pc' });
    const file = path.join(pipeDir('pc'), 'template', 'index.template.html');
    const bad = await api('PUT', '/cms/template', { templateId: id, content: '<p>ok</p>\n<div>\n  {% if Site %}\n</div>' });
    expect(bad.code).toBe(500);
    expect(bad.msg).toBe('Template syntax error at line 3, column 3: tag {% if Site %} not closed');
    expect(bad.data).toMatchObject({ field: 'content', line: 3, col: 3 });
    const zh = await api('PUT', '/cms/template', { templateId: id, content: 'a\n{{ x ' }, 'zh-CN');
    expect(zh.msg).toMatch(/^模板语法错误：第 2 行第 1 列/);
    const block = await api('PUT', '/cms/template', { templateId: id, content: '{% cms_content %}\n{% if x %}{% endcms_content %}' });
    expect(block.msg).toMatch(/^Template syntax error at line 2, column/);
    expect(fs.readFileSync(file, 'utf8')).toBe(good);
    expect((await api('GET', `/cms/template/${id}`)).data.content).toBe(good);
  });

  it('refuses content over 512 KB with its own message', async () => {
    const id = (await templates()).find((x) => x.path === 'index.template.html').templateId;
    const big = await api('PUT', '/cms/template', { templateId: id, content: 'x'.repeat(600 * 1024) });
    expect(big.code).toBe(500);
    expect(big.msg).toBe('The template content (content) cannot exceed 512 KB (it has 600 KB).');
  });

  it('renames, follows files changed on disk, and deletes the file', async () => {
    const rows = await templates();
    const news = rows.find((x) => x.path === 'list/news.template.html');
    expect((await api('POST', '/cms/template/rename', { templateId: news.templateId, path: 'index' })).msg).toMatch(/already exists/);
    expect((await api('POST', '/cms/template/rename', { templateId: news.templateId, path: '../../evil' })).code).toBe(500);
    const ren = await api('POST', '/cms/template/rename', { templateId: news.templateId, path: 'news_list', remark: 'list' });
    expect(ren.code, ren.msg).toBe(200);
    const dir = path.join(pipeDir('pc'), 'template');
    expect(fs.existsSync(path.join(dir, 'news_list.template.html'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'list', 'news.template.html'))).toBe(false);
    // a file copied in by hand appears; one removed by hand goes; a name that breaks the rule is ignored
    fs.writeFileSync(path.join(dir, 'footer.template.html'), '<footer/>');
    fs.writeFileSync(path.join(dir, 'bad-name.template.html'), 'x');
    fs.rmSync(path.join(dir, 'news_list.template.html'));
    const now = await templates();
    expect(now.map((x) => x.path)).toEqual(['footer.template.html', 'index.template.html']);
    expect(now[0].filesize).toBe(9);
    const footer = now[0].templateId;
    expect((await api('DELETE', '/cms/template', [footer])).code).toBe(200);
    expect(fs.existsSync(path.join(dir, 'footer.template.html'))).toBe(false);
    expect((await templates()).map((x) => x.path)).toEqual(['index.template.html']);
  });

  it('clears the include cache of templates and the template cache of the site', async () => {
    const id = (await templates())[0].templateId;
    templateCache.set(siteId, 'pc/index.template.html', { hash: 'h', value: 1 });
    includeCache.set(siteId, 'pc/index.template.html#a=1', '<b/>');
    includeCache.set(siteId, 'pc/other.template.html', '<i/>');
    const inc = await api('DELETE', '/cms/template/clearIncludeCache', [id]);
    expect(inc.code, inc.msg).toBe(200);
    expect(inc.data.cleared).toBe(1);
    expect(includeCache.get(siteId, 'pc/other.template.html')).toBe('<i/>');
    expect(templateCache.get(siteId, 'pc/index.template.html')).toBeDefined();
    const all = await api('POST', '/cms/template/clearTemplateCache');
    expect(all.data.cleared).toBe(2);
    expect(templateCache.size(siteId) + includeCache.size(siteId)).toBe(0);
  });

  it('lets only holders of the menu permission and the site grant in', async () => {
    const id = (await templates())[0].templateId;
    const noMenu: TestUser = await t.asUser({ userName: 'tpl_nomenu', permissions: ['cms:site:view'] });
    expect((await noMenu.api('GET', '/cms/template')).code).toBe(403);
    expect((await noMenu.api('GET', '/cms/publishpipe/list')).code).toBe(403);
    const noSite: TestUser = await t.asUser({
      userName: 'tpl_nosite',
      permissions: ['cms:template:view', 'cms:template:edit', 'cms:publishpipe:view', 'cms:publishpipe:add'],
    });
    expect((await noSite.api('GET', '/cms/template', { lang: 'en' })).msg).toBe('No site permissions.');
    expect((await noSite.api('GET', `/cms/template/${id}`)).code).toBe(403);
    expect((await noSite.api('PUT', '/cms/template', { body: { templateId: id, content: 'hacked' } })).code).toBe(403);
    expect((await noSite.api('GET', '/cms/publishpipe/list', { headers: { CurrentSite: String(siteId) } })).code).toBe(403);
    // a viewer of the site reads but does not write
    await t.kernel.db
      .insertInto('cmsPermission')
      .values({
        ownerType: 'Role',
        owner: String(noSite.roleId),
        permType: 'Site',
        perms: JSON.stringify([`Site:View:${siteId}`]) as never,
      })
      .execute();
    await t.kernel.invalidate('identity');
    expect((await noSite.api('GET', `/cms/template/${id}`)).code).toBe(200);
    expect((await noSite.api('PUT', '/cms/template', { body: { templateId: id, content: 'hacked' } })).code).toBe(403);
    expect((await noSite.api('POST', '/cms/publishpipe', { body: { name: 'X', code: 'x', state: '0', sort: 1 } })).code).toBe(403);
    expect(fs.readFileSync(path.join(pipeDir('pc'), 'template', 'index.template.html'), 'utf8')).not.toBe('hacked');
  });
});
