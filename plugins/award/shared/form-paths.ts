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

/** One step of a data path through a form: a field (its title expression, if any) or a table row (0-based). */
export type PathStep = { name: string; title?: string; node?: SchemaNode } | { row: number };

/**
 * The steps of a data path through a resolved form schema (`units.0.unitName` → the table, its first row, the cell's
 * column title), for showing a path by its labels; steps past what the schema knows keep their names only.
 */
export function pathSteps(schema: SchemaNode, path: string): PathStep[] {
  let node: SchemaNode | undefined = schema;
  return path.split('.').map((name) => {
    if (node?.type === 'array' && /^\d+$/.test(name)) {
      node = node.items as SchemaNode | undefined;
      return { row: Number(name) };
    }
    const found = fieldsOf(node?.properties).find(([n]) => n === name)?.[1];
    node = found;
    return { name, ...(found?.title ? { title: found.title as string } : {}), ...(found ? { node: found } : {}) };
  });
}
