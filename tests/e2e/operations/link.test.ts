import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/** Friend links (issue 32): a group with two links added on the console; the published home page shows the block. */
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

/** the input of a dialog's form item by the start of its label */
const field = (scope: Locator, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item label', { hasText: new RegExp(`^\\s*${label}`) }) })
    .locator('input, textarea')
    .first();

test('add a link group with two links on the console and see the links block on the published home page', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  // a logo in the site's resource library
  const form = new FormData();
  const image = await sharp({ create: { width: 96, height: 48, channels: 3, background: '#8c1f3a' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'member_logo.png');
  const up = await fetch(`${server.url}/prod-api/cms/resource`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(((await up.json()) as { code: number }).code, 200);

  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    // the Interactive directory's Friend links menu
    await page.locator('.arco-menu-inline-header, .arco-menu-item', { hasText: '互动运营' }).first().click();
    await page.locator('.arco-menu-item', { hasText: '友链管理' }).first().click();
    const groups = page.locator('[data-page="operations/link/linkGroup"]');
    await groups.waitFor();
    await groups.getByRole('button', { name: /新增/ }).first().click();
    const groupDialog = page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: '新增友链分组' }) });
    await groupDialog.waitFor();
    await field(groupDialog, '分组名称').fill('会员单位');
    // a code with a space is refused on the form, naming the rule
    await field(groupDialog, '编码').fill('member units');
    await groupDialog.getByRole('button', { name: /确\s*定/ }).click();
    await groupDialog.getByText('编码只能包含字母、数字和下划线').waitFor();
    await field(groupDialog, '编码').fill('members');
    await groupDialog.getByRole('button', { name: /确\s*定/ }).click();
    await groupDialog.waitFor({ state: 'hidden' });
    const row = groups.locator('.arco-table tbody tr', { hasText: 'members' });
    await row.waitFor();
    await shot(page, 'operations-link-groups');

    await row.locator('.zx-link-group-links').click();
    await page.waitForURL(/\/admin\/operations\/link\/list\?groupId=\d+$/);
    const links = page.locator('[data-page="operations/link/linkList"]');
    await links.waitFor();
    const addLink = async (name: string, url: string, logo?: string) => {
      await links.getByRole('button', { name: /新增/ }).first().click();
      const dialog = page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: '新增友情链接' }) });
      await dialog.waitFor();
      await field(dialog, '名称').fill(name);
      await field(dialog, '链接地址').fill(url);
      if (logo) {
        await dialog.getByRole('button', { name: '选择' }).click();
        const picker = page.locator('.arco-modal').filter({ hasText: '选择资源' });
        await picker.locator('[data-resource]', { hasText: logo }).dblclick();
        await picker.waitFor({ state: 'detached' });
        await dialog.locator('[data-field="resource-input"] img').waitFor();
      }
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      return dialog;
    };
    // a URL that is not http(s) is refused by the server with the field named, nothing saved
    const bad = await addLink('坏链接', 'javascript:alert(1)');
    await page
      .locator('.arco-message, .arco-form-message', { hasText: /http:\/\/ 或 https:\/\// })
      .first()
      .waitFor();
    await bad.getByRole('button', { name: /取\s*消/ }).click();
    await bad.waitFor({ state: 'hidden' });

    await (await addLink('中国建筑业协会', 'https://www.zgjzy.org.cn/', 'member_logo')).waitFor({ state: 'hidden' });
    await (await addLink('住房和城乡建设部', 'https://www.mohurd.gov.cn/')).waitFor({ state: 'hidden' });
    await links.locator('.arco-table tbody tr', { hasText: '住房和城乡建设部' }).waitFor();
    assert.equal(await links.locator('.arco-table tbody tr').count(), 2);
    await links.locator('.arco-table tbody tr', { hasText: '中国建筑业协会' }).locator('img').waitFor();
    assert.equal(await links.locator('.arco-table tbody tr', { hasText: '坏链接' }).count(), 0);
    await shot(page, 'operations-link-list');

    // each save published the home page again: the block of the group with its two links
    await page.goto(`${server.url}/prod-api/cms/static/zhuxie_pc/`);
    const block = page.locator('.friend-links', { hasText: '会员单位' });
    await block.waitFor();
    assert.equal(await block.locator('.link-item').count(), 2);
    assert.equal(await block.locator('.link-item', { hasText: '住房和城乡建设部' }).getAttribute('href'), 'https://www.mohurd.gov.cn/');
    await block.locator('.link-item', { hasText: '中国建筑业协会' }).locator('img').waitFor();
    await block.scrollIntoViewIfNeeded();
    await shot(page, 'operations-link-home');
  } catch (e) {
    await shot(page, 'operations-link-failure');
    throw e;
  }
});
