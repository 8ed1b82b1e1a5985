import fs from 'node:fs';
import path from 'node:path';
import { fail, type FormVersion, type Kernel } from '#kernel/server';
import { type SchemaNode, assertReactionsSupported } from '../../shared/form-walk.ts';

/** One version of an award form with its fragments resolved: what the console renders and the server checks. */
export interface AwardForm {
  type: string;
  version: number;
  schema: SchemaNode;
}

const FRAGMENT_DIR = path.join('schemas', 'award', 'fragments');
const FRAGMENT_FILE = /^([a-z][A-Za-z0-9-]*\.v\d+)\.json$/;

let fragments: Map<string, SchemaNode> | null = null;
// per registry entry: each kernel has its own registry, each version file its entry
const resolved = new WeakMap<FormVersion, AwardForm>();

/** The shared blocks (`schemas/award/fragments/<name>.v<N>.json`), read once; versioned like the forms. */
function fragmentsOf(): Map<string, SchemaNode> {
  if (fragments) return fragments;
  const out = new Map<string, SchemaNode>();
  const dir = path.resolve(FRAGMENT_DIR);
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const m = FRAGMENT_FILE.exec(file);
    if (m) out.set(m[1], JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SchemaNode);
  }
  fragments = out;
  return out;
}

/** Where a named property sits in a node tree (depth first, through layout nodes and table rows). */
function findProperty(node: SchemaNode, name: string): Record<string, SchemaNode> | null {
  const props = node.properties as Record<string, SchemaNode> | undefined;
  if (props && name in props) return props;
  for (const child of [...Object.values(props ?? {}), ...(node.items ? [node.items as SchemaNode] : [])]) {
    const found = findProperty(child, name);
    if (found) return found;
  }
  return null;
}

/**
 * Replaces every `{"$fragment": "<name>.v<N>", "$patch": {...}, ...keys}` node by a copy of the fragment: `$patch`
 * changes named properties inside it (an object is merged into the property, null removes it) and the node's other
 * keys override the fragment's own. Fragments may reference fragments.
 */
export function resolveFragments(node: SchemaNode, trail: string[] = []): SchemaNode {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  let out: SchemaNode = node;
  if (typeof node.$fragment === 'string') {
    const name = node.$fragment as string;
    if (trail.includes(name)) throw new Error(`award form fragment cycle: ${[...trail, name].join(' → ')}`);
    const base = fragmentsOf().get(name);
    if (!base) throw new Error(`award form fragment "${name}" does not exist`);
    const { $fragment: _f, $patch, ...rest } = node;
    out = { ...structuredClone(resolveFragments(base, [...trail, name])), ...rest };
    for (const [prop, change] of Object.entries(($patch ?? {}) as Record<string, SchemaNode | null>)) {
      const holder = findProperty(out, prop);
      if (!holder) throw new Error(`award form fragment "${name}" has no property "${prop}" to patch`);
      if (change === null) delete holder[prop];
      else holder[prop] = { ...holder[prop], ...change };
    }
  }
  const copy: SchemaNode = { ...out };
  if (out.properties)
    copy.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, SchemaNode>).map(([k, v]) => [k, resolveFragments(v, trail)]),
    );
  if (out.items && typeof out.items === 'object') copy.items = resolveFragments(out.items as SchemaNode, trail);
  return copy;
}

/**
 * An award form: the current (highest) version of `schemas/award/<type>.v<N>.json` or the one asked for, with its
 * fragments resolved and its reactions checked, once per version; undefined when there is no such version.
 */
export function awardForm(kernel: Kernel, type: string, version?: number): AwardForm | undefined {
  const v = kernel.forms.get('award', type, version);
  if (!v || type === 'registration') return undefined;
  let form = resolved.get(v);
  if (!form) {
    const schema = resolveFragments(v.schema as SchemaNode);
    assertReactionsSupported(schema);
    form = { type, version: v.version, schema };
    resolved.set(v, form);
  }
  return form;
}

/** The form an application was filled with; refused when that version is not shipped. */
export function requiredAwardForm(kernel: Kernel, type: string, version: number): AwardForm {
  const f = awardForm(kernel, type, version);
  if (!f) throw fail('award:errors.noSchema', { type, version });
  return f;
}
