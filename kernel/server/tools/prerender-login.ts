import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { LANGUAGES } from '../../shared/constants.ts';
import { readPreload, writePreload } from '../console-preload.ts';

/**
 * Prerenders the sign-in page into the built index.html, once per language (`npm run build:client`, after
 * `vite build`): the server sends it inside #root to a visitor without a session (console-preload.ts), so the
 * form is in the page with the HTML itself, and the console hydrates it when its scripts have run.
 * Usage: tsx kernel/server/tools/prerender-login.ts [distDir]
 */
// React's production build, as in the browser (and without its development warnings)
process.env.NODE_ENV = 'production';
const dist = path.resolve(process.argv[2] ?? 'dist');
const indexFile = path.join(dist, 'index.html');
const html = fs.readFileSync(indexFile, 'utf8');
const preload = readPreload(html);
if (!preload) throw new Error(`prerender: ${indexFile} has no sign-in preload comment (kernel/server/tools/login-preload.ts)`);

// Vite compiles the console's modules for Node as it would for the browser (TSX, stylesheet imports dropped)
const vite = await createServer({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  // Arco's ES modules import their stylesheets: through Vite, not Node
  ssr: { noExternal: ['@arco-design/web-react'] },
});
try {
  const { renderLoginPage, themeStyle } = (await vite.ssrLoadModule(
    '/kernel/client/boot/login-prerender.tsx',
  )) as typeof import('../../client/boot/login-prerender.tsx');
  const root: Record<string, string> = {};
  for (const lng of LANGUAGES) root[lng] = await renderLoginPage(lng);
  fs.writeFileSync(indexFile, writePreload(html, { ...preload, root, style: themeStyle() }));
  console.log(`prerendered the sign-in page in ${LANGUAGES.join(', ')}`);
} finally {
  await vite.close();
}
