import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'browser',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll gives up after 1 s by default: too soon for a refetch on a slow, loaded machine.
    expect: { poll: { timeout: 10_000 } },
    // Three files at a time, each with its own server and Chromium: in the headless shell a file
    // keeps about 0.6 of a core busy, so two left the two cores partly idle; no test depends on
    // the machine's speed (docs/testing.md, "Time in browser tests"), so a loaded machine makes
    // them slower, not red.
    fileParallelism: true,
    maxWorkers: 3,
  },
});
