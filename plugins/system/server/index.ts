import { defineServerPlugin } from '../../../kernel/server/plugin.ts';
import { SYSTEM_PERMISSIONS } from '../shared/permissions.ts';
import { systemSeed } from './seed.ts';
import { shellRoutes } from './routes/shell.ts';
import { profileRoutes } from './routes/profile.ts';
import { postRoutes } from './routes/post.ts';
import { deptRoutes } from './routes/dept.ts';
import { userRoutes } from './routes/user.ts';
import { roleRoutes } from './routes/role.ts';
import { roleAuthRoutes } from './routes/role-auth.ts';
import { menuRoutes } from './routes/menu.ts';
import { ipRuleRoutes } from './routes/iprule.ts';
import { operLogRoutes } from './routes/operlog.ts';
import { loginLogRoutes } from './routes/logininfor.ts';
import { securityRoutes } from './routes/security.ts';
import { wechatRoutes } from './routes/wechat.ts';
import { m0002WechatIprule } from './migrations/0002-wechat-iprule.ts';

/** System administration: identity data seeds, the shell's lookups and the account center (admin screens: System issue). */
export default defineServerPlugin({
  id: 'system',
  permissions: [...SYSTEM_PERMISSIONS],
  seed: systemSeed,
  migrations: [m0002WechatIprule],
  async routes(app, kernel) {
    await shellRoutes(app, kernel);
    await profileRoutes(app, kernel);
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
    await menuRoutes(app, kernel);
  },
});
