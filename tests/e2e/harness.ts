import type { ChildProcess } from 'node:child_process';
import { builtOrSourceServer, freePort, spawnServer, stopServer } from '../support/server-process.ts';
import { copyTemplate } from './data-template.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Password of the `admin` user on every e2e server. */
export const ADMIN_PASSWORD = 'E2e#Chief123';
export const ARTIFACTS = path.resolve('tests/.artifacts');
const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');

export interface E2eServer {
  url: string;
  port: number;
  dataDir: string;
  /** a client on the server's own embedded PostgreSQL (to read what only the server knows, e.g. a captcha answer) */
  db(): Promise<pg.Client>;
  stop(): Promise<void>;
}

/**
 * Starts the real server (the bundle `npm run build` made, or `plugins/main.server.ts` when the sources are newer)
 * on the built console, an embedded PostgreSQL and a DATA_DIR of its own. That data dir is a copy of one
 * initialised once for the run (tests/e2e/data-template.ts) — the first start's work (initdb, migrations, seeds,
 * the admin) is the same for every file. `fresh: true` starts on an empty data dir instead, as does any `env`
 * (PLUGINS, or a variable only a first start reads) and `captcha` (CAPTCHA_ENABLED is seeded at first start).
 */
export async function startServer(opts: { captcha?: boolean; env?: Record<string, string>; fresh?: boolean } = {}): Promise<E2eServer> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error(`the console is not built (${DIST}/index.html missing): run npm run build`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-e2e-'));
  const args = builtOrSourceServer();
  const env = async (dir: string) => ({
    DATABASE_URL: '',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DIST_DIR: DIST,
    ADMIN_PASSWORD,
    CAPTCHA_ENABLED: opts.captcha ? 'true' : 'false',
    LOGIN_RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
    ...opts.env,
  });
  if (!opts.fresh && !opts.captcha && !opts.env)
    await copyTemplate(dataDir, { ADMIN_PASSWORD, CAPTCHA_ENABLED: 'false' }, async (dir) =>
      stopServer(await spawnServer(await env(dir), 120_000, args)),
    );
  const e = await env(dataDir);
  const port = Number(e.PORT);
  const child: ChildProcess = await spawnServer(e, 60000, args);
  child.stdout!.on('data', (d) => process.env.E2E_VERBOSE && process.stdout.write(d));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    async db() {
      const pid = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
      const password = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
      const c = new pg.Client({ host: '127.0.0.1', port: Number(pid[3]), user: 'postgres', password, database: 'zhuxie' });
      await c.connect();
      return c;
    },
    async stop() {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium driven by playwright-core. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, headless: true });
}

/** A fresh page (own context: own cookies and storage) with console errors collected. */
export async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number; lang?: string } = {},
): Promise<Page & { errors: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 }, locale: 'zh-CN' });
  if (opts.lang) await ctx.addInitScript((l) => localStorage.setItem('lang', l), opts.lang);
  const page = (await ctx.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
  page.setDefaultTimeout(15000);
  return page;
}

/** Signs in through the login form; solves the captcha by reading its answer from the server's database. */
export async function loginUi(page: Page, server: E2eServer, user = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  if (!page.url().includes('/admin/login')) await page.goto(`${server.url}/admin/login`);
  await page.locator('#login-username').waitFor();
  // the form comes prerendered with the page: wait until the console has taken it over (boot-console.tsx)
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
  // the captcha (when enabled) arrives with its own request
  await page.waitForLoadState('networkidle');
  await page.locator('#login-username').fill(user);
  await page.locator('#login-password').fill(password);
  if (await page.locator('#login-code').count()) {
    const src = await page.locator('.zx-login-captcha-img').getAttribute('src');
    if (!src) throw new Error('captcha image missing');
    const db = await server.db();
    try {
      // the newest captcha is the one on this page (each test server serves one browser at a time)
      const r = await db.query('select code from sys_captcha order by expire_time desc limit 1');
      await page.locator('#login-code').fill(r.rows[0].code);
    } finally {
      await db.end();
    }
  }
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
}

/** Saves a screenshot under tests/.artifacts/screens (to look at, and to keep with CI output). */
export async function shot(page: Page, name: string): Promise<string> {
  const dir = path.join(ARTIFACTS, 'screens');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Calls the API of an e2e server (signed in when `token` is given) and returns the parsed envelope. */
export async function serverApi(server: E2eServer, token: string | null, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}/prod-api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data?: any };
}
