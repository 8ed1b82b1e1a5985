import { CMS_HOST, defineServerPlugin, objectAccess, PAGE_WIDGET_HOST } from '#kernel/server';
import { CONTENT_COMMENTS, EX_MODELS, NOTICE_PUBLISHER, SITE_CONTENT_STATS } from '#kernel/shared';
import { CMS_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Site } from './migrations/0001-site.ts';
import { m0002DemoSite } from './migrations/0002-demo-site.ts';
import { m0003Catalog } from './migrations/0003-catalog.ts';
import { m0004Resource } from './migrations/0004-resource.ts';
import { m0005Exmodel } from './migrations/0005-exmodel.ts';
import { m0006CatalogSeo } from './migrations/0006-catalog-seo.ts';
import { m0007Words } from './migrations/0007-words.ts';
import { m0008DemoCatalogs } from './migrations/0008-demo-catalogs.ts';
import { m0009Templates } from './migrations/0009-templates.ts';
import { m0010PageWidget } from './migrations/0010-page-widget.ts';
import { m0011Content } from './migrations/0011-content.ts';
import { m0012ResourceDuration } from './migrations/0012-resource-duration.ts';
import { m0013DemoTheme } from './migrations/0013-demo-theme.ts';
import { m0015DynamicPage } from './migrations/0015-dynamic-page.ts';
import { m0016ContentSorts } from './migrations/0016-content-sorts.ts';
import { m0017ContentClosest } from './migrations/0017-content-closest.ts';
import { m0018ContentArchived } from './migrations/0018-content-archived.ts';
import { m0019PageWidgetType } from './migrations/0019-page-widget-type.ts';
import { m0020SearchIndex } from './migrations/0020-search-index.ts';
import { m0021SearchSynonym } from './migrations/0021-search-synonym.ts';
import { m0022SearchLog } from './migrations/0022-search-log.ts';
import { m0023SearchQuality } from './migrations/0023-search-quality.ts';
import { m0024SearchHead } from './migrations/0024-search-head.ts';
import { m0025SearchGeneration } from './migrations/0025-search-generation.ts';
import { installDemoTheme } from './services/demo-theme.ts';
import { noticePublisher } from './services/notice-publisher.ts';
import { cmsHost } from './services/cms-host.ts';
import { contentComments } from './services/content-comments.ts';
import { contentStats } from './services/content-stats.ts';
import { exModels } from './services/ex-models.ts';
import { pageWidgetHost } from './services/page-widget-host.ts';
import { articleRoutes } from './routes/article.ts';
import { contentRoutes } from './routes/content.ts';
import { contentOpsRoutes } from './routes/content-ops.ts';
import { contentRecycleRoutes } from './routes/content-recycle.ts';
import { contentJobs } from './content-jobs.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { pageWidgetRoutes } from './routes/page-widget.ts';
import { previewRoutes } from './routes/preview.ts';
import { publishRoutes } from './routes/publish.ts';
import { resumePublishQueue, stopPublishQueue } from './publish/queue.ts';
import { stopRenderPool } from './publish/render-pool.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { catalogExtendsRoutes } from './routes/catalog-extends.ts';
import { siteTemplateRoutes } from './routes/site-templates.ts';
import { exmodelRoutes } from './routes/exmodel.ts';
import { fileRoutes } from './routes/file.ts';
import { publishPipeRoutes } from './routes/publish-pipe.ts';
import { templateRoutes } from './routes/template.ts';
import { templateImpactRoutes } from './routes/template-impact.ts';
import { siteThemeRoutes } from './routes/site-theme.ts';
import { siteWatermarkRoutes } from './routes/site-watermark.ts';
import { dynamicPageRoutes } from './routes/dynamic-page.ts';
import { searchDictRoutes } from './routes/search-dict.ts';
import { searchIndexRoutes } from './routes/search-index.ts';
import { searchLogRoutes } from './routes/search-log.ts';
import { searchQualityRoutes } from './routes/search-quality.ts';
import { startMissingIndexes } from './search/index-rebuild.ts';
import { stopSearchLog } from './search/search-log.ts';
import { seoRoutes } from './routes/seo.ts';
import { permissionRoutes } from './routes/permission.ts';
import { resourceRoutes, resourceUploadRoutes } from './routes/resource.ts';
import { siteRoutes } from './routes/site.ts';
import { siteExtendsRoutes } from './routes/site-extends.ts';
import { sitePropertyRoutes } from './routes/site-property.ts';
import { tagWordGroupRoutes } from './routes/tag-word-group.ts';
import { tagWordRoutes } from './routes/tag-word.ts';
import { hotWordGroupRoutes } from './routes/hot-word-group.ts';
import { hotWordRoutes } from './routes/hot-word.ts';
import { sensitiveWordRoutes } from './routes/sensitive-word.ts';
import { errorProneWordRoutes } from './routes/error-prone-word.ts';
import { xmodelFieldRoutes } from './routes/xmodel-field.ts';
import { cmsSeed } from './seed.ts';
import { cmsGrants } from './services/site-access.ts';
import { cmsObjectKinds } from './services/object-kinds.ts';
import './db/tables.ts';
import './db/catalog-table.ts';
import './db/resource-table.ts';
import './db/content-table.ts';
import './db/exmodel-table.ts';
import './db/search-table.ts';
import './db/word-table.ts';
import './db/template-table.ts';
import { CMS_EVENTS } from './push-events.ts';

/** The CMS: sites, catalogs, resources, extended models, words, publish pipes, templates, files and contents; publishing follows. */
export default defineServerPlugin({
  id: 'cms',
  dependsOn: ['system'],
  permissions: [...CMS_PERMISSIONS],
  tables: [
    'cms_site',
    'cms_publish_pipe',
    'cms_site_property',
    'cms_permission',
    'cms_catalog',
    'cms_resource',
    'cms_page_widget',
    'cms_content',
    'cms_content_body',
    'cms_content_rela',
    'cms_content_op_log',
    'cms_content_revision',
    'cms_xmodel',
    'cms_xmodel_field',
    'cms_exd_default',
    'cms_template',
    'cms_dynamic_page',
    'cms_tag_word_group',
    'cms_tag_word',
    'cms_hot_word_group',
    'cms_hot_word',
    'cms_sensitive_word',
    'cms_errorprone_word',
    'cms_search_index',
    'cms_search_dict_word',
    'cms_search_synonym',
    'cms_search_log',
    'cms_search_word',
    'cms_search_word_day',
    'cms_search_pin',
    'cms_search_click',
    'cms_search_state',
  ],
  prefixes: ['/cms/', '/xmodel', '/word/', '/search/', '/api/search/'],
  migrations: [
    m0001Site,
    m0002DemoSite,
    m0003Catalog,
    m0004Resource,
    m0005Exmodel,
    m0006CatalogSeo,
    m0007Words,
    m0008DemoCatalogs,
    m0009Templates,
    m0010PageWidget,
    m0011Content,
    m0012ResourceDuration,
    m0013DemoTheme,
    m0015DynamicPage,
    m0016ContentSorts,
    m0017ContentClosest,
    m0018ContentArchived,
    m0019PageWidgetType,
    m0020SearchIndex,
    m0021SearchSynonym,
    m0022SearchLog,
    m0023SearchQuality,
    m0024SearchHead,
    m0025SearchGeneration,
  ],
  jobs: contentJobs,
  events: CMS_EVENTS,
  seed: cmsSeed,
  // the demo site's default theme (once), and the publish queue's worker: resumed at boot when the queue exists, stopped before the pool closes;
  // other plugins' public notices (award publicity) become published articles through the kernel's service registry
  init: async (kernel) => {
    kernel.services.provide(NOTICE_PUBLISHER, noticePublisher(kernel), 'cms');
    // the plugins that depend on the CMS: current site, publishing, resources, template tags (kernel/server/cms-host.ts)
    kernel.services.provide(CMS_HOST, cmsHost(kernel), 'cms');
    // page widget types of other plugins (the ad space): their widgets are kept and published here
    kernel.services.provide(PAGE_WIDGET_HOST, pageWidgetHost(kernel), 'cms');
    // site statistics (the operations plugin) read sites and contents, and feed the view counter, through it
    kernel.services.provide(SITE_CONTENT_STATS, contentStats(kernel), 'cms');
    // comments (the operations plugin): the content commented on, the site's comment settings, sensitive words, the comment counter
    kernel.services.provide(CONTENT_COMMENTS, contentComments(kernel), 'cms');
    // the code generator (tools plugin): the current site's ex-models and custom forms as sources of new tables
    kernel.services.provide(EX_MODELS, exModels(kernel), 'cms');
    await installDemoTheme(kernel);
    resumePublishQueue(kernel);
    // contents published before the search index existed are indexed in the background
    await startMissingIndexes(kernel);
  },
  stop: async (kernel) => {
    await stopSearchLog(kernel);
    await stopPublishQueue(kernel);
    await stopRenderPool(kernel);
  },
  // Site/Catalog grants join the identity: getInfo sends them, the CMS routes check them
  grants: cmsGrants,
  async routes(app, kernel) {
    // first: every route registered below checks the objects its ids name (services/object-kinds.ts)
    objectAccess(app, cmsObjectKinds(kernel));
    await sitePropertyRoutes(app, kernel);
    await siteRoutes(app, kernel);
    siteExtendsRoutes(app, kernel);
    await catalogRoutes(app, kernel);
    await catalogExtendsRoutes(app, kernel);
    await siteTemplateRoutes(app, kernel);
    await permissionRoutes(app, kernel);
    await resourceRoutes(app, kernel);
    resourceUploadRoutes(app, kernel);
    await contentRoutes(app, kernel);
    await contentOpsRoutes(app, kernel);
    await contentRecycleRoutes(app, kernel);
    await articleRoutes(app, kernel);
    await exmodelRoutes(app, kernel);
    await xmodelFieldRoutes(app, kernel);
    tagWordGroupRoutes(app, kernel);
    hotWordGroupRoutes(app, kernel);
    tagWordRoutes(app, kernel);
    hotWordRoutes(app, kernel);
    sensitiveWordRoutes(app, kernel);
    errorProneWordRoutes(app, kernel);
    await dashboardRoutes(app, kernel);
    await pageWidgetRoutes(app, kernel);
    await previewRoutes(app, kernel);
    await publishRoutes(app, kernel);
    await publishPipeRoutes(app, kernel);
    await templateRoutes(app, kernel);
    await fileRoutes(app, kernel);
    await templateImpactRoutes(app, kernel);
    await siteThemeRoutes(app, kernel);
    await siteWatermarkRoutes(app, kernel);
    await dynamicPageRoutes(app, kernel);
    searchIndexRoutes(app, kernel);
    searchDictRoutes(app, kernel);
    searchLogRoutes(app, kernel);
    searchQualityRoutes(app, kernel);
    await seoRoutes(app, kernel);
  },
});
