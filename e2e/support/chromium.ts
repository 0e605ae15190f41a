import fs from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** CHROME_PATH, else the machine's Chromium, else a local Chrome. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return fs.existsSync(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return candidates.find((path) => fs.existsSync(path));
}

export const INSTALL_HINT = [
  '',
  '==================================================================',
  '  Browser tests need Chromium and none was found.',
  '  Install it:   sudo apt-get install -y chromium',
  '  or point CHROME_PATH at a Chrome or Chromium executable.',
  '==================================================================',
  '',
].join('\n');
