import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { assertFormValid } from '../../../kernel/server/forms/schema-registry.ts';
import { defineServerPlugin, type ServerPlugin } from '../../../kernel/server/plugin.ts';
import { checkOwnership, checkRoute, selectPlugins, PluginError } from '../../../kernel/server/loader.ts';
import { serverPlugins } from '../../../plugins/index.server.ts';
import { ok } from '../../../kernel/server/http/envelope.ts';

const T = (s: string) => ({ 'zh-CN': s, 'zh-TW': s, en: s });

/** A throwaway plugin with one menu, one permission and one route. */
const demo = defineServerPlugin({
  id: 'demo',
  dependsOn: ['system'],
  permissions: ['demo:thing:view'],
  migrations: [{ id: '0001-thing', up: 'create table demo_thing (id int primary key)' }],
  tables: ['demo_thing'],
  prefixes: ['/demo/'],
  seed: {
    menus: [
      { key: 'demo.root', type: 'M', order: 90, path: 'demo', title: T('Demo') },
      {
        key: 'demo.page',
        parent: 'demo.root',
        type: 'C',
        order: 1,
        path: 'page',
        component: 'demo/page',
        perms: 'demo:thing:view',
        title: T('Demo page'),
      },
    ],
  },
  routes(app) {
    app.get('/demo/ping', { config: { access: 'demo:thing:view' } }, async () => ok('pong'));
  },
});

describe('plugin loader validation', () => {
  const base = serverPlugins;
  const bad = (p: Partial<ServerPlugin>) => ({ ...demo, ...p }) as ServerPlugin;
  it('names the plugin in every refusal', () => {
    expect(() => selectPlugins([...base, bad({ dependsOn: ['nope'] })], null)).toThrow(/plugin "demo": depends on "nope"/);
    expect(() => selectPlugins([...base, demo, demo], null)).toThrow(/plugin "demo": listed twice/);
    expect(() => selectPlugins([...base, bad({ permissions: [] })], null)).toThrow(
      /plugin "demo": menu "demo.page" uses undeclared permission/,
    );
    expect(() =>
      selectPlugins([...base, bad({ seed: { menus: [{ key: 'demo.x', type: 'C', order: 1, component: 'cms/x', title: T('x') }] } })], null),
    ).toThrow(/plugin "demo": menu "demo.x" names component "cms\/x" outside its prefix/);
    expect(() => selectPlugins(base, ['system', 'nope'])).toThrow(PluginError);
    expect(() => selectPlugins([...base, demo], ['demo'])).toThrow(/must include "system"/);
  });

  it('refuses a table or URL prefix someone else owns, and a plugin with routes but no prefixes', () => {
    expect(() => selectPlugins([...base, bad({ tables: ['sys_user'] })], null)).toThrow(
      /plugin "demo": table "sys_user" is already owned by "kernel"/,
    );
    expect(() => selectPlugins([...base, bad({ tables: ['sys_notice'] })], null)).toThrow(
      /table "sys_notice" is already owned by "system"/,
    );
    expect(() => selectPlugins([...base, bad({ prefixes: ['/monitor/'] })], null)).toThrow(
      /plugin "demo": URL prefix "\/monitor\/" overlaps "\/monitor\/operlog" of plugin "system"/,
    );
    expect(() => selectPlugins([...base, bad({ prefixes: [] })], null)).toThrow(/plugin "demo": has routes but declares no URL prefixes/);
    expect(() => selectPlugins([...base, demo], null)).not.toThrow();
  });

  it('lets a prefix nest only inside a dependency prefix, never equal to it nor around another', () => {
    const onCms = (prefixes: string[], dependsOn = ['system', 'cms']) => bad({ dependsOn, prefixes });
    // inside the CMS's /cms/, the CMS being a dependency: allowed (operations' /cms/link is one)
    expect(() => selectPlugins([...base, onCms(['/cms/demo/'])], null)).not.toThrow();
    // a dependency of a dependency counts too (demo → operations → cms)
    expect(() => selectPlugins([...base, onCms(['/cms/demo/'], ['system', 'operations'])], null)).not.toThrow();
    expect(() => selectPlugins([...base, onCms(['/cms/'])], null)).toThrow(
      /plugin "demo": URL prefix "\/cms\/" equals "\/cms\/" of plugin "cms"/,
    );
    expect(() => selectPlugins([...base, onCms(['/cms/demo/'], ['system'])], null)).toThrow(
      /plugin "demo": URL prefix "\/cms\/demo\/" overlaps "\/cms\/" of plugin "cms", which it does not depend on/,
    );
    // around another plugin's prefix (it would claim the CMS's URLs): refused even for a dependency
    expect(() => selectPlugins([...base, onCms(['/cm'])], null)).toThrow(
      /plugin "demo": URL prefix "\/cm" overlaps "\/cms\/" of plugin "cms"/,
    );
    // nested inside operations' own nested prefix without depending on operations
    expect(() => selectPlugins([...base, onCms(['/cms/link_group/x'])], null)).toThrow(
      /overlaps "\/cms\/link" of plugin "operations", which it does not depend on/,
    );
  });

  it('gives a route to the plugin whose prefix claims it longest', () => {
    const owners = checkOwnership(serverPlugins);
    const cms = serverPlugins.find((p) => p.id === 'cms')!;
    const operations = serverPlugins.find((p) => p.id === 'operations')!;
    // the CMS may not register under a prefix operations declared inside its /cms/
    expect(() => checkRoute(cms, 'GET', '/prod-api/cms/link_group', 'login', '/cms/link_group', owners)).toThrow(
      /plugin "cms": route GET \/prod-api\/cms\/link_group lies under "\/cms\/link" of plugin "operations"/,
    );
    expect(() => checkRoute(cms, 'GET', '/prod-api/cms/stat/x', 'login', '/cms/stat/x', owners)).toThrow(/of plugin "operations"/);
    // its own URLs beside them stay its own (/cms/static is not /cms/stat/), and operations serves its own
    expect(checkRoute(cms, 'GET', '/prod-api/cms/static/x', 'login', '/cms/static/x', owners).plugin).toBe('cms');
    expect(checkRoute(operations, 'GET', '/prod-api/cms/link', 'login', '/cms/link', owners).plugin).toBe('operations');
    // a prefix ending in "/" claims the bare folder: GET /cms/stat is operations'
    expect(checkRoute(operations, 'GET', '/prod-api/cms/stat', 'login', '/cms/stat', owners).plugin).toBe('operations');
    expect(() => checkRoute(cms, 'GET', '/prod-api/cms/stat', 'login', '/cms/stat', owners)).toThrow(/of plugin "operations"/);
    // and operations may not serve the CMS's URLs outside its prefixes
    expect(() => checkRoute(operations, 'GET', '/prod-api/cms/site/list', 'login', '/cms/site/list', owners)).toThrow(
      /outside its URL prefixes/,
    );
  });
});

describe('PLUGINS switches plugins on and off', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, demo] });
    // the same plugin set with PLUGINS=system: the demo plugin's menus and routes must be absent
    off = await createTestApp(inject('pgAdminUrl'), { PLUGINS: 'system' }, { plugins: [...serverPlugins, demo] });
  });
  afterAll(async () => {
    await on?.dispose();
    await off?.dispose();
  });

  it('delivers the menus and routes of an enabled plugin only', async () => {
    const t1 = await on.login();
    const r1 = await on.api('GET', '/getRouters', { token: t1 });
    expect(r1.data.some((n: any) => n.path === '/demo')).toBe(true);
    expect((await on.api('GET', '/demo/ping', { token: t1 })).data).toBe('pong');
    const migrated = await on.kernel.db
      .selectFrom('zxMigration' as any)
      .selectAll()
      .where('plugin', '=', 'demo')
      .execute();
    expect(migrated).toHaveLength(1);

    const t2 = await off.login();
    const r2 = await off.api('GET', '/getRouters', { token: t2 });
    expect(r2.data.some((n: any) => n.path === '/demo')).toBe(false);
    expect((await off.api('GET', '/demo/ping', { token: t2 })).code).toBe(404);
  });

  it("compiles each route's request validator on first use, and every one of them compiles", async () => {
    const t = await on.login();
    // a refused body still gets the validator's field message, from a validator built by this very request
    const r = await on.api('PUT', '/system/user/changeStatus', { token: t, body: { userId: 'x', status: '0' } });
    expect(r.code).toBe(500);
    expect(r.msg).toBe('用户的类型不正确。');
    const compiled = on.validators.compileAll();
    expect(compiled).toBeGreaterThan(100);
    expect(on.validators.compileAll()).toBe(0);
  });

  it('names the route of a request schema Ajv refuses', async () => {
    const broken = defineServerPlugin({
      ...demo,
      routes(app) {
        app.post(
          '/demo/broken',
          { config: { access: 'demo:thing:view' }, schema: { body: { type: 'object', properties: { a: { type: 'nope' } } } } },
          async () => ok(null),
        );
      },
    });
    const t = await createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, broken] });
    try {
      expect(() => t.validators.compileAll()).toThrow(/POST \/prod-api\/demo\/broken body/);
    } finally {
      await t.dispose();
    }
  });

  it('refuses a route without an access rule at boot, naming the plugin', async () => {
    const leaky = defineServerPlugin({ id: 'leaky', prefixes: ['/leaky'], routes: (app) => void app.get('/leaky', async () => ok()) });
    await expect(createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, leaky] })).rejects.toThrow(
      /plugin "leaky": route GET \/prod-api\/leaky declares no config.access/,
    );
  });

  it("refuses a route outside its plugin's URL prefixes at boot", async () => {
    const stray = defineServerPlugin({
      id: 'stray',
      prefixes: ['/stray/'],
      routes: (app) => void app.get('/system/stray', { config: { access: 'login' } }, async () => ok()),
    });
    await expect(createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, stray] })).rejects.toThrow(
      /plugin "stray": route GET \/prod-api\/system\/stray is outside its URL prefixes/,
    );
  });
});

describe('nested prefixes at boot', () => {
  it("refuses the CMS registering a route under operations' prefix, naming the owner", async () => {
    const cms = serverPlugins.find((p) => p.id === 'cms')!;
    const greedy = defineServerPlugin({
      ...cms,
      async routes(app, kernel) {
        await cms.routes?.(app, kernel);
        app.get('/cms/link_group/extra', { config: { access: 'login' } }, async () => ok());
      },
    });
    await expect(
      createTestApp(inject('pgAdminUrl'), {}, { plugins: serverPlugins.map((p) => (p.id === 'cms' ? greedy : p)) }),
    ).rejects.toThrow(/plugin "cms": route GET \/prod-api\/cms\/link_group\/extra lies under "\/cms\/link" of plugin "operations"/);
  });
});

describe('kernel routes', () => {
  it("refuses a plugin route that repeats one of the kernel's at boot, naming the plugin", async () => {
    const shadow = defineServerPlugin({
      id: 'shadow',
      prefixes: ['/shadow/'],
      routes: (app) => void app.get('/system/user/profile', { config: { access: 'login' } }, async () => ok()),
    });
    // its prefix is its own; the route also lies outside it, but the kernel's claim is checked first
    await expect(createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, shadow] })).rejects.toThrow(
      /plugin "shadow": route GET \/prod-api\/system\/user\/profile is the kernel's/,
    );
  });
});

describe('request context', () => {
  it('a plugin reads its own request headers in its own context, and its hooks do not reach other plugins', async () => {
    // the CMS reads its `CurrentSite` header this way: the kernel itself names no plugin's header
    const parseSite = (v: unknown) => {
      const n = Number(Array.isArray(v) ? v[0] : v);
      return Number.isInteger(n) && n > 0 ? n : null;
    };
    const site = defineServerPlugin({
      id: 'site-probe',
      prefixes: ['/site-probe'],
      routes: (app) => {
        app.addHook('onRequest', async (req) => {
          (req as unknown as { siteId: number | null }).siteId = parseSite(req.headers.currentsite);
        });
        app.get('/site-probe', { config: { access: 'login' } }, async (req) => ok((req as unknown as { siteId: number | null }).siteId));
      },
    });
    const other = defineServerPlugin({
      id: 'other-probe',
      prefixes: ['/other-probe'],
      routes: (app) =>
        void app.get('/other-probe', { config: { access: 'login' } }, async (req) => ok('siteId' in req ? 'leaked' : 'clean')),
    });
    const t = await createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, site, other] });
    try {
      const token = await t.login();
      expect((await t.api('GET', '/site-probe', { token, headers: { CurrentSite: '42' } })).data).toBe(42);
      expect((await t.api('GET', '/site-probe', { token, headers: { CurrentSite: 'x; drop' } })).data).toBeUndefined();
      expect((await t.api('GET', '/other-probe', { token, headers: { CurrentSite: '42' } })).data).toBe('clean');
    } finally {
      await t.dispose();
    }
  });

  it('config keys a plugin declares public are readable before sign-in; others only after', async () => {
    const T = (x: string) => ({ 'zh-CN': x, 'zh-TW': x, en: x });
    const probe = defineServerPlugin({
      id: 'config-probe',
      seed: {
        configs: [
          { key: 'ProbeModuleEnable', value: 'true', name: T('probe'), public: true },
          { key: 'ProbeInternal', value: 'inside', name: T('probe internal') },
        ],
      },
    });
    const t = await createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, probe] });
    try {
      expect((await t.api('GET', '/system/config/configKey/ProbeModuleEnable')).data).toBe('true');
      expect((await t.api('GET', '/system/config/configKey/ProbeInternal')).data).toBe('');
      const token = await t.login();
      expect((await t.api('GET', '/system/config/configKey/ProbeInternal', { token })).data).toBe('inside');
    } finally {
      await t.dispose();
    }
  });

  it('a plugin validates a submitted form against the same Formily schema the console renders, naming the field', async () => {
    const probe = defineServerPlugin({
      id: 'form-probe',
      prefixes: ['/form-probe'],
      routes: (app, kernel) =>
        void app.post('/form-probe', { config: { access: 'login' } }, async (req) => {
          assertFormValid(kernel.forms, kernel.forms.get('kernel', 'example-contact')!, req.body);
          return ok('accepted');
        }),
    });
    const t = await createTestApp(inject('pgAdminUrl'), {}, { plugins: [...serverPlugins, probe] });
    try {
      const token = await t.login();
      const good = { name: 'Zhuxie', mobile: '13912345678', kind: 'company', staff: [] };
      expect((await t.api('POST', '/form-probe', { token, body: good })).data).toBe('accepted');
      const bad = await t.api('POST', '/form-probe', { token, body: { ...good, mobile: '123' }, lang: 'en' });
      expect(bad.code).toBe(500);
      expect(bad.msg).toContain('mobile');
      expect(bad.data).toEqual({ field: 'mobile' });
    } finally {
      await t.dispose();
    }
  });

  it('rate-limits login and captcha per client address with a localized refusal', async () => {
    const t = await createTestApp(inject('pgAdminUrl'), { LOGIN_RATE_LIMIT: '3', CAPTCHA_RATE_LIMIT: '2' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await t.api('POST', '/login', { body: { username: 'admin', password: 'wrong' } })).code).toBe(500);
      const r = await t.api('POST', '/login', { body: { username: 'admin', password: 'wrong' }, lang: 'en' });
      expect(r.msg).toMatch(/^Too many requests, try again in \d+ s\.$/);
      expect((await t.api('GET', '/captchaImage')).code).toBe(200);
      expect((await t.api('GET', '/captchaImage')).code).toBe(200);
      expect((await t.api('GET', '/captchaImage', { lang: 'zh-CN' })).msg).toMatch(/^请求过于频繁/);
    } finally {
      await t.dispose();
    }
  });
});
