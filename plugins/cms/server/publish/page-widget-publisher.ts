import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Kernel, writeAtomic } from '#kernel/server';
import { type RenderSite, renderSite, renderTemplate } from '../render/engine.ts';
import { type RenderWidget, widgetFile, widgetScope } from '../render/page-widget-data.ts';
import { RenderData } from '../render/render-data.ts';
import { pipeDir } from '../storage/site-layout.ts';

const suffixOf = (site: RenderSite, pipe: string) => String(site.publishPipeProps[pipe]?.staticSuffix || 'shtml');

/** The absolute file of a widget's published output (inside its pipe's output directory, or an error). */
function outputFile(kernel: Kernel, site: RenderSite, w: RenderWidget) {
  const root = pipeDir(kernel, site.path, w.publishPipeCode);
  const file = path.join(root, ...widgetFile(w, suffixOf(site, w.publishPipeCode)).split('/'));
  if (!file.startsWith(root + path.sep)) throw new Error(`page widget path leaves the output: ${w.path}`);
  return file;
}

/** Renders a widget's template with its data (`Data`, `PageWidget`), for its pipe: the published or the previewed HTML. */
export async function renderWidget(kernel: Kernel, w: RenderWidget, preview: { base: string } | null = null, site?: RenderSite) {
  const s = site ?? (await renderSite(kernel, w.siteId));
  const scope = await widgetScope(new RenderData(kernel, s, w.publishPipeCode, preview), w);
  return renderTemplate(kernel, { site: s, pipeCode: w.publishPipeCode, template: w.template ?? '', scope, preview });
}

/**
 * Publishes a widget: its template rendered with its data, written atomically to `include/{path}/{code}.{suffix}`
 * under its pipe's output (a RenderError names the template when it fails; nothing is written then).
 */
export async function publishWidgetFile(kernel: Kernel, w: RenderWidget): Promise<string> {
  const site = await renderSite(kernel, w.siteId);
  const html = await renderWidget(kernel, w, null, site);
  const file = outputFile(kernel, site, w);
  await writeAtomic(file, html);
  return path
    .relative(pipeDir(kernel, site.path, w.publishPipeCode), file)
    .split(path.sep)
    .join('/');
}

/** Removes a widget's published file (taken offline, deleted, or moved to another path or code). */
export async function removeWidgetFile(kernel: Kernel, w: RenderWidget): Promise<void> {
  const site = await renderSite(kernel, w.siteId);
  await fsp.rm(outputFile(kernel, site, w), { force: true });
}
