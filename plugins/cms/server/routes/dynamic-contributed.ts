import type { FastifyRequest } from 'fastify';
import type { DynamicPageRequest, Kernel, TemplateDynamicPageType } from '#kernel/server';
import { DYNAMIC_PAGE_TYPES } from '../../shared/dynamic-page.ts';
import { renderOf } from '../render/contributed-render.ts';
import type { RenderSite } from '../render/engine.ts';
import { RenderData } from '../render/render-data.ts';
import { RenderRun } from '../render/render-run.ts';
import { contributedPageTypes } from '../render/tag-modules.ts';

/**
 * What a contributed dynamic page type's template sees (its `scope`), or where the reader goes first. The type's
 * plugin answers from the request (its cookie, its query); a redirect it asks for must be another dynamic page
 * of the same site and pipe — never a URL of the request.
 */
export async function contributedPageScope(
  kernel: Kernel,
  site: RenderSite,
  pipeCode: string,
  type: TemplateDynamicPageType,
  o: { req: FastifyRequest; query: Record<string, string>; base: string },
): Promise<{ scope: Record<string, unknown> } | { redirectTo: string }> {
  const all = [...DYNAMIC_PAGE_TYPES, ...(await contributedPageTypes(kernel))];
  const request: DynamicPageRequest = {
    headers: o.req.headers,
    query: o.query,
    t: (key, params) => o.req.t(key, params),
    pageUrl: (name) => {
      const t = all.find((x) => x.type === name);
      return t ? `${o.base}${t.requestPath}` : '';
    },
    service: (key) => kernel.services.get(key),
  };
  const data = new RenderData(kernel, site, pipeCode, null, new RenderRun());
  const answer = await type.scope(renderOf(data), request);
  if ('redirectTo' in answer && !answer.redirectTo.startsWith(o.base))
    throw new Error(`${type.type}: a redirect leaves the site's dynamic pages`);
  return answer;
}
