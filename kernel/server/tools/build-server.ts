import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions, workerBundleOptions, workerName } from '../worker-script.ts';

/** The worker threads' sources: every `*.worker.ts` file of the kernel's or a plugin's server/ (bundled on their own). */
function workerSources(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...workerSources(p));
    else if (e.name.endsWith('.worker.ts') && p.split(path.sep).includes('server')) out.push(p);
  }
  return out;
}

/**
 * Bundles the server (kernel + plugins, TypeScript) into dist-server/main.mjs so `npm start` runs plain
 * JavaScript: no on-the-fly transpiling at every start (DESIGN §8 cold-start budget). The packages every start
 * loads are bundled in, the rest stay in node_modules (worker-script.ts).
 * Each worker thread's source becomes dist-server/workers/<plugin>-<name>.mjs, where workerScript finds it.
 */
const started = Date.now();
const workers = Object.fromEntries([...workerSources('kernel'), ...workerSources('plugins')].map((f) => [workerName(f), f]));
// split: what the server imports only on demand (`await import('./s3-storage.ts')`, …) becomes a chunk beside
// main.mjs (so paths taken from import.meta.url stay right) that loads when first used, not at every start
const server = await build({
  ...serverBundleOptions(),
  entryPoints: { main: 'plugins/main.server.ts' },
  outdir: 'dist-server',
  splitting: true,
  chunkNames: 'lazy-[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
// chunks of earlier builds go (content-named, so this build's are never among them)
const made = new Set(Object.keys(server.metafile.outputs).map((f) => path.resolve(f)));
for (const f of fs.readdirSync('dist-server'))
  if (f.startsWith('lazy-') && !made.has(path.resolve('dist-server', f))) fs.rmSync(path.join('dist-server', f));
if (Object.keys(workers).length)
  await build({
    ...workerBundleOptions(),
    entryPoints: workers,
    outdir: 'dist-server/workers',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
console.log(
  `server bundled in ${Date.now() - started} ms (${Object.keys(workers).length} worker${Object.keys(workers).length === 1 ? '' : 's'})`,
);
