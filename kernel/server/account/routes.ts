import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../kernel.ts';
import { sql } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import { fail, invalidField } from '../http/errors.ts';
import { saveUpload } from '../files/routes.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { liveMenu, menuTitle } from '../auth/menu-title.ts';
import { heldMenuIds } from '../access/held-menus.ts';
import { heldMenuTree } from './menu-tree.ts';
import { MAX_SHORTCUTS } from '../../shared/constants.ts';
import { USER_POST_NAMES } from '../../shared/services.ts';
import { patterns } from '../../shared/validation.ts';

const HTTP = /^https?:\/\//i;
const PROFILE_FIELDS = [
  'userId',
  'deptId',
  'userName',
  'nickName',
  'realName',
  'email',
  'phoneNumber',
  'sex',
  'birthday',
  'avatar',
  'status',
  'loginIp',
  'loginDate',
  'createTime',
  'remark',
] as const;

/**
 * The signed-in user's own account (the account centre, the home page's welcome and shortcuts, preferences):
 * home info, profile, password, avatar, preferences. Their URLs keep the `/system/user/` paths of v1.4.3.
 */
export async function accountRoutes(app: FastifyInstance, kernel: Kernel) {
  homeRoutes(app, kernel);
  profileRoutes(app, kernel);
  preferenceRoutes(app, kernel);
}

/** The home page's welcome and shortcuts, and the menus the user holds. */
function homeRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  app.get('/system/user/profile/homeInfo', { config: { access: 'login' } }, async (req) => {
    const u = await db
      .selectFrom('sysUser as u')
      .leftJoin('sysDept as d', 'd.deptId', 'u.deptId')
      .select(['u.userName', 'u.nickName', 'u.avatar', 'u.loginDate', 'u.loginIp', 'd.deptName'])
      .where('u.userId', '=', req.user!.userId)
      .executeTakeFirstOrThrow();
    // the login before this session, from the login log (the current one is the latest success)
    const prev = await db
      .selectFrom('sysLogininfor')
      .select(['loginTime', 'ipaddr', 'loginLocation'])
      .where('userId', '=', req.user!.userId)
      .where('logType', '=', '0')
      .where('status', '=', '0')
      .orderBy('infoId', 'desc')
      .offset(1)
      .limit(1)
      .executeTakeFirst();
    return ok({
      userName: u.userName,
      nickName: u.nickName,
      avatar: u.avatar ?? '',
      deptName: u.deptName ?? '',
      lastLoginTime: prev?.loginTime ?? u.loginDate ?? '',
      lastLoginIp: prev?.ipaddr ?? u.loginIp ?? '',
      lastLoginAddr: prev?.loginLocation ?? '',
    });
  });

  // v1.4.3: the menus the caller holds, as a tree (the preference page's shortcut picker reads it)
  app.get('/system/menu/userTreeselect', { config: { access: 'login' } }, async (req) => ok(await heldMenuTree(kernel, req)));

  // v1.4.3 home shortcuts: the pages (C menus) of the `Shortcut` preference the user may still open, in its order
  app.get('/system/user/profile/shortcuts', { config: { access: 'login' } }, async (req) => {
    const u = await db.selectFrom('sysUser').select('preferences').where('userId', '=', req.user!.userId).executeTakeFirstOrThrow();
    const raw = (u.preferences as Record<string, unknown> | null)?.Shortcut;
    const wanted = (Array.isArray(raw) ? raw : []).map((v) => Number(v)).filter((v) => Number.isInteger(v) && v > 0);
    if (wanted.length === 0) return ok([]);
    const live = liveMenu(kernel);
    const menus = (
      await db
        .selectFrom('sysMenu')
        .select(['menuId', 'menuKey', 'menuName', 'parentId', 'path', 'icon', 'menuType', 'status', 'plugin'])
        .execute()
    ).filter((m) => live(m) && m.status === '0');
    const byId = new Map(menus.map((m) => [m.menuId, m]));
    const held = req.identity?.superAdmin ? null : await heldMenuIds(db, req.user!.userId);
    // the route a page opens at: its directories' paths joined (an absolute or external path stands alone)
    const router = (m: (typeof menus)[number]): string | null => {
      const parts: string[] = [];
      for (let cur: typeof m | undefined = m, n = 0; cur && n < 50; cur = byId.get(cur.parentId), n++) {
        if (cur.status !== '0') return null;
        parts.unshift(cur.path);
        if (HTTP.test(cur.path) || cur.path.startsWith('/')) break;
      }
      if (HTTP.test(parts[0] ?? '')) return parts[0];
      return `/${parts
        .map((p) => p.replace(/^\/+|\/+$/g, ''))
        .filter(Boolean)
        .join('/')}`;
    };
    const out: { name: string; icon: string; router: string }[] = [];
    for (const id of [...new Set(wanted)]) {
      const m = byId.get(id);
      if (!m || m.menuType !== 'C' || (held && !held.has(id))) continue;
      const to = router(m);
      if (!to) continue;
      out.push({ name: menuTitle(kernel, req.lang, m), icon: m.icon ?? '', router: to });
      if (out.length === MAX_SHORTCUTS) break;
    }
    return ok(out);
  });
}

/** The account centre: profile, password, avatar and sign-in bindings. */
function profileRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  app.get('/system/user/profile', { config: { access: 'login', passwordChange: true } }, async (req) => {
    const u = await db
      .selectFrom('sysUser as u')
      .leftJoin('sysDept as d', 'd.deptId', 'u.deptId')
      .select([...PROFILE_FIELDS.map((f) => `u.${f}` as const), 'd.deptName'])
      .where('u.userId', '=', req.user!.userId)
      .executeTakeFirstOrThrow();
    const roles = await db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
      .select('r.roleName')
      .where('ur.userId', '=', req.user!.userId)
      .execute();
    // posts are kept by a plugin; without one the user holds none
    const posts = (await kernel.services.get(USER_POST_NAMES)?.(req.user!.userId)) ?? [];
    return ok({
      user: Object.fromEntries(Object.entries(u).filter(([, v]) => v != null)),
      roleGroup: roles.map((r) => r.roleName).join(','),
      postGroup: posts.join(','),
    });
  });

  app.put<{ Body: { nickName: string; email?: string; phoneNumber?: string; sex?: string } }>(
    '/system/user/profile',
    {
      config: { access: 'login', log: { title: 'server:log.profile', type: 'UPDATE' } },
      schema: {
        body: {
          type: 'object',
          required: ['nickName'],
          properties: {
            nickName: { type: 'string', minLength: 1, maxLength: 30 },
            email: { type: 'string', maxLength: 50 },
            phoneNumber: { type: 'string', maxLength: 11 },
            sex: { type: 'string', enum: ['0', '1', '2'] },
          },
        },
      },
    },
    async (req) => {
      const b = req.body;
      if (!b.nickName.trim()) throw invalidField('nickName', 'server:schema.required');
      if (b.email && !patterns.email.test(b.email)) throw invalidField('email', 'server:schema.email');
      if (b.phoneNumber && !patterns.mobile.test(b.phoneNumber)) throw invalidField('phoneNumber', 'server:schema.mobile');
      for (const [field, value] of [
        ['email', b.email],
        ['phoneNumber', b.phoneNumber],
      ] as const) {
        if (!value) continue;
        const dup = await db
          .selectFrom('sysUser')
          .select('userId')
          .where(field, '=', value)
          .where('userId', '<>', req.user!.userId)
          .executeTakeFirst();
        if (dup) throw invalidField(field, 'server:schema.taken');
      }
      await db
        .updateTable('sysUser')
        .set({
          nickName: b.nickName.trim(),
          email: b.email || null,
          phoneNumber: b.phoneNumber || null,
          sex: b.sex ?? '2',
          updateBy: req.user!.userName,
          updateTime: sql<string>`now()`,
          version: sql<number>`version + 1`,
        })
        .where('userId', '=', req.user!.userId)
        .execute();
      return ok();
    },
  );

  app.put<{ Body?: { oldPassword?: string; newPassword?: string }; Querystring: { oldPassword?: string; newPassword?: string } }>(
    '/system/user/profile/updatePwd',
    {
      config: { access: 'login', passwordChange: true, log: { title: 'server:log.password', type: 'UPDATE' } },
      schema: {
        body: {
          type: ['object', 'null'],
          properties: { oldPassword: { type: 'string', maxLength: 128 }, newPassword: { type: 'string', maxLength: 128 } },
        },
      },
    },
    async (req) => {
      const oldPassword = req.body?.oldPassword ?? req.query.oldPassword ?? '';
      const newPassword = req.body?.newPassword ?? req.query.newPassword ?? '';
      if (!oldPassword) throw invalidField('oldPassword', 'server:schema.required');
      if (!newPassword) throw invalidField('newPassword', 'server:schema.required');
      const u = await db
        .selectFrom('sysUser')
        .select(['userId', 'userName', 'nickName', 'email', 'phoneNumber', 'password'])
        .where('userId', '=', req.user!.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(u.password, oldPassword))) throw invalidField('oldPassword', 'server:errors.oldPasswordWrong');
      if (oldPassword === newPassword) throw invalidField('newPassword', 'server:errors.samePassword');
      await assertPasswordAllowed(db, newPassword, u, 'newPassword');
      await db
        .updateTable('sysUser')
        .set({
          password: await hashPassword(newPassword),
          passwordModifyTime: sql<string>`now()`,
          forceModifyPassword: 'N',
          updateBy: u.userName,
          updateTime: sql<string>`now()`,
        })
        .where('userId', '=', u.userId)
        .execute();
      // every other session of this user ends; this one stays
      await kernel.sessions.revokeUser(u.userId, req.user!.tokenHash);
      await kernel.invalidate('session');
      return ok();
    },
  );

  app.post(
    '/system/user/profile/avatar',
    { config: { access: 'login', log: { title: 'server:log.avatar', type: 'UPDATE' } } },
    async (req) => {
      const saved = await saveUpload(kernel, req, 'avatarfile', ['png', 'jpg', 'jpeg', 'gif', 'webp']);
      await db.updateTable('sysUser').set({ avatar: saved.url }).where('userId', '=', req.user!.userId).execute();
      return ok(saved.url);
    },
  );

  // the provider accounts bound for third-party sign-in (the account centre's list), and unbinding one
  app.get('/system/user/profile/bindings', { config: { access: 'login' } }, async (req) =>
    ok(
      await db
        .selectFrom('sysUserOauth')
        .select(['provider', 'nickName', 'bindTime'])
        .where('userId', '=', req.user!.userId)
        .orderBy('provider')
        .execute(),
    ),
  );
  app.delete<{ Params: { provider: string } }>(
    '/system/user/profile/bindings/:provider',
    {
      config: { access: 'login', log: { title: 'server:log.unbind', type: 'DELETE' } },
      schema: { params: { type: 'object', properties: { provider: { type: 'string', pattern: '^[a-z0-9_-]{1,32}$' } } } },
    },
    async (req) => {
      const gone = await db
        .deleteFrom('sysUserOauth')
        .where('userId', '=', req.user!.userId)
        .where('provider', '=', req.params.provider)
        .executeTakeFirst();
      if (!gone.numDeletedRows) throw fail('server:thirdParty.notBound');
      return ok();
    },
  );
}

/** The user's own preferences. */
function preferenceRoutes(app: FastifyInstance, kernel: Kernel) {
  const { db } = kernel;

  app.get('/system/user/getPreferences', { config: { access: 'login' } }, async (req) => {
    const u = await db.selectFrom('sysUser').select('preferences').where('userId', '=', req.user!.userId).executeTakeFirstOrThrow();
    return ok(u.preferences ?? {});
  });

  // v1.4.3 getUserPreference: one preference's value by its key (`?id=Shortcut`), null when unset
  app.get<{ Querystring: { id: string } }>(
    '/system/user/preference',
    {
      config: { access: 'login' },
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } },
    },
    async (req) => {
      const u = await db.selectFrom('sysUser').select('preferences').where('userId', '=', req.user!.userId).executeTakeFirstOrThrow();
      return ok((u.preferences as Record<string, unknown> | null)?.[req.query.id] ?? null);
    },
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/system/user/savePreferences',
    {
      config: { access: 'login', log: { title: 'server:log.preferences', type: 'UPDATE' } },
      schema: { body: { type: 'object', maxProperties: 50 } },
    },
    async (req) => {
      const text = JSON.stringify(req.body);
      if (text.length > 20000) throw fail('server:errors.tooLarge');
      const sc = req.body.Shortcut;
      if (sc !== undefined && (!Array.isArray(sc) || sc.length > MAX_SHORTCUTS || sc.some((v) => !/^[1-9][0-9]{0,18}$/.test(String(v)))))
        throw invalidField('Shortcut', 'server:errors.shortcuts', { max: MAX_SHORTCUTS });
      await db
        .updateTable('sysUser')
        .set({ preferences: sql<Record<string, unknown>>`preferences || ${text}::jsonb` })
        .where('userId', '=', req.user!.userId)
        .execute();
      return ok();
    },
  );
}
