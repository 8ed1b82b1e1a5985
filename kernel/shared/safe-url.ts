/** The URL schemes rich text may point at; anything else (javascript:, data:, vbscript:, file:) is refused. */
const SAFE_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Schemes a media element (img, video, audio) may load; mailto makes no sense there. */
const MEDIA_SCHEMES = ['http', 'https'] as const;

// Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so checks must too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

/** The scheme of a URL in lower case, or null for a relative URL (no scheme before the first / ? #). */
export function urlScheme(url: string): string | null {
  const compact = url.replace(IGNORED, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return m ? m[1].toLowerCase() : null;
}

/**
 * True for a link target rich text may carry: http, https, mailto or a relative URL
 * (`/a`, `./a`, `a.html`, `#x`, `?q`, `//host/a`). Used by the editor and by the server's sanitiser.
 */
export function isSafeUrl(url: string | null | undefined, kind: 'link' | 'media' = 'link'): boolean {
  if (url == null) return false;
  const trimmed = url.trim();
  if (trimmed === '') return false;
  const scheme = urlScheme(trimmed);
  if (scheme === null) return true;
  return (kind === 'media' ? MEDIA_SCHEMES : SAFE_SCHEMES).includes(scheme as never);
}
