// Where a Chromium or Chrome may be installed, the machine's own first. Plain JavaScript, so that
// e2e/run.mjs can read it before anything compiles TypeScript.
export const chromiumPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
