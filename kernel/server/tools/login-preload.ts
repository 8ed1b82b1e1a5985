import type { Plugin, Rollup } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '../../shared/constants.ts';

/** The sign-in page's module: the chunk a visitor without a session needs first. */
const LOGIN_PAGE = 'kernel/client/pages/LoginPage.tsx';
/** What the first render of the sign-in page waits for beside it, per language (boot-console.tsx, i18n.ts). */
const STRINGS = (lng: string) => [`locales/${lng}/common.json`, `locales/${lng}/widgets.json`];
const ARCO_LOCALE: Record<string, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', en: 'en-US' };

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Without a session every console URL ends on the sign-in page, whose chunk (and the strings of the
 * stored language) the entry would only ask for after it has been downloaded and run: a second round
 * trip before the password field exists. This build step writes a tiny inline script into index.html
 * that, when there is no session cookie, asks for the sign-in chunk, its imports and the language's
 * strings at once, beside the entry. Nothing runs earlier: the files are fetched, not executed.
 */
export function loginPreload(): Plugin {
  let base = '/';
  return {
    name: 'zhuxie-login-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        // the chunk holding a module (its facade, or one of a manual group's modules)
        const has = (m: string | null, id: string) => !!m && m.replace(/\\/g, '/').endsWith(`/${id}`);
        const byModule = (id: string) =>
          chunks.find((c) => has(c.facadeModuleId, id)) ?? chunks.find((c) => c.moduleIds.some((m) => has(m, id)));
        const entry = chunks.find((c) => c.isEntry);
        const login = byModule(LOGIN_PAGE);
        if (!entry || !login) throw new Error(`login preload: no ${entry ? LOGIN_PAGE : 'entry'} chunk in the build`);
        // what index.html already loads (the entry and its static imports) is left out
        const inEntry = new Set<string>();
        const walk = (c: Chunk, into: Set<string>) => {
          if (into.has(c.fileName)) return;
          into.add(c.fileName);
          for (const f of c.imports) walk(bundle[f] as Chunk, into);
        };
        walk(entry, inEntry);
        const cssOf = (files: Iterable<string>) => [...files].flatMap((f) => [...((bundle[f] as Chunk).viteMetadata?.importedCss ?? [])]);
        const entryCss = new Set(cssOf(inEntry));
        const graph = (c: Chunk | undefined) => {
          const files = new Set<string>();
          if (c) walk(c, files);
          const js = [...files].filter((f) => !inEntry.has(f));
          return { js, css: cssOf(js).filter((f) => !entryCss.has(f)) };
        };
        const common = graph(login);
        const perLanguage: Record<string, string[]> = {};
        for (const lng of LANGUAGES) {
          const arco = byModule(`@arco-design/web-react/es/locale/${ARCO_LOCALE[lng]}.js`);
          const own = [...STRINGS(lng).map(byModule), arco].flatMap((c) => graph(c).js);
          perLanguage[lng] = [...new Set(own)].filter((f) => !common.js.includes(f));
        }
        const data = JSON.stringify({ js: common.js, css: [...new Set(common.css)], lng: perLanguage });
        // the tags are written into the parser's input (one document.write while <head> is parsed): appending
        // link elements one by one costs several milliseconds each in a fresh browser context
        const script = `<script>(function(){if(/(?:^|; )${STORAGE_KEYS.tokenCookie}=/.test(document.cookie))return;var p=${data},l=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)}),b=${JSON.stringify(base)};if(!p.lng[l])l=${JSON.stringify(DEFAULT_LANGUAGE)};document.write(p.js.concat(p.lng[l]).map(function(f){return'<link rel="modulepreload" crossorigin href="'+b+f+'">'}).join('')+p.css.map(function(f){return'<link rel="preload" as="style" crossorigin href="'+b+f+'">'}).join(''))})()</script>`;
        // first in <head>: an inline script waits for the stylesheets above it, and the fetches should start at once
        return html.replace(/<head>\n?/, (m) => `${m}    ${script}\n`);
      },
    },
  };
}
