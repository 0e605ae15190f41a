// Where a Chromium or Chrome may be installed, the machine's own first. Plain JavaScript, so that
// e2e/run.mjs can read it before anything compiles TypeScript. Chromium's headless shell comes
// first: the same engine without the full browser's window machinery, it costs the browser tests
// about a third of the CPU of `chromium --headless` (docs/testing.md, "Which Chromium").
export const chromiumPaths = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
