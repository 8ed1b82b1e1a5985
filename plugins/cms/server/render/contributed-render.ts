import type { Context, Liquid, Template } from 'liquidjs';
import type { TemplateTagRender } from '#kernel/server';
import { andThen, type Maybe } from './maybe.ts';
import type { RenderData } from './render-data.ts';
import { safeLink } from './safe-link.ts';
import { settle } from './tags.ts';

/**
 * What a contributed tag, filter or widget type (kernel/server/template-tags.ts) sees of a render; without a
 * liquid context (a widget type's data) the scope names nothing, and without the engine (a filter, a block tag's
 * rows) nothing is included.
 */
export function renderOf(d: RenderData, ctx?: Context, liquid?: Liquid): TemplateTagRender {
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
    include: (template, names) => {
      if (!ctx || !liquid) return null;
      // parsed once per file version, like cms_include's
      const parsed = settle(ctx, d.parse(template) as Maybe<Template[] | null>, () => null);
      return andThen(parsed, (tpl) => {
        if (!tpl) return null;
        ctx.push(names);
        if (ctx.sync)
          try {
            return String(liquid.renderSync(tpl, ctx));
          } finally {
            ctx.pop();
          }
        return (liquid.render(tpl, ctx) as Promise<unknown>).then(String).finally(() => ctx.pop());
      });
    },
  };
}
