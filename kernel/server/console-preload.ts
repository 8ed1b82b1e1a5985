import { DEFAULT_LANGUAGE, STORAGE_KEYS, isLanguage } from '../shared/constants.ts';

/**
 * What a visitor without a session needs first (the sign-in chunk, its imports outside the entry, its
 * stylesheets, and per language the strings its first render waits for): worked out by the build step
 * (tools/login-preload.ts) and written into index.html as one comment, which the server turns into plain
 * `<link rel=modulepreload>` tags per request (static.ts). Plain tags in the served HTML are seen by the
 * browser's preload scanner at once: no script has to run, and nothing is written into the parser.
 */
export interface LoginPreload {
  js: string[];
  css: string[];
  /** per language, the files of its strings not already in `js` */
  lng: Record<string, string[]>;
}

const MARKER = /<!--zhuxie-login-preload:(\{.*?\})-->\n?[ \t]*/;

/** The comment the build step writes first in <head>. */
export function preloadMarker(p: LoginPreload): string {
  return `<!--zhuxie-login-preload:${JSON.stringify(p).replace(/--/g, '\\u002d\\u002d')}-->`;
}

/** The variants of index.html a request can get: `session` (nothing preloaded) and one per language. */
export function preloadVariants(html: string, base: string): Record<string, string> {
  const m = MARKER.exec(html);
  if (!m) return { session: html };
  const p = JSON.parse(m[1]) as LoginPreload;
  const variants: Record<string, string> = { session: html.replace(MARKER, '') };
  for (const [lng, own] of Object.entries(p.lng)) {
    const tags = [
      ...[...p.js, ...own].map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
      ...p.css.map((f) => `<link rel="preload" as="style" crossorigin href="${base}${f}">`),
    ];
    variants[lng] = html.replace(MARKER, `${tags.join('')}\n    `);
  }
  return variants;
}

const cookie = (header: string | undefined, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '')?.[1];

/**
 * Which variant a request gets: with a session cookie the signed-in shell comes next, not the sign-in
 * page, so nothing is fetched early; without one, the language the browser last chose (its cookie,
 * mirrored from local storage by the console) or the default.
 */
export function preloadVariant(cookieHeader: string | undefined): string {
  if (cookie(cookieHeader, STORAGE_KEYS.tokenCookie)) return 'session';
  const lng = decodeURIComponent(cookie(cookieHeader, STORAGE_KEYS.langCookie) ?? '');
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
