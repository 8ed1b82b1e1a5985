import { type Context, type Liquid, Output, Tag, type Template, toValueSync } from 'liquidjs';
import { type Maybe, andThen, pendingOf } from './maybe.ts';
import type { RenderData } from './render-data.ts';

/**
 * The output of a `cms_include` kept for the rest of a publish run: the header, footer and head that every
 * page includes render once per distinct value of what they read (the site, the page's catalog …), not once
 * per page. Only an include that cannot change the page's scope is kept (no assign, capture, counters, paged
 * lists), keyed by every scope name it reads — its free variables and the names its CMS tags read — so a kept
 * output is exactly what rendering it again would write.
 */

/** what a CMS tag tells the cache (tags.ts): the scope names it reads and whether it leaves the scope alone */
export interface TagPurity {
  reads?: string[];
  pure?: boolean | ((attrs: string[]) => boolean);
}

/** liquid's own tags that read their arguments and write nothing outside themselves */
const PURE_BUILTINS = new Set(['if', 'unless', 'case', 'for', 'break', 'continue', 'raw', 'comment', '#', 'echo', 'tablerow']);

/** the scope names an include reads, or null when it may not be kept; computed once per parsed template */
const analyses = new WeakMap<Template[], string[] | null>();

export function includeReads(liquid: Liquid, tpl: Template[], purity: (tag: string) => TagPurity | undefined): string[] | null {
  if (analyses.has(tpl)) return analyses.get(tpl)!;
  const reads = new Set<string>();
  let keep = walk(tpl, reads, purity);
  if (keep) {
    try {
      for (const name of Object.keys(liquid.analyzeSync(tpl, { partials: false }).globals)) reads.add(name);
    } catch {
      keep = false;
    }
  }
  const r = keep ? [...reads].sort() : null;
  analyses.set(tpl, r);
  return r;
}

function walk(nodes: Template[], reads: Set<string>, purity: (tag: string) => TagPurity | undefined): boolean {
  for (const n of nodes) {
    if (n instanceof Output) continue;
    if (!(n instanceof Tag)) continue; // literal HTML
    const attrs = Object.keys((n as unknown as { hash?: { hash?: Record<string, unknown> } }).hash?.hash ?? {});
    const cms = purity(n.name);
    if (cms) {
      const pure = typeof cms.pure === 'function' ? cms.pure(attrs) : !!cms.pure;
      if (!pure) return false;
      for (const r of cms.reads ?? []) reads.add(r);
    } else if (!PURE_BUILTINS.has(n.name) || (n.name === 'for' && attrs.includes('offset'))) return false; // offset:continue keeps state
    const withChildren = n as Tag & { children?: (partials: boolean, sync: boolean) => Generator<unknown, Template[]> };
    const children = withChildren.children ? (toValueSync(withChildren.children(false, true)) as Template[]) : [];
    if (!walk(children, reads, purity)) return false;
  }
  return true;
}

/** runs at most this many distinct outputs of one include per run (a key that changes on every page keeps nothing useful) */
const MAX_KEPT = 500;

// an object in the scope by identity (a run's rows and scope objects are never changed once made), a value by value
const ids = new WeakMap<object, number>();
let nextId = 0;
const keyOf = (v: unknown): string => {
  if (typeof v !== 'object' || v === null) return JSON.stringify(v ?? null);
  let id = ids.get(v);
  if (id == null) ids.set(v, (id = ++nextId));
  return `#${id}`;
};

/** The include's output: kept in a publish run, rendered otherwise (a preview, a page rendered on request). */
export function includeOutput(
  d: RenderData,
  ctx: Context,
  liquid: Liquid,
  tpl: Template[],
  purity: (tag: string) => TagPurity | undefined,
  render: () => Maybe<string>,
): Maybe<string> {
  if (!d.run.shared || d.preview) return render();
  const reads = includeReads(liquid, tpl, purity);
  if (!reads) return render();
  const key = reads.map((name) => keyOf(ctx.getSync([name]))).join(',');
  let kept = d.run.includes.get(tpl);
  if (!kept) d.run.includes.set(tpl, (kept = new Map()));
  const hit = kept.get(key);
  if (hit != null) return hit;
  // a synchronous render that wrote stand-ins for lookups still loading (tags.ts settle) made no output to keep
  const collected = pendingOf(ctx)?.length ?? 0;
  return andThen(render(), (out) => {
    if (kept.size < MAX_KEPT && (pendingOf(ctx)?.length ?? 0) === collected) kept!.set(key, out);
    return out;
  });
}
