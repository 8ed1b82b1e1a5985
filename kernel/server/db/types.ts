/**
 * The database interface for the typed query layer (kysely). Each plugin adds its tables by
 * declaration merging: `declare module '#kernel/server' { interface Database { ... } }` (the barrel re-exports it).
 * Column names are camelCase here and snake_case in SQL (CamelCasePlugin).
 */
// biome-ignore lint/suspicious/noEmptyInterface: tables are added by declaration merging, one module each
export interface Database {}
