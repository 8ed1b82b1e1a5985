import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_BUNDLE_OPTIONS, WORKER_BUNDLE_OPTIONS, workerName } from '../worker-script.ts';

/** The worker threads' sources: every `*.worker.ts` file of a plugin's server/ (bundled on their own). */
function workerSources(dir = 'plugins'): string[] {
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
 * JavaScript: no on-the-fly transpiling at every start (DESIGN §8 cold-start budget). Packages stay external.
 * Each worker thread's source becomes dist-server/workers/<plugin>-<name>.mjs, where workerScript finds it.
 */
const started = Date.now();
const workers = Object.fromEntries(workerSources().map((f) => [workerName(f), f]));
await build({
  ...SERVER_BUNDLE_OPTIONS,
  entryPoints: ['plugins/main.server.ts'],
  outfile: 'dist-server/main.mjs',
  sourcemap: 'linked',
  logLevel: 'warning',
});
if (Object.keys(workers).length)
  await build({
    ...WORKER_BUNDLE_OPTIONS,
    entryPoints: workers,
    outdir: 'dist-server/workers',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
console.log(
  `server bundled in ${Date.now() - started} ms (${Object.keys(workers).length} worker${Object.keys(workers).length === 1 ? '' : 's'})`,
);
