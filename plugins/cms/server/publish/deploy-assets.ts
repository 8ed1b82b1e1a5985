import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kernel } from '#kernel/server';
import { renderSite } from '../render/engine.ts';
import { pipeThemeFiles } from '../services/site-theme.ts';
import { pipeDir } from '../storage/site-layout.ts';
import { type DeployFailure, deployOn, deployPut } from './deploy.ts';

/**
 * The static assets of a site's deploying pipes (css, scripts, images, fonts a theme or the file manager put in
 * the pipe's output, outside `template/`, `include/` and the catalogs' directories) put to their buckets: the
 * publisher does not write them, but the deployed pages link to them. A full-site publish calls it; what the
 * bucket refuses goes to `failures`. Returns how many files went.
 */
export async function deployPipeAssets(kernel: Kernel, siteId: number, failures: DeployFailure[]): Promise<number> {
  const site = await renderSite(kernel, siteId);
  const pipes = (
    await kernel.db.selectFrom('cmsPublishPipe').select('code').where('siteId', '=', siteId).where('state', '=', '0').execute()
  )
    .map((p) => p.code)
    .filter((code) => deployOn(site, code));
  if (!pipes.length) return 0;
  const catalogTops = (await kernel.db.selectFrom('cmsCatalog').select('path').where('siteId', '=', siteId).execute()).map(
    (c) => c.path.split('/')[0],
  );
  const skip = new Set([...catalogTops, 'include', 'template']);
  let sent = 0;
  for (const pipe of pipes) {
    const root = pipeDir(kernel, site.path, pipe);
    for (const rel of await pipeThemeFiles(root, skip)) {
      const before = failures.length;
      await deployPut(site, pipe, rel, await fsp.readFile(path.join(root, ...rel.split('/'))), failures);
      if (failures.length === before) sent++;
    }
  }
  return sent;
}
