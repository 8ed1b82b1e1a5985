import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** CMS → Catalogs of the current site (issue 9). */
let server: E2eServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // this file builds its own catalogs: the demo ones of the seed go first
  const db = await server.db();
  await db.query('delete from cms_catalog');
  await db.end();
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

test('catalogs: batch add a small tree, drag one to a new parent, edit templates and extends in the settings drawer', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/catalog`);
    const screen = page.locator('[data-page="cms/contentcore/catalog"]');
    await screen.getByText('筑协').first().waitFor();

    await screen.getByRole('button', { name: '批量添加' }).first().click();
    const batch = page.locator('.arco-modal').filter({ hasText: '批量添加栏目' });
    await batch.locator('textarea').fill('会员风采\n  单位会员\n  个人会员');
    await batch.getByRole('button', { name: '确定' }).click();
    await batch.waitFor({ state: 'detached' });
    const person = screen.locator('.arco-table tbody tr', { hasText: '个人会员' });
    await person.waitFor();
    const target = screen.locator('.arco-table tbody tr', { hasText: '协会动态' });

    // drag 个人会员 by its handle onto 协会动态
    const handle = person.locator('.zx-catalog-drag');
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
    await screen.locator('.zx-catalog-top-zone').waitFor();
    const over = (await target.boundingBox())!;
    await page.mouse.move(over.x + over.width / 3, over.y + over.height / 2, { steps: 10 });
    await target.and(page.locator('[data-drop-over]')).waitFor();
    await shot(page, 'cms-catalog-drag');
    await page.mouse.up();
    void to;

    const db = await server.db();
    try {
      const parentOf = async (name: string) =>
        (
          await db.query(
            'select c.parent_id, p.name from cms_catalog c left join cms_catalog p on p.catalog_id = c.parent_id where c.name = $1',
            [name],
          )
        ).rows[0];
      for (let i = 0; i < 50 && (await parentOf('个人会员')).name !== '协会动态'; i++) await new Promise((r) => setTimeout(r, 100));
      assert.equal((await parentOf('个人会员')).name, '协会动态');
      assert.equal((await parentOf('单位会员')).name, '会员风采');

      // settings drawer: pipe templates and extends
      await screen.locator('.arco-table tbody tr', { hasText: '会员风采' }).getByRole('button', { name: '修改' }).click();
      const drawer = page.locator('.zx-catalog-editor');
      await drawer.getByText('栏目设置：会员风采').waitFor();
      await drawer.getByRole('tab', { name: '模板' }).click();
      const templates = drawer.locator('.zx-catalog-templates');
      await templates.locator('.arco-form-item', { hasText: '列表页模板' }).first().locator('input').fill('list_member.template.html');
      await templates.getByRole('button', { name: '保存' }).click();
      await page.locator('.arco-message').getByText('保存成功').waitFor();
      await drawer.getByRole('tab', { name: '扩展配置' }).click();
      const ext = drawer.locator('.zx-catalog-extends');
      await ext.locator('.arco-form-item', { hasText: '文章图片宽度' }).locator('input').fill('720');
      await ext.getByRole('button', { name: '保存' }).click();
      await page.locator('.arco-message').getByText('保存成功').last().waitFor();
      await shot(page, 'cms-catalog-editor');
      const saved = (await db.query("select publish_pipe_props, config_props from cms_catalog where name = '会员风采'")).rows[0];
      assert.equal(saved.publish_pipe_props.pc.listTemplate, 'list_member.template.html');
      assert.equal(saved.config_props.ArticleImageWidth, 720);
    } finally {
      await db.end();
    }
  } catch (e) {
    await shot(page, 'cms-catalog-failure');
    throw e;
  }
});
