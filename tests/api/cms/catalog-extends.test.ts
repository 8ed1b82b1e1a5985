import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** Catalog extends, apply to children, pipe templates, batch add, and the site's default templates (issue 9). */
let t: TestApp;
let admin: string;
let siteId: number;

const tree = async () => (await t.api('GET', '/cms/catalog/treeData', { token: admin })).data.rows;
const detail = async (id: number) => (await t.api('GET', `/cms/catalog/${id}`, { token: admin })).data;

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

describe('CMS catalog batch add', () => {
  it('adds a tree of names with spelled, unique aliases in one go', async () => {
    const first = await t.api('POST', '/cms/catalog', {
      token: admin,
      body: { parentId: 0, name: '新闻', alias: 'xinwen', path: 'xinwen', catalogType: 'common' },
    });
    expect(first.code, first.msg).toBe(200);
    const r = await t.api('POST', '/cms/catalog/batchAdd', {
      token: admin,
      body: { parentId: 0, catalogs: [{ name: '新闻' }, { name: '会员风采', children: [{ name: '单位会员' }, { name: '个人会员' }] }] },
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toHaveLength(4);
    const rows = await tree();
    const dup = rows.find((n: any) => n.id === r.data[0]);
    expect(dup.props.alias).toBe('xinwen_2');
    const members = rows.find((n: any) => n.label === '会员风采');
    expect(members.children.map((c: any) => c.label)).toEqual(['单位会员', '个人会员']);
    expect((await detail(members.children[0].id)).ancestors).toBe(`${members.id}:${members.children[0].id}`);
    const bad = await t.api('POST', '/cms/catalog/batchAdd', {
      token: admin,
      lang: 'en',
      body: { parentId: 0, catalogs: [{ name: '  ' }] },
    });
    expect(bad.code).toBe(500);
    expect((await tree()).length).toBe(rows.length);
  });
});

describe('CMS catalog extends and templates', () => {
  it('saves extends, refuses a model of no one, applies them to chosen children', async () => {
    const members = (await tree()).find((n: any) => n.label === '会员风采');
    const [unit, person] = members.children;
    const ext = await t.api('GET', `/cms/catalog/extends?catalogId=${members.id}`, { token: admin });
    expect(ext.data).toMatchObject({ EnableIndex: '', ArticleImageWidth: 0 });
    expect(
      (await t.api('PUT', `/cms/catalog/extends/${members.id}`, { token: admin, body: { EnableIndex: 'N', ArticleImageWidth: 800 } })).code,
    ).toBe(200);
    const badModel = await t.api('PUT', `/cms/catalog/extends/${members.id}`, {
      token: admin,
      lang: 'en',
      body: { ContentExtendModel: '999' },
    });
    expect(badModel.code).toBe(500);
    expect(badModel.data).toMatchObject({ field: 'ContentExtendModel' });
    // as v1.4.3's select sends it: a number
    const numbered = await t.api('PUT', `/cms/catalog/extends/${members.id}`, {
      token: admin,
      lang: 'en',
      body: { CatalogExtendModel: 999 },
    });
    expect(numbered.data).toMatchObject({ field: 'CatalogExtendModel' });
    expect((await t.api('PUT', `/cms/catalog/extends/${members.id}`, { token: admin, body: { ArticleImageWidth: -1 } })).code).not.toBe(
      200,
    );

    const applied = await t.api('PUT', '/cms/catalog/apply_children/config_props', {
      token: admin,
      body: { catalogId: members.id, toCatalogIds: [unit.id], configPropKeys: ['EnableIndex'] },
    });
    expect(applied.data).toBe(1);
    expect((await t.api('GET', `/cms/catalog/extends?catalogId=${unit.id}`, { token: admin })).data).toMatchObject({
      EnableIndex: 'N',
      ArticleImageWidth: 0,
    });
    expect((await t.api('GET', `/cms/catalog/extends?catalogId=${person.id}`, { token: admin })).data.EnableIndex).toBe('');
    const stray = await t.api('PUT', '/cms/catalog/apply_children/config_props', {
      token: admin,
      body: { catalogId: unit.id, toCatalogIds: [members.id] },
    });
    expect(stray.code).toBe(500);
  });

  it('edits per-pipe templates and SEO, applies a pipe to all children, refuses unknown pipes', async () => {
    const members = (await tree()).find((n: any) => n.label === '会员风采');
    const d = await detail(members.id);
    expect(d.publishPipeDatas.map((p: any) => p.pipeCode)).toEqual(['pc', 'h5']);
    const edit = await t.api('PUT', '/cms/catalog', {
      token: admin,
      body: {
        ...d,
        seoTitle: '会员风采 - 筑协',
        publishPipeDatas: [
          {
            pipeCode: 'pc',
            props: { listTemplate: 'list_member.template.html', detailTemplate_article: 'detail.template.html', bogus: 'x' },
          },
        ],
      },
    });
    expect(edit.code, edit.msg).toBe(200);
    const after = await detail(members.id);
    expect(after.seoTitle).toBe('会员风采 - 筑协');
    expect(after.publishPipeDatas[0].props).toEqual({
      listTemplate: 'list_member.template.html',
      detailTemplate_article: 'detail.template.html',
    });
    const unknown = await t.api('PUT', '/cms/catalog', {
      token: admin,
      body: { ...after, publishPipeDatas: [{ pipeCode: 'app', props: {} }] },
    });
    expect(unknown.code).toBe(500);

    expect(
      (
        await t.api('PUT', '/cms/catalog/apply_children/publish_pipe', {
          token: admin,
          body: { catalogId: members.id, publishPipeCode: 'pc', publishPipePropKeys: ['listTemplate'] },
        })
      ).data,
    ).toBe(2);
    for (const c of members.children)
      expect((await detail(c.id)).publishPipeDatas[0].props).toEqual({ listTemplate: 'list_member.template.html' });
  });

  it("keeps the site's default templates and writes them into chosen catalogs", async () => {
    const got = await t.api('GET', `/cms/site/default_template?siteId=${siteId}`, { token: admin });
    expect(got.data.publishPipeProps.map((p: any) => p.pipeCode)).toEqual(['pc', 'h5']);
    const save = await t.api('POST', '/cms/site/default_template', {
      token: admin,
      body: {
        siteId,
        publishPipeProps: [
          { pipeCode: 'pc', props: { defaultListTemplate: 'list.template.html', defaultDetailTemplate_article: 'article.template.html' } },
        ],
      },
    });
    expect(save.code, save.msg).toBe(200);
    expect(
      (await t.api('GET', `/cms/site/default_template?siteId=${siteId}`, { token: admin })).data.publishPipeProps[0].props,
    ).toMatchObject({
      defaultListTemplate: 'list.template.html',
      defaultDetailTemplate_image: '',
    });
    const bad = await t.api('POST', '/cms/site/default_template', {
      token: admin,
      body: { siteId, publishPipeProps: [{ pipeCode: 'pc', props: { defaultListTemplate: '<script>' } }] },
    });
    expect(bad.code).not.toBe(200);
    const person = (await tree()).find((n: any) => n.label === '会员风采').children[1];
    const apply = await t.api('POST', '/cms/site/apply_default_template', {
      token: admin,
      body: {
        siteId,
        toCatalogIds: [person.id],
        publishPipeProps: [
          { pipeCode: 'pc', props: { defaultListTemplate: 'list.template.html', defaultDetailTemplate_article: 'article.template.html' } },
        ],
      },
    });
    expect(apply.data).toBe(1);
    expect((await detail(person.id)).publishPipeDatas[0].props).toEqual({
      listTemplate: 'list.template.html',
      detailTemplate_article: 'article.template.html',
    });
  });

  it('refuses callers without the catalog grant', async () => {
    const u = await t.asUser({ userName: 'cat_ext_reader', permissions: ['cms:catalog:view', 'cms:catalog:edit', 'cms:catalog:add'] });
    const members = (await tree()).find((n: any) => n.label === '会员风采');
    expect((await u.api('GET', `/cms/catalog/extends?catalogId=${members.id}`)).code).toBe(403);
    expect(
      (await u.api('PUT', '/cms/catalog/apply_children/publish_pipe', { body: { catalogId: members.id, publishPipeCode: 'pc' } })).code,
    ).toBe(403);
    expect((await u.api('POST', '/cms/catalog/batchAdd', { body: { parentId: 0, catalogs: [{ name: 'x' }] } })).code).not.toBe(200);
  });
});
