import fs from 'node:fs';
import path from 'node:path';
import { Context, Liquid, LiquidError, type Template } from 'liquidjs';
import { templateCache, templateKey } from '../services/template-cache.ts';
import { templateSuffix } from '../services/template-files.ts';
import { templateDir } from '../storage/site-layout.ts';
import type { ContentBatch } from './content-batch.ts';
import { allowAbsentTags, type Extensions, extensionsOf } from './extension-tags.ts';
import { CMS_FUNCTIONS, filterOf } from './functions.ts';
import { type Maybe, memoized, PENDING, andThen } from './maybe.ts';
import { RenderData } from './render-data.ts';
import { RenderRun } from './render-run.ts';
import type { RenderKernel } from './render-kernel.ts';
import { OUTPUT_ESCAPE, registerEscapingFilters } from './output-escape.ts';
import { CMS_TAGS, DATA, tagClass } from './tags.ts';
import { templateFs, templateNameAllowed } from './template-fs.ts';

/** Hard limits of one render: a runaway template stops with a message naming it. */
export const RENDER_LIMITS = { renderMs: 3000, memory: 50_000_000, parseChars: 2_000_000, outputChars: 5_000_000 };

/** Why a page was not rendered: the template and the engine's reason (line and column when it has them). */
export class RenderError extends Error {
  constructor(
    readonly template: string,
    readonly reason: string,
  ) {
    super(`${template}: ${reason}`);
  }
}

const engines = new Map<string, Liquid>();

/**
 * The liquid engine of one site's pipe: its template directory only (templateFs), own properties only (no
 * prototype walk: `constructor`, `__proto__` read nothing), no JavaScript, the CMS tags and functions of the
 * registry, and the hard limits above. Nothing else is reachable from a template. Every output is HTML-escaped
 * (output-escape.ts); publishing, previews, page widgets and dynamic pages all render through here.
 */
function engineFor(root: string, suffix: string, ext: Extensions): Liquid {
  const key = `${root}|${suffix}|${ext.key}`;
  let e = engines.get(key);
  if (e) return e;
  e = new Liquid({
    root: [root],
    partials: [root],
    layouts: [root],
    extname: suffix,
    fs: templateFs(root, suffix),
    relativeReference: false,
    ownPropertyOnly: true,
    outputEscape: OUTPUT_ESCAPE,
    strictFilters: true,
    cache: false,
    dynamicPartials: true,
    renderLimit: RENDER_LIMITS.renderMs,
    memoryLimit: RENDER_LIMITS.memory,
    parseLimit: RENDER_LIMITS.parseChars,
  });
  for (const t of CMS_TAGS) e.registerTag(t.name, tagClass(t));
  for (const f of CMS_FUNCTIONS) e.registerFilter(f.name, filterOf(f));
  // the tags and filters other plugins contribute, and any other cms_* tag as an absent one (extension-tags.ts)
  for (const t of ext.tags) e.registerTag(t.name, tagClass(t));
  for (const f of ext.filters) e.registerFilter(f.name, f.handler);
  allowAbsentTags(e);
  registerEscapingFilters(e);
  if (engines.size > 200) engines.clear();
  engines.set(key, e);
  return e;
}

/** Which template renders a page of a pipe: a site's index, a catalog's index/list, a content's detail (chestnut-api §4.2, §4.7). */
export const pageTemplates = {
  siteIndex: (s: RenderSite, pipe: string) => (s.publishPipeProps[pipe]?.indexTemplate as string) || undefined,
  catalogIndex: (c: { publishPipeProps: Record<string, Record<string, unknown>> }, pipe: string) =>
    (c.publishPipeProps[pipe]?.indexTemplate as string) || undefined,
  catalogList: (s: RenderSite, c: { publishPipeProps: Record<string, Record<string, unknown>> }, pipe: string) =>
    (c.publishPipeProps[pipe]?.listTemplate as string) || (s.publishPipeProps[pipe]?.defaultListTemplate as string) || undefined,
  content: (
    s: RenderSite,
    c: { publishPipeProps: Record<string, Record<string, unknown>> },
    content: { contentType: string; publishPipeProps: Record<string, Record<string, unknown>> },
    pipe: string,
  ) =>
    (content.publishPipeProps[pipe]?.template as string) ||
    (c.publishPipeProps[pipe]?.[`detailTemplate_${content.contentType}`] as string) ||
    (s.publishPipeProps[pipe]?.[`defaultDetailTemplate_${content.contentType}`] as string) ||
    undefined,
};

/** What a render reports besides its page (renderTemplate's `meta`). */
export interface RenderMeta {
  pageTotal: number;
  searchTotal?: number;
  fromLookups?: boolean;
}

export interface RenderSite {
  siteId: number;
  name: string;
  path: string;
  publishPipeProps: Record<string, Record<string, unknown>>;
  configProps: Record<string, unknown>;
}

/** Loads a site as renders need it. */
export async function renderSite(kernel: RenderKernel, siteId: number): Promise<RenderSite> {
  return kernel.db
    .selectFrom('cmsSite')
    .select(['siteId', 'name', 'path', 'publishPipeProps', 'configProps'])
    .where('siteId', '=', siteId)
    .executeTakeFirstOrThrow();
}

/**
 * The site of a page rendered on request, found by its path, with its enabled pipe of that code: one query for what
 * the page needs of both (undefined when either is missing or the pipe is off).
 */
export async function dynamicSite(kernel: RenderKernel, sitePath: string, pipeCode: string): Promise<RenderSite | undefined> {
  return kernel.db
    .selectFrom('cmsSite as s')
    .innerJoin('cmsPublishPipe as p', (j) => j.onRef('p.siteId', '=', 's.siteId').on('p.code', '=', pipeCode).on('p.state', '=', '0'))
    .select(['s.siteId', 's.name', 's.path', 's.publishPipeProps', 's.configProps'])
    .where('s.path', '=', sitePath)
    .executeTakeFirst();
}

/**
 * Renders one template of a site's pipe with a scope (`Site`, `Catalog`, `Content`, `PageNo`…): parsed
 * templates are kept per file and reparsed when the file changes.
 */
export async function renderTemplate(
  kernel: RenderKernel,
  o: {
    site: RenderSite;
    pipeCode: string;
    template: string;
    scope: Record<string, unknown>;
    preview?: { base: string } | null;
    /**
     * filled after the render: the page count a paged list tag found, the results a search tag found, and whether the
     * page was written from the run's lookups alone (a synchronous render: the same run and scope write the same page)
     */
    meta?: RenderMeta;
    /** a page rendered on request: the link of its page n (page_bar) */
    pageUrl?: (page: number) => string;
    /** the publish run this page belongs to (its lookups are shared by the run's pages) */
    run?: RenderRun;
    /** the batch of contents being published that this page belongs to (its lookups are made for the batch) */
    batch?: ContentBatch;
  },
): Promise<string> {
  const suffix = await templateSuffix(kernel);
  const root = templateDir(kernel, o.site.path, o.pipeCode);
  const name = o.template.endsWith(suffix) ? o.template.slice(0, -suffix.length) : o.template;
  const engine = engineFor(root, suffix, await extensionsOf(kernel));
  const run = o.run ?? new RenderRun();
  const parse = (n: string) => parsedTemplate(engine, run, { siteId: o.site.siteId, pipeCode: o.pipeCode, root, suffix }, n);
  let tpl: Template[];
  try {
    tpl = await parse(name);
  } catch (e) {
    throw new RenderError(name + suffix, reasonOf(e));
  }
  const data = new RenderData(kernel, o.site, o.pipeCode, o.preview ?? null, run);
  data.parse = parse;
  data.pageUrl = o.pageUrl ?? null;
  data.batch = o.batch ?? null;
  const scope = {
    Site: run.value(`site:${o.site.siteId}:${o.pipeCode}:${o.preview?.base ?? ''}`, () => ({
      siteId: o.site.siteId,
      name: o.site.name,
      path: o.site.path,
      link: data.siteUrl(),
    })),
    Prefix: data.prefix,
    PublishPipeCode: o.pipeCode,
    // where the API answers (the page-view beacon of the default theme posts to `{ApiBase}/api/stat/visit`)
    ApiBase: kernel.config.apiBase,
    IsPreview: !!o.preview,
    // a publish run's pages share the run's time (their includes render once)
    TimeMillis: run.shared ? run.startedAt : Date.now(),
    PageNo: 1,
    PageTotal: 1,
    ...o.scope,
  };
  let first: Context | undefined;
  const context = (sync: boolean) => {
    // the attempts of one page share its time limit
    const ctx = new Context(scope, engine.options, { ownPropertyOnly: true, sync }, first && { renderLimit: first.renderLimit });
    first ??= ctx;
    ctx.setRegister(DATA, data);
    return ctx;
  };
  const done = (html: unknown, ctx: Context) => {
    const out = String(html);
    if (out.length > RENDER_LIMITS.outputChars) throw new Error(`output over ${RENDER_LIMITS.outputChars} characters`);
    if (o.meta) {
      o.meta.pageTotal = Math.max(1, Number(ctx.bottom().PageTotal ?? 1) || 1);
      const found = ctx.bottom().SearchTotal;
      if (found != null) o.meta.searchTotal = Number(found);
    }
    return out;
  };
  try {
    // a publish run's page renders synchronously once the lookups it needs are loaded (liquid's asynchronous
    // render costs a promise per tag and output). A render meeting lookups still loading collects them all
    // (stand-ins written in their place), waits for them together and renders the page again — as many times
    // as lookups depend on lookups; a lookup that is not memoized sends the template's pages of the run to the
    // asynchronous render
    if (run.shared && !o.preview && !run.asyncTemplates.has(tpl))
      for (let attempt = 0; attempt < SYNC_ATTEMPTS; attempt++) {
        const ctx = context(true);
        const pending: Promise<unknown>[] = [];
        ctx.setRegister(PENDING, pending);
        let html: string | undefined;
        try {
          html = done(engine.renderSync(tpl, ctx), ctx);
        } catch (e) {
          // an error with stand-ins written may be theirs: it counts once every lookup has loaded
          if (!pending.length) throw e;
        }
        if (!pending.length) {
          if (o.meta) o.meta.fromLookups = true;
          return html as string;
        }
        if (pending.some((p) => !memoized.has(p))) {
          run.asyncTemplates.add(tpl);
          break;
        }
        // a failed lookup fails the asynchronous render below with its reason
        const settled = await Promise.allSettled(pending);
        if (settled.some((x) => x.status === 'rejected')) break;
      }
    const ctx = context(false);
    return done(await engine.render(tpl, ctx), ctx);
  } catch (e) {
    throw new RenderError(name + suffix, reasonOf(e));
  }
}

/** a page's synchronous renders at most: each waits for the next level of lookups of the run (catalogs, then their rows…) */
const SYNC_ATTEMPTS = 20;

/**
 * A template of a pipe, parsed once per version of its file (the file's mtime and size, looked at once per
 * publish run): page templates and the files `cms_include` pulls in alike. The name rule and the directory
 * confinement of templateFs apply before anything is read.
 */
function parsedTemplate(
  engine: Liquid,
  run: RenderRun,
  at: { siteId: number; pipeCode: string; root: string; suffix: string },
  template: string,
): Maybe<Template[]> {
  const name = template.endsWith(at.suffix) ? template.slice(0, -at.suffix.length) : template;
  if (!templateNameAllowed(name)) throw new Error(`template name not allowed: ${template}`);
  const file = path.join(at.root, name + at.suffix);
  const stamp = run.now(`stamp:${file}`, async () => {
    const st = fs.statSync(file, { throwIfNoEntry: false });
    return st ? `${st.mtimeMs}:${st.size}` : '';
  });
  return andThen(stamp, (stamp) => {
    const key = templateKey(at.pipeCode, name + at.suffix);
    const cached = templateCache.get(at.siteId, key);
    if (stamp && cached && cached.hash === stamp) return cached.value as Template[];
    return run.now(`parsed:${file}:${stamp}`, async () => {
      const tpl = await engine.parseFile(name);
      if (stamp) templateCache.set(at.siteId, key, { hash: stamp, value: tpl });
      return tpl;
    });
  });
}

function reasonOf(e: unknown): string {
  if (e instanceof LiquidError) {
    const [line, col] = e.token?.getPosition?.() ?? [0, 0];
    const first = (e.originalError?.message ?? e.message).split('\n')[0].replace(/, line:\d+, col:\d+$/, '');
    return line ? `${first} (line ${line}, column ${col})` : first;
  }
  return (e as Error)?.message ?? String(e);
}
