import { build } from 'esbuild';

/**
 * Bundles the server (kernel + plugins, TypeScript) into dist-server/main.mjs so `npm start` runs plain
 * JavaScript: no on-the-fly transpiling at every start (DESIGN §8 cold-start budget). Packages stay external.
 */
const started = Date.now();
await build({
  entryPoints: ['plugins/main.server.ts'],
  outfile: 'dist-server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  banner: { js: "import { createRequire as __zxCreateRequire } from 'node:module'; const require = __zxCreateRequire(import.meta.url);" },
});
console.log(`server bundled in ${Date.now() - started} ms`);
