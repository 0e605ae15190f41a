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
  },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
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
