import { defineClientPlugin } from '#kernel/client';
import { OPERATIONS_PERMISSIONS } from '../shared/permissions.ts';

/**
 * The operations console (issue 32): friend links, ad spaces and ads, and the Statistics screen. Pages by the
 * component names the menus and the static routes below send; each area adds its own lines.
 */
export default defineClientPlugin({
  id: 'operations',
  dependsOn: ['system', 'cms'],
  pages: {
    // links
    'operations/link/linkGroup': () => import('./pages/link/LinkGroupPage.tsx'),
    'operations/link/linkList': () => import('./pages/link/LinkListPage.tsx'),
    // ads
    'operations/ad/adSpace': () => import('./pages/ad/AdSpacePage.tsx'),
    'operations/ad/adSpaceEditor': () => import('./pages/ad/AdSpaceEditorPage.tsx'),
    'operations/ad/adEditor': () => import('./pages/ad/AdEditorPage.tsx'),
    // custom forms: the list, the fields (the kernel's designer) and the submission desk
    'operations/customform/index': () => import('./pages/customform/CustomFormPage.tsx'),
    'operations/customform/fields': () => import('./pages/customform/CustomFormFieldsPage.tsx'),
    'operations/customform/data': () => import('./pages/customform/CustomFormDataPage.tsx'),
    // stats
    'operations/stat/index': () => import('./pages/stat/StatPage.tsx'),
    // comments
    'operations/comment/commentList': () => import('./pages/comment/CommentListPage.tsx'),
    // votes: the list (menu 2066) and the hidden subject page (2067)
    'operations/vote/index': () => import('./pages/vote/VotePage.tsx'),
    'operations/vote/subjectList': () => import('./pages/vote/VoteSubjectPage.tsx'),
  },
  routes: [
    // SPEC §2: under /operations (redirect /operations/link), merged into the server's `operations` directory
    {
      path: '/operations',
      component: 'Layout',
      hidden: true,
      redirect: '/operations/link',
      permissions: ['cms:friendlink:view', 'cms:customform:edit', 'cms:customform:data:view'],
      children: [
        {
          path: 'link/list',
          component: 'operations/link/linkList',
          name: 'FriendLinkList',
          hidden: true,
          permissions: ['cms:friendlink:view'],
          meta: { title: 'operations:link.listTitle', activeMenu: '/operations/link', noCache: true },
        },
        // the fields of a form (the designer) and its submission desk, highlighting the custom forms menu
        {
          path: 'customform/fields',
          component: 'operations/customform/fields',
          name: 'CustomFormFields',
          hidden: true,
          permissions: ['cms:customform:edit'],
          meta: { title: 'operations:customform.fields.menuTitle', activeMenu: '/operations/customform', noCache: true },
        },
        {
          path: 'customform/data',
          component: 'operations/customform/data',
          name: 'CustomFormData',
          hidden: true,
          permissions: ['cms:customform:data:view'],
          meta: { title: 'operations:customform.desk.menuTitle', activeMenu: '/operations/customform', noCache: true },
        },
      ],
    },
    // SPEC §2: the ad space and ad editors under /cms, not cached, highlighting the ads menu
    {
      path: '/cms',
      component: 'Layout',
      hidden: true,
      permissions: ['cms:advertisement:view'],
      children: [
        {
          path: 'adspace/editor',
          component: 'operations/ad/adSpaceEditor',
          name: 'AdSpaceEditor',
          hidden: true,
          permissions: ['cms:advertisement:view'],
          meta: { title: 'operations:ad.spaceEditorTitle', activeMenu: '/operations/advertisement', noCache: true },
        },
        {
          path: 'ad/editor',
          component: 'operations/ad/adEditor',
          name: 'AdEditor',
          hidden: true,
          permissions: ['cms:advertisement:view'],
          meta: { title: 'operations:ad.editorTitle', activeMenu: '/operations/advertisement', noCache: true },
        },
      ],
    },
  ],
  permissions: [...OPERATIONS_PERMISSIONS],
});
