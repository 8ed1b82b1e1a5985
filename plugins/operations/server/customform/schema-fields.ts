import type { FastifyRequest } from 'fastify';
import { AppError, assertUserPattern, invalidField, type Kernel } from '#kernel/server';
import { type FormilySchema, formilyToJsonSchema, ResultCode } from '#kernel/shared';
import { CUSTOM_FORM_LIMITS } from '../../shared/custom-form.ts';

/** One field of a form's schema as the desk, the export, the tag and the ex-model rows see it. */
export interface SchemaField {
  code: string;
  /** the title as written in the schema (text, `{{t('ns:key')}}`, or a text per language) */
  title: unknown;
  type: string;
  component: string;
  required: boolean;
  options: { value: string; label: string }[];
  /** the dictionary type of the options (`x-data.dictType` / `dictType` of the schema), when they come from one */
  dictType: string | null;
  description: unknown;
  maxLength?: number;
  /** a personal field the export masks (phone, id card, e-mail: its format, validator or `x-personal`) */
  personal: boolean;
}

const PERSONAL_FORMATS = new Set(['phone', 'mobile', 'email', 'idCard', 'idcard', 'id_card']);

/** The fields of a schema's top level, through `void` layout nodes, in their order. */
export function schemaFields(schema: FormilySchema): SchemaField[] {
  const out: SchemaField[] = [];
  const walk = (props: Record<string, FormilySchema> | undefined) => {
    for (const [code, s] of Object.entries(props ?? {})) {
      if (!s || typeof s !== 'object') continue;
      if (s.type === 'void') {
        walk(s.properties);
        continue;
      }
      out.push(fieldOf(code, s));
    }
  };
  walk(schema.properties);
  return out;
}

function fieldOf(code: string, s: FormilySchema): SchemaField {
  const validators = Array.isArray(s['x-validator']) ? s['x-validator'] : s['x-validator'] ? [s['x-validator']] : [];
  const formats = [s.format, ...validators.map((v) => (typeof v === 'string' ? v : v.format))].filter(Boolean) as string[];
  const list = s.enum ?? (Array.isArray(s.dataSource) ? (s.dataSource as FormilySchema['enum']) : []) ?? [];
  const data = (s['x-data'] ?? {}) as { dictType?: unknown };
  const dictType = typeof s.dictType === 'string' ? s.dictType : typeof data.dictType === 'string' ? data.dictType : null;
  return {
    code,
    title: s.title ?? code,
    type: String(s.type ?? 'string'),
    component: String(s['x-component'] ?? 'Input'),
    required: s.required === true || validators.some((v) => typeof v === 'object' && v.required === true),
    options: list.map((o) =>
      typeof o === 'object' && o !== null
        ? { value: String(o.value), label: String(o.label ?? o.value) }
        : { value: String(o), label: String(o) },
    ),
    dictType,
    description: s.description ?? null,
    maxLength: typeof s.maxLength === 'number' ? s.maxLength : undefined,
    personal: s['x-personal'] === true || formats.some((f) => PERSONAL_FORMATS.has(f)),
  };
}

/** A schema text in the request's language: plain text, `{{t('ns:key')}}`, or `{ 'zh-CN': …, en: … }`. */
export function schemaText(req: { lang: string; t: (key: string) => string }, v: unknown): string {
  if (typeof v === 'string') {
    const m = /^\{\{\s*t\(\s*['"]([^'"]+)['"]\s*\)\s*\}\}$/.exec(v.trim());
    return m ? req.t(m[1]) : v;
  }
  if (v && typeof v === 'object') {
    const r = v as Record<string, unknown>;
    const hit = r[req.lang] ?? r['zh-CN'] ?? r.en ?? Object.values(r)[0];
    return typeof hit === 'string' ? hit : '';
  }
  return '';
}

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
function validationSchema(schema: FormilySchema): FormilySchema {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (!v || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if ((k === 'title' || k === 'description') && typeof x !== 'string') continue;
      out[k] = strip(x);
    }
    return out;
  };
  return strip(schema) as FormilySchema;
}

/** The schema's fields keyed by code. */
export const fieldsByCode = (schema: FormilySchema) => new Map(schemaFields(schema).map((f) => [f.code, f]));

/**
 * Checks submitted values against a frozen version of a form (the kernel's `kernel.forms`, the version's own
 * validator) and keeps only the schema's fields; a problem answers the localized message naming the field by its
 * title in the request's language (`data.field` its code).
 */
export function checkSubmission(
  kernel: Kernel,
  req: FastifyRequest,
  formId: number,
  version: { versionNo: number; schema: FormilySchema },
  input: Record<string, unknown>,
): Record<string, unknown> {
  const fields = schemaFields(version.schema);
  const data: Record<string, unknown> = {};
  for (const f of fields) {
    const v = input[f.code];
    // an empty text of the browser's form is no answer (so `required` reads it as missing)
    if (v === undefined || v === null || v === '') continue;
    data[f.code] = v;
  }
  const form = { plugin: 'operations', name: `customform-${formId}`, version: version.versionNo, schema: validationSchema(version.schema) };
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
