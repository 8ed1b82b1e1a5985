import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { AppConfig } from './config.ts';
import { openDb, openPool } from './db/database.ts';
import './db/core-tables.ts';
import { startEmbedded, type EmbeddedHandle } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { KERNEL_MIGRATIONS } from './migrations/index.ts';
import { InstanceRegistry, Scheduler, schedulerOptions, type SchedulerOptions } from './scheduler/index.ts';
import { AsyncTasks } from './async-tasks/index.ts';
import { Messages } from './i18n/messages.ts';
import { type CacheSnapshot, MemoryCache, mergeSnapshots } from './cache.ts';
import { answerGather, gatherFromWorkers, inWorker } from './cluster/messages.ts';
import { RedisCache } from './redis-cache.ts';
import { CACHE_CHANNEL, KEY_SEPARATOR, ORIGIN_SEPARATOR } from './cache-channel.ts';
import { listenForInvalidations } from './cache-listener.ts';
import { openRedis } from './redis.ts';
import type { Kernel } from './kernel.ts';
import { ACCESS_EXTENSION, type ServerPlugin, type JobHandler } from './plugin.ts';
import { checkOwnership, checkRoute, PluginError, selectPlugins, type RouteRecord } from './loader.ts';
import { applySeeds } from './seed.ts';
import { bootstrapAdmin } from './bootstrap.ts';
import { Sessions } from './auth/sessions.ts';
import { installRequestContext } from './http/context.ts';
import { IpRuleCache, installIpRules, ipInternal } from './access/ip-rules.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installOperationLog } from './http/operation-log.ts';
import { FormSchemaRegistry } from './forms/schema-registry.ts';
import { finiteKeyword, installValueBounds } from './http/value-bounds.ts';
import { installEmptyQuery } from './http/empty-query.ts';
import { lazyValidators, type LazyValidators } from './http/lazy-validators.ts';
import { clientErrorHandler, frameworkErrors, installRequestEdges } from './http/framework-errors.ts';
import { authRoutes } from './auth/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { shellRoutes } from './shell/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { inboxRoutes } from './pusher/inbox-routes.ts';
import { resumePushQueue, stopPushQueue } from './pusher/index.ts';
import { serveConsole } from './static.ts';
import { ResultCode } from '../shared/codes.ts';
import { COUNT_CACHE } from './crud/count-cache.ts';
import { READ_CACHE } from './crud/read-cache.ts';
import { IDENTITY_CACHE } from './auth/identity.ts';
import { ServiceRegistry } from './services.ts';

/** The running server: Fastify app, kernel context and a close function. */
export interface App {
  app: FastifyInstance;
  kernel: Kernel;
  sessions: Sessions;
  routes: RouteRecord[];
  /** the routes' request validators, each compiled on its first use (`compileAll()` compiles the rest now) */
  validators: LazyValidators;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** every plugin this build knows, in load order (the composition root passes them; PLUGINS picks which run) */
  plugins?: ServerPlugin[];
  print?: (m: string) => void;
  logger?: boolean;
  /** scheduler overrides (tests: disable it or tick faster); else SCHEDULER_* variables */
  scheduler?: Partial<SchedulerOptions>;
}

/** what each worker answers when the cache monitor gathers their in-process caches */
const CACHE_SNAPSHOT = 'cache-snapshot';
/** invalidation names that are not cache names */
const SPECIAL = new Set(['i18n', 'iprule', 'session']);

let knownPlugins: ServerPlugin[] = [];

/** Sets the plugins every later build uses unless it names its own: called once by the composition root (plugins/main.server.ts, the test setup). */
export function registerServerPlugins(plugins: ServerPlugin[]): void {
  knownPlugins = plugins;
}

/** Builds the whole server: database (embedded or DATABASE_URL), migrations, seeds, routes, console. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<App> {
  const print = opts.print ?? ((m: string) => process.stdout.write(`${m}\n`));
  const enabled = selectPlugins(opts.plugins ?? knownPlugins, config.plugins);

  let embedded: EmbeddedHandle | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbedded(config.dataDir, print);
    url = embedded.url;
  }
  const pool = openPool(url, config.timeZone, Number(process.env.DB_POOL_MAX) || 20);
  const db = openDb(pool);
  let listener: { close(): void } | null = null;
  const instances = new InstanceRegistry(db, url);
  const closeAll = async () => {
    listener?.close();
    await instances.release();
    await db.destroy().catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
  };

  try {
    await migrate(pool, [{ id: 'kernel', migrations: KERNEL_MIGRATIONS }, ...enabled]);
    await applySeeds(db, enabled);
    await bootstrapAdmin(db, config, print);
    await instances.register();
  } catch (e) {
    await closeAll();
    throw e;
  }

  const messages = new Messages(path.resolve(process.cwd(), 'locales'));
  const redis = config.redisUrl ? await openRedis(config.redisUrl, print) : null;
  const cache = redis ? new RedisCache(redis) : new MemoryCache();
  const jobs = new Map<string, JobHandler>();
  for (const p of enabled)
    for (const j of p.jobs ?? []) {
      if (jobs.has(j.name)) throw new PluginError(`plugin "${p.id}": job handler "${j.name}" is already registered`);
      jobs.set(j.name, j);
    }
  const sessions = new Sessions(db, config.sessionTtlSeconds);
  // a task's writes land after its request answered: the caches every API write drops go again when it ends
  const tasks = new AsyncTasks(db, instances, () => kernel.afterWrite());

  const ipRules = new IpRuleCache(pool);
  // names this instance in its cache announcements, so it can skip their echo
  const origin = randomUUID();
  const kernel: Kernel = {
    config,
    pool,
    db,
    messages,
    cache,
    sessions,
    plugins: enabled,
    forms: new FormSchemaRegistry(path.resolve('schemas'), ['kernel', ...enabled.map((p) => p.id)]),
    publicConfigKeys: new Set(enabled.flatMap((p) => (p.seed?.configs ?? []).filter((c) => c.public).map((c) => c.key))),
    jobs,
    tasks,
    services: new ServiceRegistry(),
    scheduler: null as unknown as Scheduler, // set below: it needs the kernel
    async internalAddresses() {
      const rules = await ipRules.get();
      const now = Date.now();
      return (ip) => rules.length > 0 && ipInternal(rules, ip, now);
    },
    async configValue(key) {
      return cache.getOrLoad('config', key, async () => {
        const r = await db.selectFrom('sysConfig').select('configValue').where('configKey', '=', key).executeTakeFirst();
        return r?.configValue;
      });
    },
    refreshConfigs() {
      cache.delete('config');
    },
    async reloadI18n() {
      messages.setOverrides(await db.selectFrom('sysI18nDict').select(['langTag', 'langKey', 'langValue']).execute());
    },
    // list totals and read lookups (crud/count-cache.ts, crud/read-cache.ts)
    async afterWrite() {
      await Promise.all([kernel.invalidate(COUNT_CACHE), kernel.invalidate(READ_CACHE)]);
    },
    async cacheSnapshot() {
      if (!inWorker()) return cache.snapshot();
      return mergeSnapshots((await gatherFromWorkers(CACHE_SNAPSHOT)) as (CacheSnapshot | null)[]);
    },
    async invalidate(name, key) {
      if (key != null) await cache.drop(name, key);
      else if (!SPECIAL.has(name) && !name.startsWith('session:')) await cache.drop(name);
      // menu titles are translated into the cached router trees kept with the identities
      if (name === 'i18n' && key == null) await cache.drop(IDENTITY_CACHE);
      const payload = key == null ? name : `${name}${KEY_SEPARATOR}${key}`;
      applyInvalidation(payload);
      await pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, `${origin}${ORIGIN_SEPARATOR}${payload}`]);
    },
  };
  sessions.announce = (name) => kernel.invalidate(name);
  if (inWorker()) answerGather(CACHE_SNAPSHOT, () => cache.snapshot());
  kernel.scheduler = new Scheduler(kernel, instances, schedulerOptions(process.env, opts.scheduler));
  // announced by this or another instance: shared stores (Redis) were cleared by the announcer
  const applyInvalidation = (payload: string) => {
    const [name, key] = payload.split(KEY_SEPARATOR);
    if (key != null) cache.local(name, key);
    else if (name === 'i18n') {
      cache.local(IDENTITY_CACHE);
      // and again once the new titles are in, so no tree is rebuilt from the old ones meanwhile
      void kernel.reloadI18n().then(() => cache.local(IDENTITY_CACHE));
    } else if (name === 'iprule') ipRules.invalidate();
    else if (name === 'session' || name.startsWith('session:')) sessions.apply(name);
    else cache.local(name);
  };
  await kernel.reloadI18n();
  // other instances (and the database's triggers) announce cache changes over LISTEN/NOTIFY
  listener = await listenForInvalidations(pool, {
    origin,
    apply: applyInvalidation,
    forgetAll: () => {
      cache.clear();
      sessions.flush();
      ipRules.invalidate();
    },
  });

  const validators = lazyValidators();
  const app: FastifyInstance = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    keepAliveTimeout: 72_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Fastify's own Ajv validators, built on a route's first request rather than all at ready()
    schemaController: { compilersFactory: { buildValidator: validators.buildValidator } },
    // strictNumbers off: with it on, Ajv's coercion turns a query's `Infinity` into a number and skips the bounds
    // after it; `finite` (value-bounds.ts) refuses non-finite numbers instead, naming the field
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false, strictNumbers: false },
      plugins: [finiteKeyword],
    },
    clientErrorHandler: clientErrorHandler(messages),
    frameworkErrors: frameworkErrors(messages),
  });
  const routes: RouteRecord[] = [];
  // the zone every time on the wire is shown in (file names of downloads included)
  app.decorate('zxTimeZone', config.timeZone);
  try {
    await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 20, parts: 25 } });
    await app.register(swagger, {
      openapi: {
        info: { title: 'Zhuxie API', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    });
    // list exports post form-encoded fields (SPEC §7 downloads)
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    installIpRules(app, kernel, ipRules); // first: a refused address reaches nothing else
    installRequestContext(app, kernel, sessions);
    installRequestEdges(app);
    installValueBounds(app);
    installEmptyQuery(app);
    installOperationLog(app, kernel);
    installErrorHandler(app, kernel);
    // the hooks every request runs are callback hooks: no promise and microtask each when there is nothing to wait for
    app.addHook('preSerialization', (req, _reply, payload: unknown, done) => {
      const p = payload as { code?: number; msg?: string } | null;
      if (p && typeof p === 'object' && p.code === ResultCode.SUCCESS && p.msg === '') p.msg = req.t('server:ok');
      done(null, payload);
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (req.routeOptions.config?.anyOrigin && req.routeOptions.config.access === 'public')
        reply.header('Access-Control-Allow-Origin', '*');
      // list totals and read lookups are cached (crud/count-cache.ts, crud/read-cache.ts): every write through
      // the API drops them on all instances, before its answer leaves, so the caller's next read is exact
      const cfg = req.routeOptions.config;
      if (req.method !== 'GET' && req.method !== 'HEAD' && cfg?.access !== undefined && cfg.log !== false)
        kernel.afterWrite().then(
          () => done(null, payload),
          () => done(null, payload),
        );
      else done(null, payload);
    });

    const limits = { login: config.loginRateLimit, captcha: config.captchaRateLimit, redis };
    await registerApi(app, kernel, enabled, sessions, limits, routes);
    await serveConsole(app, kernel);

    for (const p of enabled) await p.init?.(kernel);
    await app.ready();
    // deliveries queued before this start (by a stopped instance) go out
    resumePushQueue(kernel);
    await kernel.scheduler.start();
  } catch (e) {
    await stopPushQueue(kernel).catch(() => {});
    await kernel.scheduler.stop().catch(() => {});
    await app.close().catch(() => {});
    redis?.disconnect();
    await closeAll();
    throw e;
  }
  return {
    app,
    kernel,
    sessions,
    routes,
    validators,
    async close() {
      // background work first, while the pool is open: running jobs and tasks are recorded interrupted
      await kernel.scheduler.stop();
      await tasks.shutdown();
      await stopPushQueue(kernel).catch((e) => app.log.error({ err: e }, 'push queue stop failed'));
      for (const p of [...enabled].reverse())
        await Promise.resolve(p.stop?.(kernel)).catch((e) => app.log.error({ err: e, plugin: p.id }, 'plugin stop failed'));
      await app.close();
      await sessions.stop();
      redis?.disconnect();
      await closeAll();
    },
  };
}

/**
 * The API under its base: the kernel's routes first, then each enabled plugin's in a scope of its own; every route
 * is checked (`checkRoute`, into `routes`) and published with its access rule and plugin in the OpenAPI document.
 */
async function registerApi(
  app: FastifyInstance,
  kernel: Kernel,
  enabled: ServerPlugin[],
  sessions: Sessions,
  limits: Parameters<typeof authRoutes>[2],
  routes: RouteRecord[],
): Promise<void> {
  // every declared prefix with its plugin: a route under a nested prefix belongs to the plugin that declared it
  const owners = checkOwnership(enabled);
  await app.register(
    async (api) => {
      const scoped = (plugin: ServerPlugin | null) => async (scope: FastifyInstance) => {
        scope.addHook('onRoute', (r) => {
          r.config = { ...(r.config as object), plugin: plugin?.id ?? 'kernel' } as typeof r.config;
          // the access rule goes into the route's OpenAPI operation (the API docs list what a caller may call)
          const access = (r.config as { access?: unknown }).access;
          // and each operation is grouped under the plugin that serves it
          if (access !== undefined)
            r.schema = { tags: [plugin?.id ?? 'kernel'], ...r.schema, [ACCESS_EXTENSION]: access } as typeof r.schema;
          const methods = Array.isArray(r.method) ? r.method : [r.method];
          for (const m of methods) {
            if (m === 'HEAD') continue;
            // the kernel's routes are registered first (its shell and account routes sit under /system/): a
            // plugin repeating one is refused by name
            if (plugin && routes.some((o) => o.plugin === 'kernel' && o.method === m && o.url === r.url))
              throw new PluginError(`plugin "${plugin.id}": route ${m} ${r.url} is the kernel's`);
            routes.push(
              checkRoute(plugin, m, r.url, (r.config as { access?: unknown })?.access, r.url.slice(kernel.config.apiBase.length), owners),
            );
          }
        });
      };
      await api.register(async (scope) => {
        await scoped(null)(scope);
        await scope.register(authRoutes(kernel, sessions, limits));
        await scope.register(async (s) => fileRoutes(s, kernel));
        await scope.register(async (s) => shellRoutes(s, kernel));
        await scope.register(async (s) => accountRoutes(s, kernel));
        await scope.register(async (s) => inboxRoutes(s, kernel));
        scope.get('/openapi.json', { config: { access: 'login' }, schema: { hide: true } }, async () => app.swagger());
      });
      for (const p of enabled) {
        await api.register(async (scope) => {
          await scoped(p)(scope);
          try {
            await p.routes?.(scope.withTypeProvider<TypeBoxTypeProvider>(), kernel);
          } catch (e) {
            throw new PluginError(`plugin "${p.id}": ${(e as Error).message}`);
          }
        });
      }
    },
    { prefix: kernel.config.apiBase },
  );
}
