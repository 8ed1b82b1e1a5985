import type { Migration } from '#kernel/server';

/** Audio and video resources keep their duration (seconds), read from the file on upload where the format allows. */
export const m0012ResourceDuration: Migration = {
  id: '0012-resource-duration',
  up: `alter table cms_resource add column duration int not null default 0;`,
};
