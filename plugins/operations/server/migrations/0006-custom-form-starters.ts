import type { Migration } from '#kernel/server';
import { STARTER_FORMS } from '../customform/starters.ts';

const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;

/**
 * The three starter custom forms on the first site (the CMS's demo site), each published as version 1 with the
 * anti-spam rules on: the captcha and the IP rule with a day limit. A site's own form of the same code is kept.
 */
export const m0006CustomFormStarters: Migration = {
  id: '0006-custom-form-starters',
  up: STARTER_FORMS.map(
    (f) => `
with site as (select site_id from cms_site order by site_id limit 1),
form as (
  insert into cms_custom_form (site_id, name, code, status, need_captcha, need_login, rule_limit, day_limit, schema, published_version, create_by, remark)
  select site_id, ${lit(f.name)}, ${lit(f.code)}, 10, 'Y', 'N', 'IP', ${f.dayLimit}, ${lit(JSON.stringify(f.schema))}::json, 1, 'system', ${lit(f.remark)}
  from site
  where not exists (select 1 from cms_custom_form c where c.site_id = site.site_id and lower(c.code) = ${lit(f.code)})
  returning form_id, schema)
insert into cms_custom_form_version (form_id, version_no, schema, publish_by) select form_id, 1, schema, 'system' from form;`,
  ).join('\n'),
};
