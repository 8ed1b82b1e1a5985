import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';

/** The fixed dictionaries v1.4.3's CMS screens read, seeded by the CMS plugin with v1.4.3's values. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

const dict = async (type: string, lang: string) => {
  const r = await t.api('GET', `/system/dict/data/type/${type}`, { token: admin, lang });
  expect(r.code, r.msg).toBe(200);
  return r.data.map((d: any) => [d.dictValue, d.dictLabel]);
};

describe('CMS dictionaries', () => {
  it('has the content statuses in three languages', async () => {
    expect(await dict('CMSContentStatus', 'zh-CN')).toEqual([
      ['0', '初稿'],
      ['20', '待发布'],
      ['30', '已发布'],
      ['40', '已下线'],
      ['60', '重新编辑'],
      ['50', '已归档'],
    ]);
    expect((await dict('CMSContentStatus', 'zh-TW')).map((d: string[]) => d[1])).toEqual([
      '初稿',
      '待發布',
      '已發布',
      '已下線',
      '重新編輯',
      '已歸檔',
    ]);
    expect((await dict('CMSContentStatus', 'en')).map((d: string[]) => d[1])).toEqual([
      'Draft',
      'To publish',
      'Published',
      'Offline',
      'Re-edit',
      'Archived',
    ]);
  });

  it('has the static suffixes', async () => {
    expect((await dict('CMSStaticSuffix', 'en')).map((d: string[]) => d[0])).toEqual(['shtml', 'html', 'xml', 'json']);
  });

  it("has the content attributes under v1.4.3's type, their bits in the remarks", async () => {
    expect(await dict('CMSContentAttribute', 'en')).toEqual([
      ['image', 'Image'],
      ['video', 'Video'],
      ['attach', 'Attachment'],
      ['hot', 'Hot'],
      ['recommend', 'Recommend'],
    ]);
    expect((await dict('CMSContentAttribute', 'zh-CN')).map((d: string[]) => d[1])).toEqual(['图片', '视频', '附件', '热点', '推荐']);
    expect((await dict('CMSContentAttribute', 'zh-TW')).map((d: string[]) => d[1])).toEqual(['圖片', '影片', '附件', '熱點', '推薦']);
    const rows = (await t.api('GET', '/system/dict/data/list?dictType=CMSContentAttribute&pageNum=1&pageSize=10', { token: admin })).data
      .rows;
    expect(Object.fromEntries(rows.map((r: any) => [r.dictValue, r.remark]))).toEqual({
      image: '1',
      video: '2',
      attach: '4',
      hot: '8',
      recommend: '16',
    });
  });

  it('has the ex-model field types, the default table column counts in the remarks', async () => {
    expect(await dict('MetaFieldType', 'en')).toEqual([
      ['short_text', 'Short text (50)'],
      ['medium_text', 'Medium text (200)'],
      ['large_text', 'Large text (2000)'],
      ['clob_text', 'Long text'],
      ['long', 'Integer'],
      ['double', 'Decimal'],
      ['datetime', 'Date and time'],
    ]);
    expect((await dict('MetaFieldType', 'zh-CN'))[0]).toEqual(['short_text', '短文本（50）']);
    expect((await dict('MetaFieldType', 'zh-TW'))[0]).toEqual(['short_text', '短文字（50）']);
    const rows = (await t.api('GET', '/system/dict/data/list?dictType=MetaFieldType&pageNum=1&pageSize=10', { token: admin })).data.rows;
    expect(rows.map((r: any) => r.remark)).toEqual(['25', '25', '4', '1', '10', '10', '10']);
  });
});
