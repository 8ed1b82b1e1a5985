import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { formatInstant, ok, type Kernel } from '#kernel/server';
const round2 = (n: number) => Math.round(n * 100) / 100;

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

function firstIp(): string {
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

/** Server info: CPU, memory, disks, OS and the Node process (chestnut-api.md §1.3 getServer, `jvm` → `node`). */
export async function serverRoutes(app: FastifyInstance, kernel: Kernel) {
  app.get('/monitor/server', { config: { access: 'monitor:server:view' } }, async () => {
    const mem = process.memoryUsage();
    const total = os.totalmem();
    const free = os.freemem();
    return ok({
      app: {
        name: 'Zhuxie',
        version: process.env.npm_package_version ?? '0.1.0',
        plugins: kernel.plugins.map((p) => p.id),
        instanceNo: kernel.scheduler.instanceNo,
      },
      cpu: await cpuSample(),
      mem: { total, used: total - free, free, usage: round2(((total - free) / total) * 100) },
      node: {
        version: process.version,
        home: process.execPath,
        pid: process.pid,
        uptime: Math.round(process.uptime()),
        startTime: formatInstant(Date.now() - process.uptime() * 1000, kernel.config.timeZone),
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
}
