import type { Migration } from '#kernel/server';

/** The association's own site, once: deleted by an administrator, it stays deleted. */
export const m0002DemoSite: Migration = {
  id: '0002-demo-site',
  up: `
with s as (
  insert into cms_site (name, path, description, create_by)
  values ('筑协', 'zhuxie', '区域建筑业协会门户', 'system')
  on conflict do nothing
  returning site_id)
insert into cms_publish_pipe (site_id, name, code, sort, create_by)
select s.site_id, p.name, p.code, p.sort, 'system' from s, (values ('PC', 'pc', 1), ('H5', 'h5', 2)) as p(name, code, sort);
`,
};
