import { chromium } from 'playwright-core';
import { KEYSTROKE_PROBE } from './award-form.ts';
import { BUDGETS } from './budgets.ts';
import { onCleanup, tempDir } from './lib/cleanup.ts';
import { BROWSER_ARGS, CHROMIUM } from './login-page.ts';
import { judge, type Row } from './lib/result.ts';
import { apiCall, login, startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

const FIELDS = 100;
const KEYSTROKES = 40;
const KINDS = ['Input', 'Input.TextArea', 'Select', 'NumberPicker', 'DatePicker', 'Radio.Group', 'Checkbox.Group', 'Input'];

/** A schema of `n` fields of the usual kinds in cards of ten, each with its three-language title. */
function schemaOf(n: number) {
  const cards: Record<string, unknown> = {};
  for (let c = 0; c < n / 10; c++) {
    const properties: Record<string, unknown> = {};
    for (let i = c * 10; i < (c + 1) * 10; i++) {
      const component = KINDS[i % KINDS.length];
      const options = ['Select', 'Radio.Group', 'Checkbox.Group'].includes(component)
        ? { enum: [1, 2, 3].map((v) => ({ value: `o${v}`, label: { 'zh-CN': `选项${v}`, 'zh-TW': `選項${v}`, en: `Option ${v}` } })) }
        : {};
      properties[`f${i}`] = {
        type: component === 'NumberPicker' ? 'number' : component === 'Checkbox.Group' ? 'array' : 'string',
        title: { 'zh-CN': `字段${i}`, 'zh-TW': `欄位${i}`, en: `Field ${i}` },
        'x-decorator': 'FormItem',
        'x-component': component,
        ...options,
      };
    }
    cards[`card${c}`] = { type: 'void', 'x-component': 'Card', 'x-component-props': { title: `第${c + 1}部分` }, properties };
  }
  return { type: 'object', properties: cards };
}

/**
 * Issue 33: the designer stays responsive on a large form. A custom form of 100 fields opened in the designer (the
 * fields screen), the last field selected, keystrokes typed into its Chinese title in the property panel, each timed
 * from keydown to the frame showing it (the award form's probe): the canvas and the preview follow every keystroke.
 */
export async function measureDesignerKeystroke(distDir: string): Promise<Row[]> {
  const server = await startServer(distDir, tempDir('designer-keystroke'));
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
    const token = await login(server.base);
    const call = (method: string, url: string, body?: unknown) => apiCall(server.base, token, method, url, body);
    const form = await call('POST', '/cms/customform', { name: '百项表单', code: 'bench_hundred', schema: schemaOf(FIELDS) });

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'Admin-Token', value: encodeURIComponent(token), url: server.base }]);
    const page = await context.newPage();
    await page.addInitScript({ content: KEYSTROKE_PROBE });
    await page.goto(`${server.base}/admin/operations/customform/fields?formId=${form.formId}`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="form-designer"]').waitFor({ timeout: 30_000 });
    const last = page.locator(`[data-node="f${FIELDS - 1}"] .zx-designer-caption`);
    await last.scrollIntoViewIfNeeded();
    await last.click();
    const title = page.locator('[data-testid="designer-props"] [data-testid="designer-title-zh-CN"]');
    await title.click();
    await page.keyboard.press('End');
    const fields = await page.locator('[data-testid="designer-canvas"] [data-node]').count();
    // a few keystrokes first: the first ones pay for lazy code and caches
    await page.keyboard.type('预热', { delay: 60 });
    await page.evaluate('window.__zxKeys = []');
    await page.keyboard.type('x'.repeat(KEYSTROKES), { delay: 60 });
    await page.waitForTimeout(300);
    const times = (await page.evaluate('window.__zxKeys')) as number[];
    if (times.length < KEYSTROKES / 2) throw new Error(`only ${times.length} of ${KEYSTROKES} keystrokes were seen`);
    const typed = await title.inputValue();
    if (!typed.endsWith('x'.repeat(KEYSTROKES))) throw new Error(`the title reads "${typed}"`);
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
    return [
      {
        measure: `designer: keystroke in the property panel, ${fields} nodes, to the next frame (p95 of ${times.length})`,
        value: round(p95, 1),
        unit: 'ms',
        budget: BUDGETS.awardFormKeyMs.text,
        anchor: BUDGETS.awardFormKeyMs.anchor,
        verdict: fields < FIELDS ? 'error' : judge(p95, BUDGETS.awardFormKeyMs),
        note: `a custom form of ${FIELDS} fields in ${FIELDS / 10} cards, the last field's Chinese title typed; median ${round(median(times), 1)} ms, max ${round(sorted.at(-1) ?? 0, 1)} ms`,
      },
    ];
  } finally {
    forget();
    await browser.close();
    await server.stop();
  }
}
