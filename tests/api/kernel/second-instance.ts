import { buildApp, type App } from '../../../kernel/server/app.ts';
import { loadConfig } from '../../../kernel/server/config.ts';
import { TEST_ADMIN_PASSWORD, type TestApp } from '../../../kernel/server/testkit.ts';

/** A second app instance on the test app's database (no scheduler, silent), as another server process would be. */
export function secondInstance(a: TestApp, dataDir: string, env: Record<string, string> = {}): Promise<App> {
  return buildApp(
    loadConfig({
      DATABASE_URL: a.databaseUrl,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      CAPTCHA_ENABLED: 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    { print: () => {}, logger: false, scheduler: { enabled: false } },
  );
}
