import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/**
 * A whole-site publish renders its article pages in batches (issue 11, speed): each batch reads its pages'
 * neighbours, relations and album items with one query, and an include's output is kept for the run. Every page
 * must still read exactly as if it had been rendered alone.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let out: string;
const catalogs: Record<string, number> = {};

const write = (name: string, body: string) => {
  const dir = path.join(out, 'template');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.template.html`), body);
};

async function waitTask(taskId: string) {
  for (let i = 0; i < 600; i++) {
    const s = (await t.api('GET', `/async/task/${taskId}`, { token: admin })).data;
    if (s?.status === 'SUCCESS') return s;
    if (s && s.status !== 'READY' && s.status !== 'RUNNING') throw new Error(`task ${s.status}: ${s.errMessages}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('task did not finish');
}

async function addContent(alias: string, title: string, extra: Record<string, unknown> = {}, type = 'article') {
  const r = await t.api('POST', `/cms/content?contentType=${type}`, {
    token: admin,
    body: { catalogId: catalogs[alias], title, contentHtml: `<p>${title} 正文</p>`, ...extra },
  });
  expect(r.code, r.msg).toBe(200);
  await waitTask(r.data.taskId);
  return r.data.contentId as number;
}

const published = async (ids: number[]) =>
  t.kernel.db.updateTable('cmsContent').set({ status: '30' }).where('contentId', 'in', ids).execute();
const page = (alias: string, id: number) => fs.readFileSync(path.join(out, alias, `${id}.html`), 'utf8');

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  for (const n of (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows) catalogs[n.props.alias] = n.id;
  out = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc');
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS batch publishing', () => {
  it('gives every page of a whole-site publish its own neighbours, relations, album, body and includes', async () => {
    // an include that reads the page's catalog (kept per catalog), one that reads the content, one that assigns (never kept)
    write(
      'b_head',
      '<head-{{ Catalog.name }}>{% cms_catalog level:"Root" %}{% if item.catalogId == Catalog.catalogId %}*{{ item.alias }}{% endif %}{% endcms_catalog %}',
    );
    write('b_title', '<t-{{ Content.title }}>');
    write('b_mark', '{% assign mark = Content.contentId %}');
    write(
      'b_article',
      '{% cms_include file:"b_head" %}{% cms_include file:"b_title" %}{% cms_include file:"b_mark" %}[M:{{ mark }}]' +
        '{% cms_content_closest type:"Prev" %}[P:{{ item.title }}]{% endcms_content_closest %}' +
        '{% cms_content_closest type:"Next" %}[N:{{ item.title }}]{% endcms_content_closest %}' +
        '{% cms_content_rela %}[R:{{ item.title }}]{% endcms_content_rela %}{% cms_image %}[I:{{ item.title }}]{% endcms_image %}' +
        '<b>{% cms_article %}</b>',
    );
    const tpl = await t.api('POST', '/cms/site/default_template', {
      token: admin,
      body: {
        siteId,
        publishPipeProps: [
          { pipeCode: 'pc', props: { defaultDetailTemplate_article: 'b_article', defaultDetailTemplate_image: 'b_article' } },
        ],
      },
    });
    expect(tpl.code, tpl.msg).toBe(200);

    const a1 = await addContent('news', '甲一');
    const a2 = await addContent('news', '甲二');
    const draft = await addContent('news', '草稿');
    const a3 = await addContent('news', '甲三');
    const album = await addContent(
      'news',
      '图集',
      {
        relaContentIds: [a1, a3, draft],
        imageList: [
          { type: 'remote', path: 'https://img.zhuxie.org/a.jpg', title: '图一' },
          { type: 'remote', path: 'https://img.zhuxie.org/b.jpg', title: '图二' },
        ],
      },
      'image',
    );
    const b1 = await addContent('notice', '乙一');
    await published([a1, a2, a3, album, b1]);

    const task = await t.api('POST', '/cms/site/publish', { token: admin, body: { siteId } });
    expect(task.code, task.msg).toBe(200);
    expect((await waitTask(task.data)).errMessages ?? []).toEqual([]);

    // newest first: 图集, 甲三, (草稿, not published), 甲二, 甲一
    const p2 = page('news', a2);
    expect(p2).toContain('<head-协会动态>*news<t-甲二>');
    expect(p2).toContain(`[M:${a2}][P:甲三][N:甲一]`);
    expect(p2).toContain('<b><p>甲二 正文</p></b>');
    expect(p2).not.toContain('[R:');
    expect(page('news', a3)).toContain(`<t-甲三>[M:${a3}][P:图集][N:甲二]`);
    expect(page('news', a1)).toContain(`[M:${a1}][P:甲二]<b>`);
    // the album: its related contents that are published, its images
    const pa = page('news', album);
    expect(pa).toContain(`[M:${album}][N:甲三][R:甲一][R:甲三][I:图一][I:图二]`);
    // another catalog in the same run: its own catalog in the kept include
    const pb = page('notice', b1);
    expect(pb).toContain(`<head-通知公告>*notice<t-乙一>[M:${b1}]`);
    expect(fs.existsSync(path.join(out, 'news', `${draft}.html`))).toBe(false);
  }, 120_000);
});
