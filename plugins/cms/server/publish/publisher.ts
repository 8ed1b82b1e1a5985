import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Kernel } from '#kernel/server';
import { CONTENT_STATUS } from '../../shared/content.ts';
import { renderSite } from '../render/engine.ts';
import { newRun, runPageTasks } from './render-pool.ts';
import { pipeDir } from '../storage/site-layout.ts';
import { type DeployFailure, deployFailuresOf, deployRemove } from './deploy.ts';
import { deployPipeAssets } from './deploy-assets.ts';
import { publishSiteWidgets } from './page-widget-publisher.ts';
import { emptyReport, maxPages, type PageTask, type PublishReport, suffixOf } from './pages.ts';
import { writeSitemaps } from './sitemap.ts';

export type { PublishReport } from './pages.ts';

/**
 * What gets published when: these run on the main thread and hand the rendering and writing to the render
 * workers (publish/render-pool.ts) as tasks — publish/pages.ts is what a worker does with one.
 */

/** How many contents one worker task renders: big enough that a task's overhead is small. */
const CONTENTS_PER_TASK = 200;

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

const contentTasks = (run: string, ids: number[], pipe?: string): PageTask[] => {
  const tasks: PageTask[] = [];
  for (let i = 0; i < ids.length; i += CONTENTS_PER_TASK)
    tasks.push({ kind: 'contents', run, ids: ids.slice(i, i + CONTENTS_PER_TASK), pipe });
  return tasks;
};

/** A catalog's pages as one task per enabled pipe, so the render threads share a catalog's many list pages. */
const catalogTasks = (run: string, catalogId: number, pipes: string[], pageLimit?: number): PageTask[] =>
  pipes.map((pipe) => ({ kind: 'catalog', run, catalogId, pageLimit, pipe }));

/** The site's home page of every enabled pipe. */
export function publishSiteIndex(kernel: Kernel, siteId: number, r = emptyReport()): Promise<PublishReport> {
  return runPageTasks(kernel, [{ kind: 'site', run: newRun(), siteId }], { r });
}

/** A catalog's index page (when it has an index template) and its list pages, for every enabled pipe. */
export function publishCatalogPages(kernel: Kernel, catalogId: number, r = emptyReport(), pageLimit?: number): Promise<PublishReport> {
  return runPageTasks(kernel, [{ kind: 'catalog', run: newRun(), catalogId, pageLimit }], { r });
}

/** The detail pages of published contents, in batches spread over the render workers. */
export function publishContentPages(
  kernel: Kernel,
  ids: number[],
  r = emptyReport(),
  o: { onDone?: (task: PageTask) => void; stopped?: () => boolean } = {},
): Promise<PublishReport> {
  return runPageTasks(kernel, contentTasks(newRun(), ids), { r, ...o });
}

/** Removes a content's pages (taken offline or deleted) from every pipe's output, and from a pipe's bucket when it deploys. */
export async function removeContentPage(kernel: Kernel, contentId: number, failures: DeployFailure[] = []): Promise<void> {
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
    await deployRemove(site, pipe, rel, failures);
  }
}

/**
 * What one content's change rewrites (incremental republish): its page, the first list pages of its catalog
 * and the index pages of its catalog's ancestors, and the site's home — nothing else. The pages render in
 * parallel on the workers, as one run.
 */
export function publishContentChange(kernel: Kernel, contentId: number, removed = false): Promise<PublishReport> {
  return publishContentChanges(kernel, [{ contentId, removed }]);
}

/**
 * The incremental sets of several changes at once (a batch of the queue): each content's page, then every
 * catalog and site page those changes touch written once, however many of the contents share them.
 */
export async function publishContentChanges(kernel: Kernel, changes: { contentId: number; removed: boolean }[]): Promise<PublishReport> {
  const r = emptyReport();
  if (!changes.length) return r;
  const contents = await kernel.db
    .selectFrom('cmsContent as c')
    .innerJoin('cmsCatalog as k', 'k.catalogId', 'c.catalogId')
    .select(['c.contentId', 'c.siteId', 'c.catalogId', 'k.ancestors'])
    .where(
      'c.contentId',
      'in',
      changes.map((x) => x.contentId),
    )
    .execute();
  // every catalog on the changed contents' paths: its own catalog gets its first list pages, ancestors page 1
  const catalogs = new Map<number, { siteId: number; own: boolean; depth: number }>();
  const sites = new Set<number>();
  const published: number[] = [];
  for (const ch of changes) {
    const content = contents.find((x) => x.contentId === ch.contentId);
    if (!content) continue;
    if (ch.removed) await removeContentPage(kernel, ch.contentId, deployFailuresOf(r));
    else published.push(ch.contentId);
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
  const run = newRun();
  const tasks: PageTask[] = contentTasks(run, published);
  // each site's pipes and list page limit, read together
  const siteIds = [...sites];
  const perSite = new Map(
    await Promise.all(
      siteIds.map(async (id) => {
        const [pipes, site] = await Promise.all([enabledPipes(kernel, id), renderSite(kernel, id)]);
        return [id, { pipes, pages: maxPages(site) }] as const;
      }),
    ),
  );
  // deepest catalogs first, as for a single change
  for (const [catalogId, { siteId, own }] of [...catalogs].sort(([, a], [, b]) => b.depth - a.depth)) {
    const s = perSite.get(siteId)!;
    tasks.push(...catalogTasks(run, catalogId, s.pipes, own ? s.pages : 1));
  }
  for (const siteId of sites) tasks.push({ kind: 'site', run, siteId });
  return runPageTasks(kernel, tasks, { r });
}

/**
 * Everything of a site: its home, every catalog's pages, every published content, its published page widgets
 * (`include/`) and its sitemaps; a pipe that deploys to a bucket gets its static assets there too (the async
 * task's work).
 */
export async function publishWholeSite(
  kernel: Kernel,
  siteId: number,
  progress: (percent: number, message?: string) => void,
  stopped: () => boolean,
): Promise<PublishReport> {
  const [catalogs, contents, pipes] = await Promise.all([
    kernel.db
      .selectFrom('cmsCatalog')
      .select('catalogId')
      .where('siteId', '=', siteId)
      .where('catalogType', '!=', 'link')
      .orderBy('treeLevel')
      .orderBy('sortFlag')
      .execute(),
    kernel.db
      .selectFrom('cmsContent')
      .select('contentId')
      .where('siteId', '=', siteId)
      .where('deleted', '=', false)
      .where('status', '=', CONTENT_STATUS.PUBLISHED)
      .orderBy('contentId')
      .execute(),
    enabledPipes(kernel, siteId),
  ]);
  const run = newRun();
  // the long catalog tasks (many list pages) first, so the content batches even out the threads' load
  const tasks: PageTask[] = [
    ...catalogs.flatMap((c) => catalogTasks(run, c.catalogId, pipes)),
    { kind: 'site', run, siteId },
    ...contentTasks(
      run,
      contents.map((x) => x.contentId),
    ),
  ];
  // the widgets first: pages that show one (`cms_pagewidget`) read its published file
  const widgets = emptyReport();
  await publishSiteWidgets(kernel, siteId, widgets);
  const r = await runTasksWithProgress(kernel, tasks, progress, stopped);
  r.pages += widgets.pages;
  r.errors.unshift(...widgets.errors);
  if (widgets.deployFailures?.length) deployFailuresOf(r).unshift(...widgets.deployFailures);
  if (!stopped()) await writeSitemaps(kernel, siteId, undefined, deployFailuresOf(r));
  if (!stopped()) await deployPipeAssets(kernel, siteId, deployFailuresOf(r));
  return r;
}

/** Runs page tasks, reporting the share of their pages done (a content batch counts its contents). */
function runTasksWithProgress(kernel: Kernel, tasks: PageTask[], progress: (percent: number) => void, stopped: () => boolean) {
  const steps = Math.max(
    1,
    tasks.reduce((n, t) => n + (t.kind === 'contents' ? t.ids.length : 1), 0),
  );
  let done = 0;
  return runPageTasks(kernel, tasks, {
    stopped,
    onDone: (task) => {
      done += task.kind === 'contents' ? task.ids.length : 1;
      progress(Math.floor((done / steps) * 100));
    },
  });
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
  if (!(await enabledPipes(kernel, siteId)).includes(pipe)) return emptyReport();
  // only what belongs to the site
  const [catalogs, contents] = await Promise.all([
    set.catalogIds.length
      ? kernel.db
          .selectFrom('cmsCatalog')
          .select('catalogId')
          .where('catalogId', 'in', set.catalogIds)
          .where('siteId', '=', siteId)
          .execute()
      : [],
    set.contentIds.length
      ? kernel.db
          .selectFrom('cmsContent')
          .select('contentId')
          .where('contentId', 'in', set.contentIds)
          .where('siteId', '=', siteId)
          .execute()
      : [],
  ]);
  const run = newRun();
  const tasks: PageTask[] = [
    ...(set.siteIndex ? [{ kind: 'site', run, siteId, pipe } as const] : []),
    ...catalogs.map((c): PageTask => ({ kind: 'catalog', run, catalogId: c.catalogId, pipe })),
    ...contentTasks(
      run,
      contents.map((c) => c.contentId),
      pipe,
    ),
  ];
  return runTasksWithProgress(kernel, tasks, progress, stopped);
}
