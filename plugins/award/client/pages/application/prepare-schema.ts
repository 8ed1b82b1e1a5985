import { ratio } from '../../../shared/form-walk.ts';
import type { AttachmentSlot } from '../../../shared/round.ts';
import type { ReturnedField } from '../../../shared/workflow.ts';

const T = /^\{\{t\('([^']+)'\)\}\}$/;
const SLOTS = 'award.AttachmentSlots';

/** What the award schemas' expressions use besides `t` (computed ratios). */
export const FORM_SCOPE = { $ratio: ratio };

type Node = Record<string, any>;

/**
 * A returned application's schema (awards.md §6.2 "only returned sections"): every field outside the returned
 * paths set to `readPretty`; a returned group or table stays editable whole, an attachment component only for the
 * returned slots. The server refuses changes outside them all the same.
 */
export function lockOutside(schema: Node, fields: readonly ReturnedField[]): Node {
  const returned = fields.map((f) => f.path);
  const inside = (p: string) => returned.some((r) => p === r || p.startsWith(`${r}.`));
  // a returned field shows the reviewer's comment under it
  const marked = (p: string, child: Node): Node => {
    const comment = fields.find((f) => f.path === p)?.comment;
    return comment && child['x-decorator'] ? { ...child, 'x-decorator-props': { ...child['x-decorator-props'], extra: comment } } : child;
  };
  const holds = (p: string) => returned.some((r) => r.startsWith(`${p}.`));
  const lock = (node: Node, path: string): Node => {
    if (!node.properties) return node;
    const properties: Record<string, Node> = {};
    for (const [name, child] of Object.entries(node.properties as Record<string, Node>)) {
      const p = child.type === 'void' ? path : path ? `${path}.${name}` : name;
      if (child.type === 'void') properties[name] = lock(child, p);
      else if (inside(p)) properties[name] = marked(p, child);
      else if (holds(p) && child['x-component'] === SLOTS) {
        const slots = returned.filter((r) => r.startsWith(`${p}.`)).map((r) => r.slice(p.length + 1).split('.')[0]);
        properties[name] = { ...child, 'x-component-props': { ...child['x-component-props'], editableSlots: slots } };
      } else if (holds(p) && child.type === 'object') properties[name] = lock(child, p);
      // a table with returned rows or cells stays editable whole
      else if (holds(p)) properties[name] = child;
      else
        properties[name] =
          child['x-component'] === SLOTS
            ? { ...child, 'x-component-props': { ...child['x-component-props'], disabled: true } }
            : { ...child, 'x-pattern': 'readPretty' };
    }
    return { ...node, properties };
  };
  return lock(schema, '');
}

/**
 * A stored award schema ready to render: every `{{t('key')}}` text translated now (panel headers, table column
 * titles and option labels are read from the schema as they are, not compiled like field titles), and the
 * attachment-slot field given the round's slots, the application id (to open its files) and its editability; a
 * returned application's fields outside `returned` locked.
 */
export function prepareSchema(
  schema: Record<string, any>,
  t: (key: string) => string,
  opts: { slots?: AttachmentSlot[]; applicationId?: number; disabled?: boolean; returned?: readonly ReturnedField[] },
): Record<string, any> {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const m = T.exec(node);
      return m ? t(m[1]) : node;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === 'x-reactions' ? v : walk(v);
    if (out['x-component'] === SLOTS) {
      const props = { ...(out['x-component-props'] as Record<string, unknown>) };
      if (opts.slots?.length) props.slots = opts.slots;
      props.applicationId = opts.applicationId;
      props.disabled = opts.disabled || props.disabled === true;
      out['x-component-props'] = props;
    }
    return out;
  };
  return walk(opts.returned?.length ? lockOutside(schema, opts.returned) : schema) as Record<string, any>;
}
