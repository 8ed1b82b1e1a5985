import { http } from '#kernel/client';
/** Server info (`GET /monitor/server`): CPU, memory, Node process, OS and disks. */
export interface ServerInfo {
  app: { name: string; version: string; plugins: string[]; instanceNo: string };
  cpu: { cpuNum: number; sys: number; used: number; wait: number; free: number; loadAvg: number[] };
  /** total/used/free in GB (as v1.4.3 reads them); the byte counts alongside */
  mem: { total: number; used: number; free: number; usage: number; totalBytes: number; usedBytes: number; freeBytes: number };
  node: {
    version: string;
    home: string;
    pid: number;
    uptime: number;
    startTime: string;
    rss: number;
    heapTotal: number;
    heapUsed: number;
    external: number;
    heapUsage: number;
  };
  sys: { computerName: string; computerIp: string; userDir: string; osName: string; osArch: string; uptime: number };
  sysFiles: { dirName: string; sysTypeName: string; typeName: string; total: number; free: number; used: number; usage: number }[];
}

/** The home page's server card (`GET /monitor/server/dashboard`). */
export interface DashboardServer {
  appName: string;
  appVersion: string;
  instanceNo: string;
  plugins: number;
  serverName: string;
  serverIp: string;
  osName: string;
  osArch: string;
  cpuNum: number;
  memUsage: number;
  nodeVersion: string;
  heapUsage: number;
  startTime: string;
  runTime: string;
}

/** One row of System logs (`GET /monitor/logs`): a log screen and where it opens. */
export interface LogMenu {
  id: string;
  name: string;
  router: string;
}

/** The cache in use: in-process, or Redis with its INFO, key count and command stats. */
export interface CacheOverview {
  type: 'memory' | 'redis';
  typeName: string;
  info: Record<string, string>;
  dbSize: number;
  commandStats: { name: string; value: string }[];
}

export interface CacheValue {
  cacheName: string;
  cacheKey: string;
  cacheValue: string;
  /** seconds left; -1 never expires */
  expireTime: number;
  expireAt?: string;
}

/** Database monitor figures (`GET /monitor/db`). */
export interface DbInfo {
  version: string;
  serverVersion: string;
  database: string;
  databaseSize: number;
  databaseSizePretty: string;
  maxConnections: number;
  startTime: string;
  timeZone: string;
  connections: { state: string; count: number }[];
  tables: {
    schema: string;
    tableName: string;
    rowEstimate: number;
    totalBytes: number;
    tableBytes: number;
    indexBytes: number;
    totalSize: string;
    liveRows: number;
    deadRows: number;
    lastAutovacuum?: string;
    lastAutoanalyze?: string;
  }[];
  longQueries: {
    pid: number;
    userName?: string;
    applicationName?: string;
    clientAddr?: string;
    state?: string;
    waitEventType?: string;
    waitEvent?: string;
    durationSeconds: number;
    queryStart?: string;
    query?: string;
  }[];
  locks: {
    lockType: string;
    mode: string;
    granted: boolean;
    pid: number;
    relation?: string;
    state?: string;
    query?: string;
    durationSeconds?: number;
  }[];
  stats?: {
    commits: number;
    rollbacks: number;
    blocksRead: number;
    blocksHit: number;
    cacheHitRatio?: number;
    deadlocks: number;
    tempBytes: number;
  };
  poolSize: number;
  poolIdle: number;
  poolWaiting: number;
}

/** Calls of the server, cache and database monitors. */
export const monitorApi = {
  server: () => http.get<ServerInfo>('/monitor/server'),
  cache: () => http.get<CacheOverview>('/monitor/cache'),
  dashboard: () => http.get<DashboardServer>('/monitor/server/dashboard'),
  logMenus: () => http.get<{ rows: LogMenu[]; total: number }>('/monitor/logs'),
  cacheNames: () => http.get<{ cacheName: string; cacheKey: string; remark?: string }[]>('/monitor/cache/getNames'),
  cacheKeys: (name: string) => http.get<string[]>(`/monitor/cache/getKeys/${encodeURIComponent(name)}`),
  cacheValue: (name: string, key: string) =>
    http.get<CacheValue>(`/monitor/cache/getValue/${encodeURIComponent(name)}/${encodeURIComponent(key)}`),
  clearName: (name: string) => http.delete(`/monitor/cache/clearCacheName/${encodeURIComponent(name)}`),
  clearKey: (key: string) => http.delete(`/monitor/cache/clearCacheKey/${encodeURIComponent(key)}`),
  clearAll: () => http.delete('/monitor/cache/clearCacheAll'),
  db: () => http.get<DbInfo>('/monitor/db'),
};
