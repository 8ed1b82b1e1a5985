import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { CMS_FUNCTIONS } from '../../../plugins/cms/server/render/functions.ts';
import { CMS_TAGS } from '../../../plugins/cms/server/render/tags.ts';
import { type ExamplePage, FUNCTION_EXAMPLES, TAG_EXAMPLES, type TemplateExample } from '../../../plugins/cms/shared/template-examples.ts';
import { publishDrained, waitTask } from './kit.ts';

/**
 * Every CMS template tag and function has its documented example (shared/template-examples.ts, what the
 * Directive screen shows), and each example renders on the page it names to what it promises.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let news: number;
let tplDir: string;
const pageOf: Partial<Record<ExamplePage, { type: string; id: number }>> = {};

const write = (name: string, body: string) => fs.writeFileSync(path.join(tplDir, `${name}.template.html`), body);
const TEMPLATE_OF: Record<ExamplePage, string> = {
  site: 'index',
  catalog: 'list',
  article: 'article',
  image: 'album_image',
  audio: 'album_audio',
  video: 'album_video',
};

/** What each example's page shows (the fixture below: site 筑协, catalog 协会动态, contents, widget, words). */
const EXPECTED: Record<string, RegExp> = {
  cms_site: /<a href="[^"]*\/cms\/preview\/site\/\d+\?pp=pc">筑协<\/a>/,
  cms_site_property: /^服务热线: 010-12345678$/,
  cms_catalog: /<a href="[^"]*\/cms\/preview\/catalog\/\d+\?pp=pc">协会动态<\/a>/,
  cms_content: /<a href="[^"]*\/cms\/preview\/content\/\d+\?pp=pc">年会通知<\/a>/,
  cms_article: /^<h1>年会通知<\/h1><article><p>年会正文<\/p><\/article>$/,
  cms_include: /^<header>筑协<\/header>$/,
  cms_search_content: /^<a href="[^"]*">年会通知<\/a>$/,
  cms_pagewidget: /^<ul><li>协会<\/li><li>住建部<\/li><\/ul>$/,
  cms_pagewidget_data: /^<a href="\/协会">协会<\/a><a href="\/住建部">住建部<\/a>$/,
  page_bar: /^<p>[^<]+<\/p><nav class="page-bar"><span class="page-item current">1<\/span><a class="page-item" href="[^"]+">2<\/a>/,
  cms_image: /^<img src="https:\/\/img\.zhuxie\.org\/photo\.jpg" alt="合影">$/,
  cms_audio: /^<audio src="https:\/\/img\.zhuxie\.org\/song\.mp3" title="会歌"><\/audio>$/,
  cms_video: /^<video src="https:\/\/img\.zhuxie\.org\/film\.mp4" title="纪录片"><\/video>$/,
  cms_content_closest: /^<a href="[^"]*\/cms\/preview\/content\/\d+\?pp=pc">理事会纪要<\/a>$/,
  cms_content_rela: /^<a href="[^"]*\/cms\/preview\/content\/\d+\?pp=pc">理事会纪要<\/a>$/,
  siteUrl: /^<a href="[^"]*\/cms\/preview\/site\/\d+\?pp=pc">筑协<\/a>$/,
  catalogUrl: /^[^<]*\/cms\/preview\/catalog\/\d+\?pp=pc$/,
  contentUrl: /^[^<]*\/cms\/preview\/content\/\d+\?pp=pc$/,
  contentPageLink: /^news\/1_2\.shtml$/,
  dynamicPageLink: /^<a href="[^"]*\/zhuxie_pc\/_search\?q=年会">搜索<\/a>$/,
  customDynamicPageLink: /^<a href="[^"]*\/zhuxie_pc\/activity\/signup">报名<\/a>$/,
  internalUrl: /^[^<]*\/cms\/preview\/catalog\/\d+\?pp=pc$/,
  htmlInternalUrl: /^<a href="[^"]*\/cms\/preview\/catalog\/\d+\?pp=pc">栏目<\/a>$/,
  imageSize: /^<img src="https:\/\/img\.zhuxie\.org\/photo\.jpg">$/,
  clearHtmlTag: /^会员 大会 &amp; 年会$/,
  dateFormat: /^2026年03月01日 09:30$/,
  dict: /^是$/,
  sysConfig: /^false$/,
  replaceHotWord: /^欢迎参加协会<a href="https:\/\/zhuxie\.example\.org\/nianhui"[^>]*>年会<\/a>$/,
  replaceSensitiveWord: /^这是\*+测试$/,
};

async function addContent(contentType: string, title: string, extra: Record<string, unknown>) {
  const r = await t.api('POST', `/cms/content?contentType=${contentType}`, { token: admin, body: { catalogId: news, title, ...extra } });
  expect(r.code, r.msg).toBe(200);
  await waitTask(t, admin, r.data.taskId);
  expect((await t.api('POST', '/cms/content/publish', { token: admin, body: [r.data.contentId] })).code).toBe(200);
  return r.data.contentId as number;
}

async function render(example: TemplateExample) {
  write(TEMPLATE_OF[example.page], example.code);
  const target = pageOf[example.page]!;
  const r = await t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/preview/${target.type}/${target.id}?pp=pc`,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.body.trim();
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  news = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows.find((n: any) => n.props.alias === 'news').id;
  tplDir = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template');
  fs.mkdirSync(tplDir, { recursive: true });
  for (const name of [...Object.values(TEMPLATE_OF), 'header', 'signup', 'pw_links']) write(name, '');
  write('header', '<header>{{ Site.name }}</header>');
  write('pw_links', '<ul>{% for row in Data %}{% for item in row.items %}<li>{{ item.title }}</li>{% endfor %}{% endfor %}</ul>');
  const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
  const pipes = site.publishPipeDatas.map((p: any) =>
    p.pipeCode === 'pc' ? { ...p, props: { ...p.props, url: 'https://www.zhuxie.org/', staticSuffix: 'html', indexTemplate: 'index' } } : p,
  );
  expect((await t.api('PUT', '/cms/site', { token: admin, body: { ...site, publishPipeDatas: pipes } })).code).toBe(200);
  const defaults = {
    defaultListTemplate: 'list',
    defaultDetailTemplate_article: 'article',
    defaultDetailTemplate_image: 'album_image',
    defaultDetailTemplate_audio: 'album_audio',
    defaultDetailTemplate_video: 'album_video',
  };
  await t.api('POST', '/cms/site/default_template', {
    token: admin,
    body: { siteId, publishPipeProps: [{ pipeCode: 'pc', props: defaults }] },
  });

  const minutes = await addContent('article', '理事会纪要', { contentHtml: '<p>纪要</p>' });
  const notice = await addContent('article', '年会通知', { contentHtml: '<p>年会正文</p>', relaContentIds: [minutes] });
  const media = (path: string, title: string) => [{ title, path, type: 'remote' }];
  const image = await addContent('image', '活动相册', { imageList: media('https://img.zhuxie.org/photo.jpg', '合影') });
  const audio = await addContent('audio', '会歌', { audioList: media('https://img.zhuxie.org/song.mp3', '会歌') });
  const video = await addContent('video', '纪录片', { videoList: media('https://img.zhuxie.org/film.mp4', '纪录片') });
  Object.assign(pageOf, {
    site: { type: 'site', id: siteId },
    catalog: { type: 'catalog', id: news },
    article: { type: 'content', id: notice },
    image: { type: 'content', id: image },
    audio: { type: 'content', id: audio },
    video: { type: 'content', id: video },
  });

  const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(200);
  ok(
    await t.api('POST', '/cms/site/prop', {
      token: admin,
      body: { siteId, propName: '服务热线', propCode: 'hotline', propValue: '010-12345678' },
    }),
  );
  const rows = JSON.stringify([{ items: ['协会', '住建部'].map((title) => ({ title, url: `/${title}` })) }]);
  ok(
    await t.api('POST', '/cms/pagewidget?type=manual', {
      token: admin,
      body: { name: '友情链接', code: 'links', publishPipeCode: 'pc', template: 'pw_links', path: 'blocks', contentStr: rows },
    }),
  );
  ok(
    await t.api('POST', '/cms/dynamic_page', {
      token: admin,
      body: { name: '活动报名', code: 'signup', path: 'activity/signup', templates: { pc: 'signup' } },
    }),
  );
  const words = (method: string, url: string, body: unknown) =>
    t.api(method, url, { token: admin, body, headers: { CurrentSite: String(siteId) } });
  const group = (await words('POST', '/word/hotword/group', { name: '链接', code: 'links' })).data.groupId;
  ok(
    await words('POST', '/word/hotword', { groupId: group, word: '年会', url: 'https://zhuxie.example.org/nianhui', urlTarget: '_blank' }),
  );
  ok(await words('POST', '/word/sensitiveword', { type: 'BLACK', word: '违禁词' }));
  // the search index follows the publish queue: the search example reads it
  await publishDrained(t, admin);
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS template examples', () => {
  it('documents one example for every tag and every function, and none for a name the engine lacks', () => {
    expect(Object.keys(TAG_EXAMPLES).sort()).toEqual(CMS_TAGS.map((x) => x.name).sort());
    expect(Object.keys(FUNCTION_EXAMPLES).sort()).toEqual(CMS_FUNCTIONS.map((x) => x.name).sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...Object.keys(TAG_EXAMPLES), ...Object.keys(FUNCTION_EXAMPLES)].sort());
  });

  for (const [name, example] of [...Object.entries(TAG_EXAMPLES), ...Object.entries(FUNCTION_EXAMPLES)])
    it(`renders the example of ${name} on a ${example.page} page`, async () => {
      expect(await render(example)).toMatch(EXPECTED[name]);
    });
});
