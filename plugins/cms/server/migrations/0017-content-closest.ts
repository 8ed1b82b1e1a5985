import type { Migration } from '#kernel/server';

/**
 * The previous and next published content of a catalog (`cms_content_closest`, by sort flag then id) read
 * from one index probe each: publishing a batch of article pages asks for every page's neighbours at once,
 * and without it each lookup sorts the catalog's published rows.
 */
export const m0017ContentClosest: Migration = {
  id: '0017-content-closest',
  up: `
create index cms_content_closest_idx on cms_content (catalog_id, sort_flag desc, content_id desc) where not deleted and status = '30';
`,
};
