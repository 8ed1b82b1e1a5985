import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { publishContentChange, publishContentChanges } from '../../../plugins/cms/server/publish/publisher.ts';

/** Static publishing (issue 11): the queue, incremental pages, the whole site as a task, the served output. */
let t: TestApp;
let admin: string;
let siteId: number;
let news: number;
let out: string;

const write = (name: string, body: string) => {
  const dir = path.join(out, 'template');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.template.html`), body);
};
const served = (rel: string) => t.app.inject({ method: 'GET', url: `${t.kernel.config.apiBase}/cms/static/zhuxie_pc/${rel}` });

async function waitTask(taskId: string) {
  for (let i = 0; i < 300; i++) {
    const r = await t.api('GET', `/async/task/${taskId}`, { token: admin });
    if (r.data?.status === 'SUCCESS' || r.data?.status === 'FAILED') return r.data;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error('task did not finish');
}
async function drained() {
  for (let i = 0; i < 300; i++) {
    const r = await t.api('GET', '/cms/publish/taskCount', { token: admin });
    if (r.data === 0) return;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('the publish queue did not drain');
}
async function addContent(title: string) {
  const r = await t.api('POST', '/cms/content?contentType=article', {
    token: admin,
    body: { catalogId: news, title, contentHtml: `<p>${title}</p>` },
  });
  await waitTask(r.data.taskId);
  return r.data.contentId as number;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  news = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows.find((n: any) => n.props.alias === 'news').id;
  out = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc');
  const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
  const pipes = site.publishPipeDatas.map((p: any) =>
    p.pipeCode === 'pc' ? { ...p, props: { ...p.props, staticSuffix: 'html', indexTemplate: 'index' } } : p,
  );
  await t.api('PUT', '/cms/site', { token: admin, body: { ...site, publishPipeDatas: pipes } });
  await t.api('POST', '/cms/site/default_template', {
    token: admin,
    body: {
      siteId,
      publishPipeProps: [{ pipeCode: 'pc', props: { defaultListTemplate: 'list', defaultDetailTemplate_article: 'article' } }],
    },
  });
  write(
    'index',
    `<h1>{{ Site.name }}</h1>{% cms_content catalogalias:"news" size:3 %}<a href="{{ item.link }}">{{ item.title }}</a>{% endcms_content %}`,
  );
  write('list', `<h2>{{ Catalog.name }}</h2>{% cms_content size:2 page:true %}<p>{{ item.title }}</p>{% endcms_content %}{% page_bar %}`);
  write('article', `<h3>{{ Content.title }}</h3>{% cms_article %}<script>window.x=1</script>`);
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS publishing', () => {
  it('publishing a content rewrites its page, its catalog list and the home page through the queue', async () => {
    const id = await addContent('第一篇');
    expect((await t.api('POST', '/cms/content/publish', { token: admin, body: [id] })).code).toBe(200);
    await drained();
    const page = fs.readFileSync(path.join(out, 'news', `${id}.html`), 'utf8');
    expect(page).toContain('<h3>第一篇</h3><p>第一篇</p>');
    expect(fs.readFileSync(path.join(out, 'news', 'index.html'), 'utf8')).toContain('<p>第一篇</p>');
    const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('<h1>筑协</h1>');
    expect(home).toMatch(new RegExp(`href="[^"]*/cms/static/zhuxie_pc/news/${id}\\.html">第一篇</a>`));

    const r = await served(`news/${id}.html`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(String(r.headers['content-security-policy'])).toContain('sandbox');
    expect((await served('')).body).toContain('<h1>筑协</h1>');
  });

  it('taking a content offline removes its page and its list entry', async () => {
    const id = await addContent('将下线');
    await t.api('POST', '/cms/content/publish', { token: admin, body: [id] });
    await drained();
    expect(fs.existsSync(path.join(out, 'news', `${id}.html`))).toBe(true);
    await t.api('POST', '/cms/content/offline', { token: admin, body: [id] });
    await drained();
    expect(fs.existsSync(path.join(out, 'news', `${id}.html`))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'news', 'index.html'), 'utf8')).not.toContain('将下线');
  });

  it('archiving a content removes its page and its list entry as offline does', async () => {
    const id = await addContent('将归档');
    await t.api('POST', '/cms/content/publish', { token: admin, body: [id] });
    await drained();
    expect(fs.existsSync(path.join(out, 'news', `${id}.html`))).toBe(true);
    expect((await t.api('POST', '/cms/content/archive', { token: admin, body: [id] })).code).toBe(200);
    await drained();
    expect(fs.existsSync(path.join(out, 'news', `${id}.html`))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'news', 'index.html'), 'utf8')).not.toContain('将归档');
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('将归档');
  });

  it('a batch of changes writes the list and home pages its contents share once', async () => {
    const [a, b] = [await addContent('批处理甲'), await addContent('批处理乙')];
    await t.kernel.db.updateTable('cmsContent').set({ status: '30' }).where('contentId', 'in', [a, b]).execute();
    const one = await publishContentChange(t.kernel, a);
    const both = await publishContentChanges(t.kernel, [
      { contentId: a, removed: false },
      { contentId: b, removed: false },
    ]);
    expect(one.errors).toEqual([]);
    // the second content adds its own pages only (at most one per pipe), not a second set of list and home pages
    expect(both.pages).toBeGreaterThan(one.pages);
    expect(both.pages).toBeLessThanOrEqual(one.pages + 2);
    expect(one.pages).toBeGreaterThan(4);
    expect(fs.readFileSync(path.join(out, 'news', `${b}.html`), 'utf8')).toContain('<h3>批处理乙</h3>');
    expect(fs.readFileSync(path.join(out, 'news', 'index.html'), 'utf8')).toContain('<p>批处理乙</p>');
  });

  it('publishes the whole site as a task: every list page and every published content', async () => {
    const ids = [];
    for (let i = 1; i <= 4; i++) ids.push(await addContent(`全站 ${i}`));
    await t.kernel.db.updateTable('cmsContent').set({ status: '30' }).where('contentId', 'in', ids).execute();
    const task = await t.api('POST', '/cms/site/publish', { token: admin, body: { siteId } });
    expect(task.code, task.msg).toBe(200);
    const done = await waitTask(task.data);
    expect(done.status).toBe('SUCCESS');
    for (const id of ids) expect(fs.existsSync(path.join(out, 'news', `${id}.html`))).toBe(true);
    // five published contents, two per page: three list pages
    expect(fs.existsSync(path.join(out, 'news', 'list_3.html'))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'news', 'index.html'), 'utf8')).toContain('class="page-bar"');
    // no temp files are left behind
    expect(fs.readdirSync(path.join(out, 'news')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('serves only published output: no templates, no path out, nothing for a bad directory', async () => {
    expect((await served('template/index.template.html')).statusCode).toBe(404);
    expect((await served('../zhuxie/resources/x.png')).statusCode).toBe(404);
    expect((await served('%2e%2e/%2e%2e/secret')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${t.kernel.config.apiBase}/cms/static/..%2F..%2Fetc/passwd` })).statusCode).toBe(404);
  });

  it('counts and clears the queue; only editors publish', async () => {
    expect((await t.api('DELETE', '/cms/publish/clear', { token: admin })).code).toBe(200);
    expect((await t.api('GET', '/cms/publish/taskCount', { token: admin })).data).toBe(0);
    const viewer = await t.asUser({ userName: 'publish_viewer', permissions: ['cms:site:view'] });
    expect((await viewer.api('POST', '/cms/site/publish', { body: { siteId } })).code).toBe(403);
  });
});

describe('CMS demo theme', () => {
  it('gives the demo site a theme: one publish yields a home, catalog lists and article pages', async () => {
    const t2 = await createTestApp(inject('pgAdminUrl'));
    try {
      const token = await t2.login();
      const sid = (await t2.api('GET', '/cms/site/getCurrentSite', { token })).data.siteId;
      const cat = (await t2.api('GET', '/cms/catalog/treeData', { token })).data.rows[0];
      const add = await t2.api('POST', '/cms/content?contentType=article', {
        token,
        body: { catalogId: cat.id, title: '协会召开年度会员大会', contentHtml: '<p>大会审议通过了工作报告。</p>', source: '秘书处' },
      });
      for (let i = 0; i < 100; i++) {
        if ((await t2.api('GET', `/async/task/${add.data.taskId}`, { token })).data?.status === 'SUCCESS') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await t2.kernel.db
        .updateTable('cmsContent')
        .set({ status: '30', publishDate: '2026-11-20 09:30:00' })
        .where('contentId', '=', add.data.contentId)
        .execute();
      const task = await t2.api('POST', '/cms/site/publish', { token, body: { siteId: sid } });
      for (let i = 0; i < 200; i++) {
        const s = (await t2.api('GET', `/async/task/${task.data}`, { token })).data;
        if (s?.status === 'SUCCESS') {
          expect(s.errMessages ?? []).toEqual([]);
          break;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      const dir = path.join(t2.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc');
      const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      expect(home).toContain('<title>筑协</title>');
      expect(home).toContain('服务会员 · 规范行业');
      expect(home).toContain('协会召开年度会员大会');
      for (const alias of ['news', 'notice', 'policy', 'awards', 'members'])
        expect(fs.existsSync(path.join(dir, alias, 'index.html')), alias).toBe(true);
      const page = fs.readFileSync(path.join(dir, cat.props.path, `${add.data.contentId}.html`), 'utf8');
      expect(page).toContain('<h1>协会召开年度会员大会</h1>');
      expect(page).toContain('2026-11-20 09:30 · 来源：秘书处');
      expect(page).toContain('大会审议通过了工作报告。');
      expect(fs.existsSync(path.join(t2.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_h5', 'index.html'))).toBe(true);
    } finally {
      await t2.dispose();
    }
  });
});
