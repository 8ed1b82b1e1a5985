import type { FormilyJsonSchema } from './model.ts';

/** A visibility rule: shown only when another field has a value, or has one given value. */
export interface VisibleWhen {
  field: string;
  /** undefined: any value */
  equals?: string;
}

/** The linkages the panel edits; other reactions of the schema are kept as they are. */
export interface Linkage {
  visible?: VisibleWhen;
  /** the field whose value this one copies */
  valueFrom?: string;
  other: unknown[];
}

const FILLED = '{{$deps[0] !== undefined && $deps[0] !== null && $deps[0] !== "" && !(Array.isArray($deps[0]) && !$deps[0].length)}}';
const EQUALS = /^\{\{\$deps\[0\] === ("(?:[^"\\]|\\.)*")\}\}$/;
const COPY = '{{$deps[0]}}';

type Reaction = { dependencies?: unknown; fulfill?: { state?: Record<string, unknown> } };

const single = (r: Reaction, key: string): string | undefined => {
  const deps = r.dependencies;
  const state = r.fulfill?.state;
  if (!Array.isArray(deps) || deps.length !== 1 || typeof deps[0] !== 'string' || !state) return undefined;
  if (Object.keys(r).some((k) => k !== 'dependencies' && k !== 'fulfill') || Object.keys(r.fulfill ?? {}).length !== 1) return undefined;
  if (Object.keys(state).length !== 1 || typeof state[key] !== 'string') return undefined;
  return deps[0];
};

/** Reads the `x-reactions` of a schema into the linkages the panel knows. */
export function parseLinkage(s: FormilyJsonSchema): Linkage {
  const raw = s['x-reactions'];
  const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) as Reaction[];
  const out: Linkage = { other: [] };
  for (const r of list) {
    const vis = typeof r === 'object' && r ? single(r, 'visible') : undefined;
    const copy = typeof r === 'object' && r ? single(r, 'value') : undefined;
    const expr = vis ? String(r.fulfill?.state?.visible) : copy ? String(r.fulfill?.state?.value) : '';
    if (vis && !out.visible && expr === FILLED) out.visible = { field: vis };
    else if (vis && !out.visible && EQUALS.test(expr)) out.visible = { field: vis, equals: JSON.parse(EQUALS.exec(expr)?.[1] ?? '""') };
    else if (copy && !out.valueFrom && expr === COPY) out.valueFrom = copy;
    else out.other.push(r);
  }
  return out;
}

/** The `x-reactions` of a linkage (undefined when there is none): Formily reactions on the dependency's value. */
export function linkageReactions(l: Linkage): unknown {
  const list: unknown[] = [...l.other];
  if (l.visible?.field)
    list.push({
      dependencies: [l.visible.field],
      fulfill: { state: { visible: l.visible.equals === undefined ? FILLED : `{{$deps[0] === ${JSON.stringify(l.visible.equals)}}}` } },
    });
  if (l.valueFrom) list.push({ dependencies: [l.valueFrom], fulfill: { state: { value: COPY } } });
  return list.length === 0 ? undefined : list.length === 1 ? list[0] : list;
}
