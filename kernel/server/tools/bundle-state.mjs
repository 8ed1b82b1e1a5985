// Whether dist-server/main.mjs (the bundled server) is missing or older than its sources: `npm start` rebuilds it
// then, and the browser tests run the sources instead of a stale bundle. Plain JavaScript: start.mjs runs before
// any TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';

/** The newest mtime of the .ts/.mjs/.json files under `dir` (client/ and node_modules/ left out). */
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

/** The bundle `npm start` runs, under the project root `root`. */
export const serverBundle = (root) => path.join(root, 'dist-server', 'main.mjs');

/** True when the bundle is missing or any server source (kernel/server, kernel/shared, plugins) is newer. */
export function bundleStale(root) {
  const bundle = serverBundle(root);
  if (!fs.existsSync(bundle)) return true;
  const built = fs.statSync(bundle).mtimeMs;
  return [path.join(root, 'kernel', 'server'), path.join(root, 'kernel', 'shared'), path.join(root, 'plugins')].some(
    (d) => newest(d) > built,
  );
}
