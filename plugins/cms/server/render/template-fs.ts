import fs from 'node:fs';
import path from 'node:path';
import type { FS } from 'liquidjs';

/** Template names a template may include: letters, digits and underscore segments (`a/b`), nothing else. */
const NAME = /^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)*$/;
export const templateNameAllowed = (name: string) => NAME.test(name);

/**
 * The file system a site's templates see: only files of one pipe's template directory, by name, never a
 * path that leaves it (no `..`, no absolute path, no symlink out).
 */
export function templateFs(root: string, suffix: string): FS {
  const realRoot = () => fs.realpathSync(root);
  const inside = (file: string) => {
    try {
      const real = fs.realpathSync(file);
      return real.startsWith(realRoot() + path.sep);
    } catch {
      return false;
    }
  };
  const resolve = (_dir: string, file: string) => {
    const name = file.endsWith(suffix) ? file.slice(0, -suffix.length) : file;
    if (!NAME.test(name)) throw new Error(`template name not allowed: ${file}`);
    return path.join(root, name + suffix);
  };
  const read = (file: string) => {
    if (!inside(file)) throw new Error(`template not found: ${path.basename(file)}`);
    return fs.readFileSync(file, 'utf8');
  };
  return {
    exists: async (file) => inside(file),
    existsSync: (file) => inside(file),
    readFile: async (file) => read(file),
    readFileSync: read,
    resolve,
    contains: async (_root, file) => inside(file),
    containsSync: (_root, file) => inside(file),
    sep: '/',
    dirname: (file) => path.dirname(file),
  };
}
