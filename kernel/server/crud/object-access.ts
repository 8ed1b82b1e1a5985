import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';

/**
 * The by-id access check of a plugin's routes (the write kit's object-access hook): a plugin names its object
 * kinds (how to check a caller against the objects of some ids for an action) and which id fields name which
 * kind by default; every one of its routes whose params, query or body carry such a field then checks them
 * before its handler runs. A field that looks like an id (`id`, `ids`, `…Id`, `…Ids`, a body that is an array)
 * and names no kind refuses to boot: a new route is covered, or says why it is not (`false`).
 */
export interface ObjectKind {
  /** throws the refusal unless the caller may `action` every object of `ids` (404 when one is gone or outside their scope) */
  check(req: FastifyRequest, ids: number[], action: string): Promise<void>;
}

/** A field of a route: the kind it names, or `[kind, action]` for an action of its own, or false (not an object id). */
export type ObjectField = string | [kind: string, action: string] | false;

/** What a route declares in `config.objects`: the action its ids need (default by method) and its fields' kinds. */
export interface RouteObjects {
  /** View on GET, Delete on DELETE, Edit otherwise */
  action?: string;
  /** by field name; `body` is a body that is itself an array of ids */
  fields?: Record<string, ObjectField>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    objects?: RouteObjects;
  }
}

export interface ObjectAccessSpec {
  kinds: Record<string, ObjectKind>;
  /** the kind of an id field by its name, for every route of the plugin (`contentId`, `contentIds` → `content`) */
  fields: Record<string, ObjectField>;
}

/** The field names taken as object ids. */
export const ID_FIELD = /^(id|ids)$|[a-z0-9]Ids?$/;
/** The name a bare array body goes by. */
export const ARRAY_BODY = 'body';
/** Where a route's resolved fields are published in its OpenAPI operation (the generated access test reads it). */
export const OBJECTS_EXTENSION = 'x-objects';

type Part = 'params' | 'query' | 'body';
interface Resolved {
  part: Part;
  field: string;
  kind: string;
  action: string;
}

type Schema = { type?: unknown; properties?: Record<string, unknown>; anyOf?: Schema[]; oneOf?: Schema[] };

/** The field names of a schema object (an array body is `body`), through `anyOf`/`oneOf`. */
function fieldNames(s: Schema | undefined, part: Part, out = new Set<string>()): Set<string> {
  if (!s || typeof s !== 'object') return out;
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) fieldNames(alt, part, out);
  if (s.type === 'array' && part === 'body') out.add(ARRAY_BODY);
  for (const k of Object.keys(s.properties ?? {})) out.add(k);
  return out;
}

const defaultAction = (method: string) => (method === 'GET' || method === 'HEAD' ? 'View' : method === 'DELETE' ? 'Delete' : 'Edit');

/** The ids a field's value holds: a positive integer or an array of them (0 and absent values name nothing). */
function idsOf(v: unknown): number[] {
  const list = Array.isArray(v) ? v : [v];
  // a route without a schema for its params has them as text
  return list.flatMap((x) =>
    typeof x === 'string' && /^[1-9][0-9]{0,15}$/.test(x) ? [Number(x)] : typeof x === 'number' && Number.isInteger(x) && x > 0 ? [x] : [],
  );
}

/**
 * Installs the check on the routes registered after it in `app` (a plugin's scope): call it first in the plugin's
 * `routes`. Each route's resolved fields also go into its OpenAPI operation under `x-objects` (field → kind or false).
 */
export function objectAccess(app: FastifyInstance, spec: ObjectAccessSpec): void {
  app.addHook('onRoute', (r: RouteOptions) => {
    const method = Array.isArray(r.method) ? r.method[0] : r.method;
    if (method === 'HEAD') return;
    const declared = r.config?.objects;
    const schema = (r.schema ?? {}) as Record<string, Schema | undefined>;
    const pathParams = [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
    const parts: [Part, Set<string>][] = [
      ['params', fieldNames(schema.params, 'params', new Set(pathParams))],
      ['query', fieldNames(schema.querystring, 'query')],
      ['body', fieldNames(schema.body, 'body')],
    ];
    const resolved: Resolved[] = [];
    const published: Record<string, string | false> = {};
    for (const [part, names] of parts)
      for (const field of names) {
        const f = declared?.fields?.[field] ?? spec.fields[field];
        if (f === undefined) {
          if (ID_FIELD.test(field) || field === ARRAY_BODY)
            throw new Error(`route ${method} ${r.url}: id field "${field}" names no object kind (config.objects)`);
          continue;
        }
        if (f === false) {
          published[field] = false;
          continue;
        }
        const [kind, action] = Array.isArray(f) ? f : [f, declared?.action ?? defaultAction(method)];
        if (!spec.kinds[kind]) throw new Error(`route ${method} ${r.url}: field "${field}" names unknown object kind "${kind}"`);
        resolved.push({ part, field, kind, action });
        published[field] = kind;
      }
    if (Object.keys(published).length) r.schema = { ...r.schema, [OBJECTS_EXTENSION]: published } as typeof r.schema;
    if (!resolved.length) return;
    const check: preHandlerHookHandler = async (req) => {
      // one call per kind and action, with every id the request names for them
      const groups = new Map<string, { kind: string; action: string; ids: number[] }>();
      for (const x of resolved) {
        const src = x.part === 'params' ? req.params : x.part === 'query' ? req.query : req.body;
        const v = x.field === ARRAY_BODY ? src : (src as Record<string, unknown> | undefined)?.[x.field];
        const ids = idsOf(v);
        if (!ids.length) continue;
        const key = `${x.kind}\u0000${x.action}`;
        const g = groups.get(key);
        if (g) g.ids.push(...ids);
        else groups.set(key, { kind: x.kind, action: x.action, ids });
      }
      for (const g of groups.values()) await spec.kinds[g.kind].check(req, [...new Set(g.ids)], g.action);
    };
    const pre = r.preHandler;
    r.preHandler = pre ? [check, ...(Array.isArray(pre) ? pre : [pre])] : check;
  });
}
