/** The visual form designer (issue 33) and its pure parts (model, tree operations), reused by plugins. */
export { FormDesigner } from './LazyFormDesigner.tsx';
export type { FormDesignerProps } from './FormDesigner.tsx';
export { exportSchema, importSchema, emptySchema, type DesignModel, type DesignNode, type FormilyJsonSchema } from './model.ts';
export { PALETTE, type PaletteEntry } from './palette.ts';
export { schemaFormSnippet } from './snippet.ts';
export { downloadSchema, parseSchemaText } from './schema-file.ts';
