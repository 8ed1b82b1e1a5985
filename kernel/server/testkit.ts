import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from './config.ts';
import { buildApp, type App, type BuildOptions } from './app.ts';

/** The admin password every test app starts with. */
export const TEST_ADMIN_PASSWORD = 'Admin#12345';

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
  return {
    ...built,
    databaseUrl,
    api,
    async login(username = 'admin', password = TEST_ADMIN_PASSWORD) {
      const r = await api('POST', '/login', { body: { username, password } });
      if (r.code !== 200) throw new Error(`login failed: ${r.msg}`);
      return r.data as string;
    },
    async dispose() {
      await built.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${dbName} with (force)`);
      await a.end();
    },
  };
}
