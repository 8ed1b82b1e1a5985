import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

/** Writes a file atomically: temp file in the same directory, fsync, rename. */
export async function writeAtomic(target: string, data: Buffer | string): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  const fh = await fsp.open(tmp, 'w', 0o644);
  try {
    await fh.writeFile(data);
    await fh.sync();
  } finally {
    await fh.close();
  }
  await fsp.rename(tmp, target);
}

/**
 * Resolves a client-supplied relative path inside `root`; returns null for anything that could leave it
 * (absolute paths, `..`, backslashes, NUL, symlinks on the way).
 */
export async function safeResolve(root: string, rel: string): Promise<string | null> {
  if (!rel || rel.includes('\0') || rel.includes('\\')) return null;
  const clean = rel.replace(/^\/+/, '');
  if (clean.split('/').some((s) => s === '..' || s === '.')) return null;
  const abs = path.resolve(root, clean);
  const rootAbs = path.resolve(root);
  if (abs !== rootAbs && !abs.startsWith(rootAbs + path.sep)) return null;
  try {
    const real = await fsp.realpath(abs);
    const realRoot = await fsp.realpath(rootAbs);
    if (!real.startsWith(realRoot + path.sep)) return null;
    const st = await fsp.lstat(real);
    return st.isFile() ? real : null;
  } catch {
    return null;
  }
}

export const exists = (p: string) => fs.existsSync(p);
