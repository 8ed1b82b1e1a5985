import { defineClientPlugin } from '#kernel/client';
import { MEMBER_PERMISSIONS } from '../shared/permissions.ts';

/** Members: the member list, level config and exp config, keyed by the component names their seeded menus name. */
export default defineClientPlugin({
  id: 'member',
  dependsOn: ['system', 'cms'],
  pages: {
    'member/memberList': () => import('./pages/member/MemberListPage.tsx'),
    'member/levelConfig': () => import('./pages/level/LevelConfigPage.tsx'),
    'member/expConfig': () => import('./pages/exp/ExpConfigPage.tsx'),
  },
  permissions: [...MEMBER_PERMISSIONS],
});
