import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS } from './budgets.ts';
import { judge, type Row } from './lib/result.ts';
import { round } from './lib/stats.ts';
import { trackChild } from './lib/cleanup.ts';

/** Runs a command to completion; rejects with the tail of its output on a non-zero exit. */
function run(cmd: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const c = trackChild(spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } }));
    let out = '';
    c.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    c.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => c.kill('SIGKILL'), timeoutMs);
    c.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${code ?? signal}):\n${out.slice(-2000)}`));
    });
  });
}

/** The servers the bench starts run the bundle (dist-server/, with its worker bundles), as `npm start` does. */
export async function buildServerBundle(): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'kernel/server/tools/build-server.ts'], 60_000);
}

export interface BuildResult {
  row: Row;
  outDir: string;
}

/**
 * Times `vite build` of the whole console into `outDir` (a temp dir, so the shared dist/ of the other
 * engineers is untouched) and the sign-in page's prerender into it, then writes the .gz/.br siblings the
 * server sends, like `npm run build`. The compression step is not part of the timed figure: the budget is
 * the console build.
 */
export async function measureBuild(outDir: string): Promise<BuildResult> {
  const vite = path.resolve('node_modules/.bin/vite');
  const t0 = performance.now();
  // --emptyOutDir: vite refuses to empty a dir outside the project root unless told to
  await run(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], 120_000);
  const viteSeconds = (performance.now() - t0) / 1000;
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`vite build wrote no index.html in ${outDir}`);
  await run(process.execPath, ['--import', 'tsx', 'kernel/server/tools/prerender-login.ts', outDir], 120_000);
  const seconds = (performance.now() - t0) / 1000;
  await run(process.execPath, ['--import', 'tsx', 'kernel/server/tools/compress-dist.ts', outDir], 60_000);
  await buildServerBundle();
  const b = BUDGETS.buildSeconds;
  return {
    outDir,
    row: {
      measure: 'console production build (vite build + sign-in prerender)',
      value: round(seconds, 2),
      unit: 's',
      budget: b.text,
      anchor: b.anchor,
      verdict: judge(seconds, b),
      note: `wall time; vite build ${round(viteSeconds, 2)} s of it; pre-compression (.gz/.br) not included`,
    },
  };
}
