import type { Db, PageWidgetTypeSpec } from '#kernel/server';

/**
 * The page widget types other plugins contribute (the kernel's `PAGE_WIDGET_HOST`, registered at their init on
 * the main thread, where widgets are published and previewed), per app (by its database handle: several apps of
 * one process, as in tests, keep their own). A render thread has none: a template's `cms_pagewidget_data` of
 * such a widget sees its stored content there.
 */
const contributed = new WeakMap<object, Map<string, PageWidgetTypeSpec>>();

/** the type's contribution, if a running plugin of this app made one */
export const widgetTypeOf = (db: Db, type: string): PageWidgetTypeSpec | undefined => contributed.get(db)?.get(type);

/** adds a type (a built-in one, or a type registered twice, refuses) */
export function registerWidgetType(db: Db, spec: PageWidgetTypeSpec, builtIn: readonly string[]): void {
  if (!/^[a-z][a-z0-9_]{0,31}$/.test(spec.type)) throw new Error(`page widget type name not allowed: ${spec.type}`);
  let types = contributed.get(db);
  if (!types) contributed.set(db, (types = new Map()));
  if (builtIn.includes(spec.type) || types.has(spec.type)) throw new Error(`page widget type registered twice: ${spec.type}`);
  types.set(spec.type, spec);
}
