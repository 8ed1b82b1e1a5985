import type { Migration } from '#kernel/server';

/** The content status '50' archived (SPEC §4; v1.4.3 has no such status and its `/cms/content/archive` is a no-op). */
export const m0018ContentArchived: Migration = {
  id: '0018-content-archived',
  up: `
alter table cms_content drop constraint cms_content_status_check;
alter table cms_content add constraint cms_content_status_check check (status in ('0', '20', '30', '40', '50', '60'));
`,
};
