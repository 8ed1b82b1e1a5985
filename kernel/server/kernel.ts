import type { FormSchemaRegistry } from './forms/schema-registry.ts';
import type pg from 'pg';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Messages } from './i18n/messages.ts';
import type { CacheSnapshot, MemoryCache } from './cache.ts';
import type { ServerPlugin, JobHandler } from './plugin.ts';
import type { Sessions } from './auth/sessions.ts';
import type { Scheduler } from './scheduler/scheduler.ts';
import type { AsyncTasks } from './async-tasks/async-tasks.ts';
import type { ServiceRegistry } from './services.ts';

/** Everything a plugin's routes, jobs and init receive from the kernel. */
export interface Kernel {
  config: AppConfig;
  pool: pg.Pool;
  db: Db;
  messages: Messages;
  cache: MemoryCache;
  sessions: Sessions;
  /** enabled plugins in load order */
  plugins: ServerPlugin[];
  jobs: Map<string, JobHandler>;
  /** cron jobs and scheduled tasks, fired once across instances */
  scheduler: Scheduler;
  /** async tasks with progress, persisted so any instance can report them */
  tasks: AsyncTasks;
  /** the versioned Formily schemas of `schemas/<plugin>/` (kernel and enabled plugins) */
  forms: FormSchemaRegistry;
  /** services plugins provide to each other at init, by typed keys of `kernel/shared/services.ts` */
  services: ServiceRegistry;
  /** config keys the enabled plugins declared public (`ConfigSeed.public`): readable before sign-in */
  publicConfigKeys: ReadonlySet<string>;
  /**
   * a test of addresses against the live INTERNAL rules of System → IP rules (the association's own networks,
   * which statistics count apart from visitors), from the rules as they are now
   */
  internalAddresses(): Promise<(ip: string) => boolean>;
  /** reads a sys_config value (cached; invalidated by refreshConfigs) */
  configValue(key: string): Promise<string | undefined>;
  refreshConfigs(): void;
  /** reloads admin-edited i18n entries into the message catalogue */
  reloadI18n(): Promise<void>;
  /** drops a cache name, or one key of it, here, in Redis and on every other instance (LISTEN/NOTIFY) */
  invalidate(name: string, key?: string): Promise<void>;
  /**
   * drops what every write leaves stale (list totals, read lookups) on every instance: run after an API write,
   * an async task's work and a scheduled job's run
   */
  afterWrite(): Promise<void>;
  /** the in-process cache's live entries in every process of this server (all its workers), for the cache monitor */
  cacheSnapshot(): Promise<CacheSnapshot>;
}
