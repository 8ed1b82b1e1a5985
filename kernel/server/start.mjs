// `npm start`: run the bundled server, (re)building it and the console first when they are missing or
// older than their sources, so a fresh clone needs only `npm ci && npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = process.cwd();
const bundle = path.join(root, 'dist-server', 'main.mjs');

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'client' && e.name !== 'node_modules') t = Math.max(t, newest(p));
    } else if (/\.(ts|mjs|json)$/.test(e.name)) t = Math.max(t, fs.statSync(p).mtimeMs);
  }
  return t;
}

const stale = () => {
  if (!fs.existsSync(bundle)) return true;
  const built = fs.statSync(bundle).mtimeMs;
  return [path.join(root, 'kernel', 'server'), path.join(root, 'kernel', 'shared'), path.join(root, 'plugins')].some(
    (d) => newest(d) > built,
  );
};

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
if (stale()) run(['build:server'], 'the server');
await import(bundle);
