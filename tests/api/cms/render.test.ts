import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** The template engine (issue 11): liquidjs with the CMS tags and functions, previews, and the sandbox. */
let t: TestApp;
let admin: string;
let siteId: number;
let news: number;
let tplDir: string;

const write = (name: string, body: string) => fs.writeFileSync(path.join(tplDir, `${name}.template.html`), body);
async function preview(type: string, id: number, token = admin) {
  const r = await t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/preview/${type}/${id}?pp=pc`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return { status: r.statusCode, type: String(r.headers['content-type']), csp: String(r.headers['content-security-policy']), body: r.body };
}
const json = (body: string) => JSON.parse(body) as { code: number; msg: string };

async function addContent(title: string, html: string, publish = true) {
  const r = await t.api('POST', '/cms/content?contentType=article', { token: admin, body: { catalogId: news, title, contentHtml: html } });
  for (let i = 0; i < 100; i++) {
    const s = await t.api('GET', `/async/task/${r.data.taskId}`, { token: admin });
    if (s.data?.status === 'SUCCESS') break;
    await new Promise((res) => setTimeout(res, 20));
  }
  if (publish) await t.api('POST', '/cms/content/publish', { token: admin, body: [r.data.contentId] });
  return r.data.contentId as number;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  news = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows.find((n: any) => n.props.alias === 'news').id;
  tplDir = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template');
  fs.mkdirSync(tplDir, { recursive: true });
  const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
  const pipes = site.publishPipeDatas.map((p: any) =>
    p.pipeCode === 'pc' ? { ...p, props: { ...p.props, url: 'https://www.zhuxie.org/', staticSuffix: 'html', indexTemplate: 'index' } } : p,
  );
  expect((await t.api('PUT', '/cms/site', { token: admin, body: { ...site, publishPipeDatas: pipes } })).code).toBe(200);
  await t.api('POST', '/cms/site/default_template', {
    token: admin,
    body: {
      siteId,
      publishPipeProps: [{ pipeCode: 'pc', props: { defaultListTemplate: 'list', defaultDetailTemplate_article: 'article' } }],
    },
  });
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS template engine', () => {
  it('renders the home page with catalogs and contents through the CMS tags', async () => {
    await addContent('会员大会通知', '<p>正文</p>');
    await addContent('草稿不出现', '<p>x</p>', false);
    write('header', '<header>{{ Site.name }}</header>');
    write(
      'index',
      `{% cms_include file:"header" %}<nav>{% cms_catalog level:"Root" %}<a href="{{ item.link }}">{{ item.name }}</a>{% endcms_catalog %}</nav>
<ul>{% cms_content catalogalias:"news" size:5 %}<li><a href="{{ item.link }}">{{ item.title }}</a> {{ item.publishDate | dateFormat: "yyyy-MM-dd" }}</li>{% endcms_content %}</ul>`,
    );
    const r = await preview('site', siteId);
    expect(r.status, r.body).toBe(200);
    expect(r.type).toContain('text/html');
    expect(r.csp).toContain('sandbox');
    expect(r.body).toContain('<header>筑协</header>');
    expect(r.body).toMatch(/<a href="[^"]*\/cms\/preview\/catalog\/\d+\?pp=pc">协会动态<\/a>/);
    expect(r.body).toContain('会员大会通知');
    expect(r.body).not.toContain('草稿不出现');
    expect(r.body).toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('renders a catalog list with its page bar and a content page with its body', async () => {
    for (let i = 1; i <= 3; i++) await addContent(`分页 ${i}`, '<p>x</p>');
    write('list', `<h1>{{ Catalog.name }}</h1>{% cms_content size:2 page:true %}<p>{{ item.title }}</p>{% endcms_content %}{% page_bar %}`);
    const list = await preview('catalog', news);
    expect(list.status, list.body).toBe(200);
    expect(list.body).toContain('<h1>协会动态</h1>');
    expect((list.body.match(/<p>/g) ?? []).length).toBe(2);
    expect(list.body).toContain('class="page-bar"');
    const id = await addContent('正文页', '<h2>标题</h2><p>见 <a href="iurl://catalog?id=' + news + '">栏目</a></p>');
    write('article', `<h1>{{ Content.title }}</h1><article>{% cms_article %}</article><i>{{ "<b>x</b>" | clearHtmlTag }}</i>`);
    const page = await preview('content', id);
    expect(page.status, page.body).toBe(200);
    expect(page.body).toContain('<h1>正文页</h1>');
    expect(page.body).toContain('<h2>标题</h2>');
    expect(page.body).toMatch(new RegExp(`href="[^"]*/cms/preview/catalog/${news}\\?pp=pc"`));
    expect(page.body).toContain('<i>x</i>');
  });

  it("renders a content page's album items, its neighbours in the catalog and its related contents", async () => {
    const [first, second, third] = [
      await addContent('邻居一', '<p>1</p>'),
      await addContent('邻居二', '<p>2</p>'),
      await addContent('邻居三', '<p>3</p>'),
    ];
    write(
      'article',
      `{% cms_content_closest type:"Prev" %}[P:{{ item.title }}]{% endcms_content_closest %}{% cms_content_closest type:"Next" %}[N:{{ item.title }}]{% endcms_content_closest %}` +
        `{% cms_image %}<img src="{{ item.path }}" alt="{{ item.title }}">{% endcms_image %}{% cms_content_rela %}[R:{{ item.title }}]{% endcms_content_rela %}`,
    );
    // the list's order is newest first: before the second comes the third, after it the first
    const middle = await preview('content', second);
    expect(middle.body).toContain('[P:邻居三]');
    expect(middle.body).toContain('[N:邻居一]');
    expect(middle.body).not.toContain('<img');

    const album = await t.api('POST', '/cms/content?contentType=image', {
      token: admin,
      body: {
        catalogId: news,
        title: '工地图集',
        relaContentIds: [first, third],
        imageList: [
          { type: 'remote', path: 'https://img.zhuxie.org/a.jpg', title: '甲' },
          { type: 'remote', path: 'https://img.zhuxie.org/b.jpg', title: '乙' },
        ],
      },
    });
    expect(album.code, album.msg).toBe(200);
    for (let i = 0; i < 100 && (await t.api('GET', `/async/task/${album.data.taskId}`, { token: admin })).data?.status !== 'SUCCESS'; i++)
      await new Promise((res) => setTimeout(res, 20));
    await t.api('POST', '/cms/site/default_template', {
      token: admin,
      body: {
        siteId,
        publishPipeProps: [
          {
            pipeCode: 'pc',
            props: { defaultListTemplate: 'list', defaultDetailTemplate_article: 'article', defaultDetailTemplate_image: 'article' },
          },
        ],
      },
    });
    const page = await preview('content', album.data.contentId);
    expect(page.status, page.body).toBe(200);
    expect(page.body).toContain('<img src="https://img.zhuxie.org/a.jpg" alt="甲"><img src="https://img.zhuxie.org/b.jpg" alt="乙">');
    expect(page.body).toContain('[R:邻居一][R:邻居三]');
    // a related content taken offline is no longer shown
    await t.api('POST', '/cms/content/offline', { token: admin, body: [first] });
    expect((await preview('content', album.data.contentId)).body).not.toContain('[R:邻居一]');
  });

  it('keeps templates in their box: no prototype walk, no file outside, no runaway loop, no unknown filter', async () => {
    write('escape1', `[{{ Site.constructor }}][{{ Site.__proto__ }}][{{ Site.constructor.constructor }}]`);
    await t.api('PUT', '/cms/site', {
      token: admin,
      body: await (async () => {
        const s = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
        return {
          ...s,
          publishPipeDatas: s.publishPipeDatas.map((p: any) =>
            p.pipeCode === 'pc' ? { ...p, props: { ...p.props, indexTemplate: 'escape1' } } : p,
          ),
        };
      })(),
    });
    const proto = await preview('site', siteId);
    expect(proto.status).toBe(200);
    expect(proto.body).toBe('[][][]');

    const setIndex = async (name: string) => {
      const s = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
      await t.api('PUT', '/cms/site', {
        token: admin,
        body: {
          ...s,
          publishPipeDatas: s.publishPipeDatas.map((p: any) =>
            p.pipeCode === 'pc' ? { ...p, props: { ...p.props, indexTemplate: name } } : p,
          ),
        },
      });
    };
    fs.writeFileSync(path.join(t.kernel.config.dataDir, 'secret.txt'), 'TOP-SECRET');
    for (const [name, body] of [
      ['escape2', `{% include "../../../../secret.txt" %}`],
      ['escape3', `{% render "/etc/passwd" %}`],
      ['escape4', `{% cms_include file:"../../../../secret" %}`],
      ['loop', `{% for i in (1..100000000) %}{{ i }}{% endfor %}`],
      ['filter', `{{ "x" | process }}`],
    ]) {
      write(name, body);
      await setIndex(name);
      const r = await preview('site', siteId);
      expect(r.status, name).toBe(200);
      const env = json(r.body);
      expect(env.code, name).toBe(500);
      expect(env.msg, name).toContain(`${name}.template.html`);
      expect(r.body).not.toContain('TOP-SECRET');
      expect(r.body).not.toContain('root:x:');
    }
    // a symlink planted in the template directory leads nowhere either
    fs.symlinkSync(path.join(t.kernel.config.dataDir, 'secret.txt'), path.join(tplDir, 'link.template.html'));
    write('escape5', `{% include "link" %}`);
    await setIndex('escape5');
    const sym = await preview('site', siteId);
    expect(sym.body).not.toContain('TOP-SECRET');
    expect(json(sym.body).code).toBe(500);
  });

  it('previews only for callers who may view the object', async () => {
    const u = await t.asUser({ userName: 'render_nosite', permissions: ['cms:site:view'] });
    expect((await preview('site', siteId, u.token)).status).toBe(200);
    expect(json((await preview('site', siteId, u.token)).body).code).toBe(403);
    expect(json((await preview('catalog', news, u.token)).body).code).toBe(403);
  });

  it('lists every tag and function of the registry for the Directive screen, in three languages', async () => {
    const tags = await t.api('GET', '/cms/staticize/tags', { token: admin, lang: 'en' });
    const names: string[] = tags.data.map((x: any) => x.tagName);
    // the tags other plugins contribute (the operations plugin's links, ads, custom forms, comments and votes, when it
    // runs) come after the CMS's own
    const contributed = [
      'cms_link_group',
      'cms_link',
      'cms_advertisement',
      'cms_custom_form',
      'cms_comment',
      'cms_comment_count',
      'cms_vote',
    ];
    expect(names.slice(15).filter((n) => !contributed.includes(n))).toEqual([]);
    expect(names.slice(0, 15)).toEqual([
      'cms_site',
      'cms_site_property',
      'cms_catalog',
      'cms_content',
      'cms_article',
      'cms_include',
      'cms_search_content',
      'cms_pagewidget',
      'cms_pagewidget_data',
      'page_bar',
      'cms_image',
      'cms_audio',
      'cms_video',
      'cms_content_closest',
      'cms_content_rela',
    ]);
    expect(tags.data.find((x: any) => x.tagName === 'cms_content').tagAttrs.map((a: any) => a.name)).toContain('catalogalias');
    const fns = await t.api('GET', '/cms/staticize/functions', { token: admin, lang: 'zh-CN' });
    expect(fns.data.find((f: any) => f.funcName === 'imageSize')).toMatchObject({ desc: '图片缩略图' });
  });
});
