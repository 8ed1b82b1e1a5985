import { chromium } from 'playwright-core';
import pg from 'pg';
import { applicantAccount } from '../e2e/award/accounts.ts';
import { BUDGETS } from './budgets.ts';
import { onCleanup, tempDir } from './lib/cleanup.ts';
import { BROWSER_ARGS, CHROMIUM } from './login-page.ts';
import { judge, type Row } from './lib/result.ts';
import { startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';
import { embeddedUrl } from './user-list-target.ts';

const PASSWORD = 'Bench#Form2025';
const KEYSTROKES = 40;
const TYPE = 'cityQualityAward';
const FORM_ROUTE = 'cityQualityAwardAdd';

/*
 * Page-side probe, passed as a string (see login-page.ts): for each keystroke, the time from the keydown event to the
 * first task after the next animation frame that follows the form's input handling — the frame that shows the letter.
 */
export const KEYSTROKE_PROBE = `(() => {
  window.__zxKeys = [];
  let down = null;
  document.addEventListener('keydown', (e) => { down = e.timeStamp; }, true);
  document.addEventListener('input', () => {
    const t0 = down;
    if (t0 == null) return;
    down = null;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => window.__zxKeys.push(performance.now() - t0);
      ch.port2.postMessage(0);
    });
  });
})();`;

/** Rows of a table block, each value a short text (the form renders every column of every row). */
const rows = (n: number, make: (i: number) => Record<string, unknown>) => Array.from({ length: n }, (_, i) => make(i));

/**
 * Issue 12: a long award form stays responsive. The municipal-quality form (the largest) of a draft holding table
 * rows (participating units, key staff, honours) so that it has 150+ fields, every section opened; keystrokes typed
 * into the last text field of the last section that has one, each timed from keydown to the frame showing it.
 */
export async function measureAwardForm(distDir: string): Promise<Row[]> {
  const dataDir = tempDir('award-form');
  const server = await startServer(distDir, dataDir);
  const c = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  c.on('error', () => {});
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: BROWSER_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const forget = onCleanup(() => browser.close());
  try {
    await c.connect();
    await applicantAccount(c, {
      userName: 'formbench',
      nickName: 'Form bench',
      password: PASSWORD,
      enterprise: { enterprise_name: '福州市政建设集团', uscc: '91350100MA00000018', enterprise_type: 'llc', legal_rep: '张三' },
    });
    const roundRow = await c.query(
      `insert into award_round (award_type, title, year, batch, open_at, close_at, schema_version)
       values ($1, 'bench', 2025, 1, '2020-01-01', '2099-12-31', 1) returning round_id`,
      [TYPE],
    );
    const login = await fetch(`${server.base}/prod-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'formbench', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: string }).data;
    const formData = {
      units: rows(6, (i) => ({ role: 'subcontractor', unitName: `参建单位 ${i + 1}`, leaderName: '王工', subValue: 100 + i, subShare: 5 })),
      staff: rows(5, (i) => ({ name: `人员 ${i + 1}`, post: 'project_manager', mobile: '13800000001' })),
      honours: rows(4, (i) => ({ name: `荣誉 ${i + 1}`, issuer: '省建筑业协会', date: '2024-01-01' })),
    };
    const add = await fetch(`${server.base}/prod-api/award/application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ roundId: Number(roundRow.rows[0].round_id), formData }),
    });
    const added = (await add.json()) as { code: number; msg: string; data: { applicationId: number } };
    if (added.code !== 200) throw new Error(`draft refused: ${added.msg}`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'Admin-Token', value: encodeURIComponent(token), url: server.base }]);
    const page = await context.newPage();
    await page.addInitScript({ content: KEYSTROKE_PROBE });
    await page.goto(`${server.base}/admin/awardapplication/${FORM_ROUTE}?id=${added.data.applicationId}`, { waitUntil: 'networkidle' });
    await page.locator('.arco-collapse-item').first().waitFor({ timeout: 30_000 });
    // every section open, as a person filling the form from top to bottom leaves them
    for (const header of await page.locator('.arco-collapse-item:not(.arco-collapse-item-active) > .arco-collapse-item-header').all())
      await header.click();
    await page.waitForTimeout(500);
    const fields = await page.locator('.arco-form-item').count();
    const panels = page.locator('.arco-collapse-item').filter({ has: page.locator('input[type=text], textarea') });
    const target = panels.last().locator('input[type=text]:not([readonly]), textarea').last();
    await target.scrollIntoViewIfNeeded();
    await target.click();
    // a few keystrokes first: the first ones pay for lazy code and caches
    await page.keyboard.type('预热', { delay: 60 });
    await page.evaluate('window.__zxKeys = []');
    await page.keyboard.type('x'.repeat(KEYSTROKES), { delay: 60 });
    await page.waitForTimeout(300);
    const times = (await page.evaluate('window.__zxKeys')) as number[];
    if (times.length < KEYSTROKES / 2) throw new Error(`only ${times.length} of ${KEYSTROKES} keystrokes were seen`);
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
    return [
      {
        measure: `award form: keystroke in the last section, ${fields} fields, to the next frame (p95 of ${times.length})`,
        value: round(p95, 1),
        unit: 'ms',
        budget: BUDGETS.awardFormKeyMs.text,
        anchor: BUDGETS.awardFormKeyMs.anchor,
        verdict: fields < 150 ? 'error' : judge(p95, BUDGETS.awardFormKeyMs),
        note: `${TYPE} draft with 6 unit, 5 staff and 4 honour rows, every section open; median ${round(median(times), 1)} ms, max ${round(sorted.at(-1) ?? 0, 1)} ms`,
      },
    ];
  } finally {
    forget();
    await browser.close();
    await c.end().catch(() => {});
    await server.stop();
  }
}
