import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Expression, ExpressionBuilder, Insertable, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { Static, TSchema } from 'typebox';
import type { Database } from '../db/types.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import type { Kernel } from '../kernel.ts';
import { idParam, idsBody } from './schemas.ts';
import type { RouteObjects } from './object-access.ts';
import { updateVersioned, type Values } from './versioned-update.ts';

type Table = keyof Database & string;
type Row<T extends Table> = Selectable<Database[T]>;
type Trx = Kysely<Database> | Transaction<Database>;
/** A new row's columns: plain values or SQL expressions such as `sql\`now()\``. */
type InsertValues<T extends Table> = { [K in keyof Insertable<Database[T]>]: Insertable<Database[T]>[K] | Expression<unknown> };

/** The object a detail, add or edit route works on. */
interface RowRoute<T extends Table> {
  /** the object kinds its id fields name (crud/object-access.ts), when the plugin checks them */
  objects?: RouteObjects;
  /** the object's base URL, e.g. `/system/config`: detail `GET url/:id`, add `POST url`, edit `PUT url` */
  url: string;
  table: T;
  /** the id column, which is also the id field of an edit body */
  key: keyof Database[T] & string;
}

/** What a write route checks and writes besides the row (see `addRoute`, `editRoute`). */
interface WriteRoute<T extends Table, S extends TSchema> extends RowRoute<T> {
  access: string;
  /** the operation-log title */
  logTitle: string;
  /** the body's TypeBox schema: the route validates it and the callbacks get its type */
  body: S;
  /** further writes in the same transaction, after the row's (e.g. its translated name) */
  within?: (trx: Trx, req: FastifyRequest, b: Static<S>) => Promise<void>;
  /** runs after the commit (e.g. drops caches) */
  after?: () => Promise<void>;
}

/** The row of `id` in `table`, or a not-found naming the id. */
export async function loadRow<T extends Table>(db: Trx, table: T, key: keyof Database[T] & string, id: number): Promise<Row<T>> {
  // kysely cannot follow a generic table name through its builders: the names are checked by the signature
  const q = db as unknown as Kysely<any>;
  const column: string = key;
  const row = await q.selectFrom(table).selectAll().where(column, '=', id).executeTakeFirst();
  if (!row) throw notFound(String(id));
  return row as Row<T>;
}

/** Registers `GET url/:id`: the row, shaped by `wire`, or not-found. */
export function detailRoute<T extends Table>(
  app: FastifyInstance,
  kernel: Kernel,
  spec: RowRoute<T> & { access: string; wire: (req: FastifyRequest, row: Row<T>) => unknown },
): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(`${spec.url}/:id`, { config: { access: spec.access, objects: spec.objects }, schema: { params: idParam } }, async (req) =>
      ok(spec.wire(req, await loadRow(kernel.db, spec.table, spec.key, req.params.id))),
    );
}

/**
 * Registers `POST url`: `guard` refuses (uniqueness, references) and `values` gives the new row's columns
 * (`createBy` is the caller), inserted with `within`'s writes in one transaction; answers `{<key>: id}`.
 */
export function addRoute<T extends Table, S extends TSchema>(
  app: FastifyInstance,
  kernel: Kernel,
  spec: WriteRoute<T, S> & {
    guard?: (trx: Trx, req: FastifyRequest, b: Static<S>) => Promise<void>;
    values: (req: FastifyRequest, b: Static<S>) => Omit<InsertValues<T>, 'createBy'>;
  },
): void {
  const log = { title: spec.logTitle, type: 'INSERT' as const };
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(spec.url, { config: { access: spec.access, objects: spec.objects, log }, schema: { body: spec.body } }, async (req) => {
      const b = req.body as Static<S>;
      const row = await kernel.db.transaction().execute(async (trx) => {
        await spec.guard?.(trx, req, b);
        const values = { ...spec.values(req, b), createBy: req.user!.userName };
        const r = await (trx as unknown as Kysely<any>).insertInto(spec.table).values(values).returning(spec.key).executeTakeFirstOrThrow();
        await spec.within?.(trx, req, b);
        return r as Record<string, number>;
      });
      await spec.after?.();
      return ok(row);
    });
}

/**
 * Registers `PUT url`: loads the stored row (missing: not-found), lets `guard` refuse the change seeing it, then
 * makes the version-checked update of `values` (`updateVersioned`: 409 when stale) and `within`'s writes in one
 * transaction.
 */
export function editRoute<T extends Table, S extends TSchema>(
  app: FastifyInstance,
  kernel: Kernel,
  spec: Omit<WriteRoute<T, S>, 'within'> & {
    guard?: (trx: Trx, req: FastifyRequest, b: Static<S>, old: Row<T>) => Promise<void>;
    values: (req: FastifyRequest, b: Static<S>, old: Row<T>) => Values<T>;
    within?: (trx: Trx, req: FastifyRequest, b: Static<S>, old: Row<T>) => Promise<void>;
  },
): void {
  const log = { title: spec.logTitle, type: 'UPDATE' as const };
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .put(spec.url, { config: { access: spec.access, objects: spec.objects, log }, schema: { body: spec.body } }, async (req) => {
      const b = req.body as Static<S> & { version: number };
      const id = (b as Record<string, number>)[spec.key];
      await kernel.db.transaction().execute(async (trx) => {
        const old = await loadRow(trx, spec.table, spec.key, id);
        await spec.guard?.(trx, req, b, old);
        await updateVersioned(trx, spec.table, { column: spec.key, id }, b.version, spec.values(req, b, old), req.user!.userName);
        await spec.within?.(trx, req, b, old);
      });
      await spec.after?.();
      return ok();
    });
}

/**
 * Registers `DELETE url` with a body of ids: `before` checks and clears what hangs on the rows (refusing by
 * throwing), then the rows are deleted (of them only those `only` matches, when given), in one transaction.
 * Answers no data, or with `counted` `{deleted: n}`.
 */
export function removeRoute<T extends Table>(
  app: FastifyInstance,
  kernel: Kernel,
  spec: RowRoute<T> & {
    access: string;
    logTitle: string;
    before?: (trx: Trx, req: FastifyRequest, ids: number[]) => Promise<void>;
    /** the rows of the ids that may go (e.g. not the log of a run still going); the others stay, unrefused */
    only?: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
    /** answers `{deleted: n}` */
    counted?: boolean;
    after?: () => Promise<void>;
  },
): void {
  const log = { title: spec.logTitle, type: 'DELETE' as const };
  const only = spec.only as ((eb: ExpressionBuilder<any, any>) => Expression<SqlBool>) | undefined;
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .delete(spec.url, { config: { access: spec.access, objects: spec.objects, log }, schema: { body: idsBody } }, async (req) => {
      const deleted = await kernel.db.transaction().execute(async (trx) => {
        await spec.before?.(trx, req, req.body);
        const [table, column]: string[] = [spec.table, spec.key];
        let q = (trx as unknown as Kysely<any>).deleteFrom(table).where(column, 'in', req.body);
        if (only) q = q.where(only);
        return Number((await q.executeTakeFirst()).numDeletedRows);
      });
      await spec.after?.();
      return spec.counted ? ok({ deleted }) : ok();
    });
}

/**
 * Registers an object's add (`POST url`, see `addRoute`) and edit (`PUT url`, see `editRoute`) from one spec:
 * both run the same `guard`, `values` and `within`, which see the stored row on an edit (`old`) and none on an add.
 */
export function saveRoutes<T extends Table, A extends TSchema, E extends TSchema>(
  app: FastifyInstance,
  kernel: Kernel,
  spec: RowRoute<T> & {
    logTitle: string;
    access: { add: string; edit: string };
    body: { add: A; edit: E };
    guard?: (trx: Trx, req: FastifyRequest, b: Static<A> | Static<E>, old?: Row<T>) => Promise<void>;
    values: (req: FastifyRequest, b: Static<A> | Static<E>, old?: Row<T>) => Omit<InsertValues<T>, 'createBy'> & Values<T>;
    within?: (trx: Trx, req: FastifyRequest, b: Static<A> | Static<E>, old?: Row<T>) => Promise<void>;
    after?: () => Promise<void>;
  },
): void {
  const { access, body, ...common } = spec;
  addRoute(app, kernel, { ...common, access: access.add, body: body.add });
  editRoute(app, kernel, { ...common, access: access.edit, body: body.edit });
}
