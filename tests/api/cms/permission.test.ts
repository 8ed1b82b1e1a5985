import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';

/** The CMS permission editors (issue 9): Site and Catalog items per role and per user, inherited shown, no escalation. */
let t: TestApp;
let admin: string;
let siteId: number;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  // this file builds its own catalogs: the demo ones of the seed go first
  await t.kernel.db.deleteFrom('cmsCatalog').execute();
  reader = await t.asUser({ userName: 'cms_reader', permissions: ['cms:site:view', 'cms:catalog:view'] });
  for (const [alias, name] of [
    ['news', '协会动态'],
    ['policy', '政策法规'],
  ])
    await t.api('POST', '/cms/catalog', { token: admin, body: { parentId: 0, name, alias, path: alias, catalogType: 'common' } });
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS permission editors', () => {
  it('grants a site and a catalog to a role; its user then sees exactly those, and getInfo names them', async () => {
    const sites = await t.api('GET', `/cms/perms/site?ownerType=Role&owner=${reader.roleId}`, { token: admin, lang: 'en' });
    expect(sites.code, sites.msg).toBe(200);
    expect(sites.data.sitePrivItems.map((i: any) => i.id)).toContain('AddCatalog');
    expect(sites.data.sitePrivItems.find((i: any) => i.id === 'View').name).toBe('View');
    const saveSite = await t.api('PUT', '/cms/perms/site', {
      token: admin,
      body: { ownerType: 'Role', owner: reader.roleId, perms: [{ siteId, perms: { View: { granted: true } } }] },
    });
    expect(saveSite.code, saveSite.msg).toBe(200);

    const cats = await t.api('GET', `/cms/perms/catalog?ownerType=Role&owner=${reader.roleId}&siteId=${siteId}`, { token: admin });
    const [news, policy] = cats.data.catalogPrivs;
    expect(news.perms.View).toEqual({ granted: false, inherited: false });
    await t.api('PUT', '/cms/perms/catalog', {
      token: admin,
      body: {
        ownerType: 'Role',
        owner: reader.roleId,
        siteId,
        perms: [{ catalogId: news.catalogId, perms: { View: { granted: true }, AddContent: { granted: true } } }],
      },
    });

    const tree = (await reader.api('GET', '/cms/catalog/treeData')).data.rows;
    expect(tree.map((n: any) => n.label)).toEqual(['协会动态']);
    expect((await reader.api('GET', `/cms/catalog/${policy.catalogId}`)).code).toBe(403);
    const info = (await reader.api('GET', '/getInfo')).data.permissions;
    expect(info).toEqual(
      expect.arrayContaining([`Site:View:${siteId}`, `Catalog:View:${news.catalogId}`, `Catalog:AddContent:${news.catalogId}`]),
    );
  });

  it("shows a user's role grants as inherited, and their own apart", async () => {
    const r = await t.api('GET', `/cms/perms/site?ownerType=User&owner=${reader.userId}`, { token: admin });
    const site = r.data.sitePrivs.find((s: any) => s.siteId === siteId);
    expect(site.perms.View).toEqual({ granted: true, inherited: true });
    await t.api('PUT', '/cms/perms/site', {
      token: admin,
      body: { ownerType: 'User', owner: reader.userId, perms: [{ siteId, perms: { Edit: { granted: true } } }] },
    });
    const again = (await t.api('GET', `/cms/perms/site?ownerType=User&owner=${reader.userId}`, { token: admin })).data.sitePrivs.find(
      (s: any) => s.siteId === siteId,
    );
    expect(again.perms.Edit).toEqual({ granted: true, inherited: false });
    expect(again.perms.View).toEqual({ granted: true, inherited: true });
  });

  it('refuses what the operator does not hold, unknown objects and callers without the role editor', async () => {
    const op = await t.asUser({ userName: 'cms_granter', permissions: ['system:role:edit'] });
    const target = await t.asUser({ userName: 'cms_target', permissions: [] });
    const up = await op.api('PUT', '/cms/perms/site', {
      lang: 'en',
      body: { ownerType: 'Role', owner: target.roleId, perms: [{ siteId, perms: { Delete: { granted: true } } }] },
    });
    expect(up.code).toBe(500);
    expect(up.msg).toContain(`Site:Delete:${siteId}`);
    expect(
      (
        await t.api('PUT', '/cms/perms/site', {
          token: admin,
          body: { ownerType: 'Role', owner: target.roleId, perms: [{ siteId: 999999, perms: {} }] },
        })
      ).code,
    ).toBe(404);
    expect((await reader.api('GET', `/cms/perms/site?ownerType=Role&owner=${target.roleId}`)).code).toBe(403);
  });
});

describe('CMS page widget permissions and the site permissions tab', () => {
  it('grants page widget items per role, sends them in getInfo, and lists one site for every role', async () => {
    const pw = await t.kernel.db
      .insertInto('cmsPageWidget')
      .values({ siteId, type: 'manual', name: '首页焦点', code: 'home_focus', publishPipeCode: 'pc' })
      .returning('pageWidgetId')
      .executeTakeFirstOrThrow();
    const got = await t.api('GET', `/cms/perms/pagewidget?ownerType=Role&owner=${reader.roleId}&siteId=${siteId}`, {
      token: admin,
      lang: 'en',
    });
    expect(got.code, got.msg).toBe(200);
    expect(got.data.privItems.map((i: any) => i.id)).toEqual(['View', 'Edit', 'Delete', 'Publish', 'Offline']);
    expect(got.data.pageWidgetPrivs).toEqual([
      {
        pageWidgetId: pw.pageWidgetId,
        name: '首页焦点',
        code: 'home_focus',
        perms: expect.objectContaining({ View: { granted: false, inherited: false } }),
      },
    ]);
    const save = await t.api('PUT', '/cms/perms/pagewidget', {
      token: admin,
      body: {
        ownerType: 'Role',
        owner: reader.roleId,
        siteId,
        perms: [{ pageWidgetId: pw.pageWidgetId, perms: { View: { granted: true }, Publish: { granted: true } } }],
      },
    });
    expect(save.code, save.msg).toBe(200);
    const info = await reader.api('GET', '/getInfo');
    expect(info.data?.permissions ?? (info as any).permissions).toEqual(
      expect.arrayContaining([`PageWidget:View:${pw.pageWidgetId}`, `PageWidget:Publish:${pw.pageWidgetId}`]),
    );
    const unknown = await t.api('PUT', '/cms/perms/pagewidget', {
      token: admin,
      body: { ownerType: 'Role', owner: reader.roleId, siteId, perms: [{ pageWidgetId: 999999, perms: {} }] },
    });
    expect(unknown.code).toBe(404);

    const roles = await t.api('GET', `/cms/perms/site/roles?siteId=${siteId}`, { token: admin });
    expect(roles.code, roles.msg).toBe(200);
    const mine = roles.data.rows.find((r: any) => r.roleId === reader.roleId);
    expect(mine.perms.View).toEqual({ granted: true, inherited: false });
    expect(roles.data.rows.some((r: any) => r.name === '超级管理员' || r.roleId === 1)).toBe(false);
    expect((await reader.api('GET', `/cms/perms/site/roles?siteId=${siteId}`)).code).toBe(403);
  });

  it('serves the v1.4.3 catalog and page widget tabs: site options, /cms/perms/pageWidget, trees and inherited rows as sent (issue 29)', async () => {
    // catalogPerms.vue and pageWidgetPerms.vue first ask which sites the owner may view
    const options = (ownerType: string, owner: number) =>
      t.api('GET', `/cms/perms/site/options?ownerType=${ownerType}&owner=${owner}`, { token: admin });
    const forRole = await options('Role', reader.roleId);
    expect(forRole.code, forRole.msg).toBe(200);
    expect(forRole.data).toEqual({ rows: [{ id: siteId, name: '筑协' }], total: 1 });
    // a user's come through their roles too
    expect((await options('User', reader.userId)).data.rows).toEqual([{ id: siteId, name: '筑协' }]);
    const bare = await t.asUser({ userName: 'cms_bare', permissions: ['cms:site:view'] });
    expect((await options('Role', bare.roleId)).data).toEqual({ rows: [], total: 0 });
    expect((await bare.api('GET', `/cms/perms/site/options?ownerType=Role&owner=${bare.roleId}`)).code).toBe(403);

    // the page widget tab at v1.4.3's path: its rows and items, saved back as they came (no siteId in the body)
    const pw = (
      await t.kernel.db.selectFrom('cmsPageWidget').select('pageWidgetId').where('code', '=', 'home_focus').executeTakeFirstOrThrow()
    ).pageWidgetId;
    const tab = await t.api('GET', `/cms/perms/pageWidget?ownerType=User&owner=${reader.userId}&siteId=${siteId}`, {
      token: admin,
      lang: 'en',
    });
    expect(tab.code, tab.msg).toBe(200);
    expect(tab.data.privItems.map((i: any) => i.id)).toEqual(['View', 'Edit', 'Delete', 'Publish', 'Offline']);
    const row = tab.data.pageWidgetPrivs.find((r: any) => r.pageWidgetId === pw);
    // the role's View is inherited, granted as v1.4.3 answers it; the tab sends it back so, beside the user's own Edit
    expect(row.perms.View).toEqual({ granted: true, inherited: true });
    row.perms.Edit = { granted: true, inherited: false };
    const saved = await t.api('PUT', '/cms/perms/pageWidget', {
      token: admin,
      body: { ownerType: 'User', owner: reader.userId, perms: tab.data.pageWidgetPrivs },
    });
    expect(saved.code, saved.msg).toBe(200);
    const after = (await t.api('GET', `/cms/perms/pagewidget?ownerType=User&owner=${reader.userId}&siteId=${siteId}`, { token: admin }))
      .data;
    const again = after.pageWidgetPrivs.find((r: any) => r.pageWidgetId === pw);
    expect(again.perms.Edit).toEqual({ granted: true, inherited: false });
    expect(again.perms.View).toEqual({ granted: true, inherited: true });

    // the catalog tab sends its tree: a child's grant is saved too
    const news = (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows.find((n: any) => n.props.alias === 'news');
    const child = await t.api('POST', '/cms/catalog', {
      token: admin,
      body: { parentId: news.id, name: '通知', alias: 'permchild', path: 'news/permchild/', catalogType: 'common' },
    });
    expect(child.code, child.msg).toBe(200);
    const cats = (await t.api('GET', `/cms/perms/catalog?ownerType=Role&owner=${bare.roleId}&siteId=${siteId}`, { token: admin })).data;
    const parent = cats.catalogPrivs.find((c: any) => c.catalogId === news.id);
    parent.children[0].perms.View = { granted: true, inherited: false };
    const catSave = await t.api('PUT', '/cms/perms/catalog', {
      token: admin,
      body: { ownerType: 'Role', owner: bare.roleId, siteId, perms: cats.catalogPrivs },
    });
    expect(catSave.code, catSave.msg).toBe(200);
    const tree = (await t.api('GET', `/cms/perms/catalog?ownerType=Role&owner=${bare.roleId}&siteId=${siteId}`, { token: admin })).data;
    const savedChild = tree.catalogPrivs.find((c: any) => c.catalogId === news.id).children[0];
    expect(savedChild).toMatchObject({ catalogId: child.data.catalogId, perms: { View: { granted: true, inherited: false } } });
    const bad = await t.api('PUT', '/cms/perms/catalog', {
      token: admin,
      lang: 'en',
      body: { ownerType: 'Role', owner: bare.roleId, siteId, perms: [{ ...parent, children: [{ catalogId: 'x', perms: {} }] }] },
    });
    expect(bad.msg).toBe('Each permission row names its object by a positive id.');
  });
});
