import os from 'node:os';
import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

const server = (name: string, db: 'pglite' | 'postgres', include: string[]) => ({
  extends: true as const,
  test: {
    name,
    include,
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A test file builds its own app on its own database and keeps no state in modules, so the
    // files of a worker share the loaded modules (the server, PGlite's compiled engine) instead of
    // loading them again for each file: about 40% less CPU per file.
    isolate: false,
  },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // At least two files at a time, also on two cores: an API test waits on its database as much
    // as it computes. At most four, so the PostgreSQL tests' connections stay within the server's.
    maxWorkers: Math.min(4, Math.max(2, os.availableParallelism())),
    projects: [
      { extends: true, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Each test's screen taken down and its stubbed globals restored (lib/testing/setup.ts).
          setupFiles: ['apps/web/src/lib/testing/setup.ts'],
          // A component test renders a whole form in happy-dom: a few seconds on a loaded machine,
          // past vitest's default 5 s (docs/testing.md, "Component tests and browser tests").
          testTimeout: 20_000,
        },
      },
      server('api-pglite', 'pglite', ['apps/server/src/**/*.test.ts']),
      ...(postgres
        ? [
            server('api-postgres', 'postgres', [
              'apps/server/src/**/*.test.ts',
              'apps/server/src/**/*.pg-test.ts',
            ]),
          ]
        : []),
    ],
  },
});
