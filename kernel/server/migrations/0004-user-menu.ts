import type { Migration } from '../db/migrate.ts';

/**
 * Menus granted to a user directly, beside those of their roles (v1.4.3 `ownerType: User`, chestnut-api §4.11:
 * effective permissions are the user's own ∪ their roles'). The identity and the router tree read it.
 */
export const m0004UserMenu: Migration = {
  id: '0004-user-menu',
  up: `
create table sys_user_menu (
  user_id bigint not null references sys_user(user_id) on delete cascade,
  menu_id bigint not null references sys_menu(menu_id) on delete cascade,
  primary key (user_id, menu_id));
create index sys_user_menu_menu_idx on sys_user_menu (menu_id);
`,
};
