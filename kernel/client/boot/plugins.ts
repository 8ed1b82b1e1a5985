import i18next from 'i18next';
import type { Language } from '../../shared/constants.ts';
import { loadNamespace, storedLanguage } from '../i18n.ts';
import type { ClientPlugin, ClientPluginEntry } from '../plugin.ts';
import { PluginRegistrationError, registry, type Registry } from '../registry.ts';
import { runtime } from '../runtime.ts';

/**
 * Loads the enabled plugin manifests (one chunk each), registers them in list order and loads each
 * plugin's namespace. An empty enabled list means "not served by our server" (vite dev): load all.
 * Any failure names the plugin.
 */
export async function loadPlugins(
  entries: readonly ClientPluginEntry[],
  enabled: readonly string[],
  reg: Registry,
  loadLocale: (p: ClientPlugin) => Promise<void>,
): Promise<ClientPlugin[]> {
  const ids = enabled.length > 0 ? enabled : entries.map((e) => e.id);
  const chosen = entries.filter((e) => ids.includes(e.id));
  const modules = await Promise.all(
    chosen.map((e) =>
      e.load().then(
        (m) => m.default,
        (err: unknown) => {
          throw new PluginRegistrationError(`plugin "${e.id}": failed to load (${err instanceof Error ? err.message : String(err)})`);
        },
      ),
    ),
  );
  modules.forEach((p, i) => {
    if (!p || p.id !== chosen[i].id) throw new PluginRegistrationError(`plugin "${chosen[i].id}": its manifest declares id "${p?.id}"`);
    reg.add(p, ids);
  });
  await Promise.all(
    modules.map((p) =>
      loadLocale(p).catch((err: unknown) => {
        throw new PluginRegistrationError(
          `plugin "${p.id}": failed to load its locale (${err instanceof Error ? err.message : String(err)})`,
        );
      }),
    ),
  );
  return modules;
}

/** Loads a plugin's namespace (its id) for the current language: locales/<lng>/<id>.json and/or its own loader. */
async function loadPluginLocale(p: ClientPlugin): Promise<void> {
  const lng: Language = storedLanguage();
  await loadNamespace(lng, p.id);
  const own = p.locales?.[lng];
  if (own) i18next.addResourceBundle(lng, p.id, (await own()).default, true, true);
}

let pending: Promise<ClientPlugin[]> | null = null;
let known: readonly ClientPluginEntry[] = [];

/** Sets the plugin entries this console knows: called once by the composition root (plugins/main.client.tsx) before boot. */
export function registerClientPlugins(entries: readonly ClientPluginEntry[]): void {
  known = entries;
}

/** Loads the deployment's plugins once; later calls share the result. */
export function ensurePlugins(): Promise<ClientPlugin[]> {
  pending ??= loadPlugins(known, runtime().plugins, registry, loadPluginLocale);
  return pending;
}
