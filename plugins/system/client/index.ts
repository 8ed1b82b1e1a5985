import { defineClientPlugin } from '#kernel/client';
import { SYSTEM_PERMISSIONS } from '../shared/permissions.ts';

/** System administration pages, keyed by the component names its menu rows name. */
export default defineClientPlugin({
  id: 'system',
  pages: {
    'system/post/index': () => import('./pages/post/PostPage.tsx'),
    'system/iprule/index': () => import('./pages/iprule/IpRulePage.tsx'),
    'system/operlog/index': () => import('./pages/operlog/OperLogPage.tsx'),
    'system/logininfor/index': () => import('./pages/logininfor/LoginLogPage.tsx'),
    'system/security/index': () => import('./pages/security/SecurityPage.tsx'),
    'system/wechat/index': () => import('./pages/wechat/WechatPage.tsx'),
    'system/pusher/index': () => import('./pages/pusher/PusherPage.tsx'),
    'system/role/index': () => import('./pages/role/RolePage.tsx'),
    'system/role/auth-user': () => import('./pages/role/AuthUserPage.tsx'),
    'system/menu/index': () => import('./pages/menu/MenuPage.tsx'),
    'system/user/index': () => import('./pages/user/UserPage.tsx'),
    'system/dept/index': () => import('./pages/dept/DeptPage.tsx'),
    'system/dict/index': () => import('./pages/dict/DictTypePage.tsx'),
    'system/dict/data': () => import('./pages/dict/DictDataPage.tsx'),
    'system/config/index': () => import('./pages/config/ConfigPage.tsx'),
    'system/notice/index': () => import('./pages/notice/NoticePage.tsx'),
    'system/i18n/index': () => import('./pages/i18n/I18nPage.tsx'),
  },
  permissions: [...SYSTEM_PERMISSIONS],
  // permission-guarded pages reached from a list, not from the sidebar (SPEC §2)
  routes: [
    {
      path: '/system/role-auth',
      component: 'Layout',
      hidden: true,
      permissions: ['system:role:edit'],
      children: [
        {
          path: 'user/:roleId(\\d+)',
          component: 'system/role/auth-user',
          name: 'AuthUser',
          permissions: ['system:role:edit'],
          meta: { title: 'system:roleAuth.routeTitle', activeMenu: '/system/role' },
        },
      ],
    },
    {
      path: '/system/dict-data',
      component: 'Layout',
      hidden: true,
      permissions: ['system:dict:view'],
      children: [
        {
          path: 'index/:dictId(\\d+)',
          component: 'system/dict/data',
          name: 'DictData',
          permissions: ['system:dict:view'],
          meta: { title: 'system:dictData.routeTitle', activeMenu: '/system/dict' },
        },
      ],
    },
  ],
});
