import type { FastifyRequest } from 'fastify';
import type { XlsxColumn } from './xlsx.ts';

/** A field of an export: its name, or its name and the i18n prefix its coded values are translated under. */
export type ExportField = string | readonly [field: string, valuesUnder: string];

/**
 * The columns of a list's export, one per field in order: the header is the field's label `<labels>.<field>`
 * in the caller's language, the value the row's field, or for a coded field its translation `<valuesUnder>.<value>`.
 */
export function fieldColumns<Row extends Record<string, any>>(labels: string, fields: readonly ExportField[]) {
  return ({ t }: FastifyRequest): XlsxColumn<Row>[] =>
    fields.map((f) => {
      const [field, under] = typeof f === 'string' ? [f, undefined] : f;
      return { header: t(`${labels}.${field}`), value: under ? (r: Row) => t(`${under}.${r[field]}`) : (r: Row) => r[field] };
    });
}
