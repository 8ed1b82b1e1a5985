import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/**
 * Packages the server bundle carries inside: pure JavaScript loaded at every start, whose hundreds of small
 * module files cost more to find and load one by one than their code (about 0.4 s of a cold start, DESIGN §8).
 * Every other package stays in node_modules: native addons, packages that find their own files at run time
 * (the PostgreSQL binaries, captcha fonts, a worker pool's script), and what loads only when used.
 */
const BUNDLED_PACKAGES = new Set([
  'fastify',
  '@fastify/static',
  '@fastify/multipart',
  '@fastify/swagger',
  'typebox',
  'kysely',
  'pg',
  'pg-protocol', // pg's wire protocol, bundled with it: data-rows.ts extends the very parser pg uses
  'ajv',
  're2js', // administrators' patterns (forms/user-pattern.ts), loaded with the form registry at every start
  'liquidjs',
  'croner',
  'xss',
  'ua-parser-js',
  'ipaddr.js',
]);

/** How the server and its worker threads are bundled (tools/build-server.ts, and workers run from source). */
export function serverBundleOptions() {
  const deps = Object.keys((JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: object }).dependencies);
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // pg's optional native binding is never installed
    external: [...deps.filter((d) => !BUNDLED_PACKAGES.has(d)), 'pg-native'],
    // bundled CommonJS packages require Node's own modules
    banner: { js: "import { createRequire as __zxCreateRequire } from 'node:module'; const require = __zxCreateRequire(import.meta.url);" },
  } satisfies BuildOptions;
}

/**
 * A worker source's bundle name: `plugins/<plugin>/…/<name>.worker.ts` → `<plugin>-<name>`, the kernel's
 * `kernel/…/<name>.worker.ts` → `kernel-<name>` (build-server.ts uses it).
 */
export function workerName(file: string): string {
  const parts = file.split(/[\\/]/);
  const plugin = parts[parts.lastIndexOf('plugins') + 1];
  return `${plugin}-${path.basename(file, '.worker.ts')}`;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const made = new Map<string, string>();

/** How worker bundles are split: what a worker imports only on demand (S3, image processing) loads only then. */
export function workerBundleOptions() {
  return {
    ...serverBundleOptions(),
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
  } satisfies BuildOptions;
}

/**
 * The script a worker thread runs, for a `*.worker.ts` file of the kernel or a plugin (`name` is its workerName, `source` its
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
    const base = path.join(root, 'dist-server', 'dev');
    const r = buildSync({
      ...workerBundleOptions(),
      entryPoints: { [name]: fileURLToPath(source) },
      outdir: base,
      write: false,
      logLevel: 'silent',
    });
    const files = r.outputFiles.map((f) => ({ rel: path.relative(base, f.path), text: f.text }));
    const hash = crypto.createHash('sha1');
    for (const f of files) hash.update(f.rel).update('\0').update(f.text);
    // named by content: processes running the same sources share the directory, changed sources get a new one
    const dir = path.join(base, `${name}-${hash.digest('hex').slice(0, 12)}`);
    if (!fs.existsSync(dir)) {
      const tmp = `${dir}.${process.pid}.tmp`;
      for (const f of files) {
        fs.mkdirSync(path.dirname(path.join(tmp, f.rel)), { recursive: true });
        fs.writeFileSync(path.join(tmp, f.rel), f.text);
      }
      try {
        fs.renameSync(tmp, dir);
      } catch {
        // another process put the same bundle there first
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    }
    out = path.join(dir, `${name}.mjs`);
    made.set(name, out);
  }
  return pathToHref(out);
}

const pathToHref = (p: string) => new URL(`file://${p.split(path.sep).join('/')}`).href;
