import { defineConfig } from 'vitest/config';

// The server suite runs once on PGlite and, when DATABASE_URL is set, once more on that
// PostgreSQL server: the same tests, a different `VEZEL_TEST_DB`.
const serverProjects = [
  {
    test: {
      name: 'server',
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      env: { VEZEL_TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          test: {
            name: 'server-postgres',
            root: 'apps/server',
            include: ['src/**/*.test.ts'],
            env: { VEZEL_TEST_DB: 'postgres' },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      ...serverProjects,
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
