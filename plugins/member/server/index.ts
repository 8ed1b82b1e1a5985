import { CMS_HOST, defineServerPlugin, workerScript } from '#kernel/server';
import { MEMBER_INBOX, MEMBER_SESSIONS } from '#kernel/shared';
import { MEMBER_PERMISSIONS } from '../shared/permissions.ts';
import { m0001Member } from './migrations/0001-member.ts';
import { m0010MemberMessage } from './migrations/0010-member-message.ts';
import { expConfigRoutes } from './routes/exp-config.ts';
import { levelConfigRoutes } from './routes/level-config.ts';
import { memberRoutes } from './routes/member.ts';
import { memberAccountRoutes } from './routes/member-account.ts';
import { memberFormRoutes } from './routes/member-forms.ts';
import { memberMessageRoutes } from './routes/member-messages.ts';
import { memberPublicRoutes } from './routes/member-public.ts';
import { memberSeed } from './seed.ts';
import { memberInbox } from './services/member-inbox.ts';
import { memberSessions } from './services/sessions.ts';
import './db/member-tables.ts';

/**
 * Members of the published sites (issue 34, chestnut-api §1.10): the console's member list, level and exp
 * configuration (menus 2060–2063), the public member API with its own session cookie, and the kernel's
 * MEMBER_SESSIONS service that comments, votes and custom forms ask who is signed in, and the MEMBER_INBOX the
 * pusher leaves members' in-site messages in. It depends on the CMS,
 * whose published sites its members use.
 */
export default defineServerPlugin({
  id: 'member',
  dependsOn: ['system', 'cms'],
  permissions: [...MEMBER_PERMISSIONS],
  tables: ['member', 'member_session', 'member_level_config', 'member_exp_config', 'member_exp_log', 'member_message'],
  // the console's /member, /member/* and the public /api/member/*
  prefixes: ['/member/', '/api/member/'],
  // 0010: the members' in-site messages
  migrations: [m0001Member, m0010MemberMessage],
  seed: memberSeed,
  init: (kernel) => {
    kernel.services.provide(MEMBER_SESSIONS, memberSessions(kernel), 'member');
    // the pusher's site-channel messages to members
    kernel.services.provide(MEMBER_INBOX, memberInbox(kernel.db), 'member');
    // the member pages of the published sites: dynamic page types the CMS renders with the sites' templates
    kernel.services
      .get(CMS_HOST)
      ?.registerTagModule(workerScript('member-pages', new URL('./render/pages.worker.ts', import.meta.url)), 'member');
  },
  routes(app, kernel) {
    memberRoutes(app, kernel);
    memberAccountRoutes(app, kernel);
    levelConfigRoutes(app, kernel);
    expConfigRoutes(app, kernel);
    memberPublicRoutes(app, kernel);
    memberFormRoutes(app, kernel);
    memberMessageRoutes(app, kernel);
  },
});
