import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { startEmbedded, type EmbeddedHandle } from '../kernel/server/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

let handle: EmbeddedHandle | null = null;
let dir: string | null = null;

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when set (a server), else an embedded cluster
 * started here once. Each test file creates its own database on it.
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // a cluster of this run's own, so runs side by side never stop each other's database
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zx-test-pg-'));
    handle = await startEmbedded(dir);
    url = handle.url;
  }
  project.provide('pgAdminUrl', url);
  return async () => {
    await handle?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
