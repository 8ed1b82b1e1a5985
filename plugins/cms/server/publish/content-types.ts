import path from 'node:path';

const TYPES: Record<string, string> = {
  html: 'text/html',
  shtml: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  json: 'application/json',
  css: 'text/css',
  js: 'text/javascript',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/**
 * The Content-Type of a published file by its extension (text types in UTF-8, as the publisher writes them):
 * what the product's preview serving sends and what a deploy puts on the bucket's objects.
 */
export function publishedContentType(file: string): string {
  const t = TYPES[path.extname(file).slice(1).toLowerCase()];
  if (!t) return 'application/octet-stream';
  return t.startsWith('text/') || t.endsWith('/xml') || t.endsWith('/json') || t.endsWith('+xml') ? `${t}; charset=utf-8` : t;
}
