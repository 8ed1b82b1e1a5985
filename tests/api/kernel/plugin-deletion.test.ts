import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serverPlugins } from '../../../plugins/index.server.ts';
import { callApi, fakeDist, freePort, spawnServer, stopServer } from '../../support/server-process.ts';
import { copyProject, freshDatabase, projectRoot, removeProjectCopies, runInCopy } from '../../support/project-copy.ts';

/**
 * A plugin is one folder (DESIGN §4/§5). For each plugin, a temporary copy of the checkout keeps only it, its
 * dependencies and the required ones, and deletes every other optional plugin — its folder, its locale namespace,
 * its tests and its two lines in the composition root (plugins/index.*.ts). The copy must type-check (tests
 * included), boot on a fresh database, answer its plugins' calls (404 for the deleted ones) and pass the kept
 * plugin's own API tests. A copy without all the others proves more than one without a single plugin: if a plugin
 * type-checks, boots and passes with every other optional plugin gone, no one of them was needed.
 */
const root = projectRoot;
const PASSWORD = 'Chief#12345';
const required = new Set(['system']);
const optional = serverPlugins.map((p) => p.id).filter((id) => !required.has(id));
const dependsOn = new Map(serverPlugins.map((p) => [p.id, p.dependsOn ?? []]));
/** a list call of each plugin that must keep answering while it is there */
const probe: Record<string, string> = {
  system: '/system/user/list',
  monitor: '/monitor/online/list',
  cms: '/cms/site/list',
  member: '/member',
  award: '/award/enterprise/list',
  tools: '/tool/swagger/openapi.json',
};

/** `id`, its dependencies (transitively) and the required plugins: what a copy that keeps `id` keeps. */
function keptWith(id: string): Set<string> {
  const kept = new Set(required);
  const visit = (p: string) => {
    if (kept.has(p)) return;
    kept.add(p);
    for (const d of dependsOn.get(p) ?? []) visit(d);
  };
  visit(id);
  return kept;
}

/** The checkout with only the plugins `kept`: returns the copy's root. */
function copyKeeping(kept: Set<string>): string {
  const dir = copyProject(`zx-only-${[...kept].join('-')}-`);
  for (const plugin of optional) if (!kept.has(plugin)) deletePlugin(dir, plugin);
  return dir;
}

/** Deletes one plugin from a copy: its folder, schemas, tests, locale files and composition-root lines. */
function deletePlugin(dir: string, plugin: string): void {
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

afterAll(removeProjectCopies);

describe('each plugin works with every other optional plugin deleted', () => {
  it('lists the optional plugins', () => {
    expect(optional).toEqual(expect.arrayContaining(['monitor', 'cms', 'operations', 'member', 'award', 'tools']));
    expect([...keptWith('operations')].sort()).toEqual(['cms', 'operations', 'system']);
    expect([...keptWith('member')].sort()).toEqual(['cms', 'member', 'system']);
  });

  for (const id of ['system', ...optional]) {
    const kept = keptWith(id);
    it(`only ${[...kept].join(' + ')}: type-checks, boots, answers and passes the ${id} API tests`, { timeout: 900_000 }, async () => {
      const dir = copyKeeping(kept);
      for (const plugin of optional) expect(fs.existsSync(path.join(dir, 'plugins', plugin)), plugin).toBe(kept.has(plugin));
      // type-check the copy (its tests included): nothing outside the kept folders needed the deleted ones
      runInCopy(dir, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], `type-check of ${id} alone`);
      const port = await freePort();
      const server = await spawnServer(
        {
          DATABASE_URL: await freshDatabase(inject('pgAdminUrl'), 'zx_del'),
          PORT: String(port),
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `zx-only-${id}-data-`)),
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
        for (const plugin of optional) if (!kept.has(plugin)) expect(routers).not.toContain(`"component":"${plugin}/`);
        for (const [plugin, url] of Object.entries(probe)) {
          const r = await callApi(port, 'GET', url, undefined, token);
          // an envelope's code; the API document is answered bare
          const code = r.openapi ? 200 : r.code;
          expect(code, `${url} with only ${[...kept].join(', ')}`).toBe(kept.has(plugin) ? 200 : 404);
        }
      } finally {
        await stopServer(server);
      }
      // the kept plugin's own API tests, in the copy (its vitest config; the same TEST_DATABASE_URL when set)
      if (fs.existsSync(path.join(dir, 'tests/api', id)))
        runInCopy(
          dir,
          [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'api', `tests/api/${id}`],
          `the ${id} API tests alone`,
        );
    });
  }
});
