import type { Migration } from '#kernel/server';

/**
 * An ad keeps its space's code (the `cms_advertisement` tag finds a space's ads by it, in the render threads,
 * without reading the CMS's widgets); the ads' routes keep it up to date when the space's code changes.
 */
export const m0004AdSpaceCode: Migration = {
  id: '0004-ad-space-code',
  up: `
alter table cms_advertisement add column ad_space_code text;
update cms_advertisement a set ad_space_code = w.code from cms_page_widget w where w.page_widget_id = a.ad_space_id;
create index cms_advertisement_code_idx on cms_advertisement (site_id, lower(ad_space_code));
`,
};
