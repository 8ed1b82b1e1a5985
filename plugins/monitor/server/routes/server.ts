import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { formatInstant, ok, type Kernel } from '#kernel/server';
import type { DashboardServer, ServerInfo } from '../../shared/server.ts';
const round2 = (n: number) => Math.round(n * 100) / 100;
const GB = 1024 ** 3;
const MB = 1024 ** 2;

// CPU shares over a short sample: os.cpus() counters are cumulative since boot
async function cpuSample(ms = 200) {
  const snap = () =>
    os.cpus().reduce(
      (a, c) => ({
        user: a.user + c.times.user + c.times.nice,
        sys: a.sys + c.times.sys,
        idle: a.idle + c.times.idle,
        wait: a.wait + c.times.irq,
      }),
      { user: 0, sys: 0, idle: 0, wait: 0 },
    );
  const a = snap();
  await new Promise((r) => setTimeout(r, ms));
  const b = snap();
  const d = { user: b.user - a.user, sys: b.sys - a.sys, idle: b.idle - a.idle, wait: b.wait - a.wait };
  const total = d.user + d.sys + d.idle + d.wait || 1;
  return {
    cpuNum: os.cpus().length,
    total: 100,
    sys: round2((d.sys / total) * 100),
    used: round2((d.user / total) * 100),
    wait: round2((d.wait / total) * 100),
    free: round2((d.idle / total) * 100),
    loadAvg: os.loadavg().map(round2),
  };
}

function disks(paths: string[]) {
  const seen = new Set<string>();
  const out = [];
  for (const p of paths) {
    try {
      const s = fs.statfsSync(p);
      const key = `${s.type}:${s.blocks}:${s.bfree}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      out.push({
        dirName: p,
        sysTypeName: `0x${s.type.toString(16)}`,
        typeName: p,
        total,
        free,
        used: total - free,
        usage: total ? round2(((total - free) / total) * 100) : 0,
      });
    } catch {
      /* a path that does not exist yet (no uploads) is skipped */
    }
  }
  return out;
}

/** Seconds → the day/hour/minute parts of a running time. */
function runTimeParts(seconds: number) {
  const s = Math.floor(seconds);
  return { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600), m: Math.floor((s % 3600) / 60) };
}

function firstIp(): string {
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

/** Server info: CPU, memory, disks, OS and the Node process (chestnut-api.md §1.3 getServer, `jvm` → `node`). */
export async function serverRoutes(app: FastifyInstance, kernel: Kernel) {
  app.get('/monitor/server', { config: { access: 'monitor:server:view' } }, async (req) => {
    const mem = process.memoryUsage();
    const total = os.totalmem();
    const free = os.freemem();
    const uptime = process.uptime();
    const startTime = formatInstant(Date.now() - uptime * 1000, kernel.config.timeZone);
    return ok<ServerInfo>({
      app: {
        name: 'Zhuxie',
        version: process.env.npm_package_version ?? '0.1.0',
        plugins: kernel.plugins.map((p) => p.id),
        instanceNo: kernel.scheduler.instanceNo,
      },
      cpu: await cpuSample(),
      // v1.4.3 reads memory in GB; the byte counts stay for this console
      mem: {
        total: round2(total / GB),
        used: round2((total - free) / GB),
        free: round2(free / GB),
        usage: round2(((total - free) / total) * 100),
        totalBytes: total,
        usedBytes: total - free,
        freeBytes: free,
      },
      // the v1.4.3 JVM block, filled with the Node runtime's equivalents (heap in MB)
      jvm: {
        name: 'Node.js',
        version: process.version,
        home: process.execPath,
        total: round2(mem.heapTotal / MB),
        max: round2(v8.getHeapStatistics().heap_size_limit / MB),
        used: round2(mem.heapUsed / MB),
        free: round2((mem.heapTotal - mem.heapUsed) / MB),
        usage: round2((mem.heapUsed / mem.heapTotal) * 100),
        startTime,
        runTime: req.t('monitor:server.runTime', runTimeParts(uptime)),
        inputArgs: process.execArgv.join(' '),
      },
      node: {
        version: process.version,
        home: process.execPath,
        pid: process.pid,
        uptime: Math.round(uptime),
        startTime,
        rss: mem.rss,
        heapTotal: mem.heapTotal,
        heapUsed: mem.heapUsed,
        external: mem.external,
        heapUsage: round2((mem.heapUsed / mem.heapTotal) * 100),
      },
      sys: {
        computerName: os.hostname(),
        computerIp: firstIp(),
        userDir: process.cwd(),
        osName: `${os.type()} ${os.release()}`,
        osArch: os.arch(),
        uptime: Math.round(os.uptime()),
      },
      sysFiles: disks([...new Set(['/', process.cwd(), kernel.config.dataDir, kernel.config.uploadDir])]),
    });
  });

  // the home page's server card (v1.4.3 getDashboardServerInfo): quick figures, no CPU sampling, no disks
  app.get('/monitor/server/dashboard', { config: { access: 'monitor:server:view' } }, async (req) => {
    const total = os.totalmem();
    const free = os.freemem();
    const mem = process.memoryUsage();
    const uptime = process.uptime();
    return ok<DashboardServer>({
      appName: 'Zhuxie',
      appVersion: process.env.npm_package_version ?? '0.1.0',
      instanceNo: kernel.scheduler.instanceNo,
      plugins: kernel.plugins.length,
      serverName: os.hostname(),
      serverIp: firstIp(),
      osName: `${os.type()} ${os.release()}`,
      osArch: os.arch(),
      cpuNum: os.cpus().length,
      memUsage: round2(((total - free) / total) * 100),
      nodeVersion: process.version,
      heapUsage: round2((mem.heapUsed / mem.heapTotal) * 100),
      startTime: formatInstant(Date.now() - uptime * 1000, kernel.config.timeZone),
      runTime: req.t('monitor:server.runTime', runTimeParts(uptime)),
    });
  });
}
