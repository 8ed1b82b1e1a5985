import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/** CMS → Sites and the navbar's current-site switcher (issue 9, first slice). */
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

test('add a site on the Site screen, then switch to it in the navbar dialog: the view reloads on the new site', async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/site`);
    const screen = page.locator('[data-page="cms/contentcore/site"]');
    await screen.locator('.arco-table tbody tr', { hasText: 'zhuxie' }).waitFor();

    // the seeded association site is current; the switcher names it
    const switcher = page.locator('.zx-site-switcher');
    await switcher.getByText('筑协').waitFor();

    await screen.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '添加站点' });
    await dialog.getByPlaceholder('请输入站点名称').fill('会员之家');
    await dialog.getByPlaceholder('请输入站点目录').fill('../x');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('只能包含字母和数字').waitFor();
    await dialog.getByPlaceholder('请输入站点目录').fill('members');
    await dialog.getByRole('button', { name: '确定' }).click();
    await screen.locator('.arco-table tbody tr', { hasText: 'members' }).waitFor();

    await switcher.click();
    const sites = page.locator('.zx-site-dialog');
    await sites.locator('.arco-table tbody tr', { hasText: 'members' }).waitFor();
    // confirming with nothing chosen, then choosing the current site, are refused with their messages
    await sites.getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message').getByText('请先选择至少一条记录').waitFor();
    await sites.locator('.arco-table tbody tr', { hasText: 'zhuxie' }).dblclick();
    await page.locator('.arco-message').getByText('已经是当前站点').waitFor();
    assert.equal(await sites.evaluate((el) => Math.round(el.getBoundingClientRect().width)), 800);

    const reloads = page.waitForResponse((r) => r.url().includes('/cms/site/list'));
    await sites.locator('.arco-table tbody tr', { hasText: 'members' }).dblclick();
    await sites.waitFor({ state: 'detached' });
    await switcher.getByText('会员之家').waitFor();
    // the view reloaded and every later call names the new site
    const reload = await reloads;
    assert.ok(reload.request().headers().currentsite, 'CurrentSite header sent');
    assert.equal(await page.evaluate(() => localStorage.getItem('CurrentSite')), reload.request().headers().currentsite);
    await shot(page, 'cms-site');
  } catch (e) {
    await shot(page, 'cms-site-failure');
    throw e;
  }
});

test("a site's settings open in tabs: extends keep their limits, pipes keep their URL, properties are listed", async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/site`);
    const screen = page.locator('[data-page="cms/contentcore/site"]');
    const row = screen.locator('.arco-table tbody tr', { hasText: 'zhuxie' });
    await row.getByRole('button', { name: '修改' }).click();
    await page.waitForURL(/\/admin\/cms\/site\/tabs\?siteId=\d+$/);
    const tabs = page.locator('[data-page="cms/contentcore/siteTabs"]');
    await tabs.getByText('筑协').first().waitFor();

    await tabs.getByRole('tab', { name: '扩展配置' }).click();
    const ext = tabs.locator('.zx-site-extends');
    const keep = ext.locator('.arco-form-item', { hasText: '回收站保留天数' }).locator('input');
    await keep.waitFor();
    // the field is there before the site's extends arrive: wait for the loaded value
    for (let i = 0; i < 50 && (await keep.inputValue()) !== '30'; i++) await page.waitForTimeout(100);
    assert.equal(await keep.inputValue(), '30');
    await keep.fill('0');
    // the watermark fields bind the keys the server answers (v1.4.3's: opacity, ratio…)
    const ratio = ext.locator('.arco-form-item', { hasText: '水印占比' }).locator('input');
    assert.equal(await ratio.inputValue(), '30');
    await ratio.fill('40');
    await ext.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').getByText('保存成功').first().waitFor();

    await tabs.getByRole('tab', { name: '发布通道' }).click();
    const pipes = tabs.locator('.zx-site-pipes');
    const url = pipes.locator('.arco-card', { hasText: '(pc)' }).locator('.arco-form-item', { hasText: '访问地址' }).locator('input');
    await url.fill('https://www.zhuxie.org');
    await pipes.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').getByText('保存成功').first().waitFor();

    await tabs.getByRole('tab', { name: '站点属性' }).click();
    const props = tabs.locator('[data-page="cms/contentcore/siteProps"]');
    await props.locator('.zx-table-actions').getByRole('button', { name: '新增' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '添加站点属性' });
    await dialog.locator('.arco-form-item', { hasText: '属性名称' }).locator('input').fill('服务热线');
    await dialog.locator('.arco-form-item', { hasText: '属性编码' }).locator('input').fill('hotline');
    await dialog.getByRole('button', { name: '确定' }).click();
    await props.locator('.arco-table tbody tr', { hasText: 'hotline' }).waitFor();

    // what was saved is what the server now holds
    const db = await server.db();
    try {
      const r = await db.query(
        `select config_props->>'RecycleKeepDays' as keep, publish_pipe_props->'pc'->>'url' as url,
          config_props->'ImageWatermarkArgs'->>'Ratio' as ratio from cms_site where path = 'zhuxie'`,
      );
      assert.deepEqual(r.rows[0], { keep: '0', url: 'https://www.zhuxie.org', ratio: '40' });
    } finally {
      await db.end();
    }
    await tabs.getByRole('tab', { name: '扩展配置' }).click();
    await shot(page, 'cms-site-tabs');
  } catch (e) {
    await shot(page, 'cms-site-tabs-failure');
    throw e;
  }
});

test("a pipe's deploy settings save and show again, the secret never shown", async () => {
  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/configs/site`);
    const screen = page.locator('[data-page="cms/contentcore/site"]');
    await screen.locator('.arco-table tbody tr', { hasText: 'zhuxie' }).getByRole('button', { name: '修改' }).click();
    await page.waitForURL(/\/admin\/cms\/site\/tabs\?siteId=\d+$/);
    const tabs = page.locator('[data-page="cms/contentcore/siteTabs"]');
    await tabs.getByRole('tab', { name: '发布通道' }).click();
    const card = tabs.locator('.zx-site-pipes .arco-card', { hasText: '(pc)' });
    const item = (label: string) => card.locator('.arco-form-item', { hasText: label });
    await card.getByText('部署到 S3 兼容存储桶').waitFor();
    await item('部署到存储桶').locator('.zx-pipe-deploy-enable').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '是' }).click();
    await card.locator('.zx-pipe-deployEndpoint input').fill('ftp://minio.local');
    await card.locator('.zx-pipe-deployBucket input').fill('zhuxie-www');
    await card.locator('.zx-pipe-deployPrefix input').fill('site');
    await card.locator('.zx-pipe-deployAccessKey input').fill('AKIDEXAMPLE');
    await card.locator('.zx-pipe-deploySecret input').fill('top-secret-key');
    const save = tabs.locator('.zx-site-pipes').getByRole('button', { name: '保存' });
    await save.click();
    // the server names the field in the console's language
    await page.locator('.arco-message').getByText('发布通道 pc 的服务地址须为 http:// 或 https:// 开头的网址。').waitFor();
    await card.locator('.zx-pipe-deployEndpoint input').fill('https://minio.zhuxie.org');
    await save.click();
    await page.locator('.arco-message').getByText('保存成功').first().waitFor();

    // shown again after a reload: everything but the secret, which comes back masked
    await page.reload();
    await tabs.getByRole('tab', { name: '发布通道' }).click();
    const endpoint = card.locator('.zx-pipe-deployEndpoint input');
    await endpoint.waitFor();
    for (let i = 0; i < 50 && (await endpoint.inputValue()) === ''; i++) await page.waitForTimeout(100);
    assert.equal(await endpoint.inputValue(), 'https://minio.zhuxie.org');
    assert.equal(await card.locator('.zx-pipe-deployBucket input').inputValue(), 'zhuxie-www');
    assert.equal(await card.locator('.zx-pipe-deploySecret input').inputValue(), '******');
    assert.equal(await item('部署到存储桶').locator('.arco-select-view-value').innerText(), '是');
    assert.ok(!(await page.content()).includes('top-secret-key'), 'the secret is not in the page');
    await card.getByText('已保存的密钥不会显示').first().scrollIntoViewIfNeeded();
    await shot(page, 'cms-site-pipe-deploy');

    // saved again without touching it: the stored secret stays
    await card.locator('.zx-pipe-deployRegion input').fill('cn-east-1');
    await save.click();
    await page.locator('.arco-message').getByText('保存成功').first().waitFor();
    const db = await server.db();
    try {
      const r = await db.query(
        "select publish_pipe_props->'pc'->>'deploySecret' as secret, publish_pipe_props->'pc'->>'deployRegion' as region, publish_pipe_props->'pc'->>'deployEnable' as enable from cms_site where path = 'zhuxie'",
      );
      assert.deepEqual(r.rows[0], { secret: 'top-secret-key', region: 'cn-east-1', enable: 'Y' });
    } finally {
      await db.end();
    }
  } catch (e) {
    await shot(page, 'cms-site-pipe-deploy-failure');
    throw e;
  }
});
