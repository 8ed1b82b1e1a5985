import type { Migration } from '../db/migrate.ts';

/** The message keys that moved from the system plugin's namespace to the kernel's with the account centre, by new namespace. */
const MOVED = {
  server: [
    'log.profile',
    'log.password',
    'log.avatar',
    'log.preferences',
    'errors.oldPasswordWrong',
    'errors.samePassword',
    'errors.shortcuts',
  ],
  common: ['home.shortcuts', 'home.editShortcuts', 'home.noShortcuts'],
};

const moved = Object.entries(MOVED)
  .flatMap(([ns, keys]) => keys.map((k) => `('system:${k}', '${ns}:${k}')`))
  .join(', ');

/**
 * The kernel serves the account centre and the home shortcuts (they were the system plugin's): operation logs
 * written before keep their titles readable under the new keys, and translations an administrator saved for
 * the old keys carry over (unless one was saved for the new key already). Data only; no table changes.
 */
export const m0005AccountKeys: Migration = {
  id: '0005-account-keys',
  up: `
update sys_oper_log l set title = m.new_key from (values ${moved}) m(old_key, new_key) where l.title = m.old_key;
update sys_i18n_dict d set lang_key = m.new_key from (values ${moved}) m(old_key, new_key)
 where d.lang_key = m.old_key
   and not exists (select 1 from sys_i18n_dict n where n.lang_tag = d.lang_tag and n.lang_key = m.new_key);
`,
};
