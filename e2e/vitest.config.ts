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
    // expect.poll gives up after 1 s by default: too soon for a refetch on a slow, loaded machine.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: one server and one Chromium at a time keeps timings honest.
    fileParallelism: false,
  },
});
