import type { FormilyJsonSchema } from './model.ts';

/** Largest schema file the designer imports (a form of several hundred fields is far below). */
export const SCHEMA_FILE_MAX = 2 * 1024 * 1024;

/** A schema from JSON text, or the i18n key of why it is not one. */
export function parseSchemaText(text: string): FormilyJsonSchema | string {
  if (text.length > SCHEMA_FILE_MAX) return 'widgets:designer.file.tooLarge';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'widgets:designer.file.notJson';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'widgets:designer.file.notSchema';
  const s = value as Record<string, unknown>;
  if (s.type !== 'object' && s.type !== 'void') return 'widgets:designer.file.notSchema';
  if (s.properties !== undefined && (typeof s.properties !== 'object' || s.properties === null || Array.isArray(s.properties)))
    return 'widgets:designer.file.notSchema';
  return s as FormilyJsonSchema;
}

/** Saves the schema as a `.json` file in the browser. */
export function downloadSchema(schema: FormilyJsonSchema, fileName = 'form-schema.json'): void {
  const blob = new Blob([`${JSON.stringify(schema, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
