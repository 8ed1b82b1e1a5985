import path from 'node:path';
import type { RenderKernel } from '../render/render-kernel.ts';
import { siteDir } from './local-storage.ts';

/**
 * The directories of a site under DATA_DIR/cms/sites (chestnut-api §4.2 layout):
 * - `{sitePath}/`: the site's resources (the resource library, uploaded assets);
 * - `{sitePath}_{pipeCode}/`: the static output of one publish pipe, with its templates in `template/`.
 * Site paths are letters and digits only, so `{sitePath}_{pipeCode}` never names another site.
 */
export const SITES_ROOT = (kernel: RenderKernel) => path.join(kernel.config.dataDir, 'cms', 'sites');

/** The directory name of a pipe's output: `{sitePath}_{pipeCode}`. */
export const pipeDirName = (sitePath: string, pipeCode: string) => `${sitePath}_${pipeCode}`;

/** The static output directory of a pipe. */
export const pipeDir = (kernel: RenderKernel, sitePath: string, pipeCode: string) =>
  path.join(SITES_ROOT(kernel), pipeDirName(sitePath, pipeCode));

/** The template directory of a pipe. */
export const templateDir = (kernel: RenderKernel, sitePath: string, pipeCode: string) =>
  path.join(pipeDir(kernel, sitePath, pipeCode), 'template');

export { siteDir };
