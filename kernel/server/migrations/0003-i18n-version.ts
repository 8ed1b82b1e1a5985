import type { Migration } from '../db/migrate.ts';

/**
 * sys_i18n_dict gets a version so admin edits of a translation are checked for lost updates. The kernel owns
 * the table, so the kernel alters it (a database that ran the system plugin's former copy of this change
 * already has the column: `if not exists` makes this a no-op there).
 */
export const m0003I18nVersion: Migration = {
  id: '0003-i18n-version',
  up: `alter table sys_i18n_dict add column if not exists version int not null default 0;`,
};
