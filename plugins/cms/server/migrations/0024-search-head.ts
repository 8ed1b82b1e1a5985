import type { Migration } from '#kernel/server';

/**
 * The search index's head (issue 35, its speed): the title's, pinyin's, keywords' and tags' words (weights A and B)
 * apart, with their own GIN index, so a query ranks the contents its head words match and lists the others (body
 * only) newest first — `ts_rank` then reads a few small vectors instead of every match's whole one. Rows indexed
 * before get theirs from their stored vector.
 */
export const m0024SearchHead: Migration = {
  id: '0024-search-head',
  up: `
alter table cms_search_index add column tsv_head tsvector not null default ''::tsvector;
update cms_search_index set tsv_head = ts_filter(tsv, '{a,b}');
create index cms_search_index_head_idx on cms_search_index using gin (tsv_head);
`,
};
