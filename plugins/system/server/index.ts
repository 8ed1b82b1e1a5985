import { defineServerPlugin } from '#kernel/server';
import { SYSTEM_PERMISSIONS } from '../shared/permissions.ts';
import { systemSeed } from './seed.ts';
import { postRoutes } from './routes/post.ts';
import { deptRoutes } from './routes/dept.ts';
import { userRoutes } from './routes/user.ts';
import { ipRuleRoutes } from './routes/iprule.ts';
import { operLogRoutes } from './routes/operlog.ts';
import { loginLogRoutes } from './routes/logininfor.ts';
import { securityRoutes } from './routes/security.ts';
import { wechatRoutes } from './routes/wechat.ts';
import { m0002WechatIprule } from './migrations/0002-wechat-iprule.ts';
import { roleRoutes } from './routes/role.ts';
import { roleAuthRoutes } from './routes/role-auth.ts';
import { permissionRoutes } from './routes/permission.ts';
import { menuRoutes } from './routes/menu.ts';
import { dictTypeRoutes } from './routes/dict-type.ts';
import { dictDataRoutes } from './routes/dict-data.ts';
import { configRoutes } from './routes/config.ts';
import { noticeRoutes } from './routes/notice.ts';
import { i18nDictRoutes } from './routes/i18n-dict.ts';
import { m0001Notice } from './migrations/0001-notice.ts';
import { m0003Posts } from './migrations/0003-posts.ts';
import { m0004IpruleInternal } from './migrations/0004-iprule-internal.ts';
import { provideServices } from './services/user-posts.ts';
import { pusherChannelRoutes } from './routes/pusher-channel.ts';
import { pusherMatrixRoutes } from './routes/pusher-matrix.ts';

/**
 * System administration: identity data seeds and the admin screens (System issue). The shell's lookups and the
 * account centre under /system/ are the kernel's; this plugin provides the posts a user holds to the latter.
 */
export default defineServerPlugin({
  id: 'system',
  permissions: [...SYSTEM_PERMISSIONS],
  seed: systemSeed,
  migrations: [m0001Notice, m0002WechatIprule, m0003Posts, m0004IpruleInternal],
  tables: ['sys_notice', 'sys_wechat_config', 'sys_ip_rule', 'sys_post', 'sys_user_post'],
  // the log screens keep their spec-era URLs under /monitor; IP rules keep /sys/iprule (chestnut-api.md §1.2)
  prefixes: ['/system/', '/sys/iprule', '/monitor/operlog', '/monitor/logininfor', '/pusher/'],
  init: provideServices,
  async routes(app, kernel) {
    await postRoutes(app, kernel);
    await deptRoutes(app, kernel);
    await userRoutes(app, kernel);
    await ipRuleRoutes(app, kernel);
    await operLogRoutes(app, kernel);
    await loginLogRoutes(app, kernel);
    await securityRoutes(app, kernel);
    await wechatRoutes(app, kernel);
    await roleRoutes(app, kernel);
    await roleAuthRoutes(app, kernel);
    await permissionRoutes(app, kernel);
    await menuRoutes(app, kernel);
    await dictTypeRoutes(app, kernel);
    await dictDataRoutes(app, kernel);
    await configRoutes(app, kernel);
    await noticeRoutes(app, kernel);
    await i18nDictRoutes(app, kernel);
    await pusherChannelRoutes(app, kernel);
    await pusherMatrixRoutes(app, kernel);
  },
});
