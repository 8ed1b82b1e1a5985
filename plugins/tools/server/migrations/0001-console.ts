import type { Migration } from '#kernel/server';

/**
 * The script console's unlocks (issue 36): a key handed out after the operator's password was asked again,
 * bound to the session it was asked in, valid while runs keep coming. Only the key's hash is stored.
 */
export const m0001Console: Migration = {
  id: '0001-console',
  up: `
create table tool_console_key (
  key_hash text primary key,
  token_hash text not null,
  user_id bigint not null,
  expires_at timestamptz not null,
  create_time timestamptz not null default now()
);
create index tool_console_key_token on tool_console_key (token_hash);
`,
};
