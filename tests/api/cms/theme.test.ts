import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { writeSitemaps } from '../../../plugins/cms/server/publish/sitemap.ts';
import { installDemoTheme } from '../../../plugins/cms/server/services/demo-theme.ts';
import { multipart } from '../kernel/limited-user.ts';

/** Site themes, sitemaps and the template-save impact (issue 11): export/import with hostile zips refused, sitemap per pipe, republish of what a template renders. */
let t: TestApp;
let admin: string;
let siteId: number;
let sites: string;
let pc: string;

async function waitTask(taskId: string) {
  for (let i = 0; i < 400; i++) {
    const r = await t.api('GET', `/async/task/${taskId}`, { token: admin });
    if (['SUCCESS', 'FAILED', 'INTERRUPTED'].includes(r.data?.status)) return r.data;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error('task did not finish');
}

async function importZip(content: Buffer, name = 'theme.zip', sid: number | string = siteId) {
  const body = multipart({ siteId: String(sid) }, { field: 'file', name, content, type: 'application/zip' });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.kernel.config.apiBase}/cms/site/importTheme`,
    headers: { authorization: `Bearer ${admin}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return JSON.parse(res.body) as { code: number; msg: string; data?: string };
}

const zipOf = async (files: Record<string, Buffer | string | { data: Buffer | string; unixPermissions?: number }>) => {
  const z = new JSZip();
  for (const [name, v] of Object.entries(files)) {
    if (typeof v === 'string' || Buffer.isBuffer(v)) z.file(name, v, { createFolders: false });
    else z.file(name, v.data, { createFolders: false, unixPermissions: v.unixPermissions });
  }
  return z.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
};

/** every file under the site directories with its size and mtime: what a refused import must leave as it was */
function snapshot(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const st = fs.lstatSync(p);
        out.push(`${path.relative(sites, p)}:${st.size}:${st.mtimeMs}`);
      }
    }
  };
  walk(sites);
  return out.sort();
}
const staging = () => {
  const dir = path.join(t.kernel.config.dataDir, 'cms', 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function publishedContent(catalogId: number, title: string) {
  const r = await t.api('POST', '/cms/content?contentType=article', {
    token: admin,
    body: { catalogId, title, summary: `${title} 摘要`, contentHtml: `<p>${title}</p>` },
  });
  await waitTask(r.data.taskId);
  await t.kernel.db
    .updateTable('cmsContent')
    .set({ status: '30', publishDate: '2026-11-20 09:30:00' })
    .where('contentId', '=', r.data.contentId)
    .execute();
  return r.data.contentId as number;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  sites = path.join(t.kernel.config.dataDir, 'cms', 'sites');
  pc = path.join(sites, 'zhuxie_pc');
  // a static asset of the theme beside the templates, and a published page that is not part of it
  fs.mkdirSync(path.join(pc, 'css'), { recursive: true });
  fs.writeFileSync(path.join(pc, 'css', 'site.css'), 'body{color:#123}');
  fs.writeFileSync(path.join(pc, 'index.html'), '<p>published</p>');
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS theme export and import', () => {
  let exported: Buffer;

  it('exports the templates and static assets of every pipe, not published pages', async () => {
    const task = await t.api('POST', '/cms/site/exportTheme', { token: admin, body: { siteId } });
    expect(task.code, task.msg).toBe(200);
    expect((await waitTask(task.data)).status).toBe('SUCCESS');
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/cms/site/theme_download?siteId=${siteId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    exported = res.rawPayload;
    const zip = await JSZip.loadAsync(exported);
    const names = Object.keys(zip.files);
    expect(names).toContain('theme.json');
    expect(names).toContain('pc/template/index.template.html');
    expect(names).toContain('pc/template/common/header.template.html');
    expect(names).toContain('h5/template/search.template.html');
    expect(names).toContain('pc/css/site.css');
    expect(names).not.toContain('pc/index.html');
    const manifest = JSON.parse(await zip.file('theme.json')!.async('string'));
    expect(manifest.pipes.find((p: any) => p.code === 'pc').props.indexTemplate).toBe('index');
    // HEAD's download form too
    const head = await t.app.inject({
      method: 'GET',
      url: `${t.kernel.config.apiBase}/cms/site/downloadTheme/${siteId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(head.rawPayload.equals(exported)).toBe(true);
  });

  it('imports the exported zip back: changed files are restored, template rows follow', async () => {
    const list = path.join(pc, 'template', 'list.template.html');
    const original = fs.readFileSync(list, 'utf8');
    fs.writeFileSync(list, 'changed');
    fs.rmSync(path.join(pc, 'css', 'site.css'));
    const r = await importZip(exported);
    expect(r.code, r.msg).toBe(200);
    const done = await waitTask(r.data!);
    expect(done.status).toBe('SUCCESS');
    expect(fs.readFileSync(list, 'utf8')).toBe(original);
    expect(fs.readFileSync(path.join(pc, 'css', 'site.css'), 'utf8')).toBe('body{color:#123}');
    const rows = await t.kernel.db
      .selectFrom('cmsTemplate')
      .select(['path', 'filesize'])
      .where('siteId', '=', siteId)
      .where('publishPipeCode', '=', 'pc')
      .execute();
    expect(rows.find((x) => x.path === 'list.template.html')?.filesize).toBe(Buffer.byteLength(original));
    expect(staging()).toEqual([]);
  });

  const refusals: [string, () => Promise<Buffer>, RegExp][] = [
    ['zip-slip ../../x', () => zipOf({ 'pc/template/ok.template.html': 'ok', '../../x.css': 'x' }), /"\.\.\/\.\.\/x\.css" leads out/],
    ['zip-slip inside a pipe', () => zipOf({ 'pc/template/../../../escape.css': 'x' }), /leads out of the theme/],
    ['backslashes', () => zipOf({ 'pc\\..\\..\\..\\evil.css': 'x' }), /leads out of the theme/],
    ['an absolute path', () => zipOf({ '/etc/cron.d/x.css': 'x' }), /"\/etc\/cron\.d\/x\.css" is an absolute path/],
    ['a drive letter', () => zipOf({ 'C:/Windows/x.css': 'x' }), /is an absolute path/],
    [
      'a symbolic link',
      () => zipOf({ 'pc/template/passwd.template.html': { data: '/etc/passwd', unixPermissions: 0o120777 } }),
      /"pc\/template\/passwd\.template\.html" is a symbolic link/,
    ],
    [
      'a zip bomb (compression ratio)',
      () => zipOf({ 'pc/template/bomb.template.html': Buffer.alloc(12 * 1048576, 0x20) }),
      /"pc\/template\/bomb\.template\.html" is compressed \d+ to 1 \(at most 100 to 1\)/,
    ],
    [
      'too many entries',
      () => zipOf(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`pc/css/f${i}.css`, `a{}`]))),
      /more than 2000 entries/,
    ],
    ['a file that is no template or asset', () => zipOf({ 'pc/template/run.sh': 'rm -rf /' }), /is not a template or a static asset/],
    [
      'a page outside the template folder',
      () => zipOf({ 'pc/news/index.html': '<script>1</script>' }),
      /is not a template or a static asset/,
    ],
    ['a template name off the rule', () => zipOf({ 'pc/template/my page.html': 'x' }), /is not a template or a static asset/],
    ['a hidden file', () => zipOf({ 'pc/css/.htaccess.css': 'x' }), /is not a template or a static asset/],
    ['a file outside any pipe folder', () => zipOf({ 'readme.css': 'x' }), /lies outside a publish pipe folder/],
  ];
  for (const [what, make, message] of refusals)
    it(`refuses ${what} with its message and changes nothing`, async () => {
      const before = snapshot();
      const r = await importZip(await make());
      expect(r.code).toBe(500);
      expect(r.msg).toMatch(message);
      expect(snapshot()).toEqual(before);
      expect(staging()).toEqual([]);
      expect(fs.existsSync(path.join(t.kernel.config.dataDir, 'x.css'))).toBe(false);
      expect(fs.existsSync(path.join(sites, 'escape.css'))).toBe(false);
    });

  it('refuses a file that is not a zip, and in the caller language', async () => {
    const before = snapshot();
    const r = await importZip(Buffer.from('not a zip at all'), 'theme.zip');
    expect(r.code).toBe(500);
    expect((await importZip(Buffer.from('x'), 'theme.tar')).code).toBe(500);
    const body = multipart({ siteId: String(siteId) }, { field: 'file', name: 'x.zip', content: await zipOf({ '../x.css': 'x' }) });
    const zh = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/cms/site/importTheme`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': body.contentType, 'accept-language': 'zh-CN' },
      payload: body.payload,
    });
    expect(JSON.parse(zh.body).msg).toContain('会越出主题目录');
    expect(snapshot()).toEqual(before);
  });

  it('only site editors export and import', async () => {
    const viewer = await t.asUser({ userName: 'theme_viewer', permissions: ['cms:site:view'] });
    expect((await viewer.api('POST', '/cms/site/exportTheme', { body: { siteId } })).code).toBe(403);
    const body = multipart({ siteId: String(siteId) }, { field: 'file', name: 'x.zip', content: exported });
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.kernel.config.apiBase}/cms/site/importTheme`,
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(JSON.parse(res.body).code).toBe(403);
  });
});

describe('CMS sitemap', () => {
  it('a full publish writes sitemap.xml for a pipe that enables it, limited by sitemapUrlLimit', async () => {
    const cat = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows[0];
    for (let i = 1; i <= 3; i++) await publishedContent(cat.id, `地图内容 ${i}`);
    const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
    const pipes = site.publishPipeDatas.map((p: any) =>
      p.pipeCode === 'pc' ? { ...p, props: { ...p.props, enableSitemap: 'Y', sitemapUrlLimit: '4', sitemapPageType: 'pc' } } : p,
    );
    expect((await t.api('PUT', '/cms/site', { token: admin, body: { ...site, publishPipeDatas: pipes } })).code).toBe(200);
    const task = await t.api('POST', '/cms/site/publish', { token: admin, body: { siteId } });
    expect((await waitTask(task.data)).status).toBe('SUCCESS');
    const xml = fs.readFileSync(path.join(pc, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('/cms/static/zhuxie_pc/</loc>');
    expect(xml).toContain('<mobile:mobile type="pc"/>');
    // the h5 pipe did not ask for one
    expect(fs.existsSync(path.join(sites, 'zhuxie_h5', 'sitemap.xml'))).toBe(false);
  });

  it('splits into a sitemap index and parts past the per-file count, and drops stale parts', async () => {
    const written = await writeSitemaps(t.kernel, siteId, 2);
    expect(written.pc).toBe(4);
    const index = fs.readFileSync(path.join(pc, 'sitemap.xml'), 'utf8');
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('sitemap_2.xml</loc>');
    expect(fs.readFileSync(path.join(pc, 'sitemap_1.xml'), 'utf8').match(/<url>/g)).toHaveLength(2);
    await writeSitemaps(t.kernel, siteId);
    expect(fs.existsSync(path.join(pc, 'sitemap_1.xml'))).toBe(false);
    expect(fs.readFileSync(path.join(pc, 'sitemap.xml'), 'utf8')).toContain('<urlset');
  });

  it('refuses a sitemap limit or switch that is not one, naming it', async () => {
    const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
    const withProps = (props: Record<string, string>) =>
      site.publishPipeDatas.map((p: any) => (p.pipeCode === 'pc' ? { ...p, props: { ...p.props, ...props } } : p));
    const bad = await t.api('PUT', '/cms/site', {
      token: admin,
      lang: 'en',
      body: { ...site, publishPipeDatas: withProps({ sitemapUrlLimit: 'lots' }) },
    });
    expect(bad.msg).toBe('The sitemap URL limit is a whole number from 1 to 500000.');
    expect(bad.data).toMatchObject({ field: 'sitemapUrlLimit' });
    const off = await t.api('PUT', '/cms/site', {
      token: admin,
      lang: 'en',
      body: { ...site, publishPipeDatas: withProps({ enableSitemap: 'maybe' }) },
    });
    expect(off.code).toBe(500);
    expect((await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data.version).toBe(site.version);
  });

  it('shows the sitemap props in the pipe form data and writes on demand (genSitemap)', async () => {
    const r = await t.api('POST', `/cms/seo/sitemap?siteId=${siteId}`, { token: admin });
    expect(r.code, r.msg).toBe(200);
    expect((await waitTask(r.data)).status).toBe('SUCCESS');
  });
});

describe('CMS template-save impact', () => {
  const templateId = async (p: string) =>
    (
      await t.kernel.db
        .selectFrom('cmsTemplate')
        .select('templateId')
        .where('siteId', '=', siteId)
        .where('publishPipeCode', '=', 'pc')
        .where('path', '=', p)
        .executeTakeFirstOrThrow()
    ).templateId;

  it('counts the pages a template renders, through includes too', async () => {
    await t.api('GET', '/cms/template?pageNum=1&pageSize=100', { token: admin });
    const catalogs = await t.kernel.db
      .selectFrom('cmsCatalog')
      .select('catalogId')
      .where('siteId', '=', siteId)
      .where('catalogType', '<>', 'link')
      .execute();
    const published = await t.kernel.db
      .selectFrom('cmsContent')
      .select('contentId')
      .where('siteId', '=', siteId)
      .where('status', '=', '30')
      .where('deleted', '=', false)
      .execute();
    const article = (await t.api('GET', `/cms/template/impact/${await templateId('article.template.html')}`, { token: admin })).data;
    expect(article).toMatchObject({ siteIndex: false, catalogs: [], contents: published.length, pages: published.length });
    const list = (await t.api('GET', `/cms/template/impact/${await templateId('list.template.html')}`, { token: admin })).data;
    expect(list.siteIndex).toBe(false);
    expect(list.catalogs).toHaveLength(catalogs.length);
    expect(list.contents).toBe(0);
    expect(list.pages).toBe(catalogs.length);
    // the header is included by the home, list and article templates: every page
    const header = (await t.api('GET', `/cms/template/impact/${await templateId('common/header.template.html')}`, { token: admin })).data;
    expect(header.templates).toEqual(expect.arrayContaining(['common/header', 'index', 'list', 'article', 'search']));
    expect(header.pages).toBe(1 + catalogs.length + published.length);
    const search = (await t.api('GET', `/cms/template/impact/${await templateId('search.template.html')}`, { token: admin })).data;
    expect(search.pages).toBe(0);
  });

  it('republishes exactly those pages of the pipe as a task', async () => {
    const ids = (
      await t.kernel.db
        .selectFrom('cmsContent')
        .select(['contentId', 'catalogId'])
        .where('siteId', '=', siteId)
        .where('status', '=', '30')
        .execute()
    ).map((c) => c.contentId);
    const catalog = await t.kernel.db
      .selectFrom('cmsCatalog')
      .select('path')
      .innerJoin('cmsContent', 'cmsContent.catalogId', 'cmsCatalog.catalogId')
      .where('cmsContent.contentId', '=', ids[0])
      .executeTakeFirstOrThrow();
    const page = path.join(pc, catalog.path, `${ids[0]}.html`);
    const h5page = path.join(sites, 'zhuxie_h5', catalog.path, `${ids[0]}.html`);
    fs.rmSync(page, { force: true });
    fs.rmSync(h5page, { force: true });
    fs.rmSync(path.join(pc, 'index.html'), { force: true });
    const r = await t.api('POST', '/cms/template/republish', {
      token: admin,
      body: { templateId: await templateId('article.template.html') },
    });
    expect(r.code, r.msg).toBe(200);
    const done = await waitTask(r.data);
    expect(done.status).toBe('SUCCESS');
    expect(done.result).toBe(String(ids.length));
    expect(fs.readFileSync(page, 'utf8')).toContain('<h1>');
    // nothing of another pipe, nothing the template does not render
    expect(fs.existsSync(h5page)).toBe(false);
    expect(fs.existsSync(path.join(pc, 'index.html'))).toBe(false);
    const viewer = await t.asUser({ userName: 'impact_viewer', permissions: ['cms:template:view'] });
    expect((await viewer.api('POST', '/cms/template/republish', { body: { templateId: 1 } })).code).toBe(403);
  });
});

describe('CMS default theme gains the search template and the article template of output escaping', () => {
  it('copies a template added to the theme later into an installed pipe once; a deleted one stays deleted', async () => {
    const dir = path.join(pc, 'template');
    fs.rmSync(path.join(dir, 'search.template.html'));
    fs.rmSync(path.join(dir, '.theme-installed-search'), { force: true });
    await installDemoTheme(t.kernel);
    expect(fs.readFileSync(path.join(dir, 'search.template.html'), 'utf8')).toContain('cms_search_content');
    fs.rmSync(path.join(dir, 'search.template.html'));
    await installDemoTheme(t.kernel);
    expect(fs.existsSync(path.join(dir, 'search.template.html'))).toBe(false);
  });

  it('replaces an installed article template that is still the one shipped before output escaping; an edited one stays', async () => {
    const file = path.join(pc, 'template', 'article.template.html');
    const before = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'article-unescaped.template.html'));
    fs.writeFileSync(file, before);
    await installDemoTheme(t.kernel);
    expect(fs.readFileSync(file, 'utf8')).toContain('{{ rela | raw }}');
    fs.writeFileSync(file, `${before}<!-- edited -->`);
    await installDemoTheme(t.kernel);
    expect(fs.readFileSync(file, 'utf8')).toContain('<!-- edited -->');
  });
});
