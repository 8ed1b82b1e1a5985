import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPlugins } from '../../plugins/index.server.ts';

/**
 * The composition rules of DESIGN §4/§5: the kernel never imports plugins; a plugin imports the kernel only
 * through the `#kernel/*` barrels and another plugin only through that plugin's public `shared/` module,
 * and only when it declares the dependency. The files at the top of plugins/ are the composition root.
 */
const root = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
/** import/export-from specifiers, dynamic imports, and the modules a `declare module` augments */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bdeclare\s+module\s+)['"]([^'"]+)['"]/gm;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (SOURCE.test(e.name)) out.push(p);
  }
  return out;
}

function importsOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => m[1]);
}

const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
const dependsOn = new Map(serverPlugins.map((p) => [p.id, new Set(p.dependsOn ?? [])]));

/**
 * One-way paths inside a plugin: `[lower, upper]`, the upper folder may use the lower one, never the reverse
 * (the CMS publish path: publish/ renders through render/, render/ knows nothing of publishing).
 */
const ONE_WAY: readonly (readonly [string, string])[] = [['plugins/cms/server/render/', 'plugins/cms/server/publish/']];

/** Why an import breaks the rules, or null when it is allowed. */
function violation(fromFile: string, spec: string): string | null {
  const from = rel(fromFile);
  const target = spec.startsWith('.') ? rel(path.resolve(path.dirname(fromFile), spec)) : null;
  const upward = ONE_WAY.find(([lower, upper]) => from.startsWith(lower) && target?.startsWith(upper));
  if (upward) return `${upward[0]} imports ${upward[1]}, which uses it (one way only)`;
  if (from.startsWith('kernel/')) {
    if (target?.startsWith('plugins/') || spec.startsWith('#plugins')) return 'the kernel imports a plugin';
    return null;
  }
  const [, plugin, ...restOfPath] = from.split('/');
  if (restOfPath.length === 0) return null; // plugins/<file>: the composition root
  if (target?.startsWith('kernel/')) return 'a plugin reaches into the kernel by path (use #kernel/server|client|shared)';
  if (target?.startsWith('plugins/')) {
    const [, other, part] = target.split('/');
    if (other === plugin) return null;
    if (part !== 'shared') return `plugin "${plugin}" imports plugin "${other}" outside its public shared/ module`;
    if (!dependsOn.get(plugin)?.has(other)) return `plugin "${plugin}" imports plugin "${other}" without declaring it in dependsOn`;
  }
  return null;
}

describe('import boundaries', () => {
  it('the kernel never imports a plugin, and plugins meet only through #kernel and declared shared/ modules', () => {
    const files = [...sources(path.join(root, 'kernel')), ...sources(path.join(root, 'plugins'))];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      importsOf(f)
        .map((s) => ({ s, why: violation(f, s) }))
        .filter((v) => v.why)
        .map((v) => `${rel(f)} → ${v.s}: ${v.why}`),
    );
    expect(found).toEqual([]);
  });

  it('catches each kind of violation', () => {
    expect(violation(path.join(root, 'kernel/server/app.ts'), '../../plugins/index.server.ts')).toMatch(/kernel imports a plugin/);
    expect(violation(path.join(root, 'plugins/monitor/server/index.ts'), '../../../kernel/server/kernel.ts')).toMatch(/#kernel/);
    expect(violation(path.join(root, 'plugins/monitor/server/index.ts'), '../../system/server/seed.ts')).toMatch(/outside its public/);
    expect(violation(path.join(root, 'plugins/system/server/index.ts'), '../../monitor/shared/permissions.ts')).toMatch(/dependsOn/);
    expect(violation(path.join(root, 'plugins/monitor/server/index.ts'), '../../system/shared/permissions.ts')).toBeNull();
    expect(violation(path.join(root, 'plugins/monitor/server/index.ts'), '#kernel/server')).toBeNull();
    expect(violation(path.join(root, 'plugins/main.server.ts'), './system/server/index.ts')).toBeNull();
    const augmenting = "declare module '../../../../kernel/server/db/types.ts' {\n  interface Database {}\n}";
    expect([...augmenting.matchAll(SPECIFIER)].map((m) => m[1])).toEqual(['../../../../kernel/server/db/types.ts']);
    expect(violation(path.join(root, 'plugins/cms/server/db/tables.ts'), '../../../../kernel/server/db/types.ts')).toMatch(/#kernel/);
    expect(violation(path.join(root, 'plugins/cms/server/render/engine.ts'), '../publish/pages.ts')).toMatch(/one way/);
    expect(violation(path.join(root, 'plugins/cms/server/publish/pages.ts'), '../render/engine.ts')).toBeNull();
  });
});
