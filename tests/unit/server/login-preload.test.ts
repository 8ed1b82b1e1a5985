import { describe, expect, it } from 'vitest';
import { loginPreload } from '../../../kernel/server/tools/login-preload.ts';

/** A chunk of a fake build: enough of rolldown's OutputChunk for the plugin. */
function chunk(fileName: string, o: { entry?: boolean; facade?: string; modules?: string[]; imports?: string[]; css?: string[] } = {}) {
  return {
    type: 'chunk' as const,
    fileName,
    isEntry: !!o.entry,
    facadeModuleId: o.facade ?? null,
    moduleIds: o.modules ?? (o.facade ? [o.facade] : []),
    imports: o.imports ?? [],
    viteMetadata: { importedCss: new Set(o.css ?? []) },
  };
}

const ROOT = '/repo';
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', {
      entry: true,
      facade: `${ROOT}/plugins/main.client.tsx`,
      imports: ['assets/runtime.js'],
      css: ['assets/index.css'],
    }),
    chunk('assets/runtime.js'),
    // a manual group: the page is one of its modules, not its facade
    chunk('assets/login.js', {
      modules: [`${ROOT}/kernel/client/pages/LoginField.tsx`, `${ROOT}/kernel/client/pages/LoginPage.tsx`],
      imports: ['assets/index.js', 'assets/runtime.js', 'assets/icons.js'],
      css: ['assets/login.css', 'assets/index.css'],
    }),
    chunk('assets/icons.js', { imports: ['assets/runtime.js'] }),
    ...['zh-CN', 'zh-TW', 'en'].flatMap((l) => [
      chunk(`assets/common-${l}.js`, { facade: `${ROOT}/locales/${l}/common.json` }),
      chunk(`assets/widgets-${l}.js`, { facade: `${ROOT}/locales/${l}/widgets.json` }),
    ]),
    chunk('assets/en-US.js', { facade: `${ROOT}/node_modules/@arco-design/web-react/es/locale/en-US.js`, imports: ['assets/dayjs-en.js'] }),
    chunk('assets/dayjs-en.js'),
  ].map((c) => [c.fileName, c]),
);

function buildHtml(): string {
  const p = loginPreload() as any;
  p.configResolved({ base: '/admin/' });
  return p.transformIndexHtml.handler('<html>\n<head>\n<title>x</title>\n</head></html>', { bundle });
}

/** Runs the inline script as a page would, with the given cookie and stored language; returns what it wrote. */
function run(html: string, cookie: string, lang: string | null): string {
  const code = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!code) throw new Error('no inline script');
  let written = '';
  const document = { cookie, write: (s: string) => (written += s) };
  const localStorage = { getItem: (k: string) => (k === 'lang' ? lang : null) };
  new Function('document', 'localStorage', code)(document, localStorage);
  return written;
}

const hrefs = (written: string) => [...written.matchAll(/<link rel="(\w+)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('login preload (vite build step)', () => {
  it('is the first thing in <head>, before any stylesheet that would hold it back', () => {
    expect(buildHtml()).toMatch(/^<html>\n<head>\n\s*<script>/);
  });

  it('without a session: the sign-in chunk, its imports outside the entry and the stored language', () => {
    expect(hrefs(run(buildHtml(), 'other=1', 'en'))).toEqual([
      'modulepreload /admin/assets/login.js',
      'modulepreload /admin/assets/icons.js',
      'modulepreload /admin/assets/common-en.js',
      'modulepreload /admin/assets/widgets-en.js',
      'modulepreload /admin/assets/en-US.js',
      'modulepreload /admin/assets/dayjs-en.js',
      'preload /admin/assets/login.css',
    ]);
  });

  it('an unknown or missing stored language falls back to the default one', () => {
    for (const lang of [null, 'fr']) {
      const links = hrefs(run(buildHtml(), '', lang));
      expect(links).toContain('modulepreload /admin/assets/common-zh-CN.js');
      expect(links.some((l) => l.includes('-en'))).toBe(false);
    }
  });

  it('with a session cookie nothing is fetched early (the signed-in shell comes next, not the sign-in page)', () => {
    expect(run(buildHtml(), 'a=1; Admin-Token=abc', 'en')).toBe('');
  });
});
