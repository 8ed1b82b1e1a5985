import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { serverPlugins } from '../../../plugins/index.server.ts';
import { callApi, fakeDist, freePort, spawnServer, stopServer } from '../../support/server-process.ts';

/**
 * A plugin is one folder (DESIGN §4/§5): in a temporary copy of the checkout, each optional plugin is deleted —
 * its folder, its locale namespace, its tests and its two lines in the composition root (plugins/index.*.ts) —
 * and the rest must still type-check, boot on a fresh database and answer the remaining plugins' calls.
 */
const root = path.resolve(__dirname, '../../..');
const PASSWORD = 'Chief#12345';
const required = new Set(['system']);
const optional = serverPlugins.map((p) => p.id).filter((id) => !required.has(id));
/** `id` and the plugins that depend on it, directly or not: deleting the CMS deletes operations with it */
const withDependents = (id: string): string[] => {
  const gone = new Set([id]);
  for (const p of serverPlugins) if (p.dependsOn?.some((d) => gone.has(d))) gone.add(p.id);
  return [...gone];
};
/** a list call of each plugin that must keep answering while it is there */
const probe: Record<string, string> = {
  system: '/system/user/list',
  monitor: '/monitor/online/list',
  cms: '/cms/site/list',
  award: '/award/enterprise/list',
};

const SKIP = new Set(['node_modules', '.git', 'dist', 'dist-server', 'data', 'coverage']);
const copies: string[] = [];

/** The checkout without `plugins` (one plugin and its dependents): returns the copy's root. */
function copyWithout(plugins: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `zx-without-${plugins[0]}-`));
  copies.push(dir);
  for (const e of fs.readdirSync(root)) if (!SKIP.has(e)) fs.cpSync(path.join(root, e), path.join(dir, e), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // the bench measures the whole product (its publish and award-form targets need those plugins)
  fs.rmSync(path.join(dir, 'tests/bench'), { recursive: true, force: true });
  for (const plugin of plugins) removePlugin(dir, plugin);
  return dir;
}

/** Deletes one plugin from the copy: its folder, schemas, tests, locale namespace and composition-root lines. */
function removePlugin(dir: string, plugin: string): void {
  const gone = [
    `plugins/${plugin}`,
    `schemas/${plugin}`,
    ...['api', 'unit', 'e2e'].map((kind) => `tests/${kind}/${plugin}`),
    ...fs.readdirSync(path.join(root, 'locales')).map((lng) => `locales/${lng}/${plugin}.json`),
  ];
  for (const g of gone) fs.rmSync(path.join(dir, g), { recursive: true, force: true });
  edit(dir, 'plugins/index.server.ts', (s) =>
    s.replace(new RegExp(`^import (\\w+) from '\\./${plugin}/server/index\\.ts';\\n`, 'm'), '').replace(new RegExp(`, ${plugin}\\b`), ''),
  );
  edit(dir, 'plugins/index.client.ts', (s) => s.replace(new RegExp(`^.*\\{ id: '${plugin}', load: .*\\n`, 'm'), ''));
}

function edit(dir: string, file: string, change: (s: string) => string): void {
  const before = fs.readFileSync(path.join(dir, file), 'utf8');
  const after = change(before);
  expect(after, `${file} lost no line`).not.toBe(before);
  fs.writeFileSync(path.join(dir, file), after);
}

async function freshDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `zx_del_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

afterAll(() => {
  for (const c of copies) fs.rmSync(c, { recursive: true, force: true });
});

describe('each optional plugin can be deleted as one folder', () => {
  it('lists the optional plugins', () => {
    expect(optional).toEqual(expect.arrayContaining(['monitor', 'cms', 'operations', 'award', 'tools']));
    expect(withDependents('cms')).toEqual(['cms', 'operations']);
  });

  for (const id of optional) {
    it(`without ${id}: the rest type-checks, boots and answers`, { timeout: 300_000 }, async () => {
      const gone = withDependents(id);
      const dir = copyWithout(gone);
      for (const g of gone) expect(fs.existsSync(path.join(dir, 'plugins', g))).toBe(false);
      // type-check the copy (its tests included): nothing outside the folder needed it
      try {
        execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], {
          cwd: dir,
          stdio: 'pipe',
        });
      } catch (e) {
        throw new Error(`type-check without ${id} failed:\n${(e as { stdout?: Buffer }).stdout?.toString()}`);
      }
      const port = await freePort();
      const server = await spawnServer(
        {
          DATABASE_URL: await freshDatabase(),
          PORT: String(port),
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `zx-without-${id}-data-`)),
          DIST_DIR: fakeDist(),
          ADMIN_PASSWORD: PASSWORD,
          CAPTCHA_ENABLED: 'false',
          LOG_LEVEL: 'silent',
          PLUGINS: '',
          REDIS_URL: '',
        },
        120_000,
        undefined,
        dir,
      );
      try {
        const login = await callApi(port, 'POST', '/login', { username: 'admin', password: PASSWORD });
        expect(login.code).toBe(200);
        const token: string = login.token ?? login.data;
        const routers = JSON.stringify(await callApi(port, 'GET', '/getRouters', undefined, token));
        for (const g of gone) expect(routers).not.toContain(`"component":"${g}/`);
        for (const [other, url] of Object.entries(probe)) {
          const r = await callApi(port, 'GET', url, undefined, token);
          expect(r.code, `${url} without ${gone.join(', ')}`).toBe(gone.includes(other) ? 404 : 200);
        }
      } finally {
        await stopServer(server);
      }
    });
  }
});
