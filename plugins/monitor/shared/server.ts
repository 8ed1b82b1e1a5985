import { type Static, Type } from 'typebox';

const num = () => Type.Number();
const str = () => Type.String();

/** Server info (`GET /monitor/server`): CPU, memory, the Node process (also as v1.4.3's `jvm` block), OS and disks. */
export const ServerInfo = Type.Object({
  app: Type.Object({ name: str(), version: str(), plugins: Type.Array(str()), instanceNo: Type.Integer() }),
  cpu: Type.Object({ cpuNum: num(), total: num(), sys: num(), used: num(), wait: num(), free: num(), loadAvg: Type.Array(num()) }),
  /** total/used/free in GB (as v1.4.3 reads them); the byte counts alongside */
  mem: Type.Object({ total: num(), used: num(), free: num(), usage: num(), totalBytes: num(), usedBytes: num(), freeBytes: num() }),
  /** heap figures in MB */
  jvm: Type.Object({
    name: str(),
    version: str(),
    home: str(),
    total: num(),
    max: num(),
    used: num(),
    free: num(),
    usage: num(),
    startTime: str(),
    runTime: str(),
    inputArgs: str(),
  }),
  node: Type.Object({
    version: str(),
    home: str(),
    pid: num(),
    uptime: num(),
    startTime: str(),
    rss: num(),
    heapTotal: num(),
    heapUsed: num(),
    external: num(),
    heapUsage: num(),
  }),
  sys: Type.Object({ computerName: str(), computerIp: str(), userDir: str(), osName: str(), osArch: str(), uptime: num() }),
  sysFiles: Type.Array(
    Type.Object({ dirName: str(), sysTypeName: str(), typeName: str(), total: num(), free: num(), used: num(), usage: num() }),
  ),
});
export type ServerInfo = Static<typeof ServerInfo>;

/** The home page's server card (`GET /monitor/server/dashboard`): quick figures, no CPU sampling, no disks. */
export const DashboardServer = Type.Object({
  appName: str(),
  appVersion: str(),
  instanceNo: Type.Integer(),
  plugins: num(),
  serverName: str(),
  serverIp: str(),
  osName: str(),
  osArch: str(),
  cpuNum: num(),
  memUsage: num(),
  nodeVersion: str(),
  heapUsage: num(),
  startTime: str(),
  runTime: str(),
});
export type DashboardServer = Static<typeof DashboardServer>;
