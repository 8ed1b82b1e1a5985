import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { hashPassword } from '../../../kernel/server/auth/password.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const addType = (body: Record<string, unknown>, lang?: string) =>
  t.api('POST', '/system/dict/type', { token: admin, body: { status: '0', ...body }, lang });
const addData = (body: Record<string, unknown>, lang?: string) =>
  t.api('POST', '/system/dict/data', { token: admin, body: { dictSort: 1, status: '0', isDefault: 'N', ...body }, lang });

describe('System → Dictionaries API: types', () => {
  it('adds, lists with filters and a fixed flag, edits with a version check, renames, and deletes with its data', async () => {
    const add = await addType({ dictName: 'Colour', dictType: 'Colour', remark: 'r' }, 'en');
    expect(add.code).toBe(200);
    const id = add.data.dictId;
    const list = await t.api('GET', '/system/dict/type/list?dictName=colo&pageNum=1&pageSize=10', { token: admin, lang: 'en' });
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({ dictId: id, dictName: 'Colour', dictType: 'Colour', status: '0', fixed: 'N', version: 0 });

    // seeded types are fixed and their names read in the request language
    const fixed = await t.api('GET', '/system/dict/type/list?dictType=YesOrNo', { token: admin, lang: 'en' });
    expect(fixed.data.rows[0]).toMatchObject({ dictType: 'YesOrNo', dictName: 'Yes or no', fixed: 'Y' });
    const zh = await t.api('GET', '/system/dict/type/list?dictName=是否', { token: admin, lang: 'zh-CN' });
    expect(zh.data.rows.map((r: any) => r.dictType)).toContain('YesOrNo');
    const day = (d: number) => new Date(Date.now() + d * 86400_000).toISOString().slice(0, 10);
    const ranged = await t.api('GET', `/system/dict/type/list?dictType=Colour&params[beginTime]=${day(-1)}&params[endTime]=${day(1)}`, {
      token: admin,
    });
    expect(ranged.data.total).toBe(1);
    expect(
      (
        await t.api('GET', '/system/dict/type/list?dictType=Colour&params[beginTime]=2000-01-01&params[endTime]=2000-01-02', {
          token: admin,
        })
      ).data.total,
    ).toBe(0);

    expect((await addData({ dictType: 'Colour', dictLabel: 'Red', dictValue: 'r' }, 'en')).code).toBe(200);
    const edit = await t.api('PUT', '/system/dict/type', {
      token: admin,
      body: { dictId: id, dictName: 'Colours', dictType: 'Hue', status: '0', version: 0 },
      lang: 'en',
    });
    expect(edit.code).toBe(200);
    const stale = await t.api('PUT', '/system/dict/type', {
      token: admin,
      body: { dictId: id, dictName: 'Lost', dictType: 'Hue', status: '0', version: 0 },
      lang: 'en',
    });
    expect(stale).toEqual({ code: 409, msg: 'Someone else changed this record; reload and try again.' });
    // the data and its label translation moved with the renamed type
    const data = await t.api('GET', '/system/dict/data/type/Hue', { token: admin, lang: 'en' });
    expect(data.data.map((r: any) => [r.dictValue, r.dictLabel])).toEqual([['r', 'Red']]);

    const opts = await t.api('GET', '/system/dict/type/optionselect', { token: admin, lang: 'en' });
    expect(opts.data.find((o: any) => o.dictId === id)).toEqual({ dictId: id, dictType: 'Hue', dictName: 'Colours' });

    expect((await t.api('DELETE', '/system/dict/type', { token: admin, body: [id] })).code).toBe(200);
    expect((await t.api('GET', `/system/dict/type/${id}`, { token: admin })).code).toBe(404);
    expect(await t.kernel.db.selectFrom('sysDictData').select('dictCode').where('dictType', '=', 'Hue').execute()).toEqual([]);
  });

  it('protects fixed types: no delete, no key rename, no new values', async () => {
    const row = await t.kernel.db.selectFrom('sysDictType').selectAll().where('dictType', '=', 'Gender').executeTakeFirstOrThrow();
    const del = await t.api('DELETE', '/system/dict/type', { token: admin, body: [row.dictId], lang: 'en' });
    expect(del).toEqual({
      code: 500,
      msg: 'Dictionary "Gender" is defined by the system: it cannot be deleted, renamed or given new values.',
    });
    const rename = await t.api('PUT', '/system/dict/type', {
      token: admin,
      body: { dictId: row.dictId, dictName: 'Sex', dictType: 'Sex', status: '0', version: row.version },
      lang: 'zh-TW',
    });
    expect(rename).toEqual({ code: 500, msg: '字典「Gender」由系統定義，不能刪除、改名或新增資料。', data: { field: 'dictType' } });
    const more = await addData({ dictType: 'Gender', dictLabel: 'Other', dictValue: '9' }, 'zh-CN');
    expect(more).toEqual({ code: 500, msg: '字典“Gender”由系统定义，不能删除、改名或新增数据。', data: { field: 'dictType' } });
    // the name of a fixed type may still be edited, for the person's language
    const rn = await t.api('PUT', '/system/dict/type', {
      token: admin,
      body: { dictId: row.dictId, dictName: 'Sex', dictType: 'Gender', status: '0', version: row.version },
      lang: 'en',
    });
    expect(rn.code).toBe(200);
    expect((await t.api('GET', `/system/dict/type/${row.dictId}`, { token: admin, lang: 'en' })).data.dictName).toBe('Sex');
    expect((await t.api('GET', `/system/dict/type/${row.dictId}`, { token: admin, lang: 'zh-CN' })).data.dictName).toBe('性别');
  });

  it('validates and names the field in three languages', async () => {
    await addType({ dictName: 'Dup', dictType: 'DupType' });
    const en = await addType({ dictName: 'Other', dictType: 'duptype' }, 'en');
    expect(en).toEqual({ code: 500, msg: 'Dictionary type "duptype" already exists.', data: { field: 'dictType' } });
    const zh = await addType({ dictName: 'x', dictType: '1bad type' }, 'zh-CN');
    expect(zh.msg).toBe('字典类型的格式不正确。');
    const tw = await addType({ dictType: 'NoName' }, 'zh-TW');
    expect(tw.msg).toBe('字典名稱不能為空。');
    const blank = await addType({ dictName: '  ', dictType: 'Blank' }, 'en');
    expect(blank).toEqual({ code: 500, msg: 'Dictionary name: cannot be empty.', data: { field: 'dictName' } });
    expect((await t.api('GET', '/system/dict/type/list?dictType=Blank', { token: admin })).data.total).toBe(0);
  });
});

describe('System → Dictionaries API: data', () => {
  it('adds, lists by type/label/status, edits the label for the current language, and deletes', async () => {
    await addType({ dictName: 'Level', dictType: 'Level' });
    const a = await addData(
      { dictType: 'Level', dictLabel: '高', dictValue: 'H', dictSort: 1, listClass: 'danger', cssClass: 'big', isDefault: 'Y' },
      'zh-CN',
    );
    expect(a.code).toBe(200);
    await addData({ dictType: 'Level', dictLabel: '低', dictValue: 'L', dictSort: 2, status: '1' }, 'zh-CN');
    const dup = await addData({ dictType: 'Level', dictLabel: 'x', dictValue: 'H' }, 'en');
    expect(dup).toEqual({ code: 500, msg: 'Value "H" already exists in this dictionary.', data: { field: 'dictValue' } });
    const bad = await addData({ dictType: 'Level', dictLabel: 'x', dictValue: 'M', listClass: 'pink' }, 'en');
    expect(bad).toMatchObject({ code: 500, msg: 'List class: value not allowed.', data: { field: 'listClass' } });
    const none = await addData({ dictType: 'NoSuch', dictLabel: 'x', dictValue: 'M' }, 'zh-TW');
    expect(none.msg).toBe('字典類型「NoSuch」不存在。');

    const list = await t.api('GET', '/system/dict/data/list?dictType=Level', { token: admin, lang: 'zh-CN' });
    expect(list.data.rows.map((r: any) => [r.dictValue, r.dictLabel, r.listClass, r.isDefault, r.fixed])).toEqual([
      ['H', '高', 'danger', 'Y', 'N'],
      ['L', '低', undefined, 'N', 'N'],
    ]);
    expect(
      (await t.api('GET', '/system/dict/data/list?dictType=Level&status=1', { token: admin })).data.rows.map((r: any) => r.dictValue),
    ).toEqual(['L']);
    expect((await t.api('GET', '/system/dict/data/list?dictType=Level&dictLabel=高', { token: admin, lang: 'zh-CN' })).data.total).toBe(1);

    // an English admin renames the label: English readers see it, Chinese readers keep theirs
    const h = list.data.rows[0];
    const edit = await t.api('PUT', '/system/dict/data', { token: admin, body: { ...h, dictLabel: 'High', fixed: undefined }, lang: 'en' });
    expect(edit.code).toBe(200);
    expect((await t.api('GET', '/system/dict/data/type/Level', { token: admin, lang: 'en' })).data.map((r: any) => r.dictLabel)).toEqual([
      'High',
    ]);
    expect((await t.api('GET', '/system/dict/data/type/Level', { token: admin, lang: 'zh-CN' })).data.map((r: any) => r.dictLabel)).toEqual(
      ['高'],
    );
    expect((await t.api('GET', '/system/dict/data/list?dictType=Level&dictLabel=hig', { token: admin, lang: 'en' })).data.total).toBe(1);
    const stale = await t.api('PUT', '/system/dict/data', {
      token: admin,
      body: { ...h, dictLabel: 'Lost', fixed: undefined },
      lang: 'en',
    });
    expect(stale.code).toBe(409);

    const st = await t.api('PUT', '/system/dict/data/changeStatus', {
      token: admin,
      body: { dictCode: h.dictCode, status: '1', version: 1 },
    });
    expect(st.code).toBe(200);
    expect((await t.api('GET', '/system/dict/data/type/Level', { token: admin })).data).toEqual([]);

    expect((await t.api('DELETE', '/system/dict/data', { token: admin, body: [h.dictCode] })).code).toBe(200);
    expect((await t.api('GET', `/system/dict/data/${h.dictCode}`, { token: admin })).code).toBe(404);
  });

  it('protects fixed values: no delete, no value or status change; the label may change', async () => {
    const y = await t.kernel.db
      .selectFrom('sysDictData')
      .selectAll()
      .where('dictType', '=', 'YesOrNo')
      .where('dictValue', '=', 'Y')
      .executeTakeFirstOrThrow();
    const del = await t.api('DELETE', '/system/dict/data', { token: admin, body: [y.dictCode], lang: 'en' });
    expect(del.msg).toBe('Dictionary value "Y" is defined by the system: it cannot be deleted, and its value and status cannot change.');
    const body = {
      dictCode: y.dictCode,
      dictType: 'YesOrNo',
      dictLabel: 'Yes',
      dictValue: 'T',
      dictSort: 1,
      isDefault: 'N',
      status: '0',
      version: y.version,
    };
    expect((await t.api('PUT', '/system/dict/data', { token: admin, body, lang: 'en' })).data).toEqual({ field: 'dictValue' });
    expect(
      (
        await t.api('PUT', '/system/dict/data/changeStatus', {
          token: admin,
          body: { dictCode: y.dictCode, status: '1', version: y.version },
        })
      ).code,
    ).toBe(500);
    const ok = await t.api('PUT', '/system/dict/data', {
      token: admin,
      body: { ...body, dictValue: 'Y', dictLabel: 'Sure', listClass: 'primary' },
      lang: 'en',
    });
    expect(ok.code).toBe(200);
    expect((await t.api('GET', '/system/dict/data/type/YesOrNo', { token: admin, lang: 'en' })).data[0]).toMatchObject({
      dictValue: 'Y',
      dictLabel: 'Sure',
      listClass: 'primary',
    });
  });

  it('refreshes the cache, exports xlsx, and refuses a user without the permission', async () => {
    // a change made behind the server's back shows only after the refresh
    await t.api('GET', '/system/dict/data/type/LoginLogType', { token: admin, lang: 'en' });
    await t.kernel.db
      .updateTable('sysDictData')
      .set({ status: '1' })
      .where('dictType', '=', 'LoginLogType')
      .where('dictValue', '=', '2')
      .execute();
    expect((await t.api('GET', '/system/dict/data/type/LoginLogType', { token: admin })).data).toHaveLength(3);
    expect((await t.api('DELETE', '/system/dict/type/refreshCache', { token: admin })).code).toBe(200);
    expect((await t.api('GET', '/system/dict/data/type/LoginLogType', { token: admin })).data).toHaveLength(2);

    for (const url of ['/system/dict/type/list', '/system/dict/data/list']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/prod-api${url}`,
        headers: { authorization: `Bearer ${admin}`, 'cc-export': '1', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'dictType=YesOrNo',
      });
      expect(res.headers['download-filename']).toMatch(/^Dict(Type|Data)_\d{14}\.xlsx$/);
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }

    await t.kernel.db
      .insertInto('sysUser')
      .values({ userName: 'nodict', nickName: 'n', password: await hashPassword('Secret#123'), deptId: 1 })
      .execute();
    const token = await t.login('nodict', 'Secret#123');
    const count = async () =>
      Number(
        (
          await t.kernel.db
            .selectFrom('sysDictData')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/dict/type/list'],
      ['GET', '/system/dict/data/list?dictType=YesOrNo'],
      ['POST', '/system/dict/type', { dictName: 'z', dictType: 'Zz', status: '0' }],
      ['POST', '/system/dict/data', { dictType: 'YesOrNo', dictLabel: 'z', dictValue: 'z', dictSort: 1, status: '0' }],
      ['PUT', '/system/dict/data/changeStatus', { dictCode: 1, status: '1', version: 0 }],
      ['DELETE', '/system/dict/data', [1]],
      ['DELETE', '/system/dict/type', [1]],
      ['DELETE', '/system/dict/type/refreshCache'],
    ];
    for (const [m, u, b] of calls) expect((await t.api(m, u, { token, body: b, lang: 'en' })).code, `${m} ${u}`).toBe(403);
    expect(await count()).toBe(before);
  });
});
