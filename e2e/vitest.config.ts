import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'browser',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two cores: one server and one Chromium at a time keeps timings honest.
    fileParallelism: false,
  },
});
