import type { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors.ts';

/** PostgreSQL `integer` bounds: an integer schema without tighter bounds of its own gets them. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

type Schema = Record<string | symbol, unknown>;

const SUB_ONE = ['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SUB_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SUB_MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

const isSchema = (v: unknown): v is Schema => v != null && typeof v === 'object' && !Array.isArray(v);

/**
 * The schema keyword `finite: true` (added to every number and integer schema by `boundNumbers`): `Infinity`,
 * `-Infinity` and `NaN` — from `1e309` in JSON, or `Infinity` in a query string, which the type coercion turns
 * into a number — are refused as a field message. Registered on Fastify's Ajv (`ajv.plugins`).
 */
export function finiteKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: 'finite',
    type: 'number',
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: number) => !on || Number.isFinite(data),
  });
}

/**
 * A copy of a JSON Schema (plain or TypeBox-built) whose numbers must be finite and whose integer schemas lacking
 * bounds are held to int4, so an out-of-range or non-finite number is a field message, not a database error.
 * Other keys (and symbols) are kept.
 */
export function boundNumbers(schema: unknown, depth = 0): unknown {
  if (!isSchema(schema) || depth > 64) return schema;
  const out: Schema = { ...schema };
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('integer') || types.includes('number')) out.finite = true;
  if (types.includes('integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT4_MAX;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT4_MIN;
  }
  for (const k of SUB_ONE) if (isSchema(out[k])) out[k] = boundNumbers(out[k], depth + 1);
  for (const k of SUB_LIST) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map((s) => boundNumbers(s, depth + 1));
  for (const k of SUB_MAP)
    if (isSchema(out[k])) out[k] = Object.fromEntries(Object.entries(out[k]).map(([n, s]) => [n, boundNumbers(s, depth + 1)]));
  return out;
}

/** The first place in a parsed request part where a string (or key) holds U+0000, as its nearest field name. */
export function findNul(value: unknown, maxNodes = 100_000): string | null {
  const stack: [unknown, string][] = [[value, '']];
  let seen = 0;
  while (stack.length && seen++ < maxNodes) {
    const [v, field] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return field;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push([x, field]);
    } else if (v != null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return field;
        stack.push([x, k]);
      }
    }
  }
  return null;
}

/**
 * Refuses values PostgreSQL cannot store before they reach a handler, on every route: integers beyond int4 and
 * non-finite numbers (through each route's schema, at registration) and strings holding U+0000 (in any body, query or path).
 * Install before the routes are registered.
 */
export function installValueBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (r) => {
    const s = r.schema as Record<string, unknown> | undefined;
    if (!s) return;
    r.schema = { ...s };
    for (const part of ['body', 'querystring', 'params', 'headers'] as const)
      if (s[part] !== undefined) (r.schema as Record<string, unknown>)[part] = boundNumbers(s[part]);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.routeOptions.config?.access !== undefined)
      for (const part of [req.params, req.query, req.body]) {
        const field = findNul(part);
        if (field !== null) return done(invalidField(field, 'server:schema.noNul'));
      }
    done();
  });
}
