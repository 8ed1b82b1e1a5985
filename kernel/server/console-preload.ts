import { CONSOLE_LOGIN_PATH, DEFAULT_LANGUAGE, STORAGE_KEYS, isLanguage } from '../shared/constants.ts';

/**
 * What a visitor without a session needs first (the sign-in chunk, its imports outside the entry, its
 * stylesheets, and per language the strings its first render waits for): worked out by the build step
 * (tools/login-preload.ts) and written into index.html as one comment, which the server turns into plain
 * `<link rel=modulepreload>` tags per request (static.ts). Plain tags in the served HTML are seen by the
 * browser's preload scanner at once: no script has to run, and nothing is written into the parser.
 *
 * On the sign-in page itself the form comes with the HTML too: `root` holds it per language, prerendered by
 * tools/prerender-login.ts, and the console hydrates it (boot-console.tsx). Its stylesheets are then plain
 * stylesheets, so the form shows styled before any script has run.
 */
export interface LoginPreload {
  js: string[];
  css: string[];
  /** per language, the files of its strings not already in `js` */
  lng: Record<string, string[]>;
  /** per language, the sign-in page's first render as HTML (absent in a build without the prerender step) */
  root?: Record<string, string>;
  /** CSS for the prerendered page's <head> (the default theme colour, set by script on the other pages) */
  style?: string;
}

const MARKER = /<!--zhuxie-login-preload:(\{.*?\})-->\n?[ \t]*/;
const EMPTY_ROOT = '<div id="root"></div>';

/** The comment the build step writes first in <head>. */
export function preloadMarker(p: LoginPreload): string {
  return `<!--zhuxie-login-preload:${JSON.stringify(p).replace(/--/g, '\\u002d\\u002d')}-->`;
}

/** The preload comment's content, or null when the HTML has none. */
export function readPreload(html: string): LoginPreload | null {
  const m = MARKER.exec(html);
  return m ? (JSON.parse(m[1]) as LoginPreload) : null;
}

/** The HTML with its preload comment replaced by one holding `p`. */
export function writePreload(html: string, p: LoginPreload): string {
  return html.replace(/<!--zhuxie-login-preload:\{.*?\}-->/, () => preloadMarker(p));
}

/** The key of the variant for a language on the sign-in page. */
const onLogin = (lng: string) => `${lng}:login`;

/**
 * The variants of index.html a request can get: `session` (nothing preloaded), one per language, and one per
 * language for the sign-in page itself (with the prerendered form, when the build made it).
 */
export function preloadVariants(html: string, base: string): Record<string, string> {
  const p = readPreload(html);
  if (!p) return { session: html };
  const variants: Record<string, string> = { session: html.replace(MARKER, '') };
  const tags = (files: string[], tag: (href: string) => string) => files.map((f) => tag(`${base}${f}`)).join('');
  for (const [lng, own] of Object.entries(p.lng)) {
    const scripts = tags([...p.js, ...own], (href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    const inLanguage = html.replace(/<html lang="[^"]*">/, `<html lang="${lng}">`);
    variants[lng] = inLanguage.replace(
      MARKER,
      `${scripts}${tags(p.css, (href) => `<link rel="preload" as="style" crossorigin href="${href}">`)}\n    `,
    );
    const form = p.root?.[lng];
    // The stylesheets go last in <head>, where Vite's loader would add them for the sign-in chunk (it adds
    // none then: same href and rel), after the entry's own and after the inline runtime script, which a
    // stylesheet before it would hold back, and the parser with it.
    variants[onLogin(lng)] = form
      ? inLanguage
          .replace(MARKER, `${scripts}\n    `)
          .replace(
            '</head>',
            () =>
              `${tags(p.css, (href) => `<link rel="stylesheet" crossorigin href="${href}">`)}<style>${p.style ?? ''}</style>\n  </head>`,
          )
          .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${lng}">${form}</div>`)
      : variants[lng];
  }
  return variants;
}

const cookie = (header: string | undefined, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '')?.[1];

/**
 * Which variant a request gets: with a session cookie the signed-in shell comes next, not the sign-in
 * page, so nothing is fetched early; without one, the language the browser last chose (its cookie,
 * mirrored from local storage by the console) or the default, with the form itself on the sign-in page.
 */
export function preloadVariant(cookieHeader: string | undefined, url = ''): string {
  if (cookie(cookieHeader, STORAGE_KEYS.tokenCookie)) return 'session';
  const lng = decodeURIComponent(cookie(cookieHeader, STORAGE_KEYS.langCookie) ?? '');
  const key = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  return url.split('?')[0] === CONSOLE_LOGIN_PATH ? onLogin(key) : key;
}
