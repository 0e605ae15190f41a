import fs from 'node:fs';
import { chromiumPaths } from './chromium-paths.mjs';

/** CHROME_PATH, else the machine's Chromium, else a local Chrome. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return fs.existsSync(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return chromiumPaths.find((path) => fs.existsSync(path));
}

export const INSTALL_HINT = [
  '',
  '==================================================================',
  '  Browser tests need Chromium and none was found.',
  '  Install it:   sudo apt-get install -y chromium-headless-shell',
  '  or point CHROME_PATH at a Chrome or Chromium executable.',
  '==================================================================',
  '',
].join('\n');
