import { FIELD_RULES, isBlank, patterns } from '#kernel/shared';

/** A Formily schema node as the award forms write it (resolved: no `$fragment` left). */
export type SchemaNode = Record<string, any>;

/** One refused field: its dotted data path, the i18n key of its label, the message key and its parameters. */
export interface FormProblem {
  field: string;
  label?: string;
  key: string;
  params?: Record<string, unknown>;
}

/** A dictionary-backed value the caller must check against the dictionary. */
export interface DictValue {
  field: string;
  label?: string;
  dictType: string;
  value: string;
}

export interface WalkResult {
  problems: FormProblem[];
  dictValues: DictValue[];
}

/**
 * The reaction expressions the award schemas may use, so the server evaluates exactly what the console does:
 * visibility `{{$deps[0] === <json>}}` / `!==`, and computed ratios `{{$ratio($deps[0], $deps[1], k)}}`.
 */
const VISIBLE = /^\{\{\s*\$deps\[0\]\s*(===|!==)\s*(.+?)\s*\}\}$/;
const RATIO = /^\{\{\s*\$ratio\(\s*\$deps\[0\]\s*,\s*\$deps\[1\]\s*,\s*(\d+)\s*\)\s*\}\}$/;
const LABEL = /^\{\{t\('([^']+)'\)\}\}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The i18n key of a schema text written `{{t('ns:key')}}` (titles, headers, option labels), or undefined for plain text. */
export const textKeyOf = (text: unknown): string | undefined => (typeof text === 'string' ? LABEL.exec(text)?.[1] : undefined);

const literal = (s: string): unknown => JSON.parse(s.replace(/^'(.*)'$/, (_m, x: string) => JSON.stringify(x)));

/** `a / b × k`, rounded to 2 decimals; null when either is missing or b is 0 (the console's `$ratio`). */
export function ratio(a: unknown, b: unknown, k: number): number | null {
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return Math.round((a / b) * k * 100) / 100;
}

/** The value a reaction dependency names: `.name` a sibling in `holder`, otherwise a dotted path from the data root. */
export const dependencyValue = (d: string, holder: Record<string, unknown>, data: Record<string, unknown>): unknown =>
  d.startsWith('.') ? holder[d.slice(1)] : d.split('.').reduce<any>((o, k) => (o == null ? undefined : o[k]), data);

/** Whether a node's visibility reaction shows it for these values (a node without one is shown). */
export function shownBy(reaction: Reaction | null, holder: Record<string, unknown>, data: Record<string, unknown>): boolean {
  if (!reaction?.visible) return true;
  const v = dependencyValue(reaction.dependencies[0], holder, data);
  return reaction.visible.op === '===' ? v === reaction.visible.value : v !== reaction.visible.value;
}

interface Reaction {
  dependencies: string[];
  visible?: { op: '===' | '!=='; value: unknown };
  ratio?: number;
}

/** The reaction of a node in the supported forms, or null; throws on an expression the server cannot follow. */
export function reactionOf(node: SchemaNode): Reaction | null {
  const r = node['x-reactions'];
  if (!r) return null;
  if (Array.isArray(r) || typeof r !== 'object') throw new Error('x-reactions: one reaction object expected');
  const state = r.fulfill?.state ?? {};
  const out: Reaction = { dependencies: r.dependencies ?? [] };
  for (const [k, v] of Object.entries(state)) {
    const m = typeof v === 'string' ? (k === 'visible' ? VISIBLE.exec(v) : k === 'value' ? RATIO.exec(v) : null) : null;
    if (!m) throw new Error(`x-reactions: unsupported ${k} expression ${String(v)}`);
    if (k === 'visible') out.visible = { op: m[1] as '===' | '!==', value: literal(m[2]) };
    else out.ratio = Number(m[1]);
  }
  return out;
}

/**
 * The fields of an object node, `void` layout nodes (panels, grids, table columns) flattened away; a field in a
 * table column without a title of its own takes the column's.
 */
export function fieldsOf(props: Record<string, SchemaNode> | undefined, title?: string): [string, SchemaNode][] {
  return Object.entries(props ?? {}).flatMap(([name, s]) =>
    s.type === 'void'
      ? fieldsOf(s.properties, s['x-component'] === 'ArrayTable.Column' ? s['x-component-props']?.title : title)
      : [[name, s.title || !title ? s : { ...s, title }] as [string, SchemaNode]],
  );
}

const decimals = (n: number) => {
  const s = String(n);
  const e = /e-(\d+)$/.exec(s);
  if (e) return Number(e[1]);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
};

const enumValues = (e: unknown[]) => e.map((x) => (x && typeof x === 'object' ? (x as { value: unknown }).value : x));

/**
 * Walks a resolved award schema over submitted data the way the console renders it: fields hidden by their
 * reaction and keys the schema does not know are dropped from the data, computed ratios are recomputed (the client's value is never trusted),
 * and every visible field is checked — required, type, lengths, ranges, decimals, enums, date shape and the
 * kernel's FIELD_RULES named in `x-validator` (credit code, ID card, mobile, money, area, date order…).
 * Dictionary values are returned for the caller to check. `data` is modified in place.
 */
export function walkForm(schema: SchemaNode, data: Record<string, unknown>, today: string): WalkResult {
  const problems: FormProblem[] = [];
  const dictValues: DictValue[] = [];
  const dep = (d: string, holder: Record<string, unknown>) => dependencyValue(d, holder, data);

  const labelOf = (node: SchemaNode) => textKeyOf(node.title);
  const problem = (field: string, node: SchemaNode, key: string, params?: Record<string, unknown>) =>
    problems.push({ field, label: labelOf(node), key, ...(params ? { params } : {}) });

  const walkObject = (props: Record<string, SchemaNode> | undefined, holder: Record<string, unknown>, base: string) => {
    const fields = fieldsOf(props);
    // what the form does not hold is not kept
    const known = new Set(fields.map(([name]) => name));
    for (const k of Object.keys(holder)) if (!known.has(k)) delete holder[k];
    for (const [name, child] of fields) walk(child, holder, name, base ? `${base}.${name}` : name);
  };

  const checkLeaf = (node: SchemaNode, value: unknown, path: string, holder: Record<string, unknown>) => {
    const type = node.type ?? 'string';
    if (type === 'string' && typeof value !== 'string') return problem(path, node, 'server:schema.type');
    if (type === 'number' && (typeof value !== 'number' || !Number.isFinite(value))) return problem(path, node, 'server:schema.type');
    if (type === 'boolean' && typeof value !== 'boolean') return problem(path, node, 'server:schema.type');
    if (node.enum && !enumValues(node.enum).includes(value)) return problem(path, node, 'server:schema.enum');
    if (typeof value === 'string') {
      if (node.maxLength !== undefined && value.length > node.maxLength)
        return problem(path, node, 'server:schema.maxLength', { limit: node.maxLength });
      if (node.minLength !== undefined && value.length < node.minLength)
        return problem(path, node, 'server:schema.minLength', { limit: node.minLength });
      if (node.pattern && !new RegExp(node.pattern).test(value)) return problem(path, node, 'server:schema.pattern');
      if (node.format === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
        return problem(path, node, 'server:schema.format');
      const dict = node['x-component-props']?.dictType;
      if (dict) dictValues.push({ field: path, label: labelOf(node), dictType: dict, value });
    }
    if (typeof value === 'number') {
      if (node.minimum !== undefined && value < node.minimum) return problem(path, node, 'server:schema.minimum', { limit: node.minimum });
      if (node.maximum !== undefined && value > node.maximum) return problem(path, node, 'server:schema.maximum', { limit: node.maximum });
      const precision = node['x-component-props']?.precision;
      if (typeof precision === 'number' && decimals(value) > precision)
        return problem(path, node, 'award:errors.decimals', { limit: precision });
    }
    const validators = node['x-validator'];
    for (const v of Array.isArray(validators) ? validators : validators ? [validators] : []) {
      const named: [string, unknown][] = typeof v === 'string' ? [[v, true]] : Object.entries(v);
      for (const [rule, arg] of named) {
        if (rule === 'message' || rule === 'required' || rule === 'triggerType') continue;
        if (rule === 'email') {
          if (!patterns.email.test(String(value))) return problem(path, node, 'common:validation.email');
          continue;
        }
        const check = FIELD_RULES[rule];
        if (!check) throw new Error(`${path}: unknown rule ${rule}`);
        if (!check(value, { arg, today, sibling: (n) => holder[n] })) return problem(path, node, `common:validation.${rule}`);
      }
    }
  };

  function walk(node: SchemaNode, holder: Record<string, unknown>, name: string, path: string): void {
    const reaction = reactionOf(node);
    if (!shownBy(reaction, holder, data)) {
      delete holder[name];
      return;
    }
    if (reaction?.ratio !== undefined) {
      const [a, b] = reaction.dependencies.map((d) => dep(d, holder));
      const v = ratio(a, b, reaction.ratio);
      if (v === null) delete holder[name];
      else holder[name] = v;
      return;
    }
    const value = holder[name];
    const blank = isBlank(value) || (Array.isArray(value) && value.length === 0);
    const required =
      node.required === true ||
      (Array.isArray(node['x-validator']) && node['x-validator'].some((v: any) => v && typeof v === 'object' && v.required));
    if (node.type === 'object') {
      if (value != null && (typeof value !== 'object' || Array.isArray(value))) return void problem(path, node, 'server:schema.type');
      // a custom component (the attachment slots) owns its value; the caller checks it
      if (node['x-component'] && node['x-component'] !== 'FormLayout') return;
      const obj = (value ?? {}) as Record<string, unknown>;
      walkObject(node.properties, obj, path);
      if (value == null && Object.keys(obj).length) holder[name] = obj;
      return;
    }
    if (blank) {
      if (required) problem(path, node, 'common:validation.required');
      else if (node.type === 'array' && node.minItems && value != null)
        problem(path, node, 'server:schema.minItems', { limit: node.minItems });
      return;
    }
    if (node.type === 'array') {
      if (!Array.isArray(value)) return void problem(path, node, 'server:schema.type');
      if (node.maxItems !== undefined && value.length > node.maxItems)
        return void problem(path, node, 'server:schema.maxItems', { limit: node.maxItems });
      // too few rows is a problem of the table; its rows are still checked (and their ratios computed)
      if (node.minItems !== undefined && value.length < node.minItems)
        problem(path, node, 'server:schema.minItems', { limit: node.minItems });
      const items = node.items as SchemaNode | undefined;
      if (items?.type === 'object') {
        value.forEach((row, i) => {
          if (!row || typeof row !== 'object' || Array.isArray(row)) return void problem(`${path}.${i}`, node, 'server:schema.type');
          walkObject(items.properties, row as Record<string, unknown>, `${path}.${i}`);
        });
      } else {
        const allowed = node.enum ? enumValues(node.enum) : items?.enum ? enumValues(items.enum) : null;
        const dict = node['x-component-props']?.dictType;
        for (const v of value) {
          if (typeof v !== 'string') return void problem(path, node, 'server:schema.type');
          if (allowed && !allowed.includes(v)) return void problem(path, node, 'server:schema.enum');
          if (dict) dictValues.push({ field: path, label: labelOf(node), dictType: dict, value: v });
        }
      }
      return;
    }
    checkLeaf(node, value, path, holder);
  }

  walkObject(schema.properties, data, '');
  return { problems, dictValues };
}

/** Every `x-reactions` of a schema in a supported form (thrown otherwise): checked once when a schema loads. */
export function assertReactionsSupported(node: SchemaNode, path = ''): void {
  reactionOf(node);
  for (const [k, child] of Object.entries(node.properties ?? {})) assertReactionsSupported(child as SchemaNode, `${path}.${k}`);
  if (node.items && typeof node.items === 'object') assertReactionsSupported(node.items as SchemaNode, `${path}[]`);
}
