import type { FormilyJsonSchema } from './model.ts';

const blank = (v: unknown) => v === undefined || v === '' || v === null || (Array.isArray(v) && v.length === 0);

/** The schema with one key set, or removed when the value is blank. */
export function withKey(s: FormilyJsonSchema, key: string, value: unknown): FormilyJsonSchema {
  const out = { ...s } as Record<string, unknown>;
  if (blank(value)) delete out[key];
  else out[key] = value;
  return out as FormilyJsonSchema;
}

/** The component props of a schema. */
export const componentProps = (s: FormilyJsonSchema): Record<string, unknown> => (s['x-component-props'] ?? {}) as Record<string, unknown>;

/** The schema with one `x-component-props` key set or removed (the props object goes when it is empty). */
export function withProp(s: FormilyJsonSchema, key: string, value: unknown): FormilyJsonSchema {
  const props = withKey(componentProps(s) as FormilyJsonSchema, key, value) as Record<string, unknown>;
  return withKey(s, 'x-component-props', Object.keys(props).length ? props : undefined);
}

/** A schema's `x-validator` as a list. */
export function validatorList(s: FormilyJsonSchema): unknown[] {
  const v = s['x-validator'];
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
}

/** The schema with its validator list written back (one string stays a string, as the award schemas write it). */
export function withValidators(s: FormilyJsonSchema, list: unknown[]): FormilyJsonSchema {
  return withKey(s, 'x-validator', list.length === 1 && typeof list[0] === 'string' ? list[0] : list);
}

/** The validator formats the panel offers (kernel rules: kernel/shared/validation.ts FIELD_RULES, formats in formily-schema.ts). */
export const FORMAT_RULES = ['email', 'mobile', 'idcard', 'uscc'] as const;
export type FormatRule = (typeof FORMAT_RULES)[number];

/** Whether a validator entry is the given format rule (`'email'`, `{format:'email'}`, `{idcard:true}`…). */
export function isFormatRule(v: unknown, rule: FormatRule): boolean {
  if (typeof v === 'string') return v === rule || (rule === 'mobile' && v === 'phone');
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return o.format === rule || o[rule] === true || (rule === 'mobile' && o.format === 'phone');
}

/** The validator entry the panel writes for a format rule. */
export const formatRuleEntry = (rule: FormatRule): unknown => (rule === 'email' || rule === 'mobile' ? rule : { [rule]: true });

/** Whether a text is a valid regular expression (a pattern that is not one is refused with a message). */
export function isValidPattern(p: string): boolean {
  try {
    new RegExp(p, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Components whose options come from `enum` or a dictionary type. */
export const OPTION_COMPONENTS = new Set(['Select', 'Radio.Group', 'RadioGroup', 'Checkbox.Group', 'CheckboxGroup']);

/** A memo comparison of section props `{ node }` that looks only at the node's id and the given schema keys. */
export const sameKeys =
  (keys: readonly string[]) =>
  (a: { node: { id: string; schema: FormilyJsonSchema } }, b: { node: { id: string; schema: FormilyJsonSchema } }): boolean =>
    a.node.id === b.node.id && keys.every((k) => a.node.schema[k] === b.node.schema[k]);
