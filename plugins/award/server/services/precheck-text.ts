import type { FastifyRequest } from 'fastify';
import type { CheckItem, PreCheck } from '../../shared/application.ts';

/**
 * A pre-check in the caller's language: each finding's message from its key and parameters (a field's label, an
 * attachment slot and an award type translated too); a form finding whose message does not name the field is
 * prefixed with it. Stored findings keep their keys, so a stored pre-check reads in any language later.
 */
export function localizePreCheck(req: FastifyRequest, c: PreCheck): PreCheck {
  const msg = (i: CheckItem) => {
    const params: Record<string, unknown> = { ...i.params, ...(i.params?.label ? { label: req.t(String(i.params.label)) } : {}) };
    if (typeof params.slot === 'string') params.slot = req.t(`award:slot.${params.slot}`);
    if (typeof params.type === 'string') params.type = req.t(`award:types.${params.type}`);
    const text = req.t(i.key, { ...params, field: params.label ?? i.field ?? '' });
    return { ...i, msg: i.code === 'form' && params.label && !text.includes(String(params.label)) ? `${params.label}: ${text}` : text };
  };
  return { ...c, pass: c.pass.map(msg), warn: c.warn.map(msg), fail: c.fail.map(msg) };
}
