import type { FastifyRequest } from 'fastify';
import { dictLabelKey, type Kernel } from '#kernel/server';
import { type SchemaNode, textKeyOf } from '../../shared/form-walk.ts';

/** How the values of an award form read in one language: what the print and the export show of a field. */
export interface FormText {
  /** a schema text (`{{t('ns:key')}}` or plain) in the request language */
  text(s: unknown): string;
  /** the label of a field node (a table column's field has the column's title, see `fieldsOf`) */
  label(node: SchemaNode): string;
  /** a value as the reader sees it: option and dictionary labels, yes/no, numbers with their unit; '' when empty */
  value(node: SchemaNode, v: unknown): string;
}

/** Every dictionary a schema's fields take their values from. */
function dictTypesOf(node: SchemaNode, out = new Set<string>()): Set<string> {
  const dict = node['x-component-props']?.dictType;
  if (typeof dict === 'string') out.add(dict);
  for (const child of Object.values((node.properties ?? {}) as Record<string, SchemaNode>)) dictTypesOf(child, out);
  if (node.items && typeof node.items === 'object') dictTypesOf(node.items as SchemaNode, out);
  return out;
}

/**
 * The reading of the given award schemas in the caller's language; the labels of their dictionaries are read once
 * (an administrator's translation first, then the stored label, then the value itself).
 */
export async function formText(kernel: Kernel, req: FastifyRequest, schemas: SchemaNode[]): Promise<FormText> {
  const types = [...new Set(schemas.flatMap((s) => [...dictTypesOf(s)]))];
  const rows = types.length
    ? await kernel.db.selectFrom('sysDictData').select(['dictType', 'dictValue', 'dictLabel']).where('dictType', 'in', types).execute()
    : [];
  const dict = new Map(
    rows.map((r) => [
      `${r.dictType}\u0000${r.dictValue}`,
      kernel.messages.lookup(req.lang, dictLabelKey(r.dictType, r.dictValue)) ?? r.dictLabel,
    ]),
  );
  const text = (s: unknown) => {
    const key = textKeyOf(s);
    return key ? req.t(key) : typeof s === 'string' ? s : '';
  };
  const separator = req.t('award:app.listSeparator');

  const one = (node: SchemaNode, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '';
    const dictType = node['x-component-props']?.dictType;
    if (typeof dictType === 'string' && typeof v === 'string') return dict.get(`${dictType}\u0000${v}`) ?? v;
    const options = (node.enum ?? (node.items as SchemaNode | undefined)?.enum) as unknown[] | undefined;
    const option = options?.find((o) => (o && typeof o === 'object' ? (o as { value: unknown }).value : o) === v);
    if (option && typeof option === 'object' && 'label' in option) return text((option as { label: unknown }).label);
    if (typeof v === 'boolean') return req.t(v ? 'award:opt.yes' : 'award:opt.no');
    if (typeof v === 'number') {
      const suffix = text(node['x-component-props']?.suffix);
      return suffix ? `${v} ${suffix}` : String(v);
    }
    return typeof v === 'string' ? v : JSON.stringify(v);
  };

  return {
    text,
    label: (node) => text(node.title),
    value: (node, v) =>
      Array.isArray(v)
        ? v
            .map((x) => one(node, x))
            .filter(Boolean)
            .join(separator)
        : one(node, v),
  };
}
