import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import type { ServerPlugin } from './plugin.ts';

/** Validates the environment, builds the server with the given plugins and listens; the composition root (plugins/main.server.ts) calls it. */
export async function runServer(plugins: ServerPlugin[]): Promise<void> {
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
  if (!fs.existsSync(path.join(config.distDir, 'index.html')))
    console.warn(`The console is not built in ${config.distDir}: run \`npm run build\` (npm start does it for you).`);
  const started = Date.now();
  const server = await buildApp(config, { plugins });
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
  console.log(`Zhuxie is serving http://localhost:${config.port}/admin/ (API ${config.apiBase}) — ready in ${Date.now() - started} ms`);
}

/** Runs the server, exiting with a one-line message when it cannot start. */
export function startServer(plugins: ServerPlugin[]): void {
  runServer(plugins).catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
