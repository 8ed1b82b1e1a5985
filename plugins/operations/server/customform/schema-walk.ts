import type { FormilySchema } from '#kernel/shared';

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
