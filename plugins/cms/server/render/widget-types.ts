import type { PageWidgetTypeSpec } from '#kernel/server';

/**
 * The page widget types other plugins contribute (the kernel's `PAGE_WIDGET_HOST`, registered at their init on
 * the main thread, where widgets are published and previewed). A render thread has none: a template's
 * `cms_pagewidget_data` of such a widget sees its stored content there.
 */
const contributed = new Map<string, PageWidgetTypeSpec>();

/** the type's contribution, if a running plugin made one */
export const widgetTypeOf = (type: string): PageWidgetTypeSpec | undefined => contributed.get(type);

/** the contributed types, in the order they came */
export const contributedTypes = (): PageWidgetTypeSpec[] => [...contributed.values()];

/** adds a type (a built-in one, or a type registered twice, refuses) */
export function registerWidgetType(spec: PageWidgetTypeSpec, builtIn: readonly string[]): void {
  if (!/^[a-z][a-z0-9_]{0,31}$/.test(spec.type)) throw new Error(`page widget type name not allowed: ${spec.type}`);
  if (builtIn.includes(spec.type) || contributed.has(spec.type)) throw new Error(`page widget type registered twice: ${spec.type}`);
  contributed.set(spec.type, spec);
}
