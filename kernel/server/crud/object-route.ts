import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Static, TSchema } from 'typebox';
import type { Database } from '../db/types.ts';
import type { Kernel } from '../kernel.ts';
import type { RouteObjects } from './object-access.ts';
import { updateVersioned, type Values } from './versioned-update.ts';

type Table = keyof Database & string;
type Trx = Kysely<Database> | Transaction<Database>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as a route's schema types it (absent parts are unknown). */
export type ObjectRequest<B extends TSchema, Q extends TSchema, P extends TSchema> = FastifyRequest & {
  body: Static<B>;
  query: Static<Q>;
  params: Static<P>;
};

/** What the kit hands a route's load and write: the transaction, the reply and the version-checked update in it. */
export interface ObjectRouteContext {
  /** the write's transaction (the kernel's database for a GET or a route without one) */
  db: Trx;
  reply: FastifyReply;
  /** `updateVersioned` in the transaction, by the caller: the one way a versioned row is edited (409 when stale) */
  update<T extends Table>(
    table: T,
    key: { column: keyof Database[T] & string; id: number },
    version: number,
    values: Values<T>,
  ): Promise<void>;
}

/** One route of an object: what it checks, loads and writes (see `objectRoute`). */
export interface ObjectRouteSpec<B extends TSchema, Q extends TSchema, P extends TSchema, O> {
  method: Method;
  url: string;
  /** the permission (any of several, or `login`/`public`) */
  access: NonNullable<FastifyContextConfig['access']>;
  /** the operation-log entry of a write (`{title, type}`), or false for none */
  log?: FastifyContextConfig['log'];
  /**
   * the objects its id fields name and the action the route needs on them (crud/object-access.ts): the plugin's
   * object kinds check them, before `load`, by id
   */
  objects?: RouteObjects;
  schema?: { body?: B; querystring?: Q; params?: P };
  /** other route settings (e.g. `allowRepeat`) */
  config?: Omit<FastifyContextConfig, 'access' | 'log' | 'objects'>;
  bodyLimit?: number;
  /** loads the route's object(s), in the write's transaction; a missing or foreign one refuses by throwing */
  load?: (req: ObjectRequest<B, Q, P>, ctx: ObjectRouteContext) => Promise<O> | O;
  /** the write (or read) on the loaded object; answers the response (an envelope, a file…) */
  handle: (req: ObjectRequest<B, Q, P>, obj: O, ctx: ObjectRouteContext) => Promise<unknown> | unknown;
  /** a write runs `load` and `handle` in one transaction unless false (a write whose work is outside the database) */
  transaction?: boolean;
  /** runs after the commit: drops the caches the write made stale, moves the files it renamed… */
  after?: (req: ObjectRequest<B, Q, P>, obj: O) => Promise<void> | void;
  /** parses the body before the schema checks it (e.g. JSON sent as strings) */
  preValidation?: (req: FastifyRequest) => Promise<void>;
}

/**
 * Registers one route of an object: the plugin's object-access hook checks the ids the request names for the
 * declared action, then `load` finds the object, `handle` writes (its versioned edits through `ctx.update`),
 * both in one transaction for a write; `after` runs after the commit (the invalidation), and the operation log records the
 * write under `log`. A GET reads without a transaction and is never logged.
 */
export function objectRoute<B extends TSchema = TSchema, Q extends TSchema = TSchema, P extends TSchema = TSchema, O = undefined>(
  app: FastifyInstance,
  kernel: Kernel,
  spec: ObjectRouteSpec<B, Q, P, O>,
): void {
  const inTransaction = spec.method !== 'GET' && spec.transaction !== false;
  const run = async (req: ObjectRequest<B, Q, P>, reply: FastifyReply, db: Trx) => {
    const ctx: ObjectRouteContext = {
      db,
      reply,
      update: (table, key, version, values) => updateVersioned(db, table, key, version, values, req.user!.userName),
    };
    const obj = (spec.load ? await spec.load(req, ctx) : undefined) as O;
    return { obj, answer: await spec.handle(req, obj, ctx) };
  };
  const config: FastifyContextConfig = { ...spec.config, access: spec.access, objects: spec.objects };
  if (spec.log !== undefined) config.log = spec.log;
  app.route({
    method: spec.method as HTTPMethods,
    url: spec.url,
    config,
    schema: spec.schema,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.preValidation ? { preValidation: spec.preValidation } : {}),
    handler: async (request, reply) => {
      const req = request as ObjectRequest<B, Q, P>;
      const { obj, answer } = inTransaction
        ? await kernel.db.transaction().execute((trx) => run(req, reply, trx))
        : await run(req, reply, kernel.db);
      await spec.after?.(req, obj);
      return answer;
    },
  });
}
