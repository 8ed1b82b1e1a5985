import type { TemplateDynamicPageType, TemplateTagModule, TemplateWidgetType } from '#kernel/server';

/**
 * The template-tag modules other plugins register (kernel/server/template-tags.ts): which files a kernel's renders
 * load, and each file loaded once per thread. A plugin registers a module file on the main thread
 * (CMS_HOST.registerTagModule); the render workers get the list with each task.
 */

/** the module files registered for a kernel (main thread: the Kernel; a render worker: its own render kernel) */
const registered = new WeakMap<object, string[]>();

export function registerTagModule(kernel: object, url: string): void {
  const list = registered.get(kernel) ?? [];
  if (!list.includes(url)) registered.set(kernel, [...list, url]);
}

/** the module files of a kernel's renders, in registration order */
export const tagModulesOf = (kernel: object): string[] => registered.get(kernel) ?? [];

/** a render worker: the list its task brought (render-pool.ts sends the main thread's with every task) */
export function setTagModules(kernel: object, urls: readonly string[]): void {
  registered.set(kernel, [...urls]);
}

const modules = new Map<string, Promise<TemplateTagModule>>();

function loadModule(url: string): Promise<TemplateTagModule> {
  let m = modules.get(url);
  if (!m) {
    m = import(url).then(
      (x: { default?: TemplateTagModule }) => {
        if (!x.default || !Array.isArray(x.default.tags)) throw new Error(`template tag module ${url} has no default export { tags }`);
        return x.default;
      },
      (e: Error) => {
        modules.delete(url);
        throw new Error(`template tag module ${url} failed to load: ${e.message}`);
      },
    );
    modules.set(url, m);
  }
  return m;
}

/** the modules of these files, each loaded once (a module that fails to load fails the call, naming it) */
export const loadTagModules = (urls: readonly string[]): Promise<TemplateTagModule[]> => Promise.all(urls.map(loadModule));

/**
 * The data of a contributed page widget type (`TemplateWidgetType`) for a kernel's renders, from its tag module:
 * the same on the main thread (publishing a widget, previews) and in the render workers (`cms_pagewidget_data`
 * in a page they render). Undefined when no loaded module describes the type.
 */
export async function widgetTypeData(kernel: object, type: string): Promise<TemplateWidgetType | undefined> {
  const urls = tagModulesOf(kernel);
  if (!urls.length) return undefined;
  for (const m of await loadTagModules(urls)) {
    const found = m.widgetTypes?.find((t) => t.type === type);
    if (found) return found;
  }
  return undefined;
}

/** The dynamic page types the loaded modules add (`TemplateDynamicPageType`), in registration order. */
export async function contributedPageTypes(kernel: object): Promise<TemplateDynamicPageType[]> {
  const urls = tagModulesOf(kernel);
  if (!urls.length) return [];
  return (await loadTagModules(urls)).flatMap((m) => m.dynamicPageTypes ?? []);
}
