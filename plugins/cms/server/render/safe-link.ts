/**
 * A link an editor typed (a link catalog's or content's redirect URL, a widget item's URL) as a page may write it:
 * a relative URL or one of the schemes below; any other scheme (`javascript:`, `data:`, `vbscript:` …, however
 * written: browsers skip tabs, newlines and leading spaces in it) gives '' — escaping the attribute alone would
 * still run it on a click.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'iurl']);

export function safeLink(url: string | null | undefined): string {
  if (!url) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a browser drops from a URL's scheme
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''));
  return !scheme || SAFE_SCHEMES.has(scheme[1].toLowerCase()) ? url : '';
}
