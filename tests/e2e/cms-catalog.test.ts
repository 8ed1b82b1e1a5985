import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from './harness.ts';

/** CMS → Catalogs of the current site (issue 9). */
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

test('catalogs: add one with its alias spelled from the Chinese name, add a child, move it to the top, hide it', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/catalog`);
    const screen = page.locator('[data-page="cms/contentcore/catalog"]');
    await screen.getByText('筑协').first().waitFor();

    await screen.getByRole('button', { name: '新增栏目' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '添加栏目' });
    const field = (label: string) => dialog.locator('.arco-form-item', { hasText: label }).locator('input');
    await field('栏目名称').fill('协会动态');
    await field('栏目名称').blur();
    // the alias and path come from the name's pinyin
    await page.waitForFunction(() => {
      const el = [...document.querySelectorAll('.arco-modal .arco-form-item')].find((e) => e.textContent?.includes('栏目别名'));
      return el?.querySelector('input')?.value === 'xiehuidongtai';
    });
    assert.equal(await field('栏目目录').inputValue(), 'xiehuidongtai');
    await dialog.getByRole('button', { name: '确定' }).click();
    const top = screen.locator('.arco-table tbody tr', { hasText: '协会动态' });
    await top.waitFor();

    await top.getByRole('button', { name: '新增子栏目' }).click();
    const child = page.locator('.arco-modal').filter({ hasText: '添加栏目' });
    const childField = (label: string) => child.locator('.arco-form-item', { hasText: label }).locator('input');
    await childField('栏目名称').fill('通知公告');
    await childField('栏目名称').blur();
    // the suggestion arrives, and what the editor types over it is what is saved
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.arco-modal .arco-form-item')].some((e) => e.querySelector('input')?.value === 'tongzhigonggao'),
    );
    await childField('栏目别名').fill('notice');
    await childField('栏目目录').fill('notice');
    await child.getByRole('button', { name: '确定' }).click();
    const kid = screen.locator('.arco-table tbody tr', { hasText: '通知公告' });
    await kid.waitFor();

    await kid.getByRole('button', { name: '移动' }).click();
    const move = page.locator('.arco-modal').filter({ hasText: '移动栏目「通知公告」' });
    await move.getByRole('button', { name: '确定' }).click();
    await move.waitFor({ state: 'detached' });
    await kid.getByRole('button', { name: '隐藏' }).click();
    await kid.getByText('隐藏').first().waitFor();

    const db = await server.db();
    try {
      const r = await db.query("select parent_id, visible_flag, ancestors from cms_catalog where alias = 'notice'");
      assert.deepEqual(
        { parent: Number(r.rows[0].parent_id), visible: r.rows[0].visible_flag, flat: !String(r.rows[0].ancestors).includes(':') },
        { parent: 0, visible: 'N', flat: true },
      );
    } finally {
      await db.end();
    }
    await shot(page, 'cms-catalog');
  } catch (e) {
    await shot(page, 'cms-catalog-failure');
    throw e;
  }
});
