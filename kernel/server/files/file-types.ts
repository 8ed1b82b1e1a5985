/** Leading bytes of the file types the upload accepts; a file whose content contradicts its extension is refused. */
const SIGNATURES: Record<string, number[][]> = {
  png: [[0x89, 0x50, 0x4e, 0x47]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  bmp: [[0x42, 0x4d]],
  webp: [[0x52, 0x49, 0x46, 0x46]],
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  zip: [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  pptx: [[0x50, 0x4b, 0x03, 0x04]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0]],
  ppt: [[0xd0, 0xcf, 0x11, 0xe0]],
  mp3: [
    [0x49, 0x44, 0x33],
    [0xff, 0xfb],
    [0xff, 0xf3],
    [0xff, 0xf2],
  ],
  wav: [[0x52, 0x49, 0x46, 0x46]],
  avi: [[0x52, 0x49, 0x46, 0x46]],
  ogg: [[0x4f, 0x67, 0x67, 0x53]],
  flac: [[0x66, 0x4c, 0x61, 0x43]],
  webm: [[0x1a, 0x45, 0xdf, 0xa3]],
  rar: [[0x52, 0x61, 0x72, 0x21]],
  '7z': [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  gz: [[0x1f, 0x8b]],
};

/** ISO media files (mp4, mov, m4a): the box type `ftyp` at byte 4. */
const ISO_MEDIA = new Set(['mp4', 'm4v', 'm4a', 'mov']);

/** Extensions never accepted, whatever the configuration says (active content on our origin). */
export const FORBIDDEN_EXTENSIONS = new Set([
  'html',
  'htm',
  'shtml',
  'xhtml',
  'svg',
  'svgz',
  'js',
  'mjs',
  'jsp',
  'php',
  'asp',
  'aspx',
  'exe',
  'sh',
  'bat',
  'cmd',
  'xml',
]);

export const INLINE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** True when the first bytes fit the extension (text files must hold no NUL byte). */
export function contentMatches(ext: string, head: Buffer): boolean {
  if (ISO_MEDIA.has(ext)) return head.subarray(4, 8).toString('latin1') === 'ftyp';
  const sigs = SIGNATURES[ext];
  if (sigs) return sigs.some((s) => s.every((b, i) => head[i] === b));
  if (ext === 'txt' || ext === 'csv' || ext === 'md') return !head.includes(0);
  return true;
}

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}
