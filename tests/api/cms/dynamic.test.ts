import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { DYNAMIC_RUN_MS } from '../../../plugins/cms/server/render/dynamic-run.ts';
import { syncSearchIndex } from '../../../plugins/cms/server/search/index-writer.ts';

/** Dynamic pages (issue 11): the Search type and custom pages, rendered on request through the template engine, public. */
let t: TestApp;
let admin: string;
let catalogId: number;

async function waitTask(taskId: string) {
  for (let i = 0; i < 300; i++) {
    const r = await t.api('GET', `/async/task/${taskId}`, { token: admin });
    if (['SUCCESS', 'FAILED'].includes(r.data?.status)) return r.data;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error('task did not finish');
}
async function published(title: string, summary = '') {
  const r = await t.api('POST', '/cms/content?contentType=article', {
    token: admin,
    body: { catalogId, title, summary, contentHtml: '<p>x</p>' },
  });
  await waitTask(r.data.taskId);
  await t.kernel.db
    .updateTable('cmsContent')
    .set({ status: '30', publishDate: '2026-11-20 09:30:00' })
    .where('contentId', '=', r.data.contentId)
    .execute();
  // written as published behind the queue's back: indexed by hand
  await syncSearchIndex(t.kernel, [r.data.contentId]);
  return r.data.contentId as number;
}
/** a public request: no token */
const get = (url: string, ip?: string) =>
  t.app.inject({ method: 'GET', url: `${t.kernel.config.apiBase}${url}`, ...(ip ? { remoteAddress: ip } : {}) });

async function template(name: string, content: string) {
  const add = await t.api('POST', '/cms/template', { token: admin, body: { publishPipeCode: 'pc', path: name } });
  expect(add.code, add.msg).toBe(200);
  expect((await t.api('PUT', '/cms/template', { token: admin, body: { templateId: add.data.templateId, content } })).code).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  catalogId = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows[0].id;
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS dynamic page types and search', () => {
  it('lists the dynamic page types', async () => {
    const r = await t.api('GET', '/cms/dynamicPageTypes', { token: admin, lang: 'en' });
    // the CMS's own first; the member plugin's and the operations plugin's pages follow when they run
    // (tests/api/member/pages.test.ts, tests/api/operations/comment-form.test.ts)
    expect(r.data[0]).toEqual(
      expect.objectContaining({ type: 'Search', name: 'Search', requestPath: '_search', publishPipeKey: 'searchTemplate' }),
    );
    expect(r.data.slice(1).every((x: any) => x.type.startsWith('Account') || x.type === 'CommentWrite')).toBe(true);
  });

  it('renders the search page of the default theme over published titles and summaries, without a token', async () => {
    await published('协会年度会员大会召开');
    await published('行业简报', '年度统计数据发布');
    await published('无关的一篇');
    const draft = await t.api('POST', '/cms/content?contentType=article', {
      token: admin,
      body: { catalogId, title: '年度草稿', contentHtml: '' },
    });
    await waitTask(draft.data.taskId);
    const r = await get(`/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent('年度')}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(String(r.headers['content-security-policy'])).toContain('sandbox');
    expect(r.body).toContain('协会年度会员大会召开');
    expect(r.body).toContain('行业简报');
    expect(r.body).not.toContain('无关的一篇');
    expect(r.body).not.toContain('年度草稿');
    expect(r.body).toContain('共找到 2 条结果');
    // the search box of the page points back at the search page
    expect(r.body).toContain(`action="${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/_search"`);
  });

  it('pages the results with links back to the search page', async () => {
    for (let i = 1; i <= 11; i++) await published(`分页检索 ${i}`);
    const first = await get(`/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent('分页检索')}`);
    expect(first.body.match(/>分页检索 \d+<\/a>/g)).toHaveLength(10);
    // the page bar's link escaped for its attribute
    expect(first.body).toContain(`/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent('分页检索')}&amp;pi=2"`);
    const second = await get(`/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent('分页检索')}&pi=2`);
    expect(second.body.match(/>分页检索 \d+<\/a>/g)).toHaveLength(1);
  });

  it('cuts an oversized query, escapes what it echoes, and answers 404 for an unknown site, pipe or page', async () => {
    const long = await get(`/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent('年'.repeat(300))}`);
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain(`value="${'年'.repeat(100)}"`);
    const xss = await get(`/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(xss.body).not.toContain('<script>alert(1)</script>');
    expect((await get('/cms/dynamic/nosite_pc/_search?q=x')).statusCode).toBe(404);
    expect((await get('/cms/dynamic/zhuxie_nopipe/_search?q=x')).statusCode).toBe(404);
    expect((await get('/cms/dynamic/zhuxie_pc/no/such/page')).statusCode).toBe(404);
    expect((await get('/cms/dynamic/..%2F..%2Fetc/passwd')).statusCode).toBe(404);
  });
});

describe('CMS pages rendered on request from a shared run (render/dynamic-run.ts)', () => {
  const search = (q: string) => get(`/cms/dynamic/zhuxie_pc/_search?q=${encodeURIComponent(q)}`);
  const rootCatalog = async () =>
    await t.kernel.db.selectFrom('cmsCatalog').select(['catalogId', 'name']).where('catalogId', '=', catalogId).executeTakeFirstOrThrow();

  it('writes the same page for the same question, and another for another', async () => {
    await published('共享渲染测试甲篇');
    const a = await search('共享渲染测试');
    const again = await search('共享渲染测试');
    expect(a.statusCode).toBe(200);
    expect(again.body).toBe(a.body);
    expect(a.body).toContain('共享渲染测试甲篇');
    const other = await search('无此结果的问题');
    expect(other.body).not.toContain('共享渲染测试甲篇');
    expect(other.body).toContain('共找到 0 条结果');
  });

  it('sees a change of the index at the next search, however it was made', async () => {
    expect((await search('共享渲染测试')).body).toContain('共享渲染测试甲篇');
    // behind the server's back: the search generation's trigger raises it in the same transaction
    const row = await t.kernel.db
      .selectFrom('cmsSearchIndex')
      .select('contentId')
      .where('title', 'like', '共享渲染测试甲篇%')
      .executeTakeFirstOrThrow();
    await t.kernel.db.deleteFrom('cmsSearchIndex').where('contentId', '=', row.contentId).execute();
    const after = await search('共享渲染测试');
    expect(after.body).not.toContain('共享渲染测试甲篇');
    expect(after.body).toContain('共找到 0 条结果');
    await syncSearchIndex(t.kernel, [row.contentId]);
    expect((await search('共享渲染测试')).body).toContain('共享渲染测试甲篇');
  });

  it('shows a write through the API at once and one made outside it within the run time', async () => {
    const { name } = await rootCatalog();
    expect((await search('共享渲染测试')).body).toContain(`>${name}</a>`);
    const detail = (await t.api('GET', `/cms/catalog/${catalogId}`, { token: admin })).data;
    const renamed = `${name}改`;
    const edit = await t.api('PUT', '/cms/catalog', { token: admin, body: { ...detail, name: renamed } });
    expect(edit.code, edit.msg).toBe(200);
    // the API write dropped the read cache on its way out: the next page reads the catalogs again
    expect((await search('共享渲染测试')).body).toContain(`>${renamed}</a>`);
    // outside the API (SQL by hand): no later than DYNAMIC_RUN_MS
    await t.kernel.db.updateTable('cmsCatalog').set({ name }).where('catalogId', '=', catalogId).execute();
    const t0 = Date.now();
    let body = '';
    while (Date.now() - t0 < DYNAMIC_RUN_MS + 1000) {
      body = (await search('共享渲染测试')).body;
      if (body.includes(`>${name}</a>`)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(body).toContain(`>${name}</a>`);
    expect(Date.now() - t0).toBeLessThan(DYNAMIC_RUN_MS + 1000);
  });
});

describe('CMS custom dynamic pages', () => {
  let pageId: number;

  it('adds, lists, reads and edits a custom dynamic page; code and path unique, rules enforced', async () => {
    await template(
      'signup',
      `<h1>{{ DynamicPage.name }}</h1><p>name={{ Request.name | escape }}</p><p>page={{ PageNo }}</p>{% cms_content catalogid:${catalogId} size:1 page:true %}{{ item.title }}{% endcms_content %}{% page_bar %}`,
    );
    const add = await t.api('POST', '/cms/dynamic_page', {
      token: admin,
      body: { name: '活动报名', code: 'signup', path: 'activity/signup', initDataTypes: ['Pagination'], templates: { pc: 'signup' } },
    });
    expect(add.code, add.msg).toBe(200);
    pageId = add.data.pageId;
    const list = await t.api('GET', '/cms/dynamic_page/list?pageNum=1&pageSize=10&query=signup', { token: admin });
    expect(list.data.total).toBe(1);
    const one = await t.api('GET', `/cms/dynamic_page/${pageId}`, { token: admin });
    expect(one.data).toMatchObject({ code: 'signup', path: 'activity/signup', initDataTypes: ['Pagination'], templates: { pc: 'signup' } });
    expect(one.data.links.pc).toBe(`${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/activity/signup`);

    const dup = await t.api('POST', '/cms/dynamic_page', {
      token: admin,
      lang: 'en',
      body: { name: 'x', code: 'SIGNUP', path: 'other', templates: {} },
    });
    expect(dup.msg).toBe('The code "SIGNUP" is already used by another dynamic page.');
    const dupPath = await t.api('POST', '/cms/dynamic_page', {
      token: admin,
      lang: 'en',
      body: { name: 'x', code: 'x2', path: 'activity/signup' },
    });
    expect(dupPath.msg).toContain('"activity/signup" is already used');
    for (const path of ['../etc', '_search', '/_search', '//abs', '/../etc', 'a/../b', 'UPPER', 'http://x.cn/a', '/a\\b'])
      expect((await t.api('POST', '/cms/dynamic_page', { token: admin, body: { name: 'x', code: 'x3', path } })).code, path).not.toBe(200);
    const badPipe = await t.api('POST', '/cms/dynamic_page', {
      token: admin,
      body: { name: 'x', code: 'x4', path: 'x4', templates: { nopipe: 'a' } },
    });
    expect(badPipe.code).toBe(500);
    expect((await t.api('GET', '/cms/dynamic_page/list?pageNum=1&pageSize=10', { token: admin })).data.total).toBe(1);

    const edit = await t.api('PUT', '/cms/dynamic_page', {
      token: admin,
      body: { ...one.data, name: '活动报名页' },
    });
    expect(edit.code, edit.msg).toBe(200);
    // a stale version is refused
    expect((await t.api('PUT', '/cms/dynamic_page', { token: admin, body: { ...one.data, name: '旧' } })).code).toBe(409);
    expect((await t.api('GET', '/cms/dynamic_page/init_data_types', { token: admin })).data.map((x: any) => x.type)).toEqual([
      'Pagination',
    ]);
  });

  it('renders it on request with the query and paging, without a token', async () => {
    const r = await get(`/cms/dynamic/zhuxie_pc/activity/signup?name=${encodeURIComponent('<b>张三</b>')}&pi=2`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<h1>活动报名页</h1>');
    expect(r.body).toContain('name=&lt;b&gt;张三&lt;/b&gt;');
    expect(r.body).toContain('page=2');
    expect(r.body).toContain('/cms/dynamic/zhuxie_pc/activity/signup?name=');
    // a pipe without a template for it
    expect((await get('/cms/dynamic/zhuxie_h5/activity/signup')).statusCode).toBe(404);
  });

  it('only template editors change dynamic pages; deleting one removes its page', async () => {
    const viewer = await t.asUser({ userName: 'dyn_viewer', permissions: ['cms:staticize:view'] });
    expect((await viewer.api('DELETE', '/cms/dynamic_page', { body: [pageId] })).code).toBe(403);
    expect((await t.api('DELETE', '/cms/dynamic_page', { token: admin, body: [pageId] })).code).toBe(200);
    expect((await get('/cms/dynamic/zhuxie_pc/activity/signup')).statusCode).toBe(404);
  });

  it("takes v1.4.3's RequestURI with a leading / and stores it without", async () => {
    const body = { name: 'v143', code: 'v143', path: '/v143/page', initDataTypes: [], templates: { pc: 'signup' } };
    const add = await t.api('POST', '/cms/dynamic_page', { token: admin, body });
    expect(add.code, add.msg).toBe(200);
    const one = await t.api('GET', `/cms/dynamic_page/${add.data.pageId}`, { token: admin });
    expect(one.data.path).toBe('v143/page');
    expect(one.data.links.pc).toBe(`${t.kernel.config.apiBase}/cms/dynamic/zhuxie_pc/v143/page`);
    // the same path with or without the slash is one path
    const dup = await t.api('POST', '/cms/dynamic_page', { token: admin, body: { ...body, code: 'v143b', path: 'v143/page' } });
    expect(dup.code).toBe(500);
    const edit = await t.api('PUT', '/cms/dynamic_page', { token: admin, body: { ...one.data, path: '/v143/other' } });
    expect(edit.code, edit.msg).toBe(200);
    expect((await t.api('GET', `/cms/dynamic_page/${add.data.pageId}`, { token: admin })).data.path).toBe('v143/other');
    expect((await t.api('DELETE', '/cms/dynamic_page', { token: admin, body: [add.data.pageId] })).code).toBe(200);
  });

  it('rate limits public requests per client', async () => {
    let refused = 0;
    for (let i = 0; i < 130; i++) {
      const r = await get('/cms/dynamic/zhuxie_pc/_search?q=x', '10.9.8.7');
      if (r.statusCode === 429) refused++;
    }
    expect(refused).toBeGreaterThanOrEqual(5);
    // another client is not affected
    expect((await get('/cms/dynamic/zhuxie_pc/_search?q=x', '10.9.8.6')).statusCode).toBe(200);
  });
});
