import zlib from 'node:zlib';

/** Limits of an uploaded archive, checked from its central directory before anything is inflated. */
export interface ZipLimits {
  maxEntries: number;
  /** total uncompressed bytes of all files */
  maxTotalBytes: number;
  /** uncompressed bytes of one file */
  maxEntryBytes: number;
  /** uncompressed / compressed of one file, for files over `ratioFloorBytes` */
  maxRatio: number;
  ratioFloorBytes: number;
}

/** Why an archive is refused: a reason code (an i18n key under `cms:theme.errors`) and the entry it names. */
/** Why an archive is refused: each a `cms:theme.errors.*` text. */
export const ZIP_REFUSALS = [
  'notZip',
  'tooManyEntries',
  'tooLarge',
  'entryTooLarge',
  'ratio',
  'traversal',
  'absolute',
  'badName',
  'symlink',
  'special',
  'encrypted',
  'method',
  'corrupt',
  'badManifest',
  'outsidePipe',
  'fileType',
  'empty',
] as const;
export type ZipRefusal = (typeof ZIP_REFUSALS)[number];

export class ZipRefused extends Error {
  constructor(
    readonly reason: ZipRefusal,
    readonly entry = '',
    readonly values: Record<string, string | number> = {},
  ) {
    super(`${reason}${entry ? `: ${entry}` : ''}`);
  }
}

/** One file of a checked archive: its normalized path (`a/b.css`) and where its data lies. */
export interface ZipFile {
  path: string;
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/**
 * A client's entry name as a safe relative path, or the refusal: backslashes count as separators (so
 * `..\..\x` is seen for what it is), absolute paths and drive letters are refused, as are `..` anywhere,
 * empty or `.` segments, and control characters.
 */
export function entryPath(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw new ZipRefused('badName', raw.replace(/[\u0000-\u001f\u007f]/g, '?'));
  const name = raw.replace(/\\/g, '/');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw new ZipRefused('absolute', raw);
  const segs = name.replace(/\/$/, '').split('/');
  if (segs.some((s) => s === '..')) throw new ZipRefused('traversal', raw);
  if (segs.some((s) => s === '' || s === '.' || s.length > 100) || name.length > 300) throw new ZipRefused('badName', raw);
  return segs.join('/');
}

/**
 * Reads the central directory of a zip held in memory and checks every entry against the limits before a
 * byte is inflated: names (zip-slip, absolute, drive letters, backslashes), types (symbolic links and
 * special files refused), encryption and methods (stored or deflated only), count, total and per-file
 * size, and the compression ratio that gives a zip bomb away. Directories are left out of the result.
 */
export function readZipDirectory(buf: Buffer, limits: ZipLimits): ZipFile[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw new ZipRefused('notZip');
  // the end record lies within the last 64 KiB + 22 bytes (its comment is at most 65535 bytes)
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--)
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new ZipRefused('notZip');
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // zip64 archives mark these as 0xffff…: far beyond any theme, refused as too large
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ZipRefused('tooLarge', '', { max: mb(limits.maxTotalBytes) });
  if (count > limits.maxEntries) throw new ZipRefused('tooManyEntries', '', { max: limits.maxEntries });
  if (cdOffset + cdSize > eocd) throw new ZipRefused('corrupt');
  const files: ZipFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) throw new ZipRefused('corrupt');
    const madeBy = buf.readUInt16LE(p + 4) >> 8;
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const external = buf.readUInt32LE(p + 38);
    const localOffset = buf.readUInt32LE(p + 42);
    const raw = buf.subarray(p + 46, p + 46 + nameLen).toString(flags & 0x800 ? 'utf8' : 'latin1');
    p += 46 + nameLen + extraLen + commentLen;
    const path = entryPath(raw);
    // unix-made entries carry the file type in the high half of the external attributes
    const mode = madeBy === 3 ? external >>> 16 : 0;
    const type = mode & S_IFMT;
    if (type === S_IFLNK) throw new ZipRefused('symlink', raw);
    const isDir = raw.endsWith('/') || raw.endsWith('\\') || type === S_IFDIR || (external & 0x10) !== 0;
    if (type && type !== S_IFREG && type !== S_IFDIR) throw new ZipRefused('special', raw);
    if (isDir) continue;
    if (flags & 0x1) throw new ZipRefused('encrypted', raw);
    if (method !== 0 && method !== 8) throw new ZipRefused('method', raw);
    if (size === 0xffffffff || compressedSize === 0xffffffff || size > limits.maxEntryBytes)
      throw new ZipRefused('entryTooLarge', raw, { max: mb(limits.maxEntryBytes) });
    if (size > limits.ratioFloorBytes && size / Math.max(1, compressedSize) > limits.maxRatio)
      throw new ZipRefused('ratio', raw, { ratio: Math.round(size / Math.max(1, compressedSize)), max: limits.maxRatio });
    total += size;
    if (total > limits.maxTotalBytes) throw new ZipRefused('tooLarge', '', { max: mb(limits.maxTotalBytes) });
    const key = path.toLowerCase();
    if (seen.has(key)) throw new ZipRefused('badName', raw);
    seen.add(key);
    files.push({ path, method, compressedSize, size, crc, localOffset });
  }
  return files;
}

/**
 * The bytes of one checked file: inflated with an output cap of the size its directory entry declared, so
 * an entry that lies about its size cannot grow past it; the CRC must match.
 */
export function readZipFile(buf: Buffer, f: ZipFile): Buffer {
  const at = f.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw new ZipRefused('corrupt', f.path);
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + f.compressedSize);
  if (data.length !== f.compressedSize) throw new ZipRefused('corrupt', f.path);
  let out: Buffer;
  try {
    out = f.method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, f.size) });
  } catch {
    throw new ZipRefused('corrupt', f.path);
  }
  if (out.length !== f.size || zlib.crc32(out) !== f.crc) throw new ZipRefused('corrupt', f.path);
  return out;
}

const mb = (n: number) => Math.round(n / 1048576);
