import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { prepareUserList } from './user-list-target.ts';
import { prepareContentList } from './content-list-target.ts';
import { stopChild } from './lib/cleanup.ts';
import { freePort, login, spawnServer, waitServing, type RunningServer } from './lib/server.ts';

/**
 * CPU µs per request of the real server (user+system time of its process from /proc over a wrk run), for
 * comparing builds on a busy machine: `CPU_BUILDS=dirA,dirB tsx tests/bench/cpu-per-request.ts user,getInfo`
 * starts one server per build directory (each holding dist-server/, with its own data dir), then alternates
 * short runs between them and prints the median and minimum of each. Each server runs as one process
 * (WORKERS=1), whose CPU is the whole server's.
 */
process.env.WORKERS = '1';
function cpuMicros(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1e6) / 100;
}

interface Started {
  dir: string;
  s: RunningServer;
  targets: Record<string, [string, string]>;
}

async function start(dir: string, dataDir: string): Promise<Started> {
  const fresh = !fs.existsSync(path.join(dataDir, 'pg'));
  fs.mkdirSync(dataDir, { recursive: true });
  const cwd = process.cwd();
  process.chdir(dir);
  let s: RunningServer;
  try {
    const port = await freePort();
    const child = spawnServer({ distDir: path.resolve(cwd, 'dist'), dataDir, port });
    await waitServing(child, 600_000); // a first start creates the database: slow on a busy machine
    s = { port, base: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) };
  } finally {
    process.chdir(cwd);
  }
  const admin = await login(s.base);
  const tokenFile = path.join(dataDir, 'bench-token');
  let token: string;
  let catalog: number;
  if (fresh) {
    token = await prepareUserList({ base: s.base, token: admin, dataDir });
    catalog = await prepareContentList({ base: s.base, token: admin, dataDir });
    fs.writeFileSync(tokenFile, JSON.stringify({ token, catalog }));
  } else ({ token, catalog } = JSON.parse(fs.readFileSync(tokenFile, 'utf8')));
  return {
    dir,
    s,
    targets: {
      user: ['/prod-api/system/user/list?pageNum=1&pageSize=20', token],
      content: [`/prod-api/cms/content/list?catalogId=${catalog}&status=30&sorts=publishDate%23desc&pageNum=1&pageSize=20`, admin],
      getInfo: ['/prod-api/getInfo', token],
    },
  };
}

function run(st: Started, w: string, secs: number) {
  const [p, tok] = st.targets[w];
  const args = ['-t1', '-c50', `-d${secs}s`, '--latency', '-H', `Authorization: Bearer ${tok}`, st.s.base + p];
  const c0 = cpuMicros(st.s.child.pid!);
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const c1 = cpuMicros(st.s.child.pid!);
  const n = Number(/(\d+) requests in/.exec(out)![1]);
  if (/Non-2xx/.test(out)) throw new Error(`${w}: non-2xx answers\n${out}`);
  return { us: (c1 - c0) / n, rps: n / secs, p99: /99%\s+(\S+)/.exec(out)![1] };
}

async function main() {
  const builds = (process.env.CPU_BUILDS ?? '.').split(',');
  const which = (process.argv[2] ?? 'user,content,getInfo').split(',');
  const rounds = Number(process.env.CPU_ROUNDS ?? 3);
  const secs = Number(process.env.CPU_SECONDS ?? 4);
  const started: Started[] = [];
  try {
    for (const [i, b] of builds.entries())
      started.push(await start(path.resolve(b), `${process.env.CPU_DATA_DIR ?? '/tmp/list-cpu/data'}-${i}`));
    const got = new Map<string, number[]>();
    for (const st of started) for (const w of which) run(st, w, 2); // warm-up
    for (let r = 0; r < rounds; r++)
      for (const w of which)
        for (const st of started) {
          const x = run(st, w, secs);
          const k = `${w} ${st.dir}`;
          got.set(k, [...(got.get(k) ?? []), x.us]);
          console.log(`  ${k}: ${Math.round(x.us)} µs/request, ${Math.round(x.rps)} req/s, p99 ${x.p99}`);
        }
    for (const [k, xs] of got) {
      const s = [...xs].sort((a, b) => a - b);
      console.log(`${k}: median ${Math.round(s[s.length >> 1])} µs, min ${Math.round(s[0])} µs (${s.length} runs)`);
    }
  } finally {
    for (const st of started) await st.s.stop();
  }
}
main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
