import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Kernel, writeAtomic } from '#kernel/server';
import { CONTENT_STATUS } from '../../shared/content.ts';
import { pageTemplates, RenderError, type RenderSite, renderSite, renderTemplate } from '../render/engine.ts';
import { pipeDir } from '../storage/site-layout.ts';
import { writeSitemaps } from './sitemap.ts';

/** What a publish did: pages written, and the pages that failed with their template's reason. */
export interface PublishReport {
  pages: number;
  errors: string[];
}
const report = (): PublishReport => ({ pages: 0, errors: [] });

type CatalogRow = Awaited<ReturnType<typeof loadCatalogs>>[number];

const loadCatalogs = (kernel: Kernel, siteId: number) =>
  kernel.db.selectFrom('cmsCatalog').selectAll().where('siteId', '=', siteId).orderBy('treeLevel').orderBy('sortFlag').execute();

const enabledPipes = async (kernel: Kernel, siteId: number) =>
  (
    await kernel.db
      .selectFrom('cmsPublishPipe')
      .select('code')
      .where('siteId', '=', siteId)
      .where('state', '=', '0')
      .orderBy('sort')
      .execute()
  ).map((p) => p.code);

const suffixOf = (site: RenderSite, pipe: string) => String(site.publishPipeProps[pipe]?.staticSuffix || 'shtml');

/** A catalog page's file: `index.{suffix}` for page 1, `list_{n}.{suffix}` after (chestnut-api §4.2). */
const listFile = (page: number, suffix: string, hasIndex: boolean) =>
  page === 1 ? (hasIndex ? `list.${suffix}` : `index.${suffix}`) : `list_${page}.${suffix}`;

/** Writes one rendered page under the pipe's output directory, atomically (temp file + rename). */
async function writePage(kernel: Kernel, site: RenderSite, pipe: string, rel: string, html: string) {
  const root = pipeDir(kernel, site.path, pipe);
  const file = path.join(root, ...rel.split('/'));
  if (!file.startsWith(root + path.sep)) throw new Error(`page path leaves the output: ${rel}`);
  await writeAtomic(file, html);
}

async function render(
  kernel: Kernel,
  r: PublishReport,
  site: RenderSite,
  pipe: string,
  template: string | undefined,
  scope: Record<string, unknown>,
  rel: string,
  meta?: { pageTotal: number },
): Promise<boolean> {
  if (!template) return false;
  try {
    await writePage(kernel, site, pipe, rel, await renderTemplate(kernel, { site, pipeCode: pipe, template, scope, meta }));
    r.pages++;
    return true;
  } catch (e) {
    if (!(e instanceof RenderError)) throw e;
    r.errors.push(`${pipe}/${rel}: ${e.message}`);
    return false;
  }
}

/** The site's home page of every enabled pipe. */
export async function publishSiteIndex(kernel: Kernel, siteId: number, r = report()): Promise<PublishReport> {
  const site = await renderSite(kernel, siteId);
  for (const pipe of await enabledPipes(kernel, siteId))
    await render(kernel, r, site, pipe, pageTemplates.siteIndex(site, pipe), {}, `index.${suffixOf(site, pipe)}`);
  return r;
}

/** The most list pages a catalog publish writes (site extend `MaxPageOnContentPublish`, at least 1). */
const maxPages = (site: RenderSite) => Math.max(1, Number(site.configProps.MaxPageOnContentPublish ?? 10) || 10);

/** A catalog's index page (when it has an index template) and its list pages, for every enabled pipe. */
export async function publishCatalogPages(kernel: Kernel, catalogId: number, r = report(), pageLimit?: number): Promise<PublishReport> {
  const c = await kernel.db.selectFrom('cmsCatalog').selectAll().where('catalogId', '=', catalogId).executeTakeFirst();
  if (!c || c.catalogType === 'link') return r;
  const site = await renderSite(kernel, c.siteId);
  for (const pipe of await enabledPipes(kernel, c.siteId)) await catalogPagesOfPipe(kernel, r, site, c, pipe, pageLimit ?? 10_000);
  return r;
}

async function catalogPagesOfPipe(kernel: Kernel, r: PublishReport, site: RenderSite, c: CatalogRow, pipe: string, pageLimit: number) {
  const suffix = suffixOf(site, pipe);
  const index = pageTemplates.catalogIndex(c, pipe);
  const list = pageTemplates.catalogList(site, c, pipe);
  const scope = { Catalog: c };
  if (index) await render(kernel, r, site, pipe, index, { ...scope, PageNo: 1 }, `${c.path}/index.${suffix}`);
  const meta = { pageTotal: 1 };
  if (!(await render(kernel, r, site, pipe, list, { ...scope, PageNo: 1 }, `${c.path}/${listFile(1, suffix, !!index)}`, meta))) return;
  const last = Math.min(meta.pageTotal, pageLimit, maxPages(site) * 100);
  for (let p = 2; p <= last; p++)
    await render(kernel, r, site, pipe, list, { ...scope, PageNo: p }, `${c.path}/${listFile(p, suffix, !!index)}`);
}

/** A published content's detail page of every enabled pipe it is published to. */
export async function publishContentPage(kernel: Kernel, contentId: number, r = report()): Promise<PublishReport> {
  const content = await kernel.db
    .selectFrom('cmsContent')
    .selectAll()
    .where('contentId', '=', contentId)
    .where('deleted', '=', false)
    .where('status', '=', CONTENT_STATUS.PUBLISHED)
    .executeTakeFirst();
  if (!content || content.linkFlag === 'Y') return r;
  const c = await kernel.db.selectFrom('cmsCatalog').selectAll().where('catalogId', '=', content.catalogId).executeTakeFirst();
  if (!c) return r;
  const site = await renderSite(kernel, content.siteId);
  for (const pipe of await enabledPipes(kernel, content.siteId)) {
    if (content.publishPipe.length && !content.publishPipe.includes(pipe)) continue;
    const rel = content.staticPath || `${c.path}/${content.contentId}.${suffixOf(site, pipe)}`;
    await render(kernel, r, site, pipe, pageTemplates.content(site, c, content, pipe), { Catalog: c, Content: content }, rel);
  }
  return r;
}

/** Removes a content's pages (taken offline or deleted) from every pipe's output. */
export async function removeContentPage(kernel: Kernel, contentId: number): Promise<void> {
  const content = await kernel.db
    .selectFrom('cmsContent')
    .select(['siteId', 'catalogId', 'staticPath'])
    .where('contentId', '=', contentId)
    .executeTakeFirst();
  if (!content) return;
  const c = await kernel.db.selectFrom('cmsCatalog').select('path').where('catalogId', '=', content.catalogId).executeTakeFirst();
  const site = await renderSite(kernel, content.siteId);
  for (const pipe of await enabledPipes(kernel, content.siteId)) {
    const rel = content.staticPath || `${c?.path ?? '_'}/${contentId}.${suffixOf(site, pipe)}`;
    await fsp.rm(path.join(pipeDir(kernel, site.path, pipe), ...rel.split('/')), { force: true });
  }
}

/**
 * What one content's change rewrites (incremental republish): its page, the first list pages of its catalog
 * and the index pages of its catalog's ancestors, and the site's home — nothing else.
 */
export function publishContentChange(kernel: Kernel, contentId: number, removed = false): Promise<PublishReport> {
  return publishContentChanges(kernel, [{ contentId, removed }]);
}

/**
 * The incremental sets of several changes at once (a batch of the queue): each content's page, then every
 * catalog and site page those changes touch written once, however many of the contents share them.
 */
export async function publishContentChanges(kernel: Kernel, changes: { contentId: number; removed: boolean }[]): Promise<PublishReport> {
  const r = report();
  const contents = changes.length
    ? await kernel.db
        .selectFrom('cmsContent as c')
        .innerJoin('cmsCatalog as k', 'k.catalogId', 'c.catalogId')
        .select(['c.contentId', 'c.siteId', 'c.catalogId', 'k.ancestors'])
        .where(
          'c.contentId',
          'in',
          changes.map((x) => x.contentId),
        )
        .execute()
    : [];
  // every catalog on the changed contents' paths: its own catalog gets its first list pages, ancestors page 1
  const catalogs = new Map<number, { siteId: number; own: boolean; depth: number }>();
  const sites = new Set<number>();
  for (const ch of changes) {
    const content = contents.find((x) => x.contentId === ch.contentId);
    if (!content) continue;
    if (ch.removed) await removeContentPage(kernel, ch.contentId);
    else await publishContentPage(kernel, ch.contentId, r);
    content.ancestors
      .split(':')
      .filter(Boolean)
      .map(Number)
      .forEach((id, depth) => {
        const own = id === content.catalogId || !!catalogs.get(id)?.own;
        catalogs.set(id, { siteId: content.siteId, own, depth });
      });
    sites.add(content.siteId);
  }
  // deepest catalogs first, as for a single change
  for (const [id, { siteId, own }] of [...catalogs].sort(([, a], [, b]) => b.depth - a.depth))
    await publishCatalogPages(kernel, id, r, own ? maxPages(await renderSite(kernel, siteId)) : 1);
  for (const siteId of sites) await publishSiteIndex(kernel, siteId, r);
  return r;
}

/** Everything of a site: its home, every catalog's pages and every published content (the async task's work). */
export async function publishWholeSite(
  kernel: Kernel,
  siteId: number,
  progress: (percent: number, message?: string) => void,
  stopped: () => boolean,
): Promise<PublishReport> {
  const r = report();
  const catalogs = (await loadCatalogs(kernel, siteId)).filter((c) => c.catalogType !== 'link');
  const ids = (
    await kernel.db
      .selectFrom('cmsContent')
      .select('contentId')
      .where('siteId', '=', siteId)
      .where('deleted', '=', false)
      .where('status', '=', CONTENT_STATUS.PUBLISHED)
      .orderBy('contentId')
      .execute()
  ).map((x) => x.contentId);
  const steps = 1 + catalogs.length + ids.length;
  let done = 0;
  const step = () => progress(Math.floor((++done / steps) * 100));
  await publishSiteIndex(kernel, siteId, r);
  step();
  for (const c of catalogs) {
    if (stopped()) return r;
    await publishCatalogPages(kernel, c.catalogId, r);
    step();
  }
  for (const id of ids) {
    if (stopped()) return r;
    await publishContentPage(kernel, id, r);
    step();
  }
  await writeSitemaps(kernel, siteId);
  return r;
}

/**
 * The pages of one pipe a template change touches (the template editor's "republish"): the home page when it
 * uses the template, the listed catalogs' pages and the listed contents' pages — nothing of other pipes.
 */
export async function publishPipeSet(
  kernel: Kernel,
  siteId: number,
  pipe: string,
  set: { siteIndex: boolean; catalogIds: number[]; contentIds: number[] },
  progress: (percent: number) => void,
  stopped: () => boolean,
): Promise<PublishReport> {
  const r = report();
  const site = await renderSite(kernel, siteId);
  if (!(await enabledPipes(kernel, siteId)).includes(pipe)) return r;
  const steps = (set.siteIndex ? 1 : 0) + set.catalogIds.length + set.contentIds.length;
  let done = 0;
  const step = () => progress(Math.floor((++done / Math.max(1, steps)) * 100));
  if (set.siteIndex) {
    await render(kernel, r, site, pipe, pageTemplates.siteIndex(site, pipe), {}, `index.${suffixOf(site, pipe)}`);
    step();
  }
  for (const id of set.catalogIds) {
    if (stopped()) return r;
    const c = await kernel.db
      .selectFrom('cmsCatalog')
      .selectAll()
      .where('catalogId', '=', id)
      .where('siteId', '=', siteId)
      .executeTakeFirst();
    if (c && c.catalogType !== 'link') await catalogPagesOfPipe(kernel, r, site, c, pipe, 10_000);
    step();
  }
  for (const id of set.contentIds) {
    if (stopped()) return r;
    const content = await kernel.db
      .selectFrom('cmsContent')
      .selectAll()
      .where('contentId', '=', id)
      .where('siteId', '=', siteId)
      .where('deleted', '=', false)
      .where('status', '=', CONTENT_STATUS.PUBLISHED)
      .executeTakeFirst();
    const c =
      content && (await kernel.db.selectFrom('cmsCatalog').selectAll().where('catalogId', '=', content.catalogId).executeTakeFirst());
    if (content && c && content.linkFlag !== 'Y') {
      const rel = content.staticPath || `${c.path}/${content.contentId}.${suffixOf(site, pipe)}`;
      await render(kernel, r, site, pipe, pageTemplates.content(site, c, content, pipe), { Catalog: c, Content: content }, rel);
    }
    step();
  }
  return r;
}
