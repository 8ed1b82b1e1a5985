import type { SchemaField } from './schema-fields.ts';

/**
 * The values of a submission: a JSON client's `data`, or the fields of a browser's encoded form at the top of the
 * body (all text): those are turned into the schema's types (numbers, yes/no, lists split at commas).
 */
export function formValues(fields: SchemaField[], body: Record<string, unknown>): Record<string, unknown> {
  if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) return body.data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    // a browser's check boxes: one `code[value]` field each
    const boxes = Object.keys(body).filter((k) => k.startsWith(`${f.code}[`) && k.endsWith(']'));
    if (boxes.length) {
      out[f.code] = boxes.map((k) => String(body[k]));
      continue;
    }
    const v = body[f.code];
    if (typeof v !== 'string') {
      if (v !== undefined) out[f.code] = v;
      continue;
    }
    if (v === '') continue;
    if (f.type === 'number') out[f.code] = Number.isFinite(Number(v)) ? Number(v) : v;
    else if (f.type === 'boolean') out[f.code] = v === 'true' || v === 'on' || v === '1';
    else if (f.type === 'array')
      out[f.code] = v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    else out[f.code] = v;
  }
  return out;
}
