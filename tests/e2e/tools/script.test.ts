import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/** Tools → Script console (issue 36): switched on, unlocked with the password again, a script run and its output. */
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

test('the super administrator switches the console on, unlocks it with the password and runs a read-only script', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  const cfg = (await api(token, 'GET', '/system/config/list?configKey=tool.scriptConsole.enabled')).data.rows[0];
  const saved = await api(token, 'PUT', '/system/config', { ...cfg, configValue: 'Y' });
  assert.equal(saved.code, 200, saved.msg);

  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.goto(`${server.url}/admin/tool/groovy`);
    const unlock = page.locator('.arco-modal', { hasText: '确认身份' });
    await unlock.waitFor();
    await unlock.locator('[data-field="password"] input, input[type="password"]').first().fill('not-my-password');
    await unlock.locator('[data-action="unlock"]').click();
    await unlock.getByText('密码不正确').waitFor();
    await unlock.locator('input[type="password"]').first().fill(ADMIN_PASSWORD);
    await unlock.locator('[data-action="unlock"]').click();
    await unlock.waitFor({ state: 'hidden' });

    const screen = page.locator('[data-page="tools/script/index"]');
    await screen
      .locator('textarea')
      .fill(
        "const u = db.select('sys_user', { columns: ['user_name'], where: { user_name: 'admin' } });\nconsole.log('hello', u[0].userName);\n6 * 7",
      );
    await screen.locator('[data-action="run"]').click();
    await screen.locator('[data-result="ok"]').waitFor();
    assert.equal(await screen.locator('.zx-script-output').innerText(), 'hello admin\n=> 42');
    await shot(page, 'tools-script-console');

    await screen.locator('textarea').fill('while (true) {}');
    await screen.locator('[data-action="run"]').click();
    await screen.locator('[data-result="stopped"]').waitFor({ timeout: 20000 });
    await screen.getByText('脚本运行超过 5000 毫秒，已停止').first().waitFor();
    await shot(page, 'tools-script-console-stopped');

    // write mode: the rows a script would change are shown, nothing is written until they are confirmed
    await screen.locator('[data-field="mode"] [data-mode="write"]').click();
    await screen
      .locator('textarea')
      .fill("db.update('sys_config', { remark: 'set by a script' }, { config_key: 'tool.scriptConsole.enabled' })");
    await screen.locator('[data-action="run"]').click();
    await screen.locator('[data-changes="preview"]').waitFor();
    await screen.getByText('尚未写入：将修改 1 行').waitFor();
    const remark = async () =>
      (await api(token, 'GET', '/system/config/list?configKey=tool.scriptConsole.enabled')).data.rows[0].remark as string | null;
    assert.notEqual(await remark(), 'set by a script');
    await shot(page, 'tools-script-console-write-preview');
    await screen.locator('[data-action="commit"]').click();
    await screen.locator('[data-changes="committed"]').waitFor();
    await screen.getByText('已提交：修改了 1 行').waitFor();
    assert.equal(await remark(), 'set by a script');
    await shot(page, 'tools-script-console-write-committed');

    // the script kept by a name, and opened again (with its mode) after the console was changed
    const script = await screen.locator('textarea').inputValue();
    await screen.locator('[data-action="save-as"]').click();
    const naming = page.locator('.arco-modal', { hasText: '另存为' });
    await naming.locator('[data-field="saved-name"]').fill('备注修改');
    await naming.getByRole('button', { name: '确定' }).click();
    await page.getByText('已保存').first().waitFor();
    await screen.locator('[data-field="mode"] [data-mode="read"]').click();
    await screen.locator('textarea').fill('1 + 1');
    await screen.locator('[data-action="save-as"]').click();
    await naming.locator('[data-field="saved-name"]').fill('加法');
    await naming.getByRole('button', { name: '确定' }).click();
    await naming.waitFor({ state: 'hidden' });
    await screen.locator('[data-field="saved"]').click();
    await page.locator('.arco-select-option', { hasText: '备注修改' }).click();
    await page.waitForFunction(
      (text) => (document.querySelector('[data-page="tools/script/index"] textarea') as HTMLTextAreaElement | null)?.value === text,
      script,
    );
    assert.equal(await screen.locator('[data-field="mode"] .arco-radio-checked').innerText(), '写入（确认后提交）');
    await shot(page, 'tools-script-console-saved');
  } catch (e) {
    await shot(page, 'tools-script-failure');
    throw e;
  }
});
