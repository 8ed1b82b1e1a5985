import { describe, expect, it } from 'vitest';
import { preloadVariant, preloadVariants, readPreload, writePreload } from '../../../kernel/server/console-preload.ts';
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

function buildHtml(index = '<html>\n<head>\n<title>x</title>\n</head></html>'): string {
  const p = loginPreload() as any;
  return p.transformIndexHtml.handler(index, { bundle });
}

/** The page a request with this cookie header gets from the server. */
const served = (cookie: string | undefined, url?: string, html = buildHtml()) =>
  preloadVariants(html, '/admin/')[preloadVariant(cookie, url)];

const hrefs = (html: string) => [...html.matchAll(/<link rel="(\w+)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('login preload (vite build step, served by console-preload.ts)', () => {
  it('the build writes one comment first in <head>; the server makes it the first tags there', () => {
    expect(buildHtml()).toMatch(/^<html>\n<head>\n\s*<!--zhuxie-login-preload:\{/);
    expect(served('')).toMatch(/^<html>\n<head>\n\s*<link rel="modulepreload"/);
    expect(served('')).not.toContain('zhuxie-login-preload');
  });

  it('without a session: the sign-in chunk, its imports outside the entry and the language of the cookie', () => {
    expect(hrefs(served('other=1; lang=en'))).toEqual([
      'modulepreload /admin/assets/login.js',
      'modulepreload /admin/assets/icons.js',
      'modulepreload /admin/assets/common-en.js',
      'modulepreload /admin/assets/widgets-en.js',
      'modulepreload /admin/assets/en-US.js',
      'modulepreload /admin/assets/dayjs-en.js',
      'preload /admin/assets/login.css',
    ]);
  });

  it('an unknown or missing language falls back to the default one', () => {
    for (const cookie of [undefined, '', 'lang=fr', 'xlang=en']) {
      const links = hrefs(served(cookie));
      expect(links).toContain('modulepreload /admin/assets/common-zh-CN.js');
      expect(links.some((l) => l.includes('-en'))).toBe(false);
    }
  });

  it('with a session cookie nothing is fetched early (the signed-in shell comes next, not the sign-in page)', () => {
    const page = served('a=1; Admin-Token=abc; lang=en');
    expect(page).not.toContain('<link');
    expect(page).not.toContain('zhuxie-login-preload');
    expect(page).toContain('<title>x</title>');
  });

  it('an index.html without the comment (a dev build) is served as it is', () => {
    expect(preloadVariants('<html></html>', '/admin/')).toEqual({ session: '<html></html>' });
  });
});

describe('the prerendered sign-in form (tools/prerender-login.ts writes it into the comment)', () => {
  const index = '<html lang="zh-CN">\n<head>\n<title>x</title>\n<script>rt</script>\n</head>\n<body><div id="root"></div></body></html>';
  const built = buildHtml(index);
  const root = { 'zh-CN': '<form>简</form>', 'zh-TW': '<form>繁</form>', en: '<form>EN</form>' };
  const prerendered = writePreload(built, { ...readPreload(built)!, root, style: 'body{--arcoblue-6:1,2,3}' });

  it('the build step keeps what the comment held and adds the form per language and its style', () => {
    expect(readPreload(prerendered)).toEqual({ ...readPreload(built), root, style: 'body{--arcoblue-6:1,2,3}' });
  });

  it('on the sign-in page: the form in #root, in the cookie language, its stylesheets last in <head> after the runtime script', () => {
    const page = served('lang=en', '/admin/login?redirect=%2Findex', prerendered);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<div id="root" data-prerendered="en"><form>EN</form></div>');
    expect(page).toMatch(
      /<script>rt<\/script>\n<link rel="stylesheet" crossorigin href="\/admin\/assets\/login\.css"><style>body\{--arcoblue-6:1,2,3\}<\/style>\n\s*<\/head>/,
    );
    expect(hrefs(page).filter((l) => l.startsWith('modulepreload'))).toContain('modulepreload /admin/assets/common-en.js');
    expect(page).not.toContain('rel="preload"');
    expect(served(undefined, '/admin/login', prerendered)).toContain('data-prerendered="zh-CN"><form>简</form>');
  });

  it('elsewhere, with a session, or from a build without the form: no form in the page', () => {
    expect(served('lang=en', '/admin/index', prerendered)).toContain('<div id="root"></div>');
    expect(served('lang=en', '/admin/register', prerendered)).toContain('<div id="root"></div>');
    expect(served('Admin-Token=abc', '/admin/login', prerendered)).toContain('<div id="root"></div>');
    expect(served('Admin-Token=abc', '/admin/login', prerendered)).not.toContain('<link');
    const plain = served('lang=en', '/admin/login', built);
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).toContain('rel="preload" as="style"');
  });
});
