import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS build for the server and every library it uses (graphql has
// no "exports" map); Vite would give the server's own files the ES build, and types made by
// one build are refused by the other. The server tests use the build the server runs with.
const sameGraphqlAsNode = {
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
};

// The server suite runs once on PGlite and, when DATABASE_URL is set, once more on that
// PostgreSQL server: the same tests, a different `VEZEL_TEST_DB`.
const serverProjects = [
  {
    resolve: sameGraphqlAsNode,
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
          resolve: sameGraphqlAsNode,
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
          // A browser test polls for what the user waits for: a refetched row, a saved value.
          // Vitest's default of one second is too short for a loaded machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
