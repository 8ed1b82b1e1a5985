import type { Migration } from '#kernel/server';
/** sys_i18n_dict gets a version so admin edits of a translation are checked for lost updates. */
export const m0001I18nVersion: Migration = {
  id: '0001-i18n-version',
  up: `alter table sys_i18n_dict add column if not exists version int not null default 0;`,
};
