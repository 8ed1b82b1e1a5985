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

/** One declared URL prefix and the plugin that declared it. */
export interface PrefixOwner {
  prefix: string;
  plugin: string;
}

/** Whether a prefix claims a path: a plain string prefix; one ending in `/` also claims the bare folder (`/cms/stat/` claims `/cms/stat`). */
export function prefixClaims(prefix: string, path: string): boolean {
  return path.startsWith(prefix) || (prefix.endsWith('/') && path === prefix.slice(0, -1));
}

/** The plugin whose declared prefix claims `path` longest (a nested prefix wins over the one it lies in), or null. */
export function prefixOwner(owners: PrefixOwner[], path: string): PrefixOwner | null {
  let best: PrefixOwner | null = null;
  for (const o of owners) if (prefixClaims(o.prefix, path) && (!best || o.prefix.length > best.prefix.length)) best = o;
  return best;
}

/** A plugin's dependencies, direct and through the plugins it depends on. */
function dependencyClosure(p: ServerPlugin, byId: Map<string, ServerPlugin>): Set<string> {
  const out = new Set<string>();
  const walk = (id: string) => {
    for (const d of byId.get(id)?.dependsOn ?? []) {
      if (out.has(d)) continue;
      out.add(d);
      walk(d);
    }
  };
  walk(p.id);
  return out;
}

/**
 * Whoever creates a table or serves a URL owns it: a plugin's tables are never kernel tables nor another
 * plugin's, and a plugin with routes declares prefixes. Prefixes of different plugins never overlap, except
 * that a plugin's prefix may lie strictly inside a prefix of a plugin it depends on (operations' `/cms/link`
 * inside the CMS's `/cms/`): never equal to it, never inside a non-dependency's, never around another's.
 * Returns every declared prefix with its plugin (routes are matched against it, longest first).
 */
export function checkOwnership(plugins: ServerPlugin[]): PrefixOwner[] {
  const tables = new Map<string, string>(KERNEL_TABLES.map((t) => [t, 'kernel']));
  const byId = new Map(plugins.map((p) => [p.id, p]));
  const prefixes: PrefixOwner[] = [];
  for (const p of plugins) {
    for (const t of p.tables ?? []) {
      const owner = tables.get(t);
      if (owner) throw new PluginError(`plugin "${p.id}": table "${t}" is already owned by "${owner}"`);
      tables.set(t, p.id);
    }
    if (p.routes && !p.prefixes?.length) throw new PluginError(`plugin "${p.id}": has routes but declares no URL prefixes`);
    const deps = dependencyClosure(p, byId);
    for (const prefix of p.prefixes ?? []) {
      if (!prefix.startsWith('/')) throw new PluginError(`plugin "${p.id}": URL prefix "${prefix}" must start with "/"`);
      for (const o of prefixes) {
        if (o.plugin === p.id) continue;
        if (o.prefix === prefix)
          throw new PluginError(`plugin "${p.id}": URL prefix "${prefix}" equals "${o.prefix}" of plugin "${o.plugin}"`);
        const inside = prefix.startsWith(o.prefix);
        if (inside && !deps.has(o.plugin))
          throw new PluginError(
            `plugin "${p.id}": URL prefix "${prefix}" overlaps "${o.prefix}" of plugin "${o.plugin}", which it does not depend on`,
          );
        if (!inside && o.prefix.startsWith(prefix))
          throw new PluginError(`plugin "${p.id}": URL prefix "${prefix}" overlaps "${o.prefix}" of plugin "${o.plugin}"`);
      }
      prefixes.push({ prefix, plugin: p.id });
    }
  }
  return prefixes;
}

/** Checks one route's access declaration against its plugin; returns the record or throws. */
export function checkRoute(
  plugin: ServerPlugin | null,
  method: string,
  url: string,
  access: unknown,
  path = url,
  owners: PrefixOwner[] = [],
): RouteRecord {
  const owner = plugin?.id ?? 'kernel';
  if (access == null) throw new PluginError(`plugin "${owner}": route ${method} ${url} declares no config.access (deny by default)`);
  const list = Array.isArray(access) ? access : [access];
  if (list.length === 0 || list.some((a) => typeof a !== 'string' || !a))
    throw new PluginError(`plugin "${owner}": route ${method} ${url} has an empty access rule`);
  if (plugin) {
    if (!(plugin.prefixes ?? []).some((prefix) => prefixClaims(prefix, path)))
      throw new PluginError(
        `plugin "${owner}": route ${method} ${url} is outside its URL prefixes (${(plugin.prefixes ?? []).join(', ')})`,
      );
    // the longest prefix that claims the path names its owner: the CMS may not serve under operations' /cms/link
    const claimed = prefixOwner(owners, path);
    if (claimed && claimed.plugin !== owner)
      throw new PluginError(`plugin "${owner}": route ${method} ${url} lies under "${claimed.prefix}" of plugin "${claimed.plugin}"`);
    const perms = new Set(plugin.permissions ?? []);
    for (const a of list)
      if (a !== 'public' && a !== 'login' && !perms.has(a))
        throw new PluginError(`plugin "${owner}": route ${method} ${url} uses undeclared permission "${a}"`);
  }
  return { plugin: owner, method, url, access: access as string | string[] };
}
