import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/** How the server and its worker threads are bundled (tools/build-server.ts, and workers run from source). */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  banner: { js: "import { createRequire as __zxCreateRequire } from 'node:module'; const require = __zxCreateRequire(import.meta.url);" },
} satisfies BuildOptions;

/** A worker source's bundle name: `plugins/<plugin>/…/<name>.worker.ts` → `<plugin>-<name>` (build-server.ts uses it). */
export function workerName(file: string): string {
  const parts = file.split(/[\\/]/);
  const plugin = parts[parts.lastIndexOf('plugins') + 1];
  return `${plugin}-${path.basename(file, '.worker.ts')}`;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const made = new Map<string, string>();

/**
 * The script a worker thread runs, for a plugin's `*.worker.ts` file (`name` is its workerName, `source` its
 * URL). The bundled server runs the worker bundle build-server.ts made beside it (`workers/<name>.mjs`). From
 * source (tsx, vitest) the file is bundled now the same way, once per process, into `dist-server/dev/`:
 * a worker then starts as plain JavaScript, without a TypeScript loader of its own.
 */
export function workerScript(name: string, source: URL): string {
  if (!import.meta.url.endsWith('.ts')) return new URL(`./workers/${name}.mjs`, import.meta.url).href;
  let out = made.get(name);
  if (!out) {
    // loaded only here: the bundled server never needs esbuild
    const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    const r = buildSync({ ...SERVER_BUNDLE_OPTIONS, entryPoints: [fileURLToPath(source)], write: false, logLevel: 'silent' });
    const text = r.outputFiles[0].text;
    // named by content: processes running the same sources share the file, changed sources get a new one
    out = path.join(root, 'dist-server', 'dev', `${name}.${crypto.createHash('sha1').update(text).digest('hex').slice(0, 12)}.mjs`);
    if (!fs.existsSync(out)) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const tmp = `${out}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, text);
      fs.renameSync(tmp, out);
    }
    made.set(name, out);
  }
  return pathToHref(out);
}

const pathToHref = (p: string) => new URL(`file://${p.split(path.sep).join('/')}`).href;
