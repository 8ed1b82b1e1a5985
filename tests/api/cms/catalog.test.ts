import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../kernel/server/testkit.ts';

/** CMS catalogs of the current site (issue 9): tree, rules, move and sort, delete, and Catalog permissions. */
let t: TestApp;
let admin: string;
let siteId: number;

const add = (body: Record<string, unknown>, token = admin) =>
  t.api('POST', '/cms/catalog', { token, lang: 'en', body: { catalogType: 'common', parentId: 0, ...body } });
const tree = async (token = admin) => (await t.api('GET', '/cms/catalog/treeData', { token })).data;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
  siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
  // this file builds its own catalogs: the demo ones of the seed go first
  await t.kernel.db.deleteFrom('cmsCatalog').execute();
});
afterAll(async () => {
  await t?.dispose();
});

describe('CMS catalogs', () => {
  it('adds catalogs under the current site with alias and path rules, spelled from Chinese names', async () => {
    const spelled = await t.api('POST', '/cms/catalog/spelling', { token: admin, body: { name: '协会动态' } });
    expect(spelled.data).toEqual({ alias: 'xiehuidongtai', path: 'xiehuidongtai' });
    const news = await add({ name: '协会动态', alias: 'news', path: 'news' });
    expect(news.code, news.msg).toBe(200);
    const notice = await add({ name: '通知公告', alias: 'notice', path: 'notice', parentId: news.data.catalogId });
    expect(notice.code, notice.msg).toBe(200);
    expect((await add({ name: 'X', alias: '../x', path: 'x' })).msg).toMatch(/alias/i);
    expect((await add({ name: 'X', alias: 'NEWS', path: 'x2' })).msg).toMatch(/already used/);
    expect((await add({ name: 'Out', alias: 'out', path: 'out', catalogType: 'link' })).msg).toMatch(/redirect/i);
    expect((await add({ name: 'Out', alias: 'out', path: 'out', catalogType: 'link', redirectUrl: 'https://example.org' })).code).toBe(200);

    const data = await tree();
    expect(data.siteName).toBe('筑协');
    const top = data.rows.find((n: any) => n.props.alias === 'news');
    expect(top.children.map((c: any) => c.label)).toEqual(['通知公告']);
  });

  it('sorts siblings, moves a subtree (never under itself) and edits with versions', async () => {
    const ids = (await tree()).rows.map((n: any) => n.id);
    expect(ids).toHaveLength(2);
    expect((await t.api('PUT', '/cms/catalog/sort', { token: admin, body: { catalogId: ids[1], sort: -1 } })).code).toBe(200);
    expect((await tree()).rows.map((n: any) => n.id)).toEqual([ids[1], ids[0]]);

    const news = (await tree()).rows.find((n: any) => n.props.alias === 'news');
    const child = news.children[0];
    expect((await t.api('POST', `/cms/catalog/move/${news.id}/${child.id}`, { token: admin })).code).toBe(500);
    expect((await t.api('POST', `/cms/catalog/move/${child.id}/0`, { token: admin })).code).toBe(200);
    expect((await tree()).rows).toHaveLength(3);
    const moved = (await t.api('GET', `/cms/catalog/${child.id}`, { token: admin })).data;
    expect(moved.ancestors).toBe(String(child.id));

    const edit = await t.api('PUT', '/cms/catalog', { token: admin, body: { ...moved, name: '通知' } });
    expect(edit.code, edit.msg).toBe(200);
    expect((await t.api('PUT', '/cms/catalog', { token: admin, body: { ...moved, name: 'stale' } })).code).toBe(409);
    // show/hide, sort and move are versioned edits too (issue 30): a form loaded before them is stale
    const detail = async (id: number) => (await t.api('GET', `/cms/catalog/${id}`, { token: admin })).data;
    const beforeHide = await detail(child.id);
    expect((await t.api('PUT', '/cms/catalog/visible', { token: admin, body: { catalogId: child.id, visible: 'N' } })).code).toBe(200);
    expect((await tree()).rows.find((n: any) => n.id === child.id).props.visibleFlag).toBe('N');
    const hidden = await detail(child.id);
    expect(hidden.version).toBe(beforeHide.version + 1);
    expect((await t.api('PUT', '/cms/catalog', { token: admin, body: { ...beforeHide, name: 'lost' } })).code).toBe(409);

    const first = (await tree()).rows[0];
    const beforeSort = await detail(first.id);
    expect((await t.api('PUT', '/cms/catalog/sort', { token: admin, body: { catalogId: first.id, sort: 1 } })).code).toBe(200);
    expect((await detail(first.id)).version).toBe(beforeSort.version + 1);
    expect((await t.api('PUT', '/cms/catalog', { token: admin, body: { ...beforeSort, name: 'lost' } })).code).toBe(409);

    // a moved catalog's subtree follows it, each row a versioned edit
    const grand = await add({ parentId: child.id, name: '子栏目', alias: 'sub1', path: 'sub1' });
    expect(grand.code, grand.msg).toBe(200);
    const sub = (await tree()).rows.find((n: any) => n.id === child.id).children[0];
    const subBefore = await detail(sub.id);
    expect((await t.api('POST', `/cms/catalog/move/${child.id}/${news.id}`, { token: admin })).code).toBe(200);
    const subAfter = await detail(sub.id);
    expect(subAfter.ancestors).toBe(`${news.id}:${child.id}:${sub.id}`);
    expect(subAfter.treeLevel).toBe(3);
    expect(subAfter.version).toBe(subBefore.version + 1);
    expect((await detail(child.id)).ancestors).toBe(`${news.id}:${child.id}`);
  });

  it('deletes children first, as an async task', async () => {
    const parent = await add({ name: 'Parent', alias: 'parent', path: 'parent' });
    const kid = await add({ name: 'Kid', alias: 'kid', path: 'kid', parentId: parent.data.catalogId });
    expect((await t.api('DELETE', `/cms/catalog/${parent.data.catalogId}`, { token: admin, lang: 'en' })).msg).toMatch(/children/);
    const del = await t.api('DELETE', `/cms/catalog/${kid.data.catalogId}`, { token: admin });
    expect(del.code, del.msg).toBe(200);
    for (let i = 0; i < 50 && (await t.api('GET', `/cms/catalog/${kid.data.catalogId}`, { token: admin })).code !== 404; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await t.api('GET', `/cms/catalog/${kid.data.catalogId}`, { token: admin })).code).toBe(404);
  });

  it('shows a user only the catalogs granted to them, and refuses the others by id', async () => {
    const user: TestUser = await t.asUser({ userName: 'catalog_reader', permissions: ['cms:site:view', 'cms:catalog:view'] });
    const rows = (await tree()).rows;
    const [a, b] = rows;
    // no site grant: no current site at all
    expect((await user.api('GET', '/cms/catalog/treeData', { lang: 'en' })).msg).toBe('No site permissions.');
    await t.kernel.db
      .insertInto('cmsPermission')
      .values([
        { ownerType: 'Role', owner: String(user.roleId), permType: 'Site', perms: JSON.stringify([`Site:View:${siteId}`]) as never },
        { ownerType: 'Role', owner: String(user.roleId), permType: 'Catalog', perms: JSON.stringify([`Catalog:View:${a.id}`]) as never },
      ])
      .execute();
    await t.kernel.invalidate('identity');
    const mine = (await user.api('GET', '/cms/catalog/treeData')).data.rows;
    expect(mine.map((n: any) => n.id)).toEqual([a.id]);
    expect((await user.api('GET', `/cms/catalog/${a.id}`)).code).toBe(200);
    expect((await user.api('GET', `/cms/catalog/${b.id}`)).code).toBe(403);
    // viewing is not adding
    expect((await add({ name: 'Mine', alias: 'mine', path: 'mine' }, user.token)).code).toBe(403);
  });

  it('serves the v1.4.3 add dialog: catalog types by name, and a child path built from the parent (issue 29)', async () => {
    const types = await t.api('GET', '/cms/catalog/getCatalogTypes', { token: admin, lang: 'en' });
    expect(types.code, types.msg).toBe(200);
    expect(types.data).toEqual([
      { id: 'common', name: 'Common' },
      { id: 'link', name: 'Link' },
    ]);
    expect((await t.api('GET', '/cms/catalog/getCatalogTypes', { token: admin, lang: 'zh-CN' })).data.map((r: any) => r.name)).toEqual([
      '普通栏目',
      '链接栏目',
    ]);
    // the form of catalogTree.vue: the parent's path is the start of the child's, written as v1.4.3 writes it
    // (the body exactly as sent: no defaults added)
    const sent = (body: Record<string, unknown>) => t.api('POST', '/cms/catalog', { token: admin, body });
    const parent = await sent({ parentId: 0, path: 'v143parent/', name: 'V143 parent', alias: 'v143parent', catalogType: 'common' });
    expect(parent.code, parent.msg).toBe(200);
    const child = await sent({
      parentId: parent.data.catalogId,
      path: 'v143parent/child/',
      name: 'V143 child',
      alias: 'v143child',
      catalogType: 'common',
    });
    expect(child.code, child.msg).toBe(200);
    const stored = (await t.api('GET', `/cms/catalog/${child.data.catalogId}`, { token: admin })).data;
    expect(stored.path).toBe('v143parent/child');
    // the same path with or without its trailing slash is one path
    expect((await add({ name: 'Again', alias: 'again', path: 'v143parent/child' })).msg).toMatch(/already used/);
    // and it stays inside the site
    for (const path of ['../x', 'v143parent/../x', '/x', 'a\\b', 'a//b', 'a/./b', '.'])
      expect((await add({ name: 'Bad', alias: 'bad', path })).msg, path).toMatch(/path/i);
  });
});
