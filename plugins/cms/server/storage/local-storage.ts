import fsp from 'node:fs/promises';
import path from 'node:path';
import { safeResolve, writeAtomic } from '#kernel/worker';
import type { RenderKernel } from '../render/render-kernel.ts';
import type { FileStorage } from './file-storage.ts';

/** The URL prefix local site files are served under (`/cms/res/{sitePath}/{key}`). */
export const LOCAL_RES_PREFIX = '/cms/res';

/** The directory of a site's files under DATA_DIR. */
export const siteDir = (kernel: RenderKernel, sitePath: string) => path.join(kernel.config.dataDir, 'cms', 'sites', sitePath);

/** A site's files under DATA_DIR/cms/sites/{sitePath}. */
export class LocalStorage implements FileStorage {
  readonly type = 'Local' as const;
  constructor(
    private readonly kernel: RenderKernel,
    private readonly sitePath: string,
  ) {}

  private file(key: string) {
    return path.join(siteDir(this.kernel, this.sitePath), key);
  }

  async put(key: string, data: Buffer) {
    await writeAtomic(this.file(key), data);
  }

  async get(key: string) {
    const abs = await safeResolve(siteDir(this.kernel, this.sitePath), key);
    return abs ? fsp.readFile(abs) : null;
  }

  async removeFamily(key: string) {
    const abs = await safeResolve(siteDir(this.kernel, this.sitePath), key);
    if (!abs) return;
    const dir = path.dirname(abs);
    const stem = path.basename(abs).replace(/\.[^.]+$/, '');
    for (const f of await fsp.readdir(dir).catch(() => [] as string[]))
      if (f === path.basename(abs) || f.startsWith(`${stem}_`)) await fsp.rm(path.join(dir, f), { force: true });
  }

  url(key: string) {
    return `${this.kernel.config.apiBase}${LOCAL_RES_PREFIX}/${this.sitePath}/${key}`;
  }
}
