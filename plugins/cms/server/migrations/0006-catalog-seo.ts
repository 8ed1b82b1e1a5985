import type { Migration } from '#kernel/server';

/** A catalog's SEO texts (title, keywords, description), as a site has them. */
export const m0006CatalogSeo: Migration = {
  id: '0006-catalog-seo',
  up: `alter table cms_catalog add column seo_title text, add column seo_keywords text, add column seo_description text;`,
};
