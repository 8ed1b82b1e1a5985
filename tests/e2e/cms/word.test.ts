import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** CMS → Words (issue 10): the four tabs, groups, add and search in each list. */
let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const item = (scope: Locator, label: string) => scope.locator('.arco-form-item', { hasText: label });
const rowsOf = (list: Locator) => list.locator('.arco-table tbody tr:not(.arco-table-empty-row)');
const cellTexts = async (list: Locator) => (await rowsOf(list).allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());

/** The rows once the table shows `count` of them (a search answers asynchronously). */
async function rowsWhen(list: Locator, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await cellTexts(list);
    if (rows.length === count && !(await list.locator('.arco-spin-loading').count())) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return cellTexts(list);
}

async function search(page: Page, list: Locator, text: string) {
  await item(list.locator('.zx-search-bar'), '词汇').locator('input').fill(text);
  await list.locator('.zx-search-bar').getByRole('button', { name: '搜索' }).click();
  await page.waitForLoadState('networkidle');
}

async function addGroup(page: Page, panel: Locator, name: string, code: string) {
  await panel.getByRole('button', { name: '新增分组' }).click();
  const d = page.locator('.arco-modal:visible').filter({ hasText: '添加分组' });
  await item(d, '分组名称').locator('input').fill(name);
  await item(d, '分组编码').locator('input').fill(code);
  await d.getByRole('button', { name: '确定' }).click();
  await d.waitFor({ state: 'hidden' });
  await panel.locator('.arco-tree-node-selected', { hasText: name }).waitFor();
}

test('words: tag group and word, hot word with a link, sensitive and error-prone words, each list searched', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    // through the sidebar: 内容管理 → 词汇管理
    const sidebar = page.locator('.zx-sidebar');
    const entry = sidebar.getByText('词汇管理', { exact: true });
    if (!(await entry.isVisible())) {
      // the CMS directory (the Content screen under it has the same zh-CN title, as in v1.4.3)
      await sidebar.locator('.arco-menu-inline-header').getByText('内容管理', { exact: true }).click();
      await page.waitForTimeout(350);
    }
    await entry.click();
    await page.waitForURL(/\/admin\/configs\/word$/);
    const screen = page.locator('[data-page="cms/word/word"]');
    await screen.getByRole('tab', { name: 'TAG词' }).waitFor();
    await screen.getByText('请先添加并选择分组').first().waitFor();

    // tag words: a group, then a word in it; a duplicate is refused naming the word
    const tagPanel = screen.locator('.zx-word-groups[data-kind="tagword"]');
    await addGroup(page, tagPanel, '行业标签', 'industry');
    const tags = screen.locator('[data-page="cms/word/tagWord"]');
    await tags.waitFor();
    for (const w of ['绿色建筑', '装配式建筑']) {
      await tags.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
      const d = page.locator('.arco-modal:visible').filter({ hasText: '添加TAG词' });
      await item(d, '词汇').locator('input').fill(w);
      await d.getByRole('button', { name: '确定' }).click();
      await d.waitFor({ state: 'hidden' });
      await rowsOf(tags).filter({ hasText: w }).waitFor();
    }
    await tags.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    const dup = page.locator('.arco-modal:visible').filter({ hasText: '添加TAG词' });
    await item(dup, '词汇').locator('input').fill('绿色建筑');
    await dup.getByRole('button', { name: '确定' }).click();
    await dup.getByText('词汇“绿色建筑”已存在').first().waitFor();
    await dup.getByRole('button', { name: '取消' }).click();
    await search(page, tags, '装配');
    assert.deepEqual(
      (await rowsWhen(tags, 1)).map((s) => s.split(' ')[0]),
      ['装配式建筑'],
    );
    await shot(page, 'cms-word-tag');

    // hot words: a group, a word with a link opening in a new window
    await screen.getByRole('tab', { name: '热词' }).click();
    const hotPanel = screen.locator('.zx-word-groups[data-kind="hotword"]');
    await addGroup(page, hotPanel, '站内链接', 'inner');
    const hot = screen.locator('[data-page="cms/word/hotWord"]');
    await hot.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    const hd = page.locator('.arco-modal:visible').filter({ hasText: '添加热词' });
    await item(hd, '词汇').locator('input').fill('筑协');
    await item(hd, '链接').locator('input').fill('javascript:alert(1)');
    await hd.getByRole('button', { name: '确定' }).click();
    await hd.getByText('链接须以 http://、https:// 或 / 开头').first().waitFor();
    await item(hd, '链接').locator('input').fill('https://zhuxie.example.org/');
    await hd.getByRole('button', { name: '确定' }).click();
    await hd.waitFor({ state: 'hidden' });
    await rowsOf(hot).filter({ hasText: '筑协' }).waitFor();
    await search(page, hot, '筑');
    const hotRows = await rowsWhen(hot, 1);
    assert.equal(hotRows.length, 1);
    assert.match(hotRows[0], /筑协 https:\/\/zhuxie\.example\.org\/ 新窗口 0 0/);
    await search(page, hot, '没有');
    assert.deepEqual(await rowsWhen(hot, 0), []);
    await shot(page, 'cms-word-hot');

    // sensitive words: a sensitive one and a whitelist one
    await screen.getByRole('tab', { name: '敏感词' }).click();
    const sens = screen.locator('[data-page="cms/word/sensitiveWord"]');
    for (const [w, type] of [
      ['赌博', '敏感词'],
      ['禁止赌博', '白名单'],
    ]) {
      await sens.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
      const d = page.locator('.arco-modal:visible').filter({ hasText: '添加敏感词' });
      await d.locator('.arco-radio', { hasText: type }).click();
      await item(d, '词汇').locator('input').fill(w);
      await d.getByRole('button', { name: '确定' }).click();
      await d.waitFor({ state: 'hidden' });
      await rowsOf(sens).filter({ hasText: w }).first().waitFor();
    }
    await search(page, sens, '禁止');
    const sensRows = await rowsWhen(sens, 1);
    assert.equal(sensRows.length, 1);
    assert.match(sensRows[0], /^禁止赌博 白名单/);
    await shot(page, 'cms-word-sensitive');

    // error-prone words: word → replacement
    await screen.getByRole('tab', { name: '易错词' }).click();
    const ep = screen.locator('[data-page="cms/word/errorProneWord"]');
    for (const [w, r] of [
      ['按装', '安装'],
      ['布署', '部署'],
    ]) {
      await ep.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
      const d = page.locator('.arco-modal:visible').filter({ hasText: '添加易错词' });
      await item(d, '词汇').locator('input').fill(w);
      await item(d, '替换词').locator('input').fill(r);
      await d.getByRole('button', { name: '确定' }).click();
      await d.waitFor({ state: 'hidden' });
      await rowsOf(ep).filter({ hasText: w }).waitFor();
    }
    await search(page, ep, '布署');
    const epRows = await rowsWhen(ep, 1);
    assert.equal(epRows.length, 1);
    assert.match(epRows[0], /^布署 部署/);
    await shot(page, 'cms-word-errorprone');

    // the words are what the server holds, and the group is the site's
    const db = await server.db();
    try {
      const r = await db.query(
        "select g.code, s.path from cms_tag_word w join cms_tag_word_group g on g.group_id = w.group_id join cms_site s on s.site_id = g.site_id where w.word = '绿色建筑'",
      );
      assert.deepEqual(r.rows, [{ code: 'industry', path: 'zhuxie' }]);
      const h = await db.query("select url, url_target from cms_hot_word where word = '筑协'");
      assert.deepEqual(h.rows, [{ url: 'https://zhuxie.example.org/', url_target: '_blank' }]);
    } finally {
      await db.end();
    }
    assert.deepEqual(
      page.errors.filter((e) => !/favicon/.test(e)),
      [],
    );
  } catch (e) {
    await shot(page, 'cms-word-failure');
    throw e;
  }
});
