import type { Migration } from '#kernel/server';

/**
 * Every sort of the content list (SPEC §9) reads a page of a catalog from an index, and the whole site's
 * list sorted by create or publish time too: without them a catalog of 100,000 contents sorts every row
 * per request (≈60 ms for the views sort).
 */
export const m0016ContentSorts: Migration = {
  id: '0016-content-sorts',
  up: `
create index cms_content_site_created_idx on cms_content (site_id, create_time desc, content_id desc) where not deleted;
create index cms_content_site_published_idx on cms_content (site_id, publish_date desc, content_id desc) where not deleted;
-- the time sorts of a catalog with the id as tiebreak (contents saved together share a time)
drop index if exists cms_content_created_idx;
drop index if exists cms_content_published_idx;
create index cms_content_created_idx on cms_content (catalog_id, create_time desc, content_id desc) where not deleted;
create index cms_content_published_idx on cms_content (catalog_id, publish_date desc, content_id desc) where not deleted;
-- an attribute filter (hot, recommend …) reads the few contents holding any attribute
create index cms_content_attr_idx on cms_content (catalog_id, top_flag desc, sort_flag desc, content_id desc) where not deleted and attributes <> 0;
create index cms_content_views_idx on cms_content (catalog_id, view_count desc, content_id desc) where not deleted;
create index cms_content_favorites_idx on cms_content (catalog_id, favorite_count desc, content_id desc) where not deleted;
create index cms_content_likes_idx on cms_content (catalog_id, like_count desc, content_id desc) where not deleted;
create index cms_content_comments_idx on cms_content (catalog_id, comment_count desc, content_id desc) where not deleted;
`,
};
