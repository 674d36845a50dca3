import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on a 2-core machine, one file at a time. The
    // API tests are CPU-bound in PGlite, each file on its own database: two at once use both cores.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
