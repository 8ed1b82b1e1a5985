import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

/** The server entry (bundled by `npm run build:server`; `npm start` runs the bundle): validate the environment, start, listen. */
async function main() {
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
  const server = await buildApp(config);
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

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
