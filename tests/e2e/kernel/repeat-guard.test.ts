import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, loginUi, newPage, shot, startServer, type E2eServer } from '../harness.ts';

/**
 * The repeat-submit guard (SPEC §5) answers a person submitting twice; a page must never trip it by itself
 * (issue 29: opening an award list from the sidebar showed its warning). Every page the menus give the
 * administrator is opened in quick succession, each a fresh console start, and one list is reloaded at once.
 */
let server: E2eServer;
let browser: Browser;
const REPEAT = '数据正在处理，请勿重复提交';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

interface RouteNode {
  path: string;
  hidden?: boolean;
  component?: string;
  children?: RouteNode[];
}

async function menuPages(): Promise<string[]> {
  const login = await fetch(`${server.url}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { data: string }).data;
  const r = await fetch(`${server.url}/prod-api/getRouters`, { headers: { authorization: `Bearer ${token}` } });
  const tree = ((await r.json()) as { data: RouteNode[] }).data;
  const out: string[] = [];
  const walk = (nodes: RouteNode[], base: string) => {
    for (const n of nodes) {
      if (n.hidden || /^https?:/.test(n.path)) continue;
      const full = n.path.startsWith('/') ? n.path : `${base}/${n.path}`;
      if (n.children?.length) walk(n.children, full);
      else if (n.component && !['Layout', 'ParentView', 'InnerLink'].includes(n.component)) out.push(full);
    }
  };
  walk(tree, '');
  return out;
}

test('no page trips the repeat-submit guard by itself: every menu page opened at once after another, and a reload', async () => {
  const pages = await menuPages();
  assert.ok(pages.includes('/awardapplication/structureawardlist'), pages.join(' '));
  const page = await newPage(browser);
  const warned: string[] = [];
  await loginUi(page, server);
  try {
    for (const p of pages) {
      await page.goto(`${server.url}/admin${p}`, { waitUntil: 'domcontentloaded' });
      await page
        .locator('[data-page]')
        .first()
        .waitFor({ timeout: 10000 })
        .catch(() => undefined);
      for (const text of await page.locator('.arco-message').allInnerTexts()) if (text.includes(REPEAT)) warned.push(p);
    }
    await page.goto(`${server.url}/admin/awardapplication/structureawardlist`);
    await page.reload();
    await page.locator('[data-page="award/application/list"]').waitFor();
    await page.waitForTimeout(500);
    for (const text of await page.locator('.arco-message').allInnerTexts()) if (text.includes(REPEAT)) warned.push('reload');
    await shot(page, 'repeat-guard-structure-list');
    assert.deepEqual(warned, [], `the repeat-submit warning showed on ${warned.join(', ')}`);
  } catch (e) {
    await shot(page, 'repeat-guard-failure');
    throw e;
  }
});
