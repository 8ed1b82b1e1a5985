import path from 'node:path';
import { CONTENT_STATUS } from '../../shared/content.ts';
import { pageTemplates, RenderError, type RenderSite, renderSite, renderTemplate } from '../render/engine.ts';
import { ContentBatch } from '../render/content-batch.ts';
import type { RenderRun } from '../render/render-run.ts';
import type { RenderKernel } from '../render/render-kernel.ts';
import { templateSuffix } from '../services/template-files.ts';
import { pipeDir } from '../storage/site-layout.ts';
import { type DeployFailure, deployOn, deployPutSoon } from './deploy.ts';
import { writePageFile } from './page-file.ts';

/** What a publish did: pages written, and the pages that failed with their template's reason. */
export interface PublishReport {
  pages: number;
  errors: string[];
  /** pages written here that the pipe's bucket did not take (publish/deploy.ts) */
  deployFailures?: DeployFailure[];
}
export const emptyReport = (): PublishReport => ({ pages: 0, errors: [] });

/**
 * One task of the render pool (publish/render-pool.ts): the pages it renders and writes, for every enabled
 * pipe. `run` names the publish run the task belongs to: tasks of one run share their lookups.
 */
export type PageTask =
  /** the site's home page */
  (
    | { kind: 'site'; run: string; siteId: number }
    /** a catalog's index page and its list pages, at most `pageLimit` of them */
    | { kind: 'catalog'; run: string; catalogId: number; pageLimit?: number }
    /** the detail pages of published contents (a batch, loaded with one query) */
    | { kind: 'contents'; run: string; ids: number[] }
  ) & {
    /** only this pipe's pages (a template change republishes one pipe), else every enabled pipe */
    pipe?: string;
    /** the template-tag modules other plugins contribute (render/extension-tags.ts), set by the pool for each task */
    tagModules?: string[];
  };

const enabledPipes = async (kernel: RenderKernel, run: RenderRun, siteId: number, only?: string) =>
  (await allEnabledPipes(kernel, run, siteId)).filter((p) => !only || p === only);

const allEnabledPipes = (kernel: RenderKernel, run: RenderRun, siteId: number) =>
  run.once(`pipes:${siteId}`, async () =>
    (
      await kernel.db
        .selectFrom('cmsPublishPipe')
        .select('code')
        .where('siteId', '=', siteId)
        .where('state', '=', '0')
        .orderBy('sort')
        .execute()
    ).map((p) => p.code),
  );

const siteOf = (kernel: RenderKernel, run: RenderRun, siteId: number) => run.once(`site:${siteId}`, () => renderSite(kernel, siteId));

const catalogOf = (kernel: RenderKernel, run: RenderRun, catalogId: number) =>
  run.once(`catalog:${catalogId}`, () =>
    kernel.db.selectFrom('cmsCatalog').selectAll().where('catalogId', '=', catalogId).executeTakeFirst(),
  );

type CatalogRow = NonNullable<Awaited<ReturnType<typeof catalogOf>>>;

export const suffixOf = (site: RenderSite, pipe: string) => String(site.publishPipeProps[pipe]?.staticSuffix || 'shtml');

/** A catalog page's file: `index.{suffix}` for page 1, `list_{n}.{suffix}` after (chestnut-api §4.2). */
const listFile = (page: number, suffix: string, hasIndex: boolean) =>
  page === 1 ? (hasIndex ? `list.${suffix}` : `index.${suffix}`) : `list_${page}.${suffix}`;

/** The most list pages a catalog publish writes (site extend `MaxPageOnContentPublish`, at least 1). */
export const maxPages = (site: RenderSite) => Math.max(1, Number(site.configProps.MaxPageOnContentPublish ?? 10) || 10);

/**
 * Starts the lookups every page of a site needs at once rather than one after the other (a small incremental set
 * spends most of its time waiting on them); their results are memoized by the run.
 */
function warm(kernel: RenderKernel, run: RenderRun, siteId: number) {
  const quiet = (p: Promise<unknown>) => p.catch(() => {}); // a failure is met again where the value is used
  quiet(siteOf(kernel, run, siteId));
  quiet(allEnabledPipes(kernel, run, siteId));
  quiet(templateSuffix(kernel));
}

/** Renders and writes the pages of one task. */
export async function renderPages(kernel: RenderKernel, run: RenderRun, task: PageTask): Promise<PublishReport> {
  const r = emptyReport();
  const page = pageWriter(kernel, run, r);
  if (task.kind === 'site') {
    warm(kernel, run, task.siteId);
    const site = await siteOf(kernel, run, task.siteId);
    for (const pipe of await enabledPipes(kernel, run, task.siteId, task.pipe))
      await page(site, pipe, pageTemplates.siteIndex(site, pipe), {}, `index.${suffixOf(site, pipe)}`);
  } else if (task.kind === 'catalog') {
    const c = await catalogOf(kernel, run, task.catalogId);
    if (!c || c.catalogType === 'link') return r;
    warm(kernel, run, c.siteId);
    const site = await siteOf(kernel, run, c.siteId);
    for (const pipe of await enabledPipes(kernel, run, c.siteId, task.pipe))
      await catalogPages(page, site, c, pipe, task.pageLimit ?? 10_000);
  } else await contentPages(kernel, run, r, task.ids, task.pipe);
  return r;
}

type PageFn = (
  site: RenderSite,
  pipe: string,
  template: string | undefined,
  scope: Record<string, unknown>,
  rel: string,
  meta?: { pageTotal: number },
) => Promise<boolean>;

/** Renders one page and writes it under the pipe's output; a template's failure is reported, not thrown. */
function pageWriter(kernel: RenderKernel, run: RenderRun, r: PublishReport, batch?: ContentBatch): PageFn {
  return async (site, pipe, template, scope, rel, meta) => {
    if (!template) return false;
    try {
      const html = await renderTemplate(kernel, { site, pipeCode: pipe, template, scope, meta, run, batch });
      const root = pipeDir(kernel, site.path, pipe);
      const file = path.join(root, ...rel.split('/'));
      if (!file.startsWith(root + path.sep)) throw new RenderError(template, `page path leaves the output: ${rel}`);
      writePageFile(file, html);
      if (deployOn(site, pipe)) await deployPutSoon(r, site, pipe, rel, html);
      r.pages++;
      return true;
    } catch (e) {
      if (!(e instanceof RenderError)) throw e;
      r.errors.push(`${pipe}/${rel}: ${e.message}`);
      return false;
    }
  };
}

async function catalogPages(page: PageFn, site: RenderSite, c: CatalogRow, pipe: string, pageLimit: number) {
  const suffix = suffixOf(site, pipe);
  const index = pageTemplates.catalogIndex(c, pipe);
  const list = pageTemplates.catalogList(site, c, pipe);
  const scope = { Catalog: c };
  if (index) await page(site, pipe, index, { ...scope, PageNo: 1 }, `${c.path}/index.${suffix}`);
  const meta = { pageTotal: 1 };
  if (!(await page(site, pipe, list, { ...scope, PageNo: 1 }, `${c.path}/${listFile(1, suffix, !!index)}`, meta))) return;
  const last = Math.min(meta.pageTotal, pageLimit, maxPages(site) * 100);
  for (let p = 2; p <= last; p++) await page(site, pipe, list, { ...scope, PageNo: p }, `${c.path}/${listFile(p, suffix, !!index)}`);
}

/**
 * Detail pages of a batch of contents: the rows and bodies in one query each, what their pages look up
 * (neighbours, relations) in one query per lookup for the batch (ContentBatch), then one page per content and pipe.
 */
async function contentPages(kernel: RenderKernel, run: RenderRun, r: PublishReport, ids: number[], only?: string) {
  if (!ids.length) return;
  const [contents, bodies] = await Promise.all([
    kernel.db
      .selectFrom('cmsContent')
      .selectAll()
      .where('contentId', 'in', ids)
      .where('deleted', '=', false)
      .where('status', '=', CONTENT_STATUS.PUBLISHED)
      .orderBy('contentId')
      .execute(),
    kernel.db.selectFrom('cmsContentBody').select(['contentId', 'contentHtml', 'items']).where('contentId', 'in', ids).execute(),
  ]);
  if (contents.length) warm(kernel, run, contents[0].siteId);
  const bodyOf = new Map(bodies.map((b) => [b.contentId, { html: b.contentHtml ?? '', items: b.items }]));
  const batch = new ContentBatch(
    kernel,
    contents,
    new Map(contents.map((c) => [c.contentId, bodyOf.get(c.contentId) ?? { html: '', items: [] }])),
  );
  const page = pageWriter(kernel, run, r, batch);
  for (const content of contents) {
    if (content.linkFlag === 'Y') continue;
    const c = await catalogOf(kernel, run, content.catalogId);
    if (!c) continue;
    const site = await siteOf(kernel, run, content.siteId);
    for (const pipe of await enabledPipes(kernel, run, content.siteId, only)) {
      if (content.publishPipe.length && !content.publishPipe.includes(pipe)) continue;
      const rel = content.staticPath || `${c.path}/${content.contentId}.${suffixOf(site, pipe)}`;
      await page(site, pipe, pageTemplates.content(site, c, content, pipe), { Catalog: c, Content: content }, rel);
    }
  }
}
