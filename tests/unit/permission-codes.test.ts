import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPlugins } from '../../plugins/index.server.ts';

/**
 * A page may only check permission codes its plugin declares (ServerPlugin.permissions) or a declared
 * dependency does: a code nobody declares is a button nobody can ever be granted.
 */
const root = path.resolve(__dirname, '../..');
const CODE = /['"`]([a-z][a-z0-9-]*:[a-zA-Z0-9_-]+:[a-zA-Z0-9_-]+)['"`]/g;

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

describe('permission codes checked by pages', () => {
  it.each(serverPlugins.map((p) => [p.id, p] as const))('%s: every code its client checks is declared', (id, plugin) => {
    const declared = new Set([
      ...(plugin.permissions ?? []),
      ...serverPlugins.filter((p) => plugin.dependsOn?.includes(p.id)).flatMap((p) => p.permissions ?? []),
    ]);
    const used = sources(path.join(root, 'plugins', id, 'client')).flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(CODE)].map((m) => ({ code: m[1], file: path.relative(root, f) })),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((u) => !declared.has(u.code)).map((u) => `${u.file}: ${u.code}`)).toEqual([]);
  });
});
