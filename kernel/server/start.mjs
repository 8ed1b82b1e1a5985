// `npm start`: run the bundled server, (re)building it and the console first when they are missing or
// older than their sources, so a fresh clone needs only `npm ci && npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { bundleStale, serverBundle } from './tools/bundle-state.mjs';

const root = process.cwd();
const bundle = serverBundle(root);

function run(args, what) {
  console.log(`Building ${what}…`);
  const r = spawnSync('npm', ['run', '--silent', ...args], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${what}: build failed`);
    process.exit(1);
  }
}

if (!fs.existsSync(path.join(process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist'), 'index.html')))
  run(['build:client'], 'the console');
if (bundleStale(root)) run(['build:server'], 'the server');
await import(bundle);
