import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * Deploying a publish pipe's output to an S3-compatible bucket (issue 11, pipe props `deploy*`), with s3rver as
 * the bucket; and a full-site publish writing the published page widgets to include/.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let news: number;
let out: string;
let s3: S3rver;
let endpoint: string;
let bucket: S3Client;
const BUCKET = 'www-site';
const PREFIX = 'zhuxie';

const write = (name: string, body: string) => {
  const dir = path.join(out, 'template');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.template.html`), body);
};
async function waitTask(taskId: string) {
  for (let i = 0; i < 600; i++) {
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
async function publishedContent(title: string) {
  const r = await t.api('POST', '/cms/content?contentType=article', {
    token: admin,
    body: { catalogId: news, title, contentHtml: `<p>${title}</p>` },
  });
  await waitTask(r.data.taskId);
  await t.kernel.db.updateTable('cmsContent').set({ status: '30' }).where('contentId', '=', r.data.contentId).execute();
  return r.data.contentId as number;
}
/** Saves the pc pipe's props over what is stored (the form's round trip: GET, change, PUT). */
async function savePipe(props: Record<string, string>, lang = 'en') {
  const site = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data;
  const pipes = site.publishPipeDatas.map((p: any) => (p.pipeCode === 'pc' ? { ...p, props: { ...p.props, ...props } } : p));
  return t.api('PUT', '/cms/site', { token: admin, lang, body: { ...site, publishPipeDatas: pipes } });
}
const pcProps = async () =>
  (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data.publishPipeDatas.find((p: any) => p.pipeCode === 'pc').props;
const deploy = (more: Record<string, string> = {}) => ({
  deployEnable: 'Y',
  deployEndpoint: endpoint,
  deployRegion: 'us-east-1',
  deployBucket: BUCKET,
  deployPrefix: PREFIX,
  deployAccessKey: 'S3RVER',
  deploySecret: 'S3RVER',
  ...more,
});
/** An object of the bucket: its text and Content-Type, or null when there is none. */
async function object(rel: string) {
  try {
    const o = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${rel}` }));
    return { body: await o.Body!.transformToString(), type: o.ContentType };
  } catch (e) {
    if ((e as { name?: string }).name === 'NoSuchKey') return null;
    throw e;
  }
}
const exists = (rel: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${rel}` })).then(
    () => true,
    () => false,
  );
const publishSite = async () => {
  const task = await t.api('POST', '/cms/site/publish', { token: admin, lang: 'en', body: { siteId } });
  expect(task.code, task.msg).toBe(200);
  return waitTask(task.data);
};

beforeAll(async () => {
  const port = await new Promise<number>((res) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => res(p));
    });
  });
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: `/tmp/zx-s3rver-deploy-${process.pid}-${port}`,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  news = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows.find((n: any) => n.props.alias === 'news').id;
  out = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc');
  expect((await savePipe({ staticSuffix: 'html', indexTemplate: 'dp_index', enableSitemap: 'Y' })).code).toBe(200);
  await t.api('POST', '/cms/site/default_template', {
    token: admin,
    body: {
      siteId,
      publishPipeProps: [{ pipeCode: 'pc', props: { defaultListTemplate: 'dp_list', defaultDetailTemplate_article: 'dp_article' } }],
    },
  });
  write('dp_index', `<h1>{{ Site.name }}</h1>{% cms_pagewidget code:"dp_links" %}`);
  write('dp_list', `<h2>{{ Catalog.name }}</h2>{% cms_content size:5 %}<p>{{ item.title }}</p>{% endcms_content %}`);
  write('dp_article', `<h3>{{ Content.title }}</h3>{% cms_article %}`);
  write('dp_links', `<ul>{% for row in Data %}{% for item in row.items %}<li>{{ item.title }}</li>{% endfor %}{% endfor %}</ul>`);
  const w = await t.api('POST', '/cms/pagewidget?type=manual', {
    token: admin,
    body: {
      name: '部署链接',
      code: 'dp_links',
      publishPipeCode: 'pc',
      template: 'dp_links',
      path: 'deploy',
      contentStr: JSON.stringify([{ items: [{ title: '住建部', url: '/a' }] }]),
    },
  });
  expect(w.code, w.msg).toBe(200);
  expect((await t.api('POST', '/cms/pagewidget/publish', { token: admin, body: [w.data.pageWidgetId] })).code).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await s3?.close();
});

describe('CMS deploy settings', () => {
  it('refuses bad deploy props, naming the field, and changes nothing', async () => {
    const before = (await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data.version;
    const cases: [Record<string, string>, string, string][] = [
      [deploy({ deployEndpoint: 'ftp://example.com' }), 'deployEndpoint', 'The endpoint of pipe pc must be an http:// or https:// URL.'],
      [deploy({ deployEndpoint: '' }), 'deployEndpoint', 'The endpoint of pipe pc must be an http:// or https:// URL.'],
      [deploy({ deployBucket: 'My_Bucket' }), 'deployBucket', ''],
      [deploy({ deployBucket: '192.168.1.10' }), 'deployBucket', ''],
      [deploy({ deployBucket: 'a..b' }), 'deployBucket', ''],
      [deploy({ deployPrefix: '../up' }), 'deployPrefix', ''],
      [deploy({ deployPrefix: '/abs' }), 'deployPrefix', ''],
      [deploy({ deployRegion: 'us east' }), 'deployRegion', ''],
      [deploy({ deployAccessKey: '' }), 'deployAccessKey', 'Pipe pc deploys to a bucket: its access key is required.'],
      [deploy({ deploySecret: '' }), 'deploySecret', 'Pipe pc deploys to a bucket: its secret key is required.'],
      [deploy({ deployDomain: 'javascript:alert(1)' }), 'deployDomain', ''],
      [{ deployEnable: 'yes' }, 'deployEnable', ''],
    ];
    for (const [props, field, msg] of cases) {
      const r = await savePipe(props);
      expect(r.code, `${field} ${JSON.stringify(props)}`).toBe(500);
      expect(r.data).toMatchObject({ field });
      if (msg) expect(r.msg).toBe(msg);
    }
    const zh = await savePipe(deploy({ deployBucket: 'Bad_Name' }), 'zh-CN');
    expect(zh.msg).toContain('发布通道 pc 的存储桶名');
    expect((await t.api('GET', `/cms/site/${siteId}`, { token: admin })).data.version).toBe(before);
    // formats are checked with deploy off as well
    expect((await savePipe({ deployEnable: 'N', deployEndpoint: 'not a url' })).data).toMatchObject({ field: 'deployEndpoint' });
  });

  it('saves the settings, never sends the secret back and keeps it when the form leaves it blank or masked', async () => {
    expect((await savePipe(deploy({ deploySecret: 'first-secret' }))).code).toBe(200);
    const props = await pcProps();
    expect(props).toMatchObject({ deployEnable: 'Y', deployEndpoint: endpoint, deployBucket: BUCKET, deployPrefix: PREFIX });
    expect(props.deploySecret).not.toContain('first');
    const stored = async () => {
      const row = await t.kernel.db.selectFrom('cmsSite').select('publishPipeProps').where('siteId', '=', siteId).executeTakeFirstOrThrow();
      return (row.publishPipeProps.pc as Record<string, string>).deploySecret;
    };
    expect(await stored()).toBe('first-secret');
    // nor does the operation log keep it
    await new Promise((res) => setTimeout(res, 200));
    const logged = await t.kernel.db
      .selectFrom('sysOperLog')
      .select('requestArgs')
      .where('requestMethod', '=', 'PUT')
      .where('requestArgs', 'like', '%deploySecret%')
      .execute();
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((l) => String(l.requestArgs).includes('first-secret'))).toEqual([]);
    // the round trip sends the mask back: kept
    expect((await savePipe({ deployRegion: 'cn-north-1' })).code).toBe(200);
    expect(await stored()).toBe('first-secret');
    // left blank: kept
    expect((await savePipe({ deploySecret: '' })).code).toBe(200);
    expect(await stored()).toBe('first-secret');
    // a new one replaces it
    expect((await savePipe({ deploySecret: 'S3RVER', deployRegion: 'us-east-1' })).code).toBe(200);
    expect(await stored()).toBe('S3RVER');
  });
});

describe('CMS deploy to a bucket', () => {
  let first: number;
  it('a full publish from an empty output writes include/ and puts every page to the bucket with its Content-Type', async () => {
    first = await publishedContent('部署第一篇');
    const second = await publishedContent('部署第二篇');
    fs.rmSync(path.join(out, 'include'), { recursive: true, force: true });
    fs.rmSync(path.join(out, 'news'), { recursive: true, force: true });
    fs.rmSync(path.join(out, 'index.html'), { force: true });
    // a static asset of the pipe (a theme's or the file manager's): the pages link to it
    fs.mkdirSync(path.join(out, 'css'), { recursive: true });
    fs.writeFileSync(path.join(out, 'css', 'site.css'), 'body{color:#123}');
    const done = await publishSite();
    expect(done.status).toBe('SUCCESS');
    expect(done.errMessages).toEqual([]);
    expect(await object('css/site.css')).toEqual({ body: 'body{color:#123}', type: 'text/css; charset=utf-8' });

    // include/ is complete again: the published widget was written by the full publish
    const widget = fs.readFileSync(path.join(out, 'include', 'deploy', 'dp_links.html'), 'utf8');
    expect(widget).toBe('<ul><li>住建部</li></ul>');
    const home = await object('index.html');
    expect(home?.body).toBe(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
    expect(home?.body).toContain('<h1>筑协</h1><ul><li>住建部</li></ul>');
    expect(home?.type).toBe('text/html; charset=utf-8');
    expect((await object(`news/${first}.html`))?.body).toBe('<h3>部署第一篇</h3><p>部署第一篇</p>');
    expect((await object(`news/${second}.html`))?.body).toContain('<h3>部署第二篇</h3>');
    expect((await object('news/index.html'))?.body).toContain('<p>部署第二篇</p><p>部署第一篇</p>');
    expect(await object('include/deploy/dp_links.html')).toEqual({ body: widget, type: 'text/html; charset=utf-8' });
    const sitemap = await object('sitemap.xml');
    expect(sitemap?.type).toBe('application/xml; charset=utf-8');
    expect(sitemap?.body).toContain(`news/${first}.html</loc>`);
    // nothing but published output: no templates
    expect(await exists('template/dp_index.template.html')).toBe(false);
  });

  it('taking a content offline removes its object; a widget taken offline leaves the bucket too', async () => {
    expect(await exists(`news/${first}.html`)).toBe(true);
    await t.api('POST', '/cms/content/offline', { token: admin, body: [first] });
    await drained();
    expect(fs.existsSync(path.join(out, 'news', `${first}.html`))).toBe(false);
    expect(await exists(`news/${first}.html`)).toBe(false);
    expect((await object('news/index.html'))?.body).not.toContain('部署第一篇');

    const id = (
      await t.kernel.db.selectFrom('cmsPageWidget').select('pageWidgetId').where('code', '=', 'dp_links').executeTakeFirstOrThrow()
    ).pageWidgetId;
    expect((await t.api('POST', '/cms/pagewidget/offline', { token: admin, body: [id] })).code).toBe(200);
    expect(await exists('include/deploy/dp_links.html')).toBe(false);
    expect((await t.api('POST', '/cms/pagewidget/publish', { token: admin, body: [id] })).code).toBe(200);
    expect(await exists('include/deploy/dp_links.html')).toBe(true);
  });

  it('wrong credentials: the task reports a clear error in the request language, and the local files are written', async () => {
    expect((await savePipe({ deployAccessKey: 'WRONG', deploySecret: 'WRONG' })).code).toBe(200);
    const id = await publishedContent('凭据错误时');
    fs.rmSync(path.join(out, 'index.html'), { force: true });
    const done = await publishSite();
    expect(done.status).toBe('SUCCESS');
    // one line for the cause, not one per page
    expect(done.errMessages).toHaveLength(1);
    expect(done.errMessages[0]).toMatch(
      /^Deploy of pipe pc to its bucket failed for \d+ file\(s\), first \S+: the bucket refused the access key or secret \(InvalidAccessKeyId\)\. The local files were published\.$/,
    );
    expect(fs.readFileSync(path.join(out, 'news', `${id}.html`), 'utf8')).toBe('<h3>凭据错误时</h3><p>凭据错误时</p>');
    expect(fs.existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(await exists(`news/${id}.html`)).toBe(false);

    // a zh-TW request gets it in zh-TW
    const task = await t.api('POST', '/cms/site/publish', { token: admin, lang: 'zh-TW', body: { siteId } });
    const zh = await waitTask(task.data);
    expect(zh.errMessages[0]).toContain('發布通道 pc 部署到儲存桶失敗');
    expect(zh.errMessages[0]).toContain('本機檔案已發布');
  });

  it('an endpoint that does not answer is reported as such; with deploy off nothing goes to the bucket', async () => {
    const dead = await new Promise<number>((res) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => res(p));
      });
    });
    expect((await savePipe(deploy({ deployEndpoint: `http://127.0.0.1:${dead}` }))).code).toBe(200);
    const r = await t.api('POST', '/cms/site/publish', { token: admin, lang: 'en', body: { siteId, publishIndex: true } });
    expect(r.data.pages).toBeGreaterThan(0);
    expect(r.data.errors.join('\n')).toContain('the endpoint cannot be reached (ECONNREFUSED)');

    expect((await savePipe(deploy({ deployEnable: 'N' }))).code).toBe(200);
    const id = await publishedContent('不部署');
    expect((await publishSite()).errMessages).toEqual([]);
    expect(fs.existsSync(path.join(out, 'news', `${id}.html`))).toBe(true);
    expect(await exists(`news/${id}.html`)).toBe(false);
  });
});
