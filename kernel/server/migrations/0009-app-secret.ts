import type { Migration } from '../db/migrate.ts';

/**
 * The server's own secret (`sys_secret`): random bytes made once at first use, from which keys for one purpose
 * each are derived (signed ad click links, visitor hashes…). Never sent anywhere, never in a config screen.
 */
export const m0009AppSecret: Migration = {
  id: '0009-app-secret',
  up: `create table sys_secret (name text primary key, value bytea not null, create_time timestamptz not null default now());`,
};
