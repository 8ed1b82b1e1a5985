import { lazy } from 'react';
import { defineClientPlugin } from '#kernel/client';
import { CMS_PERMISSIONS, CURRENT_SITE_HEADER } from '../shared/permissions.ts';
import { storedSiteId } from './current-site.ts';

/** The CMS console: its pages by component name, the navbar's site switcher and the current-site header. */
export default defineClientPlugin({
  id: 'cms',
  dependsOn: ['system'],
  pages: {
    'cms/contentcore/site': () => import('./pages/site/SitePage.tsx'),
    'cms/contentcore/siteTabs': () => import('./pages/site/SiteTabsPage.tsx'),
    'cms/contentcore/catalog': () => import('./pages/catalog/CatalogPage.tsx'),
    'cms/contentcore/content': () => import('./pages/content/ContentPage.tsx'),
    'cms/contentcore/contentEditor': () => import('./pages/content/editor/ContentEditorPage.tsx'),
    'cms/contentcore/resource': () => import('./pages/resource/ResourcePage.tsx'),
    'cms/staticize/index': () => import('./pages/staticize/StaticizePage.tsx'),
    'cms/contentcore/publishPipe': () => import('./pages/publish-pipe/PublishPipePage.tsx'),
    'cms/contentcore/template': () => import('./pages/template/TemplatePage.tsx'),
    'cms/contentcore/templateEditor': () => import('./pages/template/TemplateEditorPage.tsx'),
    'cms/contentcore/file': () => import('./pages/file/FilePage.tsx'),
    'cms/contentcore/fileEditor': () => import('./pages/file/FileEditorPage.tsx'),
    'cms/exmodel/model': () => import('./pages/exmodel/ExModelPage.tsx'),
    'cms/exmodel/fields': () => import('./pages/exmodel/ExModelFieldsPage.tsx'),
    'cms/word/word': () => import('./pages/word/WordPage.tsx'),
    'cms/search/indexList': () => import('./pages/search/ContentIndexPage.tsx'),
    'cms/search/dictWord': () => import('./pages/search/DictWordPage.tsx'),
    'cms/search/wordTab': () => import('./pages/search/SearchWordTab.tsx'),
    'cms/contentcore/preview': () => import('./pages/preview/PreviewPage.tsx'),
    'cms/block/manualEditor': () => import('./pages/page-widget/ManualBlockEditorPage.tsx'),
  },
  // SPEC §2: under /cms, not cached, each highlighting its parent menu
  routes: [
    {
      path: '/cms',
      component: 'Layout',
      hidden: true,
      redirect: '/cms/site',
      permissions: ['cms:site:view', 'cms:exmodel:view', 'cms:template:view', 'cms:file:view', 'cms:content:view'],
      children: [
        // v1.4.3's /cms/site: the Sites screen of the CMS menu
        {
          path: 'site',
          component: 'cms/contentcore/site',
          name: 'CmsSite',
          hidden: true,
          permissions: ['cms:site:view'],
          meta: { title: 'cms:site.listTitle', activeMenu: '/configs/site', noCache: true },
        },
        {
          path: 'site/tabs',
          component: 'cms/contentcore/siteTabs',
          name: 'SiteTabs',
          hidden: true,
          permissions: ['cms:site:view'],
          meta: { title: 'cms:site.tabsTitle', activeMenu: '/configs/site', noCache: true },
        },
        {
          path: 'exmodel/fields',
          component: 'cms/exmodel/fields',
          name: 'ExModelFields',
          hidden: true,
          permissions: ['cms:exmodel:view'],
          meta: { title: 'cms:exmodel.fieldsTitle', activeMenu: '/configs/exmodel', noCache: true },
        },
        {
          path: 'template/editor',
          component: 'cms/contentcore/templateEditor',
          name: 'TemplateEditor',
          hidden: true,
          permissions: ['cms:template:view'],
          meta: { title: 'cms:template.editorTitle', activeMenu: '/configs/template', noCache: true },
        },
        {
          path: 'block/manual/editor',
          component: 'cms/block/manualEditor',
          name: 'ManualBlockEditor',
          hidden: true,
          permissions: ['cms:content:view'],
          meta: { title: 'cms:pageWidget.editorTitle', activeMenu: '/configs/content', noCache: true },
        },
        {
          path: 'content/editor',
          component: 'cms/contentcore/contentEditor',
          name: 'ContentEditor',
          hidden: true,
          permissions: ['cms:content:view'],
          meta: { title: 'cms:content.editorTitle', activeMenu: '/configs/content', noCache: true },
        },
        {
          path: 'file/editor',
          component: 'cms/contentcore/fileEditor',
          name: 'FileEditor',
          hidden: true,
          permissions: ['cms:file:view'],
          meta: { title: 'cms:file.editorTitle', activeMenu: '/configs/file', noCache: true },
        },
      ],
    },
    // SPEC §2: the content editor in a full window (no shell around it)
    {
      path: '/cms/content/editorW',
      component: 'cms/contentcore/contentEditor',
      name: 'ContentEditorW',
      hidden: true,
      permissions: ['cms:content:view'],
      meta: { title: 'cms:content.editorTitle', noCache: true },
    },
    // a preview in a full window: the draft state of a site, catalog or content
    {
      path: '/cms/preview/:type/:id',
      component: 'cms/contentcore/preview',
      name: 'CmsPreview',
      hidden: true,
      permissions: ['cms:site:view'],
      meta: { title: 'cms:preview.title', noCache: true },
    },
    // the same in v1.4.3's form, /cms/preview?type=…&dataId=… (SPEC §2 /cms/preview)
    {
      path: '/cms/preview',
      component: 'cms/contentcore/preview',
      name: 'CmsPreviewQuery',
      hidden: true,
      permissions: ['cms:site:view'],
      meta: { title: 'cms:preview.title', noCache: true },
    },
  ],
  permissions: [...CMS_PERMISSIONS],
  // ex-model fields of control type CMSImage pick from the resource library
  formComponents: { ResourceInput: lazy(() => import('./components/ResourceInput.tsx').then((m) => ({ default: m.ResourceInput }))) },
  slots: [
    { slot: 'kernel/navbar/actions', order: 10, load: () => import('./shell/SiteSwitcher.tsx') },
    { slot: 'kernel/navbar/actions', order: 11, permission: 'cms:site:view', load: () => import('./shell/PublishTaskTag.tsx') },
    { slot: 'kernel/home/widgets', order: 15, permission: 'cms:site:view', load: () => import('./pages/home/CmsCard.tsx') },
    // the Site, Catalog and PageWidget tabs of the role and user permission editors (the routes behind them check system:role:edit)
    {
      slot: 'kernel/permission/tabs',
      order: 10,
      title: 'cms:perm.siteTab',
      permission: 'system:role:edit',
      load: () => import('./pages/perms/SitePermTab.tsx'),
    },
    {
      slot: 'kernel/permission/tabs',
      order: 20,
      title: 'cms:perm.catalogTab',
      permission: 'system:role:edit',
      load: () => import('./pages/perms/CatalogPermTab.tsx'),
    },
    {
      slot: 'kernel/permission/tabs',
      order: 30,
      title: 'cms:perm.pageWidgetTab',
      permission: 'system:role:edit',
      load: () => import('./pages/perms/PageWidgetPermTab.tsx'),
    },
  ],
  // every signed-in call names the chosen site; the server refuses one the caller may not view
  requestHeaders: () => ({ [CURRENT_SITE_HEADER]: storedSiteId() }),
});
