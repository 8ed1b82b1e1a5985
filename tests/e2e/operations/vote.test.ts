import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/**
 * Votes (issue 34): on the console a vote is created, its subject page gets two subjects and their items — the first
 * subject's items branch into the second or past it to the end —; on the published site (a dynamic page whose
 * template holds the `cms_vote` tag) a visitor sees the second subject only on the branch into it, votes, and sees
 * the result in the default theme's look (a phone's width too); a plain post (no script) comes back to the page the
 * tag signed with a message key whose text the page shows, and a forged link's text is never shown; back on the
 * console the totals show.
 */
let server: E2eServer;
let browser: Browser;
const api = (token: string | null, method: string, url: string, body?: unknown) => serverApi(server, token, method, url, body);

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** fills an Arco date-time picker of the dialog by typing, as a user may */
async function pickTime(page: Page, label: string, value: string) {
  const input = page.locator('.arco-modal .arco-form-item', { hasText: label }).locator('.arco-picker input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  // the picker's panel closes once the input loses the focus
  await page.locator('.arco-modal-title').click();
}

/** adds a subject on the subject page */
async function addSubject(page: Page, type: string, title: string, sortFlag: number) {
  await page.locator('.zx-vote-subject-add').click();
  const dialog = page.locator('.zx-vote-subject-dialog');
  await dialog.waitFor();
  await dialog.locator('.arco-form-item', { hasText: '类型' }).locator('.arco-select').click();
  await page.locator('.arco-select-option', { hasText: type }).click();
  await dialog.getByRole('textbox', { name: '主题' }).fill(title);
  await dialog.locator('.arco-form-item', { hasText: '排序' }).locator('input').fill(String(sortFlag));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('.zx-vote-subject-page .arco-table tbody tr', { hasText: title }).waitFor();
}

test('a vote with a branching subject is built on the console, answered on the site, and its result seen', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.locator('.arco-menu-inline-header, .arco-menu-item', { hasText: '互动运营' }).first().click();
    await page.locator('.arco-menu-item', { hasText: '调查投票' }).first().click();
    const votes = page.locator('[data-page="operations/vote/index"]');
    await votes.waitFor();
    await votes
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const dialog = page.locator('.arco-modal', { hasText: '新增投票' });
    await dialog.waitFor();
    await dialog.locator('.arco-form-item', { hasText: '标题' }).locator('input').fill('2026 年度优秀工程评选');
    await dialog.locator('.arco-form-item', { hasText: '编码' }).locator('input').fill('annual_2026');
    await pickTime(page, '开始时间', '2026-01-01 00:00:00');
    await pickTime(page, '结束时间', '2027-12-31 23:59:59');
    await shot(page, 'operations-vote-add');
    await dialog
      .locator('.arco-modal-footer')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    const row = votes.locator('.arco-table tbody tr', { hasText: 'annual_2026' });
    await row.waitFor();
    await shot(page, 'operations-vote-list');

    // the subject page: two subjects, the first one's items branch into the second (A) or past it (B)
    await row.locator('.zx-vote-subjects').click();
    await page.waitForURL(/\/operations\/vote\/subjects\?voteId=\d+$/);
    const subjects = page.locator('.zx-vote-subject-page');
    await subjects.waitFor();
    await addSubject(page, '单选', '您所在单位是否参评？', 0);
    await addSubject(page, '多选', '参评了哪些奖项？', 1);
    const items = async (row: number, list: { text: string; next?: string }[]) => {
      await subjects.locator('.arco-table tbody tr').nth(row).locator('.zx-vote-subject-items').click();
      const d = page.locator('.zx-vote-items-dialog');
      await d.waitFor();
      for (const [i, item] of list.entries()) {
        await d.locator('.zx-vote-item-add').click();
        await d.locator('.zx-vote-item-content').nth(i).fill(item.text);
        if (item.next) {
          await d.locator('.zx-vote-item-next').nth(i).click();
          // the popup just opened is the last one (the previous item's may still be closing)
          await page.locator('.arco-select-popup:visible').last().locator('.arco-select-option', { hasText: item.next }).click();
        }
      }
      await shot(page, `operations-vote-items-${list.length}`);
      await d.getByRole('button', { name: /确\s*定/ }).click();
      await d.waitFor({ state: 'hidden' });
    };
    await items(0, [
      { text: '是，已参评', next: '参评了哪些奖项？' },
      { text: '否', next: '结束投票' },
    ]);
    await items(1, [{ text: '鲁班奖' }, { text: '詹天佑奖' }]);
    await subjects.getByText('→ 结束投票').waitFor();
    await shot(page, 'operations-vote-subjects');
    const voteId = Number(new URL(page.url()).searchParams.get('voteId'));
    const detail = (await api(token, 'GET', `/vote/${voteId}`)).data;
    assert.equal(detail.subjectList.length, 2);
    assert.equal(detail.subjectList[0].itemList[0].nextSubjectId, detail.subjectList[1].subjectId);
    assert.equal(detail.subjectList[0].itemList[1].nextSubjectId, -1);

    // the vote on the published site: a dynamic page whose template holds the tag
    const tpl = await api(token, 'POST', '/cms/template', { publishPipeCode: 'pc', path: 'vote' });
    assert.equal(tpl.code, 200, tpl.msg);
    // in the default theme's look: its head (the styles of the vote form), header and footer
    const html =
      '<!doctype html><html lang="zh-CN"><head>{% cms_include file:"common/head" %}<title>评选投票</title></head><body>' +
      '{% cms_include file:"common/header" %}<main class="wrap"><section class="main">{% cms_vote code:"annual_2026" %}</section></main>' +
      '{% cms_include file:"common/footer" %}</body></html>';
    assert.equal((await api(token, 'PUT', '/cms/template', { templateId: tpl.data.templateId, content: html })).code, 200);
    const dyn = await api(token, 'POST', '/cms/dynamic_page', { name: '评选投票', code: 'vote', path: 'vote', templates: { pc: 'vote' } });
    assert.equal(dyn.code, 200, dyn.msg);
    const url = `${server.url}${(await api(token, 'GET', `/cms/dynamic_page/${dyn.data.pageId}`)).data.links.pc}`;
    const visitor = await newPage(browser);
    try {
      await visitor.goto(url);
      const form = visitor.locator('form.cms-vote');
      await form.locator('legend', { hasText: '您所在单位是否参评？' }).waitFor();
      const second = form.locator('fieldset', { hasText: '参评了哪些奖项？' });
      // "no" ends the vote: the second subject is hidden
      await form.getByLabel('否').check();
      await second.waitFor({ state: 'hidden' });
      await shot(visitor, 'operations-vote-site-branch-end');
      // "yes" branches into it
      await form.getByLabel('是，已参评').check();
      await second.waitFor({ state: 'visible' });
      await second.getByLabel('鲁班奖').check();
      await second.getByLabel('詹天佑奖').check();
      await shot(visitor, 'operations-vote-site-answered');
      await form.getByRole('button', { name: '投票' }).click();
      await form.locator('.vote-msg.vote-ok', { hasText: '投票成功' }).waitFor();
      const results = form.locator('.vote-results');
      await results.getByText('鲁班奖: 1 票').waitFor();
      await results.getByText('总票数: 1').waitFor();
      await shot(visitor, 'operations-vote-site-result');
      // the theme styles it: a card with the brand's top border, item rows, result bars as wide as their share
      // (no named function inside: the page has no helper of the test's compiler)
      const look = await form.evaluate((f) => {
        const bar = f.querySelector('.vote-bar i') as HTMLElement;
        return {
          border: getComputedStyle(f).borderTopWidth,
          item: getComputedStyle(f.querySelector('.vote-item') as Element).display,
          submit: getComputedStyle(f.querySelector('.vote-actions button') as Element).backgroundColor,
          bar: bar.getBoundingClientRect().width / (bar.parentElement as HTMLElement).getBoundingClientRect().width,
        };
      });
      assert.deepEqual([look.border, look.item, look.submit], ['3px', 'flex', 'rgb(31, 78, 140)']);
      assert.ok(Math.abs(look.bar - 1) < 0.02, `the only vote's bar is full: ${look.bar}`);
      await form.screenshot({ path: 'tests/.artifacts/screens/operations-vote-site-result-form.png' });
      // the same address again: refused with the reason
      await form.getByRole('button', { name: '投票' }).click();
      await form.locator('.vote-msg.vote-error').waitFor();
      assert.match(await form.locator('.vote-msg').innerText(), /投满|今天/);
      // without the script (a plain post): the answer goes back to the page URL the tag signed, with a message key; the
      // page shows that key's text in the site's language
      await form.evaluate((f: HTMLFormElement) => f.submit());
      await visitor.waitForURL(/vote_result=error/);
      const back = new URL(visitor.url());
      assert.equal(back.pathname, new URL(url).pathname);
      assert.equal(back.searchParams.get('vote_key'), 'operations:vote.errors.totalLimit');
      assert.equal(back.searchParams.has('vote_msg'), false);
      const msg = form.locator('.vote-msg.vote-error');
      await msg.waitFor();
      assert.equal(await msg.innerText(), '您已投满 1 次，不能再投。');
      await shot(visitor, 'operations-vote-site-refused-plain');
      // a link someone forged: a text in the URL is never shown, only the text of a known key; words ride in no parameter
      const id = await form.getAttribute('id');
      const forged = new URL(url);
      forged.search = new URLSearchParams({
        vote_result: 'error',
        vote_key: 'operations:vote.errors.sensitive',
        vote_field: 'answers',
        vote_msg: '伪造的文字',
        p_words: '伪造的词',
      }).toString();
      forged.hash = String(id);
      await visitor.goto(forged.toString());
      await msg.waitFor();
      assert.equal(await msg.innerText(), '投票 含有敏感词：');
      assert.equal(await visitor.locator('body').evaluate((b) => b.textContent?.includes('伪造')), false);
      forged.search = new URLSearchParams({ vote_result: 'ok', vote_key: '<b>伪造</b>', vote_msg: '伪造的文字' }).toString();
      await visitor.goto(forged.toString());
      await form.locator('legend').first().waitFor();
      assert.equal(await form.locator('.vote-msg').isHidden(), true);
      assert.equal(await visitor.locator('body').evaluate((b) => b.textContent?.includes('伪造')), false);
      // on a phone: the form fills the width, the buttons share a row
      await visitor.setViewportSize({ width: 390, height: 844 });
      await visitor.goto(url);
      await form.getByLabel('是，已参评').check();
      await second.getByLabel('鲁班奖').check();
      await form.locator('[data-vote-results]').click();
      await form.locator('.vote-results').getByText('鲁班奖: 1 票').waitFor();
      await shot(visitor, 'operations-vote-site-phone');
      assert.deepEqual(visitor.errors, []);
    } finally {
      await visitor.context().close();
    }

    // the console shows the totals
    await page.reload();
    await subjects.locator('.zx-vote-item-row', { hasText: '鲁班奖' }).getByText('1 票').waitFor();
    await page.locator('.zx-vote-verify').click();
    await page.locator('.zx-vote-verified', { hasText: '哈希链完整，共 1 条记录' }).waitFor();
    await shot(page, 'operations-vote-console-totals');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
  }
});
