import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import type { ServerPlugin } from './plugin.ts';
import { runPrimary } from './cluster/primary.ts';
import { announceReady, databaseFromPrimary, inWorker } from './cluster/messages.ts';

/** The plugins to run, or a loader of them (so a cluster primary, which serves nothing, never loads them). */
export type PluginSource = ServerPlugin[] | (() => Promise<ServerPlugin[]>);

/**
 * Validates the environment, then serves: in this process (WORKERS=1, or a worker of the cluster), or as
 * the primary of WORKERS processes. The composition root (plugins/main.server.ts) calls it.
 */
export async function runServer(plugins: PluginSource): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const started = Date.now();
  if (!inWorker() && !fs.existsSync(path.join(config.distDir, 'index.html')))
    console.warn(`The console is not built in ${config.distDir}: run \`npm run build\` (npm start does it for you).`);
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config, started);
  // the server itself is loaded only here: a primary starts its workers without it
  const [{ buildApp }, list] = await Promise.all([import('./app.ts'), typeof plugins === 'function' ? plugins() : plugins]);
  // a worker of a primary that starts the embedded PostgreSQL meanwhile is told where it is
  if (inWorker() && !config.databaseUrl) config = { ...config, databaseUrl: await databaseFromPrimary() };
  const server = await buildApp(config, { plugins: list });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await server.close().catch((e) => console.error(e));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await server.app.listen({ port: config.port, host: config.host });
  if (inWorker()) {
    // the primary is gone (even kill -9): this worker goes too, so a restart finds the port and data dir free
    process.on('disconnect', () => void stop('primary gone'));
    return announceReady();
  }
  console.log(`Zhuxie is serving http://localhost:${config.port}/admin/ (API ${config.apiBase}) — ready in ${Date.now() - started} ms`);
}

/** Runs the server, exiting with a one-line message when it cannot start. */
export function startServer(plugins: PluginSource): void {
  runServer(plugins).catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
