import path from 'node:path';
import { API_TARGETS, measureApiTarget } from './api-load.ts';
import { measureBareRoute } from './bare-route.ts';
import { cleanupAll, tempDir } from './lib/cleanup.ts';
import { ensureWrk } from './lib/load.ts';
import type { Row } from './lib/result.ts';
import { login, startServer } from './lib/server.ts';
import { formatTable } from './lib/table.ts';
import { machineSpeed } from './lib/machine-speed.ts';

/**
 * `npm run bench:api [-- <label part>]`: only the API targets of `npm run bench` (bare route anchor, then each
 * target whose label contains the argument), against the current `npm run build` — for working on one
 * figure without the whole run. `npm run bench` stays the reference.
 */
async function main(): Promise<void> {
  const only = process.argv[2]?.toLowerCase();
  const useWrk = ensureWrk(console.log);
  const bare = await measureBareRoute(useWrk);
  const rows: Row[] = [bare.row];
  const dataDir = tempDir('data');
  const s = await startServer(path.resolve('dist'), dataDir);
  try {
    for (const t of API_TARGETS) {
      if (only && !t.label.toLowerCase().includes(only)) continue;
      rows.push(...(await measureApiTarget(t, { base: s.base, token: await login(s.base), dataDir }, bare.result, useWrk)));
    }
  } finally {
    await s.stop();
  }
  console.log(`\n${formatTable(rows)}\n`);
  const speed = machineSpeed(rows);
  if (speed.text) console.log(speed.text);
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
