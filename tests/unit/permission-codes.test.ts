// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPlugins } from '../../plugins/index.server.ts';
import { isCrudObject } from '../../kernel/client/crud/crud-object.ts';

/**
 * A page may only check permission codes its plugin declares (ServerPlugin.permissions) or a declared
 * dependency does: a code nobody declares is a button nobody can ever be granted. Codes written out are found
 * in the sources; codes an object's descriptor derives from its prefix (`crudPerms`) are read from the descriptors
 * its api modules export.
 */
const root = path.resolve(__dirname, '../..');
const CODE = /['"`]([a-z][a-z0-9-]*:[a-zA-Z0-9_-]+:[a-zA-Z0-9_-]+)['"`]/g;
/** a plugin's descriptor maker (`const systemObject = crudObjects<SystemPermission>()`) */
const MAKER = /\bconst (\w+) = crudObjects</g;
const apiModules = import.meta.glob<Record<string, unknown>>('../../plugins/*/client/api/*.ts');

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** The descriptors a plugin's api modules export, and how many its client sources declare. */
async function descriptorsOf(id: string) {
  const files = sources(path.join(root, 'plugins', id, 'client'));
  const texts = files.map((f) => ({ file: path.relative(root, f), text: fs.readFileSync(f, 'utf8') }));
  const makers = texts.flatMap((s) => [...s.text.matchAll(MAKER)].map((m) => m[1]));
  const declaring = texts.flatMap((s) =>
    makers.flatMap((m) => [...s.text.matchAll(new RegExp(`\\b${m}(?:<[^(]*>)?\\(\\{`, 'g'))].map(() => s.file)),
  );
  const found: { name: string; file: string; codes: string[] }[] = [];
  for (const [file, load] of Object.entries(apiModules)) {
    if (!file.startsWith(`../../plugins/${id}/client/`)) continue;
    for (const [name, value] of Object.entries(await load()))
      if (isCrudObject(value)) found.push({ name, file: file.slice('../../'.length), codes: Object.values(value.perms) as string[] });
  }
  return { declaring, found };
}

describe('permission codes checked by pages', () => {
  it.each(serverPlugins.map((p) => [p.id, p] as const))('%s: every code its client checks is declared', async (id, plugin) => {
    const declared = new Set([
      ...(plugin.permissions ?? []),
      ...serverPlugins.filter((p) => plugin.dependsOn?.includes(p.id)).flatMap((p) => p.permissions ?? []),
    ]);
    const used = sources(path.join(root, 'plugins', id, 'client')).flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(CODE)].map((m) => ({ code: m[1], file: path.relative(root, f) })),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((u) => !declared.has(u.code)).map((u) => `${u.file}: ${u.code}`)).toEqual([]);

    // every descriptor is exported by an api module (so none escapes this check), and derives declared codes only
    const { declaring, found } = await descriptorsOf(id);
    expect(
      declaring.filter((f) => !/\/client\/api\//.test(f)),
      'descriptors declared outside client/api/',
    ).toEqual([]);
    expect(found.map((d) => d.file).sort(), 'descriptors not exported').toEqual(declaring.sort());
    const derived = found.flatMap((d) => d.codes.map((code) => ({ code, file: `${d.file} ${d.name}` })));
    expect(derived.filter((u) => !declared.has(u.code)).map((u) => `${u.file}: ${u.code}`)).toEqual([]);
  });
});
