import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from '../../../kernel/server/db/database.ts';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { serverPlugins } from '../../../plugins/index.server.ts';
import { projectRoot, removeProjectCopies, runInCopy } from '../../support/project-copy.ts';
import { copyWithPlugins } from './generated-copy.ts';

/**
 * The code generator's sources beyond the database (issue 36): a custom form's model and a CMS ex-model of the
 * current site each become a new table (`POST /tool/gen/importSource`) whose columns come from their fields; the
 * preview's migration creates it; a sync follows the source's fields; every refusal names its field.
 */
let t: TestApp;
let admin: string;
let siteId: number;
let otherSiteId: number;
/** the sources live in the CMS (ex-models) and the operations plugin (custom forms): without them only the refusal is tested */
const withSources = ['cms', 'operations'].every((id) => serverPlugins.some((p) => p.id === id));
/** Console calls as the admin on a site (the CMS's CurrentSite header). */
const onSite =
  (site: () => number) =>
  (method: string, url: string, body?: unknown, lang = 'en') =>
    t.api(method, url, { token: admin, body, lang, headers: { CurrentSite: String(site()) } });
const api = onSite(() => siteId);
const other = onSite(() => otherSiteId);

const title = (en: string, zh: string) => ({ 'zh-CN': zh, 'zh-TW': zh, en });
/** A sign-up form with one field of each kind the generator maps. */
const FORM_SCHEMA = {
  type: 'object',
  properties: {
    grid: {
      type: 'void',
      'x-component': 'FormGrid',
      properties: {
        fullName: { type: 'string', title: title('Full name', '姓名'), required: true, 'x-component': 'Input', maxLength: 30 },
        intro: { type: 'string', title: title('Introduction', '简介'), 'x-component': 'Input.TextArea' },
      },
    },
    member: { type: 'string', title: 'Member', 'x-component': 'Select', 'x-data': { dictType: 'YesOrNo' }, maxLength: 1 },
    arrival: { type: 'string', title: 'Arrival', 'x-component': 'DatePicker', 'x-component-props': { showTime: true } },
    seats: { type: 'number', title: 'Seats', 'x-component': 'NumberPicker' },
    photo: { type: 'string', title: 'Photo', 'x-component': 'ImageUpload' },
    resume: { type: 'string', title: 'Resume', 'x-component': 'FileUpload' },
  },
};

let formId: number;
let modelId: number;
let foreignFormId: number;
let foreignModelId: number;

/** The imported table of a name: its row and columns as `GET /tool/gen/:id` answers them. */
async function detail(tableName: string) {
  const list = await api('GET', `/tool/gen/list?tableName=${tableName}`);
  const row = list.data.rows.find((r: any) => r.tableName === tableName);
  return { row, ...(await api('GET', `/tool/gen/${row.tableId}`)).data };
}
const columnOf = (d: any, name: string) => d.rows.find((c: any) => c.columnName === name);
const names = (d: any) => d.rows.map((c: any) => c.columnName);
const importSource = (body: Record<string, unknown>, lang = 'en') => api('POST', '/tool/gen/importSource', body, lang);

/** The SQL of a generated migration file (the text of its template literal). */
function migrationSql(file: string): string {
  const m = /up: `([\s\S]*)`,\n\};/.exec(file);
  expect(m, file).toBeTruthy();
  return m![1].replace(/\\([\\`$])/g, '$1');
}

describe.skipIf(!withSources)('sources of generated tables', () => {
  beforeAll(async () => {
    t = await createTestApp(inject('pgAdminUrl'));
    admin = await t.login();
    siteId = (await t.api('GET', '/cms/site/getCurrentSite', { token: admin })).data.siteId;
    otherSiteId = (await t.api('POST', '/cms/site', { token: admin, body: { name: 'Other', path: 'othergen' } })).data.siteId;
    const form = await api('POST', '/cms/customform', { name: '活动报名', code: 'signup', schema: FORM_SCHEMA });
    expect(form.code, form.msg).toBe(200);
    formId = form.data.formId;
    foreignFormId = (await other('POST', '/cms/customform', { name: 'Foreign', code: 'foreign', schema: FORM_SCHEMA })).data.formId;

    const model = await api('POST', '/cms/exmodel', { name: 'Project info', code: 'projectInfo' });
    expect(model.code, model.msg).toBe(200);
    modelId = model.data.modelId;
    const field = async (body: Record<string, unknown>) => {
      const r = await api('POST', '/xmodel/field', { modelId, controlType: 'input', fieldType: 'short_text', ...body });
      expect(r.code, r.msg).toBe(200);
      return r.data.fieldId as number;
    };
    await field({ name: 'Project name', code: 'projectName', mandatoryFlag: 'Y', sortFlag: 1 });
    await field({ name: 'Budget', code: 'budget', fieldType: 'long', sortFlag: 2 });
    await field({ name: 'Cover', code: 'cover', fieldType: 'medium_text', controlType: 'CMSImage', sortFlag: 3 });
    await field({
      name: 'Summary',
      code: 'summary',
      fieldType: 'large_text',
      controlType: 'textarea',
      validations: [{ type: 'NotEmpty' }],
      sortFlag: 4,
    });
    await field({ name: 'Level', code: 'level', controlType: 'select', options: { type: 'dict', value: 'YesOrNo' }, sortFlag: 5 });
    foreignModelId = (await other('POST', '/cms/exmodel', { name: 'Foreign', code: 'foreignModel' })).data.modelId;
  });
  afterAll(async () => {
    await t?.dispose();
    removeProjectCopies();
  });

  it('lists the current site’s custom forms and ex-models for the picker', async () => {
    const forms = await api('GET', '/tool/gen/sources?kind=customform');
    expect(forms.code, forms.msg).toBe(200);
    expect(forms.data).toContainEqual({ kind: 'customform', id: formId, name: '活动报名', code: 'signup' });
    expect(forms.data.map((f: any) => f.id)).not.toContain(foreignFormId);
    expect((await other('GET', '/tool/gen/sources?kind=customform')).data.map((f: any) => f.id)).toContain(foreignFormId);
    const models = (await api('GET', '/tool/gen/sources?kind=exmodel')).data;
    expect(models).toEqual([{ kind: 'exmodel', id: modelId, name: 'Project info', code: 'projectInfo' }]);
    expect((await other('GET', '/tool/gen/sources?kind=exmodel')).data.map((m: any) => m.id)).toEqual([foreignModelId]);
    expect((await api('GET', '/tool/gen/sources?kind=table')).data).toMatchObject({ field: 'kind' });
  });

  it('imports a custom form’s model as a new table with a column per field', async () => {
    const r = await importSource({ kind: 'customform', id: formId, tableName: 'event_signup' });
    expect(r.code, r.msg).toBe(200);
    const d = await detail('event_signup');
    expect(d.row).toMatchObject({ sourceKind: 'customform', sourceId: formId });
    expect(d.info).toMatchObject({
      tableName: 'event_signup',
      tableComment: '活动报名',
      pluginId: 'event',
      businessName: 'signup',
      className: 'EventSignup',
      sourceKind: 'customform',
      sourceId: formId,
    });
    expect(names(d)).toEqual([
      'id',
      'full_name',
      'intro',
      'member',
      'arrival',
      'seats',
      'photo',
      'resume',
      'version',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
    ]);
    expect(columnOf(d, 'id')).toMatchObject({ columnType: 'bigint', isPk: 'Y', isIncrement: 'Y', tsType: 'number', isInsert: 'N' });
    expect(columnOf(d, 'full_name')).toMatchObject({
      columnType: 'character varying(30)',
      columnComment: 'Full name',
      tsField: 'fullName',
      tsType: 'string',
      isRequired: 'Y',
      isInsert: 'Y',
      maxLength: 30,
      htmlType: 'input',
    });
    expect(columnOf(d, 'intro')).toMatchObject({ columnType: 'text', htmlType: 'textarea', isRequired: 'N', isList: 'N' });
    expect(columnOf(d, 'member')).toMatchObject({ columnType: 'character varying(1)', htmlType: 'select', dictType: 'YesOrNo' });
    expect(columnOf(d, 'arrival')).toMatchObject({ columnType: 'timestamp with time zone', htmlType: 'datetime', tsType: 'string' });
    expect(columnOf(d, 'seats')).toMatchObject({ columnType: 'double precision', tsType: 'number' });
    expect(columnOf(d, 'photo')).toMatchObject({ htmlType: 'imageUpload', tsType: 'string' });
    expect(columnOf(d, 'resume')).toMatchObject({ htmlType: 'fileUpload', tsType: 'string' });
    expect(columnOf(d, 'create_time')).toMatchObject({ isInsert: 'N', isEdit: 'N', isList: 'N' });

    // the table does not exist yet: the generated migration creates it with these columns
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from pg_class where relname = 'event_signup'`.execute(t.kernel.db)).rows[0].n,
    ).toBe(0);
    const files = (await api('GET', `/tool/gen/preview/${d.info.tableId}`)).data;
    const migration = files['plugins/event/server/migrations/0001-signup.ts'];
    expect(migration).toContain('id bigint generated by default as identity primary key');
    expect(migration).toContain('full_name character varying(30) not null');
    await sql.raw(migrationSql(migration)).execute(t.kernel.db);
    const made = await sql<{ col: string; typ: string; nn: string }>`
      select column_name as col, data_type as typ, is_nullable as nn from information_schema.columns
      where table_name = 'event_signup' order by ordinal_position`.execute(t.kernel.db);
    expect(made.rows.map((c) => c.col)).toEqual(names(d));
    expect(made.rows.find((c) => c.col === 'full_name')).toEqual({ col: 'full_name', typ: 'character varying', nn: 'NO' });
    expect(made.rows.find((c) => c.col === 'seats')?.typ).toBe('double precision');
    // the other generated files name the same fields
    expect(files['plugins/event/shared/signup.ts']).toContain('fullName: Wire.text(30)');
    expect(files['plugins/event/client/pages/signup/EventSignupPage.tsx']).toContain('<ImageUpload limit={1} />');
  });

  it('imports a CMS ex-model with its types, controls, dictionary and required fields', async () => {
    const r = await importSource({ kind: 'exmodel', id: modelId, tableName: 'proj_info' }, 'zh-CN');
    expect(r.code, r.msg).toBe(200);
    const d = await detail('proj_info');
    expect(d.info).toMatchObject({ sourceKind: 'exmodel', sourceId: modelId, tableComment: 'Project info' });
    expect(names(d).slice(0, 6)).toEqual(['id', 'project_name', 'budget', 'cover', 'summary', 'level']);
    expect(columnOf(d, 'project_name')).toMatchObject({ columnType: 'character varying(50)', isRequired: 'Y', tsField: 'projectName' });
    expect(columnOf(d, 'budget')).toMatchObject({ columnType: 'bigint', tsType: 'number', isRequired: 'N' });
    expect(columnOf(d, 'cover')).toMatchObject({ columnType: 'character varying(200)', htmlType: 'imageUpload' });
    expect(columnOf(d, 'summary')).toMatchObject({ columnType: 'character varying(2000)', htmlType: 'textarea', isRequired: 'Y' });
    expect(columnOf(d, 'level')).toMatchObject({ htmlType: 'select', dictType: 'YesOrNo' });
    const migration = (await api('GET', `/tool/gen/preview/${d.info.tableId}`)).data['plugins/proj/server/migrations/0001-info.ts'];
    expect(migration).toContain('create table proj_info (');
    expect(migration).toContain('summary character varying(2000) not null');
  });

  it('syncs a table with its source: new fields get the defaults, gone ones go, kept ones keep their settings', async () => {
    const d = await detail('event_signup');
    const { tableName: _n, createTime: _c, updateTime: _u, sourceKind: _k, sourceId: _s, ...info } = d.info;
    const columns = d.rows.map(({ tableId: _t, columnName: _cn, columnType: _ct, isPk: _p, isIncrement: _i, maxLength: _m, ...c }: any) =>
      c.tsField === 'fullName' ? { ...c, isQuery: 'Y', queryType: 'EQ', columnComment: '报名人' } : c,
    );
    const put = await api('PUT', '/tool/gen', { ...info, parentMenuId: 0, columns });
    expect(put.code, put.msg).toBe(200);

    const { intro: _intro, ...kept } = FORM_SCHEMA.properties.grid.properties;
    const schema = {
      ...FORM_SCHEMA,
      properties: {
        ...FORM_SCHEMA.properties,
        grid: { ...FORM_SCHEMA.properties.grid, properties: kept },
        email: { type: 'string', title: 'E-mail', 'x-component': 'Input', 'x-validator': 'email', maxLength: 100 },
      },
    };
    expect((await api('PUT', '/cms/customform/schema', { formId, schema })).code).toBe(200);
    const sync = await api('GET', '/tool/gen/synchDb/event_signup');
    expect(sync.code, sync.msg).toBe(200);
    const after = await detail('event_signup');
    expect(names(after)).not.toContain('intro');
    expect(columnOf(after, 'email')).toMatchObject({ columnType: 'character varying(100)', tsType: 'string', isInsert: 'Y', isList: 'Y' });
    expect(columnOf(after, 'full_name')).toMatchObject({ isQuery: 'Y', queryType: 'EQ', columnComment: '报名人' });

    // the ex-model: a field added, one deleted
    const fields = (await api('GET', `/xmodel/field/all?modelId=${modelId}`)).data.rows;
    const budget = fields.find((f: any) => f.code === 'budget').fieldId;
    expect((await api('DELETE', '/xmodel/field', [budget])).code).toBe(200);
    const add = await api('POST', '/xmodel/field', {
      modelId,
      name: 'Start',
      code: 'startDate',
      fieldType: 'datetime',
      controlType: 'date',
    });
    expect(add.code, add.msg).toBe(200);
    expect((await api('GET', '/tool/gen/synchDb/proj_info')).code).toBe(200);
    const proj = await detail('proj_info');
    expect(names(proj)).not.toContain('budget');
    expect(columnOf(proj, 'start_date')).toMatchObject({ columnType: 'timestamp with time zone', htmlType: 'datetime' });
    // another site's view of the source: none
    const foreign = await other('GET', '/tool/gen/synchDb/proj_info');
    expect(foreign.data).toMatchObject({ field: 'tableName' });
  });

  it('refuses what it cannot make a table of, naming the field, and writes nothing', async () => {
    const before = (await api('GET', '/tool/gen/list')).data.total;
    const refusal = async (body: Record<string, unknown>, field: string, lang = 'en') => {
      const r = await importSource({ kind: 'customform', id: formId, tableName: 'new_one', ...body }, lang);
      expect(r.code, JSON.stringify(r)).toBe(500);
      expect(r.data, r.msg).toMatchObject({ field });
      return r.msg as string;
    };
    await refusal({ kind: 'table' }, 'kind');
    expect(await refusal({ id: 999999 }, 'id')).toBe('Source: there is no custom form 999999 on the current site.');
    expect(await refusal({ kind: 'exmodel', id: 999999 }, 'id', 'zh-CN')).toBe('来源：当前站点没有扩展模型 999999');
    // another site's form and model are none of the current site's
    await refusal({ id: foreignFormId }, 'id');
    await refusal({ kind: 'exmodel', id: foreignModelId }, 'id');
    await refusal({ tableName: 'Bad-Name' }, 'tableName');
    await refusal({ tableName: '1abc' }, 'tableName');
    expect(await refusal({ tableName: 'select' }, 'tableName')).toMatch(/key word/);
    await refusal({ tableName: 'gen_things' }, 'tableName');
    expect(await refusal({ tableName: 'event_signup' }, 'tableName')).toBe('Table name: the table "event_signup" is imported already.');
    expect(await refusal({ tableName: 'sys_user' }, 'tableName')).toBe(
      'Table name: "sys_user" is already a table of the database: import it as a table instead.',
    );

    // field codes that cannot be column names: a key word, an audit column, two codes naming one column, not an identifier
    const codes = async (properties: Record<string, unknown>) => {
      const f = await api('POST', '/cms/customform', {
        name: 'Codes',
        code: `codes${Object.keys(properties).length}x${Date.now()}`,
        schema: { type: 'object', properties },
      });
      expect(f.code, f.msg).toBe(200);
      return refusal({ id: f.data.formId }, 'id');
    };
    const text = { type: 'string', 'x-component': 'Input' };
    expect(await codes({ select: text })).toMatch(/^Source: the field code "select" cannot be a column name/);
    expect(await codes({ createTime: text })).toMatch(/"create_time"/);
    expect(await codes({ fullName: text, full_name: text })).toMatch(/"full_name"/);
    expect(await codes({ 姓名: text })).toMatch(/"姓名"/);
    expect(await codes({})).toBe('Source: the source has no fields to make columns of.');
    expect((await api('GET', '/tool/gen/list')).data.total).toBe(before);
  });

  it('writes a plugin of each that type-checks, passes the linter and its own API test', { timeout: 900_000 }, async () => {
    const files: Record<string, string> = {};
    for (const table of ['event_signup', 'proj_info'])
      Object.assign(files, (await api('GET', `/tool/gen/preview/${(await detail(table)).info.tableId}`)).data);
    const dir = copyWithPlugins(files, [
      { id: 'event', name: 'event' },
      { id: 'proj', name: 'proj' },
    ]);
    const bin = (p: string) => path.join(projectRoot, 'node_modules', p);
    runInCopy(dir, [bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], 'type check of the copy');
    const folders = ['plugins/event', 'plugins/proj', 'tests/api/event', 'tests/api/proj'];
    runInCopy(dir, [bin('@biomejs/biome/bin/biome'), 'check', '--diagnostic-level=error', ...folders], 'lint of the generated plugins');
    // the generated tests boot the product with the plugins: their migrations create the tables, the routes add, list, edit, delete
    runInCopy(dir, [bin('vitest/vitest.mjs'), 'run', '--project', 'api', 'tests/api/event', 'tests/api/proj'], 'the generated API tests');
  });

  it('needs tool:gen:import', async () => {
    const viewer = await t.asUser({ userName: 'sourceviewer', permissions: ['tool:gen:list', 'tool:gen:edit'] });
    expect((await viewer.api('GET', '/tool/gen/sources?kind=customform')).code).toBe(403);
    expect((await viewer.api('POST', '/tool/gen/importSource', { body: { kind: 'customform', id: formId, tableName: 'x_y' } })).code).toBe(
      403,
    );
  });
});

describe('without the plugins that keep the sources', () => {
  it('refuses the import and the picker with a localized message on the kind', async () => {
    const bare = await createTestApp(inject('pgAdminUrl'), { PLUGINS: 'system,tools' });
    try {
      const token = await bare.login();
      const body = { kind: 'exmodel', id: 1, tableName: 'x_y' };
      const r = await bare.api('POST', '/tool/gen/importSource', { token, body, lang: 'en' });
      expect(r.data).toMatchObject({ field: 'kind' });
      expect(r.msg).toBe(
        'Source kind: sources of this kind are not available here (the CMS, or for custom forms the operations plugin, is not running).',
      );
      expect((await bare.api('GET', '/tool/gen/sources?kind=customform', { token, lang: 'zh-TW' })).msg).toMatch(/^來源類型：/);
    } finally {
      await bare.dispose();
    }
  });
});
