// Runs the browser tests, or says loudly why it cannot: fails in CI, warns elsewhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
].filter(Boolean);

if (!candidates.some((path) => fs.existsSync(path))) {
  console.error('\n==================================================================');
  console.error('  Browser tests need Chromium and none was found.');
  console.error('  Install it:   sudo apt-get install -y chromium');
  console.error('  or point CHROME_PATH at a Chrome or Chromium executable.');
  console.error('==================================================================\n');
  process.exit(process.env.CI ? 1 : 0);
}

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
