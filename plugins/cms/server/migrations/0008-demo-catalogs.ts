import type { Migration } from '#kernel/server';

/** The demo catalogs: [alias, zh-CN, zh-TW, en]; the simplified Chinese name is the catalog's own, the others its translations. */
const CATALOGS = [
  ['news', '协会动态', '協會動態', 'Association News'],
  ['notice', '通知公告', '通知公告', 'Notices'],
  ['policy', '政策法规', '政策法規', 'Policies and Regulations'],
  ['awards', '评优评奖', '評優評獎', 'Awards'],
  ['members', '会员风采', '會員風采', 'Member Showcase'],
] as const;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The association site's first catalogs, once (an administrator's later deletions stay), with their names in
 * zh-TW and en in the i18n dictionary under `CMS.CATALOG.NAME.<id>` (editable in System → I18n).
 */
export const m0008DemoCatalogs: Migration = {
  id: '0008-demo-catalogs',
  up: `
with site as (
  select site_id from cms_site s
  where path = 'zhuxie' and not exists (select 1 from cms_catalog c where c.site_id = s.site_id)),
added as (
  insert into cms_catalog (site_id, parent_id, ancestors, tree_level, name, alias, path, sort_flag, create_by)
  select site.site_id, 0, 'pending', 1, d.zh, d.alias, d.alias, d.sort, 'system'
  from site, (values ${CATALOGS.map(([a, zh], i) => `(${quote(a)}, ${quote(zh)}, ${i + 1})`).join(', ')}) as d(alias, zh, sort)
  returning catalog_id, alias)
insert into sys_i18n_dict (lang_tag, lang_key, lang_value, plugin)
select t.lang, 'CMS.CATALOG.NAME.' || added.catalog_id, t.text, 'cms'
from added join (values ${CATALOGS.flatMap(([a, , tw, en]) => [`(${quote(a)}, 'zh-TW', ${quote(tw)})`, `(${quote(a)}, 'en', ${quote(en)})`]).join(', ')}) as t(alias, lang, text)
  on t.alias = added.alias
on conflict do nothing;
-- top-level catalogs are their own ancestors path (a sibling CTE could not see the inserted rows)
update cms_catalog set ancestors = catalog_id::text where ancestors = 'pending' and parent_id = 0;
`,
};
