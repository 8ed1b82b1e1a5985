import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kernel } from '#kernel/server';
import { pipeDir, pipeDirName, siteDir } from '../storage/site-layout.ts';

/** The roots the file manager may reach for a site: its resource directory and each pipe's output directory, by name. */
export async function siteRoots(kernel: Kernel, site: { siteId: number; path: string }): Promise<Map<string, string>> {
  const pipes = await kernel.db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', site.siteId).orderBy('sort').execute();
  const roots = new Map<string, string>([[site.path, siteDir(kernel, site.path)]]);
  for (const p of pipes) roots.set(pipeDirName(site.path, p.code), pipeDir(kernel, site.path, p.code));
  return roots;
}

/**
 * The segments of a client path (`root/a/b.css`), or null when it could mean anything else: absolute, `.` or `..`,
 * empty segments, backslashes, NUL and control characters, or percent signs (an encoded `..` or `/` that some
 * layer might decode later).
 */
export function pathSegments(p: string): string[] | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (!p || p.length > 500 || /[\\%\u0000-\u001f\u007f]/.test(p) || p.startsWith('/')) return null;
  const segs = p.replace(/\/+$/, '').split('/');
  if (segs.some((s) => s === '' || s === '.' || s === '..' || s.trim() !== s)) return null;
  return segs;
}

export type Resolved =
  | { kind: 'bad' }
  | { kind: 'missing'; rootName: string; root: string; segs: string[]; abs: string }
  | { kind: 'ok'; rootName: string; root: string; segs: string[]; abs: string; isDirectory: boolean; size: number; mtimeMs: number };

/**
 * Resolves a client path inside one of the roots, following no symbolic link on the way (each step is checked with
 * lstat, and the real path of what exists must still lie under the root's real path). `missing` when the last step
 * (or more) does not exist yet; anything that could leave the roots is `bad`.
 */
export async function resolveIn(roots: Map<string, string>, p: string): Promise<Resolved> {
  const segs = pathSegments(p);
  if (!segs) return { kind: 'bad' };
  const [rootName, ...rest] = segs;
  const root = roots.get(rootName);
  if (!root) return { kind: 'bad' };
  await fsp.mkdir(root, { recursive: true });
  let cur = root;
  let st = await fsp.lstat(cur);
  if (st.isSymbolicLink() || !st.isDirectory()) return { kind: 'bad' };
  const realRoot = await fsp.realpath(root);
  for (let i = 0; i < rest.length; i++) {
    if (!st.isDirectory()) return { kind: 'bad' };
    cur = path.join(cur, rest[i]);
    try {
      st = await fsp.lstat(cur);
    } catch {
      return { kind: 'missing', rootName, root, segs: rest, abs: path.join(root, ...rest) };
    }
    if (st.isSymbolicLink() || !(st.isDirectory() || st.isFile())) return { kind: 'bad' };
  }
  const real = await fsp.realpath(cur);
  if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return { kind: 'bad' };
  return { kind: 'ok', rootName, root, segs: rest, abs: cur, isDirectory: st.isDirectory(), size: st.size, mtimeMs: st.mtimeMs };
}
