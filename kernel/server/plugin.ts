import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { Migration } from './db/migrate.ts';
import type { Kernel } from './kernel.ts';

/**
 * The Fastify scope a plugin's routes are registered on: typed by the TypeBox provider, so a route's schema gives
 * its handler's `req.params`/`req.query`/`req.body` types with no hand-written generics.
 */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Three-language text used in seeds. */
export type Texts = { 'zh-CN': string; 'zh-TW': string; en: string };

/** A seeded text in the three languages, in their fixed order (seeds import it as `T`). */
export const texts = (zhCN: string, zhTW: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** A menu row seeded by a plugin, identified by a stable key (e.g. `system.user`). */
export interface MenuSeed {
  key: string;
  parent?: string;
  type: 'M' | 'C' | 'F';
  order: number;
  path?: string;
  component?: string;
  perms?: string;
  icon?: string;
  query?: string;
  visible?: boolean;
  isFrame?: boolean;
  isCache?: boolean;
  title: Texts;
  /**
   * titles an earlier seed gave this menu: where a language's stored title is still one of them (nobody edited it),
   * the next start replaces it with `title`; an administrator's own title is kept
   */
  formerTitles?: Texts[];
}

export interface DictSeed {
  type: string;
  name: Texts;
  /** `remark`: what the value stands for besides its label (v1.4.3 keeps e.g. an attribute's bit there) */
  values: { value: string; label: Texts; listClass?: string; cssClass?: string; isDefault?: boolean; sort?: number; remark?: string }[];
}

export interface ConfigSeed {
  key: string;
  value: string;
  name: Texts;
  remark?: string;
  /** readable by anyone, before sign-in (the console's login page or navbar needs it, e.g. `CMSModuleEnable`) */
  public?: boolean;
}

/** Seed data of a plugin; applied at every start, inserting what is missing by stable key. */
export interface SeedData {
  menus?: MenuSeed[];
  dicts?: DictSeed[];
  configs?: ConfigSeed[];
  /** free i18n entries (langKey → texts) stored in sys_i18n_dict */
  i18n?: Record<string, Texts>;
  /** cron jobs of the plugin's handlers, added once per invoke target (an administrator may pause, re-time or delete them) */
  scheduledJobs?: JobSeed[];
}

/** A cron job a plugin seeds (sys_job), shown in Monitor → Jobs. */
export interface JobSeed {
  name: Texts;
  group?: string;
  invokeTarget: string;
  cron: string;
  /** '0' running (default), '1' paused */
  status?: '0' | '1';
}

/** A handler that scheduled jobs may invoke by name (no reflection, no eval). */
export interface JobHandler {
  name: string;
  description: Texts;
  run(kernel: Kernel, args: string[]): Promise<string | void>;
}

/**
 * An event a plugin tells people about through the message pusher (kernel/server/pusher): its code
 * (`<plugin id>.<name>`), its name on the subscription screen, and the default message in each language
 * (liquid; the emitter's payload, `recipient.name` and `recipient.email` fill it in; an administrator may
 * replace it per language).
 */
export interface PushEventSeed {
  code: string;
  name: Texts;
  /** whom the emitter names beside the subscribed roles and users (e.g. the applicant); none when absent */
  subjects?: Texts;
  template: { subject: Texts; body: Texts };
}

/** The server side of a plugin (DESIGN §5). */
export interface ServerPlugin {
  id: string;
  dependsOn?: string[];
  /** every permission code the plugin's routes and menus use */
  permissions?: string[];
  /** the tables the plugin's migrations create and it alone reads and writes (never a kernel table) */
  tables?: string[];
  /** the URL prefixes its routes live under (legacy ones included, e.g. `/sys/iprule`); no other plugin's overlap */
  prefixes?: string[];
  /** registered inside an encapsulated Fastify context under API_BASE */
  routes?: (app: RouteApp, kernel: Kernel) => Promise<void> | void;
  migrations?: Migration[];
  seed?: SeedData;
  jobs?: JobHandler[];
  /** the events it emits through the message pusher */
  events?: PushEventSeed[];
  init?: (kernel: Kernel) => Promise<void> | void;
  /** called when the server shuts down, before the database pool closes (background workers stop here) */
  stop?: (kernel: Kernel) => Promise<void> | void;
  /**
   * Data permissions the plugin gives a user beside menu codes (the CMS's `Site:View:1`, `Catalog:AddContent:7`),
   * added to their identity: getInfo sends them and access checks see them. Cached and invalidated with the
   * identity; never asked for the super administrator, who holds `*`.
   */
  grants?: (kernel: Kernel, userId: number) => Promise<string[]>;
}

/** Declares a server plugin; a typed identity helper. */
export function defineServerPlugin(p: ServerPlugin): ServerPlugin {
  return p;
}

/**
 * Access rule a route declares in `config.access`: `public` (no token), `login` (any signed-in user)
 * or a permission code (any-of when an array). Routes without one make the server refuse to boot.
 */
export type Access = 'public' | 'login' | string | string[];

/** Where a route's access rule is published in its OpenAPI operation (the API docs filter and show it). */
export const ACCESS_EXTENSION = 'x-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** operation log title (i18n key) and business type; mutating routes are logged either way */
    /** the operation-log row; `full` keeps the whole request and answer (a script console's text and output), not 2000 characters */
    log?: { title: string; type?: string; full?: boolean } | false;
    /** skip the 1000 ms repeat-submit check on the server */
    allowRepeat?: boolean;
    /**
     * a public endpoint the published sites' scripts read (a captcha, suggestions): answered with
     * `Access-Control-Allow-Origin: *`, since their pages are sandboxed (an opaque origin) or on the sites' own
     * domains; never with credentials, so a member's or a console's session is not readable through it
     */
    anyOrigin?: boolean;
  }
}
