import type { FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import { invalidField } from '#kernel/server';
import { NOT_BLANK } from '#kernel/shared';
import { ManualContent, type PageWidgetType } from '../../shared/page-widget.ts';

const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });
const checkManual = ajv.compile(ManualContent);

/** What each widget type stores in `content`, checked on the server (the console's editor is a convenience). */
const CHECKS: Record<PageWidgetType, { check: typeof checkManual; empty: unknown }> = {
  manual: { check: checkManual, empty: [] },
};

/**
 * A widget's data from its JSON text (`contentStr`), checked against its type: the normalized JSON to store, or a
 * localized refusal naming the field, and for a manual block the row and item.
 */
export function checkWidgetContent(req: FastifyRequest, type: PageWidgetType, contentStr: string | null | undefined): string {
  const spec = CHECKS[type];
  if (contentStr == null || contentStr.trim() === '') return JSON.stringify(spec.empty);
  let value: unknown;
  try {
    value = JSON.parse(contentStr);
  } catch {
    throw invalidField('contentStr', 'cms:errors.pageWidgetJson');
  }
  if (spec.check(value)) return JSON.stringify(value);
  const e = spec.check.errors?.[0];
  const parts = (e?.instancePath ?? '').split('/').filter(Boolean);
  // /<row>/items/<item>/<field>
  const [row, , item, prop] = parts;
  const field =
    e?.keyword === 'required'
      ? String(e.params.missingProperty)
      : e?.keyword === 'additionalProperties'
        ? String(e.params.additionalProperty)
        : (prop ?? (item == null ? 'items' : 'contentStr'));
  const label = req.t(`cms:fields.${field}`, { defaultValue: field });
  const known = ['required', 'type', 'minLength', 'maxLength', 'pattern', 'maxItems', 'additionalProperties'];
  // a blank text is an empty one
  const keyword = e?.keyword === 'pattern' && e.params.pattern === NOT_BLANK ? 'required' : (e?.keyword ?? '');
  const reason = req.t(known.includes(keyword) ? `server:schema.${keyword}` : 'server:schema.invalid', {
    ...e?.params,
    field: label,
  });
  if (row == null) throw invalidField('contentStr', 'cms:errors.pageWidgetContent', { reason });
  if (item == null) throw invalidField('contentStr', 'cms:errors.pageWidgetRow', { row: Number(row) + 1, reason });
  throw invalidField('contentStr', 'cms:errors.pageWidgetItem', { row: Number(row) + 1, item: Number(item) + 1, reason });
}
