import type { Migration } from '#kernel/server';

/**
 * The source of a table imported from a custom form or a CMS ex-model instead of the database (issue 36): its kind
 * and id (a form's id, a model's id); none for a table of the database. Such a table does not exist yet: its
 * generated migration creates it, and a sync reads the source's fields again.
 */
export const m0004GenSource: Migration = {
  id: '0004-gen-source',
  up: `
alter table gen_table
  add column source_kind varchar(20) check (source_kind in ('customform', 'exmodel')),
  add column source_id bigint,
  add constraint gen_table_source check ((source_kind is null) = (source_id is null));
`,
};
