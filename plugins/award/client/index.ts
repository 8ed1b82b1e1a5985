import { lazy } from 'react';
import { defineClientPlugin } from '#kernel/client';
import { AWARD_PERMISSIONS } from '../shared/permissions.ts';

/** The award console: member registration (public /register), its review, enterprises, rounds and applications. */
export default defineClientPlugin({
  id: 'award',
  dependsOn: ['system'],
  pages: {
    'award/registration/index': () => import('./pages/registration/RegistrationPage.tsx'),
    'award/enterprise/index': () => import('./pages/enterprise/EnterprisePage.tsx'),
    'award/enterprise/mine': () => import('./pages/enterprise/MinePage.tsx'),
    'award/round/index': () => import('./pages/round/RoundPage.tsx'),
    'award/application/list': () => import('./pages/application/ApplicationListPage.tsx'),
    'award/application/form': () => import('./pages/application/ApplicationFormPage.tsx'),
    'award/application/print': () => import('./pages/print/PrintPage.tsx'),
    'award/application/examine': () => import('./pages/examine/ExaminePage.tsx'),
    'award/expert/index': () => import('./pages/expert/ExpertPage.tsx'),
    'award/score/mine': () => import('./pages/score/MyReviewsPage.tsx'),
  },
  // the printable application in a full window (no shell around it), opened in a new tab from the form
  routes: [
    // SPEC §2: the award group is hidden and goes to the home page; its screens are the menus under it
    { path: '/awardapplication', component: 'Layout', hidden: true, redirect: '/index', children: [] },
    {
      path: '/award/print/:id',
      component: 'award/application/print',
      name: 'AwardApplicationPrint',
      hidden: true,
      permissions: ['award:application:list'],
      meta: { title: 'award:print.pageTitle', noCache: true },
    },
  ],
  permissions: [...AWARD_PERMISSIONS],
  // schemas name it `award.SlotUpload`: the files of one attachment slot of the registration
  formComponents: {
    SlotUpload: lazy(() => import('./components/SlotUpload.tsx').then((m) => ({ default: m.SlotUpload }))),
    // `award.AttachmentSlots`: the attachment slots of an application
    AttachmentSlots: lazy(() => import('./components/AttachmentSlots.tsx').then((m) => ({ default: m.AttachmentSlots }))),
  },
  // the public /register page is the association's member registration
  slots: [{ slot: 'kernel/public/register', load: () => import('./pages/register/MemberRegisterPage.tsx') }],
});
