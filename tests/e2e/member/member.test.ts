import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer, serverApi } from '../harness.ts';

/**
 * Members (issue 34): the console's member list — add a member (a taken user name refused beside the field), see
 * the phone and e-mail masked, edit the member, open its exp log; the level and exp config screens.
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

/** the input of a dialog's form item by the start of its label */
const field = (scope: Locator, label: string) =>
  scope
    .locator('.arco-form-item')
    .filter({ has: scope.page().locator('.arco-form-label-item label', { hasText: new RegExp(`^\\s*${label}`) }) })
    .locator('input, textarea')
    .first();

test('add and edit a member on the console, see the masked list and the exp log', async () => {
  const token = (await api(null, 'POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).data as string;
  // a level, a rule and a member who already earned exp
  assert.equal(
    (await api(token, 'POST', '/member/levelConfig', { levelType: 'Default', level: 1, name: '铜牌', nextNeedExp: 10 })).code,
    200,
  );
  assert.equal(
    (await api(token, 'POST', '/member/levelConfig', { levelType: 'Default', level: 2, name: '银牌', nextNeedExp: 0 })).code,
    200,
  );
  assert.equal(
    (await api(token, 'POST', '/member/expConfig', { opType: 'SignIn', levelType: 'Default', exp: 12, dayLimit: 1, totalLimit: 0 })).code,
    200,
  );
  assert.equal((await api(token, 'POST', '/member', { userName: 'taken_one', password: 'Zx#Secure2026' })).code, 200);
  const signUp = await fetch(`${server.url}/prod-api/api/member/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'earner', password: 'Zx#Secure2026' }),
  });
  assert.equal(((await signUp.json()) as { code: number }).code, 200);

  const page = await newPage(browser);
  try {
    await loginUi(page, server);
    await page.locator('.arco-menu-inline-header, .arco-menu-item', { hasText: '会员管理' }).first().click();
    await page.locator('.arco-menu-item', { hasText: '会员列表' }).first().click();
    const list = page.locator('[data-page="member/memberList"]');
    await list.waitFor();
    await list.getByRole('button', { name: /新增/ }).first().click();
    const dialog = page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: '新增会员' }) });
    await dialog.waitFor();
    await field(dialog, '用户名').fill('taken_one');
    await field(dialog, '手机号').fill('13812345678');
    await field(dialog, '邮箱').fill('zhang@example.com');
    await field(dialog, '密码').fill('Zx#Secure2026');
    await field(dialog, '昵称').fill('张会员');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('“taken_one”已被其他会员使用').waitFor();
    await field(dialog, '用户名').fill('zhang_member');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = list.locator('.arco-table tbody tr', { hasText: 'zhang_member' });
    await row.waitFor();
    // masked by EncryptMemberPhoneAndEmail
    await row.getByText('138****5678').waitFor();
    await row.getByText('z***@example.com').waitFor();
    await shot(page, 'member-list');

    // edit: the dialog shows the stored phone in full
    await row.getByRole('button', { name: /修改/ }).click();
    const edit = page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: '修改会员' }) });
    await edit.waitFor();
    assert.equal(await field(edit, '手机号').inputValue(), '13812345678');
    await field(edit, '昵称').fill('张三会员');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await edit.waitFor({ state: 'hidden' });
    await list.locator('.arco-table tbody tr', { hasText: '张三会员' }).waitFor();

    // the member who signed up earned the SignIn exp: level 2, and the log says so
    const earner = list.locator('.arco-table tbody tr', { hasText: 'earner' });
    await earner.locator('.zx-member-explog').click();
    const log = page.locator('.arco-modal').filter({ hasText: 'earner 的经验记录' });
    await log.locator('.zx-member-exp-log tbody tr', { hasText: '登录' }).waitFor();
    await log.getByText('+12').waitFor();
    await shot(page, 'member-exp-log');
    await log.locator('.arco-modal-close-icon').click();

    // level and exp config screens
    await page.locator('.arco-menu-item', { hasText: '等级配置' }).first().click();
    const levels = page.locator('[data-page="member/levelConfig"]');
    await levels.locator('.arco-table tbody tr', { hasText: '银牌' }).waitFor();
    await shot(page, 'member-level-config');
    await page.locator('.arco-menu-item', { hasText: '经验配置' }).first().click();
    const exps = page.locator('[data-page="member/expConfig"]');
    await exps.locator('.arco-table tbody tr', { hasText: '登录' }).waitFor();
    await shot(page, 'member-exp-config');
  } finally {
    await page.close();
  }
});
