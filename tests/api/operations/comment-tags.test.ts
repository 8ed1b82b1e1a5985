import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import commentTags from '../../../plugins/operations/server/render/comment-tags.worker.ts';
import { member, pub, publishedContent, setExtends } from './comment-kit.ts';

/**
 * The comment template tags (`cms_comment`, `cms_comment_count`), contributed to the CMS renderer: listed on the
 * Directive screen with their documented examples, each example rendering on an article page to the content's
 * shown comments — escaped, replies of a hidden comment hidden, a waiting comment absent.
 */
let t: TestApp;
let admin: string;
let noticeId: number;

const EXPECTED: Record<string, RegExp> = {
  cms_comment: /^<p>alice_t: 第二条 &lt;script&gt;x&lt;\/script&gt;<\/p><p>alice_t: 第一条<\/p>$/,
  cms_comment_count: /^3$/,
};

async function renderOnArticle(code: string) {
  const dir = path.join(t.kernel.config.dataDir, 'cms', 'sites', 'zhuxie_pc', 'template');
  fs.mkdirSync(dir, { recursive: true });
  // the notice catalog's contents render with the default theme's article template
  fs.writeFileSync(path.join(dir, 'article.template.html'), code);
  const r = await t.app.inject({
    method: 'GET',
    url: `${t.kernel.config.apiBase}/cms/preview/content/${noticeId}?pp=pc`,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.body.trim();
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  const siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  await setExtends(t, siteId, { EnableCommentAudit: 'N' });
  noticeId = await publishedContent(t, '标签通知');
  const alice = await member(t, 'alice_t');
  let n = 0;
  const write = async (body: Record<string, unknown>) => {
    const r = await pub(t, 'POST', '/api/comment', {
      body: { contentId: noticeId, ...body },
      cookie: alice.cookie,
      ip: `198.51.100.${++n}`,
    });
    expect(r.code, r.msg).toBe(200);
    return r.data.commentId as number;
  };
  const first = await write({ content: '第一条' });
  await write({ content: '回复', parentId: first });
  const hidden = await write({ content: '将被删除' });
  await write({ content: '隐藏的回复', parentId: hidden });
  await new Promise((r) => setTimeout(r, 20));
  await write({ content: '第二条 <script>x</script>' });
  expect((await t.api('DELETE', '/comment', { token: admin, body: [hidden] })).code).toBe(200);
  await setExtends(t, siteId, { EnableCommentAudit: 'Y' });
  await write({ content: '待审核' });
});
afterAll(async () => {
  await t?.dispose();
});

describe('comment template tags', () => {
  it('documents an example for each contributed tag on the Directive screen', async () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(commentTags.tags.map((x) => x.name).sort());
    const listed = (await t.api('GET', '/cms/staticize/tags', { token: admin, lang: 'en' })).data;
    for (const tag of commentTags.tags) {
      const row = listed.find((r: any) => r.tagName === tag.name);
      expect(row, tag.name).toMatchObject({ example: tag.example.code });
      expect(row.name).not.toMatch(/operations:/);
    }
    expect(listed.find((r: any) => r.tagName === 'cms_comment').name).toBe('Comments');
  });

  for (const tag of commentTags.tags)
    it(`renders the example of ${tag.name} on an ${tag.example.page} page`, async () => {
      expect(tag.example.page).toBe('article');
      expect(await renderOnArticle(tag.example.code)).toMatch(EXPECTED[tag.name]);
    });

  it('gives each comment its shown replies, and takes contentid', async () => {
    const html = await renderOnArticle(
      `{% cms_comment contentid:${noticeId} %}[{{ item.content }}:{% for r in item.replies %}{{ r.content }}{% endfor %}]{% endcms_comment %}`,
    );
    expect(html).toBe('[第二条 &lt;script&gt;x&lt;/script&gt;:][第一条:回复]');
  });
});
