import { type SchemaNode, fieldsOf } from './form-walk.ts';

/** One data field of a form: its dotted path and its title (an i18n expression or text), tables and slots whole. */
export interface FieldPath {
  path: string;
  title?: string;
  /** a table (its rows are edited together) */
  table?: boolean;
}

/** Every data field of a resolved form schema, depth first: objects are walked, tables and leaf fields listed. */
export function fieldPaths(node: SchemaNode, prefix = ''): FieldPath[] {
  return fieldsOf(node.properties).flatMap(([name, s]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    if (s.type === 'object' && s.properties) return [{ path, title: s.title }, ...fieldPaths(s, path)];
    return [{ path, title: s.title, ...(s.type === 'array' ? { table: true } : {}) }];
  });
}

/** Whether a path names a field or section of the form, or a row or cell inside one of its tables. */
export const isFormPath = (paths: readonly FieldPath[], path: string) =>
  paths.some((p) => p.path === path || (p.table && path.startsWith(`${p.path}.`)));
