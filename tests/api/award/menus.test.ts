import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../kernel/server/testkit.ts';
import { applySeeds, menuTitleKey } from '../../../kernel/server/seed.ts';

/** The award menus carry SPEC §2's titles, and a seed's renamed title reaches a database seeded before it. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), {}, { scheduler: { enabled: false } });
  admin = await t.login();
});
afterAll(async () => {
  await t?.dispose();
});

interface Node {
  path: string;
  meta?: { title: string };
  children?: Node[];
}
const titles = async (lang: string) => {
  const out = new Map<string, string>();
  const walk = (ns: Node[]) => {
    for (const n of ns) {
      if (n.meta) out.set(n.path, n.meta.title);
      walk(n.children ?? []);
    }
  };
  walk((await t.api('GET', '/getRouters', { token: admin, lang })).data);
  return out;
};

describe('award menu titles', () => {
  it("structureawardlist is 'structure quality evaluation' and the review screens are titled 'examine', in three languages", async () => {
    const en = await titles('en');
    expect(en.get('structureawardlist')).toBe('Structure quality evaluation');
    expect(en.get('creditregistrationawardexamine')).toBe('Credit file registration: examine');
    expect(en.get('greenconstructionawardexamine')).toBe('Green construction evaluation: examine');
    expect(en.get('reputationlevelawardexamine')).toBe('Reputation level rating: examine');
    const cn = await titles('zh-CN');
    expect(cn.get('structureawardlist')).toBe('结构质量评价');
    expect(cn.get('creditregistrationawardexamine')).toBe('信用档案登记审核');
    expect((await titles('zh-TW')).get('creditregistrationawardexamine')).toBe('信用檔案登記審核');
  });

  it('a title an earlier seed gave follows the seed at the next start; a title an administrator changed stays', async () => {
    const db = t.kernel.db;
    const key = menuTitleKey('award.app.structure');
    const set = (lang: string, value: string) =>
      db.updateTable('sysI18nDict').set({ langValue: value }).where('langKey', '=', key).where('langTag', '=', lang).execute();
    await set('zh-CN', '工程质量评价');
    await set('en', 'Project quality awards');
    await set('zh-TW', '本會自訂名稱');
    await db.updateTable('sysMenu').set({ menuName: '工程质量评价' }).where('menuKey', '=', 'award.app.structure').execute();
    const examineKey = menuTitleKey('award.app.examine.credit');
    await db
      .updateTable('sysI18nDict')
      .set({ langValue: 'Credit file registration: review' })
      .where('langKey', '=', examineKey)
      .where('langTag', '=', 'en')
      .execute();
    await db
      .deleteFrom('zx_seed' as never)
      .where('plugin' as never, '=', 'award' as never)
      .execute();

    await applySeeds(db, t.kernel.plugins);

    const stored = await db.selectFrom('sysI18nDict').select(['langTag', 'langValue']).where('langKey', '=', key).execute();
    expect(Object.fromEntries(stored.map((r) => [r.langTag, r.langValue]))).toEqual({
      'zh-CN': '结构质量评价',
      en: 'Structure quality evaluation',
      'zh-TW': '本會自訂名稱',
    });
    const menu = await db.selectFrom('sysMenu').select('menuName').where('menuKey', '=', 'award.app.structure').executeTakeFirstOrThrow();
    expect(menu.menuName).toBe('结构质量评价');
    const examine = await db
      .selectFrom('sysI18nDict')
      .select('langValue')
      .where('langKey', '=', examineKey)
      .where('langTag', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(examine.langValue).toBe('Credit file registration: examine');
  });
});
