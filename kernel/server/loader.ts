import type { ServerPlugin } from './plugin.ts';
import { KERNEL_TABLES } from './migrations/index.ts';
import { checkEvents } from './pusher/events.ts';

/** Thrown at boot when a plugin breaks a rule; the message names the plugin. */
export class PluginError extends Error {}

/** One route as the kernel recorded it: used by the permission matrix test and OpenAPI. */
export interface RouteRecord {
  plugin: string;
  method: string;
  url: string;
  access: string | string[];
}

/**
 * Picks the enabled plugins from the ordered list and validates ids, dependencies, permissions and
 * seeds. `wanted` is the PLUGINS list (null = all).
 */
export function selectPlugins(all: ServerPlugin[], wanted: string[] | null): ServerPlugin[] {
  const ids = new Set<string>();
  for (const p of all) {
    if (!/^[a-z][a-z0-9-]*$/.test(p.id)) throw new PluginError(`plugin "${p.id}": id must be kebab-case`);
    if (ids.has(p.id)) throw new PluginError(`plugin "${p.id}": listed twice`);
    ids.add(p.id);
  }
  if (wanted) {
    for (const w of wanted) if (!ids.has(w)) throw new PluginError(`PLUGINS names unknown plugin "${w}" (known: ${[...ids].join(', ')})`);
    if (!wanted.includes('system')) throw new PluginError('PLUGINS must include "system"');
  }
  const enabled = all.filter((p) => !wanted || wanted.includes(p.id));
  checkOwnership(enabled);
  checkEvents(enabled);
  const seen = new Set<string>();
  for (const p of enabled) {
    for (const d of p.dependsOn ?? []) {
      if (!seen.has(d)) throw new PluginError(`plugin "${p.id}": depends on "${d}", which is not enabled before it`);
    }
    seen.add(p.id);
    const perms = new Set(p.permissions ?? []);
    for (const m of p.seed?.menus ?? []) {
      if (m.perms && !perms.has(m.perms))
        throw new PluginError(`plugin "${p.id}": menu "${m.key}" uses undeclared permission "${m.perms}"`);
      if (m.component && !m.component.startsWith(`${p.id}/`))
        throw new PluginError(`plugin "${p.id}": menu "${m.key}" names component "${m.component}" outside its prefix "${p.id}/"`);
      if (!m.key.startsWith(`${p.id}.`)) throw new PluginError(`plugin "${p.id}": menu key "${m.key}" must start with "${p.id}."`);
    }
    for (const perm of perms) {
      if (!/^[a-z][a-z0-9-]*(:[A-Za-z0-9_-]+){1,3}$/.test(perm) && perm !== p.id)
        throw new PluginError(`plugin "${p.id}": permission "${perm}" is not of the form module:object:action`);
    }
  }
  return enabled;
}

/**
 * Whoever creates a table or serves a URL owns it: a plugin's tables are never kernel tables nor another
 * plugin's, its URL prefixes never overlap another plugin's, and a plugin with routes declares prefixes.
 */
export function checkOwnership(plugins: ServerPlugin[]): void {
  const tables = new Map<string, string>(KERNEL_TABLES.map((t) => [t, 'kernel']));
  const prefixes: { prefix: string; plugin: string }[] = [];
  for (const p of plugins) {
    for (const t of p.tables ?? []) {
      const owner = tables.get(t);
      if (owner) throw new PluginError(`plugin "${p.id}": table "${t}" is already owned by "${owner}"`);
      tables.set(t, p.id);
    }
    if (p.routes && !p.prefixes?.length) throw new PluginError(`plugin "${p.id}": has routes but declares no URL prefixes`);
    for (const prefix of p.prefixes ?? []) {
      if (!prefix.startsWith('/')) throw new PluginError(`plugin "${p.id}": URL prefix "${prefix}" must start with "/"`);
      const clash = prefixes.find((o) => o.plugin !== p.id && (o.prefix.startsWith(prefix) || prefix.startsWith(o.prefix)));
      if (clash) throw new PluginError(`plugin "${p.id}": URL prefix "${prefix}" overlaps "${clash.prefix}" of plugin "${clash.plugin}"`);
      prefixes.push({ prefix, plugin: p.id });
    }
  }
}

/** Checks one route's access declaration against its plugin; returns the record or throws. */
export function checkRoute(plugin: ServerPlugin | null, method: string, url: string, access: unknown, path = url): RouteRecord {
  const owner = plugin?.id ?? 'kernel';
  if (access == null) throw new PluginError(`plugin "${owner}": route ${method} ${url} declares no config.access (deny by default)`);
  const list = Array.isArray(access) ? access : [access];
  if (list.length === 0 || list.some((a) => typeof a !== 'string' || !a))
    throw new PluginError(`plugin "${owner}": route ${method} ${url} has an empty access rule`);
  if (plugin) {
    if (!(plugin.prefixes ?? []).some((prefix) => path.startsWith(prefix)))
      throw new PluginError(
        `plugin "${owner}": route ${method} ${url} is outside its URL prefixes (${(plugin.prefixes ?? []).join(', ')})`,
      );
    const perms = new Set(plugin.permissions ?? []);
    for (const a of list)
      if (a !== 'public' && a !== 'login' && !perms.has(a))
        throw new PluginError(`plugin "${owner}": route ${method} ${url} uses undeclared permission "${a}"`);
  }
  return { plugin: owner, method, url, access: access as string | string[] };
}
