import { patterns } from './validation.ts';

/** The part of a Formily JSON schema (ISchema) the conversion reads; everything else (x-component, x-reactions…) is UI. */
export interface FormilySchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'void' | 'date' | 'datetime' | string;
  title?: string;
  required?: boolean | string[];
  enum?: (string | number | boolean | { value: string | number | boolean; label?: string })[];
  properties?: Record<string, FormilySchema>;
  items?: FormilySchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  'x-validator'?: FormilyValidator | FormilyValidator[];
  [key: string]: unknown;
}

/** A Formily validator: a format name or an object of rules. */
export type FormilyValidator =
  | string
  | {
      format?: string;
      pattern?: string;
      required?: boolean;
      min?: number;
      max?: number;
      minimum?: number;
      maximum?: number;
      minLength?: number;
      maxLength?: number;
      len?: number;
      [key: string]: unknown;
    };

/** A plain JSON Schema (draft-07 subset) the server validates with. */
export type JsonSchema = Record<string, unknown>;

/**
 * Formats the console's validators know, as patterns the server checks the same way. Plugins with their own
 * formats (credit code, ID card…) register them with `registerFormat`, once, on both sides.
 */
const FORMATS: Record<string, string> = {
  email: patterns.email.source,
  phone: patterns.mobile.source,
  mobile: patterns.mobile.source,
  url: patterns.url.source,
  integer: '^-?\\d+$',
  number: '^-?\\d+(\\.\\d+)?$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  datetime: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  time: '^\\d{2}:\\d{2}(:\\d{2})?$',
};

/** Adds a named format (a pattern) both the console and the server check. */
export function registerFormat(name: string, pattern: string): void {
  if (FORMATS[name] && FORMATS[name] !== pattern) throw new Error(`format "${name}" is already registered`);
  FORMATS[name] = pattern;
}

const enumValue = (e: NonNullable<FormilySchema['enum']>[number]) => (typeof e === 'object' && e !== null ? e.value : e);

function applyValidator(out: JsonSchema, v: FormilyValidator, markRequired: () => void): void {
  if (typeof v === 'string') {
    if (v === 'required') markRequired();
    else if (FORMATS[v]) out.pattern = FORMATS[v];
    return;
  }
  if (v.required) markRequired();
  if (v.format && FORMATS[v.format]) out.pattern = FORMATS[v.format];
  if (typeof v.pattern === 'string') out.pattern = v.pattern;
  const numeric = out.type === 'number' || out.type === 'integer';
  const min = v.minimum ?? v.min;
  const max = v.maximum ?? v.max;
  if (min !== undefined) out[numeric ? 'minimum' : out.type === 'array' ? 'minItems' : 'minLength'] = min;
  if (max !== undefined) out[numeric ? 'maximum' : out.type === 'array' ? 'maxItems' : 'maxLength'] = max;
  if (v.minLength !== undefined) out.minLength = v.minLength;
  if (v.maxLength !== undefined) out.maxLength = v.maxLength;
  if (v.len !== undefined) out.minLength = out.maxLength = v.len;
}

/** The fields of an object schema, with `void` containers (cards, collapses, steps, grids) flattened away. */
function fieldsOf(props: Record<string, FormilySchema> | undefined): [string, FormilySchema][] {
  return Object.entries(props ?? {}).flatMap(([name, s]) =>
    s.type === 'void' ? fieldsOf(s.properties) : [[name, s] as [string, FormilySchema]],
  );
}

/**
 * Converts a Formily JSON schema into the JSON Schema the server validates a submitted form with: types,
 * required (field flags and lists), enums (their values), ranges and lengths, patterns, the known formats of
 * `x-validator`, arrays and nested objects; `void` layout nodes disappear and their fields join the parent.
 */
export function formilyToJsonSchema(schema: FormilySchema): JsonSchema {
  return convert(schema, () => {});
}

function convert(s: FormilySchema, markRequired: () => void): JsonSchema {
  const out: JsonSchema = {};
  if (s.title) out.title = s.title;
  switch (s.type) {
    case 'object':
    case 'void': {
      out.type = 'object';
      const required = new Set<string>(Array.isArray(s.required) ? s.required : []);
      const properties: Record<string, JsonSchema> = {};
      for (const [name, child] of fieldsOf(s.properties)) {
        properties[name] = convert(child, () => required.add(name));
        if (child.required === true) required.add(name);
      }
      out.properties = properties;
      if (required.size) out.required = [...required];
      break;
    }
    case 'array':
      out.type = 'array';
      if (s.items) out.items = convert(s.items, () => {});
      break;
    case 'number':
      out.type = 'number';
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
    case 'datetime':
      out.type = 'string';
      out.pattern = FORMATS[s.type];
      break;
    default:
      // Formily treats an absent type as string
      if (s.type === undefined || s.type === 'string') out.type = 'string';
  }
  // a check-box group (an array with the options' enum): each chosen value is one of the options
  if (s.enum && out.type === 'array') out.items = { ...((out.items as JsonSchema | undefined) ?? {}), enum: s.enum.map(enumValue) };
  else if (s.enum) out.enum = s.enum.map(enumValue);
  for (const k of [
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'pattern',
  ] as const)
    if (s[k] !== undefined) out[k] = s[k];
  if (s.format && FORMATS[s.format]) out.pattern = FORMATS[s.format];
  const validators = s['x-validator'];
  for (const v of Array.isArray(validators) ? validators : validators ? [validators] : []) applyValidator(out, v, markRequired);
  return out;
}
