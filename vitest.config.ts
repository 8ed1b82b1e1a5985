import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: fast unit tests (no database) and API tests on a real PostgreSQL started once per run.
export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['kernel/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
