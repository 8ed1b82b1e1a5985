import type { Migration } from '../db/migrate.ts';

/**
 * Third-party sign-in (SPEC §2 /auth-redirect and /bind): the accounts of a provider bound to users, and the
 * one-time states and bind tickets of sign-ins under way (stored hashed, expiring).
 */
export const m0006ThirdPartyLogin: Migration = {
  id: '0006-third-party-login',
  up: `
create table sys_user_oauth (
  user_id bigint not null references sys_user(user_id) on delete cascade,
  provider varchar(32) not null,
  open_id varchar(128) not null,
  union_id varchar(128),
  nick_name varchar(100),
  bind_time timestamptz not null default now(),
  primary key (user_id, provider),
  unique (provider, open_id)
);
create table sys_oauth_state (
  state_hash char(64) primary key,
  provider varchar(32) not null,
  purpose varchar(8) not null,
  open_id varchar(128),
  union_id varchar(128),
  nick_name varchar(100),
  expire_time timestamptz not null
);
create index sys_oauth_state_expire on sys_oauth_state (expire_time);
`,
};
