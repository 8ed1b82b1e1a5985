import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from './config.ts';
import { buildApp, type App, type BuildOptions } from './app.ts';
import { hashPassword } from './auth/password.ts';

/** The admin password every test app starts with. */
export const TEST_ADMIN_PASSWORD = 'Chief#12345';
/** The password of every user `asUser` creates. */
export const TEST_USER_PASSWORD = 'Limited#123';

/** Who `asUser` signs in as: the permission codes of seeded menu rows, a data scope (`1`…`5`), a department. */
export interface TestUserSpec {
  userName: string;
  permissions: string[];
  dataScope?: string;
  deptId?: number;
  /** departments of data scope `2` (custom) */
  customDeptIds?: number[];
}

/** A signed-in test user and an `api` bound to its token. */
export interface TestUser {
  userId: number;
  roleId: number;
  token: string;
  api: TestApp['api'];
}

export interface TestApp extends App {
  /** logs in through the real route; returns the token */
  login(username?: string, password?: string): Promise<string>;
  /** calls the API and returns the parsed envelope */
  api<T = any>(
    method: string,
    url: string,
    opts?: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> },
  ): Promise<{ code: number; msg: string; data?: T }>;
  databaseUrl: string;
  /** creates a role holding exactly `permissions` with the data scope, a user in `deptId` holding it, and signs in */
  asUser(spec: TestUserSpec): Promise<TestUser>;
  /** closes the app and drops its database */
  dispose(): Promise<void>;
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** Builds a real app on a fresh database of the test PostgreSQL (`adminUrl`). */
export async function createTestApp(adminUrl: string, env: Record<string, string> = {}, opts: BuildOptions = {}): Promise<TestApp> {
  const dbName = `zx_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, dbName);
  const config: AppConfig = loadConfig({
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    CAPTCHA_ENABLED: 'false',
    DATA_DIR: `/tmp/zx-test-${dbName}`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const built = await buildApp(config, { print: () => {}, logger: false, ...opts });
  const api: TestApp['api'] = async (method, url, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.lang) headers['accept-language'] = o.lang;
    const res = await built.app.inject({
      method: method as 'GET',
      url: config.apiBase + url,
      headers,
      ...(o.body !== undefined
        ? {
            payload: typeof o.body === 'string' ? o.body : JSON.stringify(o.body),
            headers: { 'content-type': 'application/json', ...headers },
          }
        : {}),
    });
    return res.body ? JSON.parse(res.body) : { code: res.statusCode, msg: '' };
  };
  const login = async (username = 'admin', password = TEST_ADMIN_PASSWORD) => {
    const r = await api('POST', '/login', { body: { username, password } });
    if (r.code !== 200) throw new Error(`login failed: ${r.msg}`);
    return r.data as string;
  };
  const asUser = async (o: TestUserSpec): Promise<TestUser> => {
    const db = built.kernel.db;
    const role = await db
      .insertInto('sysRole')
      .values({ roleName: `role-${o.userName}`, roleKey: `role_${o.userName}`, roleSort: 9, dataScope: o.dataScope ?? '1' })
      .returning('roleId')
      .executeTakeFirstOrThrow();
    if (o.permissions.length) {
      const menus = await db.selectFrom('sysMenu').select('menuId').where('perms', 'in', o.permissions).execute();
      await db
        .insertInto('sysRoleMenu')
        .values(menus.map((m) => ({ roleId: role.roleId, menuId: m.menuId })))
        .execute();
    }
    for (const deptId of o.customDeptIds ?? []) await db.insertInto('sysRoleDept').values({ roleId: role.roleId, deptId }).execute();
    const user = await db
      .insertInto('sysUser')
      .values({ userName: o.userName, nickName: o.userName, deptId: o.deptId ?? 1, password: await hashPassword(TEST_USER_PASSWORD) })
      .returning('userId')
      .executeTakeFirstOrThrow();
    await db.insertInto('sysUserRole').values({ userId: user.userId, roleId: role.roleId }).execute();
    const token = await login(o.userName, TEST_USER_PASSWORD);
    return { userId: user.userId, roleId: role.roleId, token, api: (m, u, opts = {}) => api(m, u, { token, ...opts }) };
  };
  return {
    ...built,
    databaseUrl,
    api,
    login,
    asUser,
    async dispose() {
      await built.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${dbName} with (force)`);
      await a.end();
    },
  };
}
