import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Kernel, writeAtomic } from '#kernel/server';
import { PAGE_WIDGET_STATE } from '../../shared/page-widget.ts';
import { RenderError, type RenderSite, renderSite, renderTemplate } from '../render/engine.ts';
import { type RenderWidget, COLUMNS as WIDGET_COLUMNS, widgetFile, widgetScope } from '../render/page-widget-data.ts';
import { RenderData } from '../render/render-data.ts';
import { widgetTypeOf } from '../render/widget-types.ts';
import { pipeDir } from '../storage/site-layout.ts';
import { type DeployFailure, deployFailuresOf, deployPut, deployRemove } from './deploy.ts';
import type { PublishReport } from './pages.ts';

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
  // a contributed type (widget-types.ts) may publish without a template, and wrap what its template renders
  const contributed = widgetTypeOf(kernel, w.type);
  if (contributed?.fallback && !w.template) return contributed.fallback(w, scope.Data);
  const html = await renderTemplate(kernel, { site: s, pipeCode: w.publishPipeCode, template: w.template ?? '', scope, preview });
  return contributed?.wrap ? contributed.wrap(html, w, scope.Data) : html;
}

const relOf = (kernel: Kernel, site: RenderSite, w: RenderWidget, file: string) =>
  path
    .relative(pipeDir(kernel, site.path, w.publishPipeCode), file)
    .split(path.sep)
    .join('/');

/**
 * Publishes a widget: its template rendered with its data, written atomically to `include/{path}/{code}.{suffix}`
 * under its pipe's output (a RenderError names the template when it fails; nothing is written then), and put
 * to the pipe's bucket when it deploys (what the bucket refuses goes to `failures`).
 */
export async function publishWidgetFile(
  kernel: Kernel,
  w: RenderWidget,
  failures: DeployFailure[] = [],
  given?: RenderSite,
): Promise<string> {
  const site = given ?? (await renderSite(kernel, w.siteId));
  const html = await renderWidget(kernel, w, null, site);
  const file = outputFile(kernel, site, w);
  await writeAtomic(file, html);
  const rel = relOf(kernel, site, w, file);
  await deployPut(site, w.publishPipeCode, rel, html, failures);
  return rel;
}

/** Removes a widget's published file (taken offline, deleted, or moved to another path or code), here and in the bucket. */
export async function removeWidgetFile(kernel: Kernel, w: RenderWidget, failures: DeployFailure[] = []): Promise<void> {
  const site = await renderSite(kernel, w.siteId);
  const file = outputFile(kernel, site, w);
  await fsp.rm(file, { force: true });
  await deployRemove(site, w.publishPipeCode, relOf(kernel, site, w, file), failures);
}

/**
 * The site's published widgets written again to `include/` of their (enabled) pipes: a full-site publish does it,
 * so the output is complete even from an empty data directory. A widget being edited again (state 60) keeps its
 * file as it is: its row holds the unpublished edit. A widget whose template fails is reported, the others are
 * written.
 */
export async function publishSiteWidgets(kernel: Kernel, siteId: number, r: PublishReport): Promise<void> {
  const widgets = await kernel.db
    .selectFrom('cmsPageWidget as w')
    .innerJoin('cmsPublishPipe as p', (j) => j.onRef('p.siteId', '=', 'w.siteId').onRef('p.code', '=', 'w.publishPipeCode'))
    .select(WIDGET_COLUMNS.map((c) => `w.${c}` as const))
    .where('w.siteId', '=', siteId)
    .where('w.state', '=', PAGE_WIDGET_STATE.PUBLISHED)
    .where('p.state', '=', '0')
    .orderBy('w.pageWidgetId')
    .execute();
  if (!widgets.length) return;
  const site = await renderSite(kernel, siteId);
  for (const w of widgets) {
    try {
      await publishWidgetFile(kernel, w, deployFailuresOf(r), site);
      r.pages++;
    } catch (e) {
      if (!(e instanceof RenderError)) throw e;
      r.errors.push(`${w.publishPipeCode}/${widgetFile(w, suffixOf(site, w.publishPipeCode))}: ${e.message}`);
    }
  }
}
