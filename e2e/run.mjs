// Runs the browser tests, or says loudly why it cannot and fails: a missing browser must never
// look like a pass. LINKS_SKIP_BROWSER_TESTS=1 is the one, explicit, way to leave them out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPaths } from './support/chromium-paths.mjs';

const candidates = [process.env.CHROME_PATH, ...chromiumPaths].filter(Boolean);

if (process.env.LINKS_SKIP_BROWSER_TESTS === '1') {
  console.error('\n==================================================================');
  console.error('  BROWSER TESTS SKIPPED: LINKS_SKIP_BROWSER_TESTS=1 is set.');
  console.error('==================================================================\n');
  process.exit(0);
}

if (!candidates.some((path) => fs.existsSync(path))) {
  console.error('\n==================================================================');
  console.error('  Browser tests need Chromium and none was found.');
  console.error('  Install it:   sudo apt-get install -y chromium-headless-shell');
  console.error('  or point CHROME_PATH at a Chrome or Chromium executable,');
  console.error('  or set LINKS_SKIP_BROWSER_TESTS=1 to leave them out knowingly.');
  console.error('==================================================================\n');
  process.exit(1);
}

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
