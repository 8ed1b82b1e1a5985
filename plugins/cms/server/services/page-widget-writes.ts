import fsp from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { fail, invalidField, sql, type Kernel, type ObjectRouteContext } from '#kernel/server';
import { PAGE_WIDGET_STATE, pageWidgetPath } from '../../shared/page-widget.ts';
import { RenderError } from '../render/engine.ts';
import { type DeployFailure, deployMessages } from '../publish/deploy.ts';
import { publishWidgetFile, removeWidgetFile } from '../publish/page-widget-publisher.ts';
import { assertCatalog } from './catalog-access.ts';
import { type assertPageWidget, dropWidgetGrants, grantCreator } from './page-widget-access.ts';
import { assertSite, requiredSite } from './site-access.ts';
import { templateFile, templateSuffix } from './template-files.ts';

type Db = ObjectRouteContext['db'];
type PageWidget = Awaited<ReturnType<typeof assertPageWidget>>;

/** The fields of a widget's add and edit, whichever its type. */
export interface WidgetFields {
  name: string;
  code: string;
  publishPipeCode: string;
  template?: string | null;
  path: string;
  remark?: string | null;
  catalogId?: number;
}

/**
 * The writes of page widgets, of the CMS's own types (routes/page-widget.ts) and of types other plugins
 * contribute (page-widget-host.ts): one set of checks and one way of publishing for all of them.
 */

/** a deploying pipe's bucket refusals, told in the reply (the local files are written or removed all the same) */
export const deployAnswer = (req: FastifyRequest, failures: DeployFailure[]) =>
  failures.length ? { deployErrors: deployMessages(req.t, failures) } : undefined;

/** the fields every save checks: a pipe of the site, a template file of that pipe, a code no other widget of the site has */
export async function checkWidgetFields(kernel: Kernel, db: Db, site: { siteId: number; path: string }, b: WidgetFields, self?: number) {
  const pipe = await db
    .selectFrom('cmsPublishPipe')
    .select('code')
    .where('siteId', '=', site.siteId)
    .where('code', '=', b.publishPipeCode)
    .executeTakeFirst();
  if (!pipe) throw invalidField('publishPipeCode', 'cms:errors.pageWidgetPipe', { value: b.publishPipeCode });
  let taken = db
    .selectFrom('cmsPageWidget')
    .select('pageWidgetId')
    .where('siteId', '=', site.siteId)
    .where(sql`lower(code)`, '=', b.code.toLowerCase());
  if (self) taken = taken.where('pageWidgetId', '<>', self);
  if (await taken.executeTakeFirst()) throw invalidField('code', 'cms:errors.pageWidgetCodeTaken', { value: b.code });
  // none yet (v1.4.3's add dialog asks for none): the widget is published once it has one
  if (!b.template) return;
  const suffix = await templateSuffix(kernel);
  const name = b.template.endsWith(suffix) ? b.template.slice(0, -suffix.length) : b.template;
  if (name.includes('.')) throw invalidField('template', 'cms:errors.pageWidgetTemplate', { value: b.template });
  const exists = await fsp.stat(templateFile(kernel, site.path, b.publishPipeCode, name + suffix)).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!exists) throw invalidField('template', 'cms:errors.pageWidgetTemplate', { value: b.template });
}

/** adds a widget of the current site (its creator holds its grants); answers its id */
export async function addWidget(kernel: Kernel, req: FastifyRequest, trx: Db, type: string, b: WidgetFields, content: string) {
  const site = await requiredSite(kernel, req);
  await assertSite(kernel, req, site.siteId, 'AddPageWidget');
  let ancestors = '';
  if (b.catalogId) {
    const c = await assertCatalog(kernel, req, b.catalogId);
    if (c.siteId !== site.siteId) throw invalidField('catalogId', 'cms:errors.catalogOtherSite');
    ancestors = c.ancestors;
  }
  await checkWidgetFields(kernel, trx, site, b);
  const inserted = await trx
    .insertInto('cmsPageWidget')
    .values({
      siteId: site.siteId,
      catalogId: b.catalogId ?? 0,
      catalogAncestors: ancestors,
      type,
      name: b.name.trim(),
      code: b.code,
      state: PAGE_WIDGET_STATE.DRAFT,
      publishPipeCode: b.publishPipeCode,
      template: b.template || null,
      path: pageWidgetPath(b.path),
      content,
      remark: b.remark ?? null,
      createBy: req.user!.userName,
    })
    .returning('pageWidgetId')
    .executeTakeFirstOrThrow();
  await grantCreator(trx, req, inserted.pageWidgetId);
  return inserted.pageWidgetId;
}

/** edits a loaded widget (a published one is being edited again: its file stays until published, or goes when it moved) */
export async function editWidget(
  kernel: Kernel,
  req: FastifyRequest,
  ctx: ObjectRouteContext,
  w: PageWidget,
  b: WidgetFields,
  content: string,
) {
  const site = await assertSite(kernel, req, w.siteId);
  await checkWidgetFields(kernel, ctx.db, site, b, w.pageWidgetId);
  const published = w.state === PAGE_WIDGET_STATE.PUBLISHED || w.state === PAGE_WIDGET_STATE.EDITING;
  const moved = w.code !== b.code || w.path !== pageWidgetPath(b.path) || w.publishPipeCode !== b.publishPipeCode;
  // v1.4.3 sends no version: the check is against the row the edit loaded
  await ctx.update('cmsPageWidget', { column: 'pageWidgetId', id: w.pageWidgetId }, w.version, {
    name: b.name.trim(),
    code: b.code,
    publishPipeCode: b.publishPipeCode,
    template: b.template || null,
    path: pageWidgetPath(b.path),
    content,
    remark: b.remark ?? null,
    // a published widget keeps its file until published again (chestnut-api §4.6: 60 editing)
    state: published ? PAGE_WIDGET_STATE.EDITING : w.state,
  });
  // its file would otherwise stay where no widget says it is
  const failures: DeployFailure[] = [];
  if (published && moved) await removeWidgetFile(kernel, w, failures);
  return deployAnswer(req, failures);
}

/** deletes loaded widgets, their grants and their files */
export async function removeWidgets(kernel: Kernel, req: FastifyRequest, trx: Db, ws: PageWidget[]) {
  const ids = ws.map((w) => w.pageWidgetId);
  await trx.deleteFrom('cmsPageWidget').where('pageWidgetId', 'in', ids).execute();
  await dropWidgetGrants(trx, ids);
  const failures: DeployFailure[] = [];
  for (const w of ws) await removeWidgetFile(kernel, w, failures);
  return deployAnswer(req, failures);
}

/** publishes loaded widgets (`templated`: a widget without a template refuses, naming it) */
export async function publishWidgets(kernel: Kernel, req: FastifyRequest, ctx: ObjectRouteContext, ws: PageWidget[], templated = true) {
  const untemplated = templated && ws.find((w) => !w.template);
  if (untemplated) throw fail('cms:errors.pageWidgetNoTemplate', { name: untemplated.name });
  const failures: DeployFailure[] = [];
  for (const w of ws) {
    try {
      await publishWidgetFile(kernel, w, failures);
    } catch (e) {
      if (e instanceof RenderError) throw fail('cms:errors.renderFailed', { template: e.template, reason: e.reason });
      throw e;
    }
    await ctx.update('cmsPageWidget', { column: 'pageWidgetId', id: w.pageWidgetId }, w.version, { state: PAGE_WIDGET_STATE.PUBLISHED });
  }
  return deployAnswer(req, failures);
}

/** takes loaded widgets offline: their files removed */
export async function offlineWidgets(kernel: Kernel, req: FastifyRequest, ctx: ObjectRouteContext, ws: PageWidget[]) {
  const failures: DeployFailure[] = [];
  for (const w of ws) {
    await removeWidgetFile(kernel, w, failures);
    await ctx.update('cmsPageWidget', { column: 'pageWidgetId', id: w.pageWidgetId }, w.version, { state: PAGE_WIDGET_STATE.OFFLINE });
  }
  return deployAnswer(req, failures);
}
