import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { BUDGETS } from './budgets.ts';
import { onCleanup } from './lib/cleanup.ts';
import { judge, type Row } from './lib/result.ts';
import { median, round } from './lib/stats.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = 5;

/*
 * Page-side probes, passed as strings: tsx compiles this file with keepNames, and a serialized
 * function would then call a `__name` helper that does not exist in the page.
 * The MutationObserver fires in the microtask after the insertion, so the time is when the field
 * entered the DOM (measured from navigation start), free of the round trip to playwright.
 */
const MARK_PASSWORD = `(() => {
  const obs = new MutationObserver(() => {
    if (window.__zxPw == null && document.querySelector('input[type=password]')) {
      window.__zxPw = performance.now();
      obs.disconnect();
    }
  });
  obs.observe(document, { childList: true, subtree: true });
})();`;
const READ_TIMES = `new Promise((resolve) => {
  const done = (fcp) => resolve({ pw: window.__zxPw ?? null, fcp });
  const e = performance.getEntriesByName('first-contentful-paint')[0];
  if (e) return done(e.startTime);
  new PerformanceObserver((l) => {
    const f = l.getEntriesByName('first-contentful-paint')[0];
    if (f) done(f.startTime);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(() => done(null), 3000);
})`;

export interface JsFile {
  url: string;
  raw: number;
  gzip: number;
  /** Content-Encoding the server actually sent (shows whether pre-compressed files are served) */
  encoding: string;
}

/** Sizes on disk: raw, and the .gz the build step wrote (gzip -9 on the fly if it is missing). */
function sizes(distDir: string, url: string): { raw: number; gzip: number } {
  const rel = decodeURIComponent(new URL(url).pathname).replace(/^\/admin\//, '');
  const file = path.join(distDir, rel);
  if (!file.startsWith(distDir + path.sep) || !fs.existsSync(file)) throw new Error(`JS response not in the build: ${url}`);
  const raw = fs.statSync(file).size;
  const gz = `${file}.gz`;
  const gzip = fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  return { raw, gzip };
}

/** One fresh context (no cache, no cookies): load /admin/login to network idle. */
async function visit(browser: Browser, url: string, distDir: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: MARK_PASSWORD });
    const js: JsFile[] = [];
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (r.request().resourceType() === 'script' || u.pathname.endsWith('.js'))
        js.push({ url: r.url(), ...sizes(distDir, r.url()), encoding: r.headers()['content-encoding'] ?? 'identity' });
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.waitForSelector('input[type=password]', { state: 'attached', timeout: 10_000 });
    const t = (await page.evaluate(READ_TIMES)) as { pw: number | null; fcp: number | null };
    return { js, pw: t.pw, fcp: t.fcp };
  } finally {
    await context.close();
  }
}

export interface LoginPageResult {
  rows: Row[];
  js: JsFile[];
  runs: { pw: number | null; fcp: number | null }[];
}

/**
 * The login page as a first-time visitor gets it: all JS it loads (budget on gzip bytes) and, over
 * five fresh contexts after one warm-up visit, median first contentful paint and password-field time.
 */
export async function measureLoginPage(base: string, distDir: string): Promise<LoginPageResult> {
  const url = `${base}/admin/login`;
  // playwright's own signal handlers would exit the process before our cleanup stops the servers
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: BROWSER_ARGS,
    timeout: 30_000,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const forget = onCleanup(() => browser.close());
  try {
    // the warm-up visit pays the server's first-read costs; its JS list is the one reported
    const first = await visit(browser, url, distDir);
    const runs: { pw: number | null; fcp: number | null }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const v = await visit(browser, url, distDir);
      runs.push({ pw: v.pw, fcp: v.fcp });
    }
    const js = first.js;
    const gzipKiB = js.reduce((s, f) => s + f.gzip, 0) / 1024;
    const rawKiB = js.reduce((s, f) => s + f.raw, 0) / 1024;
    const pws = runs.map((r) => r.pw).filter((n): n is number => n != null);
    const fcps = runs.map((r) => r.fcp).filter((n): n is number => n != null);
    const pw = pws.length === RUNS ? median(pws) : null;
    const fcp = fcps.length ? median(fcps) : null;
    const encodings = [...new Set(js.map((f) => f.encoding))].join(', ');
    // where to look first when the budget is over
    const largest = [...js]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((f) => `${path.basename(new URL(f.url).pathname)} ${round(f.gzip / 1024, 1)}`)
      .join(', ');
    const b = BUDGETS;
    const rows: Row[] = [
      {
        measure: 'login page JS (gzip -9 on disk)',
        value: round(gzipKiB, 1),
        unit: 'KiB',
        budget: b.loginJsGzipKiB.text,
        anchor: b.loginJsGzipKiB.anchor,
        verdict: judge(gzipKiB, b.loginJsGzipKiB),
        note: `${js.length} JS files, served with content-encoding: ${encodings}; largest (KiB gzip): ${largest}`,
      },
      { measure: 'login page JS (raw)', value: round(rawKiB, 1), unit: 'KiB', budget: '', anchor: '', verdict: 'info' },
      {
        measure: `login page: password field in DOM (median of ${RUNS})`,
        value: pw == null ? null : round(pw, 0),
        unit: 'ms',
        budget: b.loginPasswordMs.text,
        anchor: b.loginPasswordMs.anchor,
        verdict: judge(pw, b.loginPasswordMs),
        note: `from navigation start, fresh context each; runs: ${runs.map((r) => (r.pw == null ? 'n/a' : Math.round(r.pw))).join(', ')} ms`,
      },
      {
        measure: `login page: first contentful paint (median of ${RUNS})`,
        value: fcp == null ? null : round(fcp, 0),
        unit: 'ms',
        budget: '',
        anchor: '',
        verdict: fcp == null ? 'error' : 'info',
      },
    ];
    return { rows, js, runs };
  } finally {
    forget();
    await browser.close();
  }
}
