import type { Plugin, Rollup } from 'vite';
import { LANGUAGES } from '../../shared/constants.ts';
import { preloadMarker } from '../console-preload.ts';

/** The sign-in page's module: the chunk a visitor without a session needs first. */
const LOGIN_PAGE = 'kernel/client/pages/LoginPage.tsx';
/** What the first render of the sign-in page waits for beside it, per language (boot-console.tsx, i18n.ts). */
const STRINGS = (lng: string) => [`locales/${lng}/common.json`, `locales/${lng}/widgets.json`];
const ARCO_LOCALE: Record<string, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', en: 'en-US' };

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Without a session every console URL ends on the sign-in page, whose chunk (and the strings of the
 * stored language) the entry would only ask for after it has been downloaded and run: a second round
 * trip before the password field exists. This build step works out those files and writes them into
 * index.html as one comment; the server serves it as link tags to a request without a session cookie
 * (console-preload.ts), so they are fetched at once, beside the entry. Nothing runs earlier.
 */
export function loginPreload(): Plugin {
  return {
    name: 'zhuxie-login-preload',
    apply: 'build',
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
        const marker = preloadMarker({ js: common.js, css: [...new Set(common.css)], lng: perLanguage });
        // first in <head>: the server turns it into link tags before any stylesheet or script (console-preload.ts)
        return html.replace(/<head>\n?/, (m) => `${m}    ${marker}\n`);
      },
    },
  };
}
