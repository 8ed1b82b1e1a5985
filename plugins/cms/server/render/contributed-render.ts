import type { Context } from 'liquidjs';
import type { TemplateTagRender } from '#kernel/server';
import { andThen } from './maybe.ts';
import type { RenderData } from './render-data.ts';
import { safeLink } from './safe-link.ts';

/**
 * What a contributed tag, filter or widget type (kernel/server/template-tags.ts) sees of a render; without a
 * liquid context (a widget type's data) the scope names nothing.
 */
export function renderOf(d: RenderData, ctx?: Context): TemplateTagRender {
  return {
    db: d.kernel.db,
    siteId: d.site.siteId,
    pipeCode: d.pipeCode,
    preview: !!d.preview,
    apiBase: d.kernel.config.apiBase,
    // per site: a publish run may render several sites' pages
    memo: (key, load) => d.run.now(`ext:${d.site.siteId}:${key}`, load),
    andThen,
    resourceUrl: (v) => d.resourceUrl(v),
    safeLink,
    scope: (name) => ctx?.getSync([name]),
  };
}
