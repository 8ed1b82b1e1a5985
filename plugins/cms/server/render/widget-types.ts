import type { PageWidgetTypeSpec } from '#kernel/server';

/** What names one running product: its database (a main-thread kernel and the render data made from it share it). */
type Owner = { db: object };

/**
 * The page widget types other plugins contribute (the kernel's `PAGE_WIDGET_HOST`, registered at their init on
 * the main thread, where widgets are published and previewed), per running product: several apps in one process
 * (tests, two instances) each keep their own. A render thread has none and needs none: what a widget's template
 * sees as `Data` comes from its plugin's tag module (tag-modules.ts), loaded in every thread.
 */
const contributed = new WeakMap<object, Map<string, PageWidgetTypeSpec>>();

const typesOf = (owner: Owner) => {
  let types = contributed.get(owner.db);
  if (!types) contributed.set(owner.db, (types = new Map()));
  return types;
};

/** the type's contribution, if a running plugin made one */
export const widgetTypeOf = (owner: Owner, type: string): PageWidgetTypeSpec | undefined => contributed.get(owner.db)?.get(type);

/** adds a type (a built-in one, or a type registered twice, refuses) */
export function registerWidgetType(owner: Owner, spec: PageWidgetTypeSpec, builtIn: readonly string[]): void {
  if (!/^[a-z][a-z0-9_]{0,31}$/.test(spec.type)) throw new Error(`page widget type name not allowed: ${spec.type}`);
  const types = typesOf(owner);
  if (builtIn.includes(spec.type) || types.has(spec.type)) throw new Error(`page widget type registered twice: ${spec.type}`);
  types.set(spec.type, spec);
}
