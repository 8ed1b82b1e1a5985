import { isVoidField, type GeneralField } from '@formily/core';

/** Arco's `status` for a field's validation state (only errors and warnings are shown on inputs). */
export function statusOf(field: GeneralField | undefined): 'error' | 'warning' | undefined {
  if (!field || isVoidField(field)) return undefined;
  if (field.selfErrors.length) return 'error';
  if (field.selfWarnings.length) return 'warning';
  return undefined;
}

/** A mapProps mapper that adds `status` to an Arco input. */
export const withStatus = (props: any, field: GeneralField) => ({ ...props, status: props.status ?? statusOf(field) });

/** Reads a field's dataSource when the schema gave one; `undefined` otherwise. */
export function dataSourceOf(field: GeneralField | undefined): any[] | undefined {
  if (!field || isVoidField(field)) return undefined;
  return (field as any).dataSource?.length ? (field as any).dataSource : undefined;
}
