import { type Kernel, readCacheDrops } from '#kernel/server';
import { searchGeneration } from '../search/search-results.ts';
import { dynamicSite, type RenderMeta, type RenderSite } from './engine.ts';
import { RenderRun } from './render-run.ts';

/** how long pages rendered on request share one run's lookups at most (what changes outside the API shows after this) */
export const DYNAMIC_RUN_MS = 2000;
/** the lookups one such run holds at most (distinct searches among them): a full run makes way for a new one */
const RUN_LOOKUPS = 5000;

interface HeldRun {
  run: RenderRun;
  drops: number;
  generation: number;
  until: number;
}
interface HeldSite {
  site: RenderSite;
  drops: number;
  until: number;
}

/** per database handle (each test server has its own): the runs by site and pipe, the sites by path and pipe */
const held = new WeakMap<object, { runs: Map<string, HeldRun>; sites: Map<string, HeldSite> }>();
const heldOf = (kernel: Kernel) => {
  let h = held.get(kernel.db);
  if (!h) held.set(kernel.db, (h = { runs: new Map(), sites: new Map() }));
  return h;
};

/**
 * The site and enabled pipe a page rendered on request names (engine.ts `dynamicSite`), read again after any write
 * through the API (the read cache's drops, on every instance) and at least every DYNAMIC_RUN_MS; a path that names
 * no site is not kept (they are the visitors' to choose).
 */
export async function dynamicPageSite(kernel: Kernel, sitePath: string, pipeCode: string): Promise<RenderSite | undefined> {
  const { sites } = heldOf(kernel);
  const key = `${sitePath}\u001f${pipeCode}`;
  const drops = readCacheDrops(kernel);
  const have = sites.get(key);
  if (have && have.drops === drops && have.until > Date.now()) return have.site;
  const site = await dynamicSite(kernel, sitePath, pipeCode);
  if (site && readCacheDrops(kernel) === drops) sites.set(key, { site, drops, until: Date.now() + DYNAMIC_RUN_MS });
  else sites.delete(key);
  return site;
}

/**
 * The render run the search page and custom dynamic pages of a site's pipe share: their lookups (site properties,
 * catalogs, lists, searches) load once and the pages render synchronously from them, as a publish run's pages do.
 * A run serves while the search generation and the read cache's drops stay what they were when it started (any
 * write through the API, on any instance, or any change of the search index ends it) and for DYNAMIC_RUN_MS at
 * most. A search is answered as of the generation read for this request, so a search that starts after a change
 * committed sees it.
 */
export async function dynamicPageRun(kernel: Kernel, site: RenderSite, pipeCode: string): Promise<RenderRun> {
  const { runs } = heldOf(kernel);
  const drops = readCacheDrops(kernel);
  const generation = await searchGeneration(kernel.db);
  const key = `${site.siteId}:${pipeCode}`;
  const have = runs.get(key);
  const now = Date.now();
  if (have && have.generation === generation && have.drops === drops && have.until > now && have.run.size < RUN_LOOKUPS) return have.run;
  const run = new RenderRun(true);
  // a generation read before the one held is older news: this page gets its own run, the held one stays
  if (have && generation < have.generation) return run;
  if (readCacheDrops(kernel) === drops) runs.set(key, { run, drops, generation, until: now + DYNAMIC_RUN_MS });
  return run;
}

/** A page rendered on request from a run's lookups alone, as sent, with what its render reported. */
export interface KeptPage {
  body: Buffer;
  meta: RenderMeta;
}
/** pages one run keeps at most (a page of the default theme is about 25 KB) */
const RUN_PAGES = 500;
const keptPages = new WeakMap<RenderRun, Map<string, Promise<KeptPage>>>();

/**
 * The page a run wrote before for the same template and scope (`key`), else `render()`, kept when it was written
 * from the run's lookups alone (the run's lookups are the same, so rendering again would write the same page); the
 * askers of a page being written wait for it.
 */
export function keptPage(run: RenderRun, key: string, render: (meta: RenderMeta) => Promise<string>): Promise<KeptPage> {
  let pages = keptPages.get(run);
  if (!pages) keptPages.set(run, (pages = new Map()));
  const have = pages.get(key);
  if (have) return have;
  const meta: RenderMeta = { pageTotal: 1 };
  const page = render(meta).then((html) => ({ body: Buffer.from(html), meta }));
  if (pages.size >= RUN_PAGES) return page;
  pages.set(key, page);
  const drop = () => {
    if (pages.get(key) === page) pages.delete(key);
  };
  page.then((p) => !p.meta.fromLookups && drop(), drop);
  return page;
}
