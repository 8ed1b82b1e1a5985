import type { FastifyRequest } from 'fastify';
import { AppError, assertUserPattern, invalidField, type Kernel } from '#kernel/server';
import { type FormilySchema, formilyToJsonSchema, ResultCode } from '#kernel/shared';
import { CUSTOM_FORM_LIMITS } from '../../shared/custom-form.ts';
import { formText } from '../../shared/form-text.ts';
import { type SchemaField, schemaFields } from './schema-walk.ts';

export { type SchemaField, schemaFields };

/** A schema text in the request's language (shared/form-text.ts: the designer's `{{tr(…)}}`, `{{t('key')}}`, per-language objects, text). */
export const schemaText = (req: { lang: string; t: (key: string) => string }, v: unknown): string => formText(v, req.lang, (k) => req.t(k));

/**
 * Refuses a schema the server could not check submissions with, naming the field: too large, not an object
 * schema, or a pattern that is no valid expression for the linear-time engine (every `pattern` of the converted
 * JSON schema, so the validators' patterns too).
 */
export function assertSchemaUsable(schema: FormilySchema): void {
  if (Buffer.byteLength(JSON.stringify(schema)) > CUSTOM_FORM_LIMITS.schemaBytes)
    throw invalidField('schema', 'server:schema.maxLength', { limit: CUSTOM_FORM_LIMITS.schemaBytes });
  if (schema.type !== 'object') throw invalidField('schema', 'server:schema.invalid');
  const json = formilyToJsonSchema(schema);
  const walk = (node: unknown, field: string) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.pattern !== undefined) assertUserPattern(n.pattern, field, 'operations:customform.errors.badPattern');
    for (const [k, child] of Object.entries((n.properties ?? {}) as Record<string, unknown>)) walk(child, k);
    if (n.items) walk(n.items, field);
  };
  walk(json, 'schema');
}

/** A schema's copy the validator compiles: the texts per language (titles, descriptions) left out, JSON Schema wants text there. */
export function validationSchema(schema: FormilySchema): FormilySchema {
  // a `properties` map's keys are field names (a field may be called `title`), not keywords
  const strip = (v: unknown, props = false): unknown => {
    if (Array.isArray(v)) return v.map((x) => strip(x));
    if (!v || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (!props && (k === 'title' || k === 'description') && typeof x !== 'string') continue;
      out[k] = strip(x, !props && k === 'properties');
    }
    return out;
  };
  return strip(schema) as FormilySchema;
}

/** The schema's fields keyed by code. */
export const fieldsByCode = (schema: FormilySchema) => new Map(schemaFields(schema).map((f) => [f.code, f]));

/**
 * Checks submitted values against a frozen version of a form (the kernel's `kernel.forms`, the version's own
 * validator, compiled once per version) and keeps only the schema's fields (a frozen version brings its fields and
 * validation schema worked out once); a problem answers the localized message naming the field by its
 * title in the request's language (`data.field` its code).
 */
export function checkSubmission(
  kernel: Kernel,
  req: FastifyRequest,
  formId: number,
  version: { versionNo: number; schema: FormilySchema; fields?: SchemaField[]; validation?: FormilySchema },
  input: Record<string, unknown>,
): Record<string, unknown> {
  const fields = version.fields ?? schemaFields(version.schema);
  const data: Record<string, unknown> = {};
  for (const f of fields) {
    const v = input[f.code];
    // an empty text of the browser's form is no answer (so `required` reads it as missing)
    if (v === undefined || v === null || v === '') continue;
    data[f.code] = v;
  }
  const form = {
    plugin: 'operations',
    name: `customform-${formId}`,
    version: version.versionNo,
    schema: version.validation ?? validationSchema(version.schema),
  };
  const p = kernel.forms.validate(form, data);
  if (!p) return data;
  const code =
    p.field
      .split('.')
      .filter((x) => !/^\d+$/.test(x))
      .shift() ?? p.field;
  const f = fields.find((x) => x.code === code);
  const label = f ? schemaText(req, f.title) || code : code;
  const worded = ['required', 'type', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'pattern', 'format', 'maxItems', 'minItems'];
  const key = worded.includes(p.keyword) ? `server:schema.${p.keyword}` : 'server:schema.invalid';
  throw new AppError(ResultCode.ERROR, key, { ...p.params, field: label }, { field: code });
}
