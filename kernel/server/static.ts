import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Kernel } from './kernel.ts';
import { preloadVariant, preloadVariants } from './console-preload.ts';

/** Serves the built console at /admin/ (history-mode fallback to index.html with the runtime config injected). */
export async function serveConsole(app: FastifyInstance, kernel: Kernel): Promise<void> {
  const dist = kernel.config.distDir;
  const indexFile = path.join(dist, 'index.html');
  const runtime = {
    apiBase: kernel.config.apiBase,
    plugins: kernel.plugins.map((p) => p.id),
    version: process.env.npm_package_version ?? '0.1.0',
  };
  const script = `<script>window.__ZHUXIE__=${JSON.stringify(runtime).replace(/</g, '\\u003c')}</script>`;
  /** index.html per preload variant (console-preload.ts), plain and gzipped */
  let pages: Record<string, { html: string; gz: Buffer }> | null = null;
  let loadedAt = 0;
  // re-read after a rebuild (the asset names inside change)
  const load = () => {
    const mtime = fs.existsSync(indexFile) ? fs.statSync(indexFile).mtimeMs : 0;
    if (mtime && mtime !== loadedAt) {
      const html = fs.readFileSync(indexFile, 'utf8').replace('<!--zhuxie-runtime-->', script);
      const variants = Object.entries(preloadVariants(html, '/admin/'));
      pages = Object.fromEntries(variants.map(([k, h]) => [k, { html: h, gz: zlib.gzipSync(h) }]));
      loadedAt = mtime;
    }
  };

  if (fs.existsSync(path.join(dist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: '/admin/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
  }

  const sendIndex = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    load();
    const page = pages && (pages[preloadVariant(req.headers.cookie, req.url)] ?? pages.session);
    if (!page) return reply.status(503).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`.');
    reply.header('Cache-Control', 'no-cache');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Vary', 'Cookie, Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('Content-Encoding', 'gzip').send(page.gz);
    return reply.send(page.html);
  };
  app.get('/', (_req, reply) => reply.redirect('/admin/'));
  app.get('/admin/', sendIndex);
  app.get('/admin/*', async (req, reply) => {
    // a missing asset is a real 404, any other path is a client route
    if (req.url.startsWith('/admin/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(req, reply);
  });
}
