import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail, notFound, ok, type Kernel } from '#kernel/server';
import { CONSOLE_BASE, PREVIEW_ROUTE } from '../../shared/preview.ts';
import { CMS_FUNCTIONS } from '../render/functions.ts';
import { pageTemplates, RenderError, renderSite, renderTemplate } from '../render/engine.ts';
import { extensionsOf } from '../render/extension-tags.ts';
import { CMS_TAGS } from '../render/tags.ts';
import { assertCatalog } from '../services/catalog-access.ts';
import { assertContent } from '../services/content-access.ts';
import { assertSite } from '../services/site-access.ts';
import { assertPageWidget } from '../services/page-widget-access.ts';
import { FUNCTION_EXAMPLES, TAG_EXAMPLES } from '../../shared/template-examples.ts';
import { renderWidget } from '../publish/page-widget-publisher.ts';

export const PREVIEW_TYPES = ['site', 'catalog', 'content'] as const;

/** a previewed page runs as published pages do (dynamic-page.ts), in an origin of its own */
export const PREVIEW_CSP = 'sandbox allow-scripts allow-popups allow-forms';

/**
 * Preview of a site, catalog or content rendered from the current data without publishing
 * (`GET /cms/preview/{dataType}/{dataId}?pp=&pi=`, chestnut-api §1.4), for callers who may view it; and the
 * Directive screen's lists of template tags and functions, generated from the registry the engine uses.
 */
export async function previewRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;
  // links of a previewed page lead to the console's preview page, which loads them with the caller's token
  const previewBase = () => ({ base: `${CONSOLE_BASE}${PREVIEW_ROUTE}` });

  /**
   * a rendered preview, sandboxed: whatever a template writes cannot act as the console. Opened by itself it is
   * a unique origin (no allow-same-origin: no session, storage or console API); the console shows it in an
   * iframe with the same sandbox (PreviewPage.tsx). Drafts are not kept by caches.
   */
  const sendHtml = async (reply: FastifyReply, render: () => Promise<string>) => {
    try {
      const html = await render();
      reply.header('Content-Security-Policy', PREVIEW_CSP);
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.type('text/html; charset=utf-8').send(html);
    } catch (e) {
      if (e instanceof RenderError) throw fail('cms:errors.renderFailed', { template: e.template, reason: e.reason });
      throw e;
    }
  };

  // a page widget's draft rendered with its template, without publishing, for whoever may view the widget
  app.get<{ Params: { id: number }; Querystring: { pp?: string } }>(
    '/cms/preview/pagewidget/:id',
    {
      config: { objects: { fields: { id: 'pageWidget' } }, access: 'cms:content:view' },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        querystring: { type: 'object', properties: { pp: { type: 'string', pattern: '^[A-Za-z0-9_]{1,50}$' } } },
      },
    },
    async (req, reply) => {
      const w = await assertPageWidget(kernel, req, req.params.id);
      // a widget is published to its own pipe only
      if (req.query.pp && req.query.pp !== w.publishPipeCode) throw notFound(req.query.pp);
      if (!w.template) throw fail('cms:errors.noTemplate', { pipe: w.publishPipeCode });
      return sendHtml(reply, () => renderWidget(kernel, w, previewBase()));
    },
  );

  app.get<{ Params: { type: (typeof PREVIEW_TYPES)[number]; id: number }; Querystring: { pp?: string; pi?: number } }>(
    '/cms/preview/:type/:id',
    {
      config: { objects: { fields: { id: 'previewed' } }, access: 'cms:site:view' },
      schema: {
        params: {
          type: 'object',
          required: ['type', 'id'],
          properties: { type: { type: 'string', enum: [...PREVIEW_TYPES] }, id: { type: 'integer', minimum: 1 } },
        },
        querystring: {
          type: 'object',
          properties: { pp: { type: 'string', pattern: '^[A-Za-z0-9_]{1,50}$' }, pi: { type: 'integer', minimum: 1, maximum: 10000 } },
        },
      },
    },
    async (req, reply) => {
      const { type, id } = req.params;
      let siteId: number;
      let scope: Record<string, unknown> = {};
      let templateOf: (site: Awaited<ReturnType<typeof renderSite>>, pipe: string) => string | undefined;
      if (type === 'site') {
        siteId = (await assertSite(kernel, req, id)).siteId;
        templateOf = (s, pipe) => pageTemplates.siteIndex(s, pipe);
      } else if (type === 'catalog') {
        const c = await assertCatalog(kernel, req, id);
        siteId = c.siteId;
        scope = { Catalog: { ...c, link: '' }, PageNo: req.query.pi ?? 1 };
        templateOf = (s, pipe) =>
          ((req.query.pi ?? 1) > 1 ? undefined : pageTemplates.catalogIndex(c, pipe)) ?? pageTemplates.catalogList(s, c, pipe);
      } else {
        const content = await assertContent(kernel, req, id);
        const c = await db.selectFrom('cmsCatalog').selectAll().where('catalogId', '=', content.catalogId).executeTakeFirstOrThrow();
        siteId = content.siteId;
        scope = { Catalog: { ...c, link: '' }, Content: content };
        templateOf = (s, pipe) => pageTemplates.content(s, c, content, pipe);
      }
      const site = await renderSite(kernel, siteId);
      const pipes = await db
        .selectFrom('cmsPublishPipe')
        .select('code')
        .where('siteId', '=', siteId)
        .where('state', '=', '0')
        .orderBy('sort')
        .execute();
      const pipe = req.query.pp ?? pipes[0]?.code;
      if (!pipe || !pipes.some((p) => p.code === pipe)) throw notFound(String(req.query.pp ?? ''));
      const template = templateOf(site, pipe);
      if (!template) throw fail('cms:errors.noTemplate', { pipe });
      return sendHtml(reply, () => renderTemplate(kernel, { site, pipeCode: pipe, template, scope, preview: previewBase() }));
    },
  );

  app.get('/cms/staticize/tags', { config: { access: ['cms:staticize:view', 'cms:template:view'] } }, async (req) => {
    // then the tags other plugins contribute (render/extension-tags.ts), with their own texts and examples
    const contributed = (await extensionsOf(kernel)).docs.map((t) => ({
      name: req.t(t.title),
      tagName: t.name,
      description: req.t(t.description),
      block: t.block,
      example: t.example.code,
      tagAttrs: t.attrs.map((a) => ({
        name: a.name,
        mandatory: !!a.mandatory,
        dataType: a.type,
        usage: req.t(a.usage),
        defaultValue: a.default ?? '',
        options: (a.options ?? []).map((o) => ({ value: o, desc: o })),
      })),
    }));
    return ok([
      ...CMS_TAGS.map((t) => ({
        name: req.t(`cms:staticize.tag.${t.name}`),
        tagName: t.name,
        description: req.t(`cms:staticize.tagDesc.${t.name}`),
        block: t.block,
        // the documented example the Directive screen shows (and a test renders)
        example: TAG_EXAMPLES[t.name]?.code ?? '',
        tagAttrs: t.attrs.map((a) => ({
          name: a.name,
          mandatory: !!a.mandatory,
          dataType: a.type,
          usage: req.t(`cms:staticize.attr.${a.usage ?? a.name}`),
          defaultValue: a.default ?? '',
          options: (a.options ?? []).map((o) => ({ value: o, desc: o })),
        })),
      })),
      ...contributed,
    ]);
  });

  app.get('/cms/staticize/functions', { config: { access: ['cms:staticize:view', 'cms:template:view'] } }, async (req) =>
    ok(
      CMS_FUNCTIONS.map((f) => ({
        funcName: f.name,
        desc: req.t(`cms:staticize.fn.${f.name}`),
        example: FUNCTION_EXAMPLES[f.name]?.code ?? '',
        funcArgs: f.args.map((a) => ({ name: a.name, type: a.type, required: !!a.required, desc: req.t(`cms:staticize.arg.${a.name}`) })),
      })),
    ),
  );
}
