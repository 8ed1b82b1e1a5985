import type { AttachmentSlot } from '../../../shared/round.ts';

const T = /^\{\{t\('([^']+)'\)\}\}$/;

/**
 * A stored award schema ready to render: every `{{t('key')}}` text translated now (panel headers, table column
 * titles and option labels are read from the schema as they are, not compiled like field titles), and the
 * attachment-slot field given the round's slots, the application id (to open its files) and its editability.
 */
export function prepareSchema(
  schema: Record<string, any>,
  t: (key: string) => string,
  opts: { slots?: AttachmentSlot[]; applicationId?: number; disabled?: boolean },
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
    if (out['x-component'] === 'award.AttachmentSlots') {
      const props = { ...(out['x-component-props'] as Record<string, unknown>) };
      if (opts.slots?.length) props.slots = opts.slots;
      props.applicationId = opts.applicationId;
      props.disabled = opts.disabled;
      out['x-component-props'] = props;
    }
    return out;
  };
  return walk(schema) as Record<string, any>;
}
