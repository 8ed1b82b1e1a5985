import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Validated runtime configuration; every field comes from an environment variable (see README). */
export interface AppConfig {
  port: number;
  host: string;
  apiBase: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  plugins: string[] | null;
  adminPassword: string | null;
  captchaEnabled: boolean | null;
  timeZone: string;
  storage: 'local';
  uploadDir: string;
  distDir: string;
  trustProxy: boolean;
  sessionTtlSeconds: number;
  /** login and captcha attempts per minute per client IP (0 = unlimited) */
  loginRateLimit: number;
  captchaRateLimit: number;
  logLevel: string;
  /** server processes sharing the port (WORKERS; 1 = this process serves, no cluster) */
  workers: number;
  /** WeChat's sign-in page and API (WECHAT_OPEN_URL, WECHAT_API_URL): a gateway or a test's stand-in may take their place */
  wechatOpenUrl: string;
  wechatApiUrl: string;
  /** the message pusher: retries of a failed delivery before it is dead (PUSHER_RETRY_LIMIT), the first retry's delay (doubling) */
  pusherRetryLimit: number;
  pusherRetryDelaySeconds: number;
  /**
   * addresses webhook robots may reach although they are private (PUSHER_ALLOWED_ADDRESSES, comma list of IPs: an
   * on-premise SMS gateway; a test's local receiver); every other private, loopback or link-local one is refused
   */
  pusherAllowedAddresses: string[];
}

/**
 * Server processes by default: one per core but one, which is left to PostgreSQL and the OS (at most 8).
 * On 2 cores that is one process: measured there, a second Node process competes with PostgreSQL for the
 * same two cores and its collections stretch (scavenges of 40–160 ms against 2 ms), so one process served
 * more (user list 3,400 against 3,100 req/s) with a p99 half as long.
 */
export const defaultWorkers = () => Math.min(8, Math.max(1, os.availableParallelism() - 1));

export class ConfigError extends Error {}

function bool(name: string, v: string | undefined): boolean | null {
  if (v == null || v === '') return null;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${v}"`);
}

function httpUrl(name: string, v: string | undefined, dflt: string): string {
  if (v == null || v === '') return dflt;
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v)) throw new ConfigError(`${name} must be an http(s) URL without query, got "${v}"`);
  return v.replace(/\/+$/, '');
}

function ipList(name: string, v: string | undefined): string[] {
  const list = (v ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const a of list) if (!net.isIP(a)) throw new ConfigError(`${name} must be a comma list of IP addresses, got "${a}"`);
  return list;
}

function int(name: string, v: string | undefined, dflt: number, min: number, max: number): number {
  if (v == null || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer in ${min}..${max}, got "${v}"`);
  return n;
}

/** Reads and validates the environment; throws ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = process.cwd();
  const apiBase = env.API_BASE || '/prod-api';
  if (!/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(apiBase)) throw new ConfigError(`API_BASE must look like /prod-api, got "${apiBase}"`);
  if (apiBase === '/admin') throw new ConfigError('API_BASE may not be /admin');
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  const dbUrl = env.DATABASE_URL || null;
  if (dbUrl && !/^postgres(ql)?:\/\//.test(dbUrl)) throw new ConfigError('DATABASE_URL must start with postgres://');
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL must start with redis://');
  const plugins = env.PLUGINS
    ? env.PLUGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
  if (env.ADMIN_PASSWORD != null && env.ADMIN_PASSWORD !== '' && env.ADMIN_PASSWORD.length < 6)
    throw new ConfigError('ADMIN_PASSWORD must have at least 6 characters');
  const tz = env.TZ_DISPLAY || env.APP_TIME_ZONE || 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw new ConfigError(`APP_TIME_ZONE is not a known time zone: "${tz}"`);
  }
  const storage = (env.STORAGE || 'local') as 'local';
  if (storage !== 'local') throw new ConfigError(`STORAGE must be "local" (S3 storage is not available in this build), got "${storage}"`);
  return {
    port: int('PORT', env.PORT, 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    apiBase,
    dataDir,
    databaseUrl: dbUrl,
    redisUrl,
    plugins,
    adminPassword: env.ADMIN_PASSWORD || null,
    captchaEnabled: bool('CAPTCHA_ENABLED', env.CAPTCHA_ENABLED),
    timeZone: tz,
    storage,
    uploadDir: path.join(dataDir, 'upload'),
    distDir: path.resolve(root, env.DIST_DIR || 'dist'),
    trustProxy: bool('TRUST_PROXY', env.TRUST_PROXY) ?? false,
    sessionTtlSeconds: int('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 12 * 3600, 60, 30 * 24 * 3600),
    loginRateLimit: int('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 30, 0, 100000),
    captchaRateLimit: int('CAPTCHA_RATE_LIMIT', env.CAPTCHA_RATE_LIMIT, 120, 0, 100000),
    logLevel: env.LOG_LEVEL || 'warn',
    workers: int('WORKERS', env.WORKERS, defaultWorkers(), 1, 64),
    wechatOpenUrl: httpUrl('WECHAT_OPEN_URL', env.WECHAT_OPEN_URL, 'https://open.weixin.qq.com'),
    wechatApiUrl: httpUrl('WECHAT_API_URL', env.WECHAT_API_URL, 'https://api.weixin.qq.com'),
    pusherRetryLimit: int('PUSHER_RETRY_LIMIT', env.PUSHER_RETRY_LIMIT, 5, 0, 20),
    pusherRetryDelaySeconds: int('PUSHER_RETRY_DELAY_SECONDS', env.PUSHER_RETRY_DELAY_SECONDS, 30, 1, 3600),
    pusherAllowedAddresses: ipList('PUSHER_ALLOWED_ADDRESSES', env.PUSHER_ALLOWED_ADDRESSES),
  };
}
