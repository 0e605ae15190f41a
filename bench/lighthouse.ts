// npm run lighthouse: Lighthouse (mobile, its default throttling) on the built app's /login and,
// signed in as a member, /member. Writes bench/lighthouse.md, which docs/benchmarks.md includes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureSettings, insertUser, openDatabase } from '../apps/server/src/harness.js';
import { measureBundle } from '../apps/web/scripts/bundle-budget.mjs';
import { root, start } from './processes.js';

const PASSWORD = 'Lighthouse@2026';
/** Runs of each page; the median one is reported. */
const RUNS = 3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-lighthouse-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await ensureSettings(database.db, 'Umoja Savings Group');
await insertUser(database.db, {
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  email: 'wanjiru@example.com',
  role: 'member',
  password: PASSWORD,
});
await database.close();

const app = await start(
  ['apps/server/dist/server.js'],
  // WEB_DIST: a web build elsewhere than apps/web/dist, to measure it without rebuilding that one.
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  },
  '/api/health',
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const lines: string[] = [];
const misses: string[] = [];
try {
  const login = await fetch(`${app.url}/api/links/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'wanjiru@example.com', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  // The three session cookies as the server set them (docs/decisions/sessions.md, "Sessions and cookies").
  const cookies = login.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: app.url,
      httpOnly: /;\s*HttpOnly/i.test(line),
      sameSite: 'Strict' as const,
    };
  });
  /**
   * Each run is a first visit: the browser's HTTP cache is emptied (Lighthouse's own reset would
   * also sign the member out). /member's runs are signed in as the web app signs in, by the three
   * session cookies the server set. The connection that does this is closed before Lighthouse runs, so that it
   * adds no work to the page being measured.
   */
  const firstVisit = async (route: string) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = browser.contexts()[0]!;
      const page = context.pages()[0] ?? (await context.newPage());
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.detach();
      await context.clearCookies();
      if (route !== '/login') await context.addCookies(cookies);
    } finally {
      await browser.close().catch(() => {});
    }
  };
  const run = async (route: string) => {
    await firstVisit(route);
    const result = await lighthouse(`${app.url}${route}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    return result;
  };
  /** One good run: a busy machine sometimes loses the trace (NO_NAVSTART), and that run says nothing. */
  const goodRun = async (route: string) => {
    let result = await run(route);
    for (let attempt = 1; result.lhr.runtimeError && attempt < 3; attempt++) result = await run(route);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${route}: ${result.lhr.runtimeError.message}`);
    }
    return result;
  };
  const categoryOf = (result: Awaited<ReturnType<typeof goodRun>>, id: string) =>
    Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
  const scoreOf = (result: Awaited<ReturnType<typeof goodRun>>) => categoryOf(result, 'performance');
  /**
   * RUNS runs of a page, and the median one by score is its figure: Lighthouse's own advice for
   * scores that vary from run to run with what else the machine is doing.
   */
  const audit = async (route: string) => {
    const results = [];
    for (let i = 0; i < RUNS; i++) results.push(await goodRun(route));
    const scores = results.map(scoreOf);
    const result = [...results].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(RUNS / 2)]!;
    const { lhr } = result;
    // LIGHTHOUSE_JSON: a folder to keep each page's median report in, to see what a score is made of.
    const keep = process.env.LIGHTHOUSE_JSON;
    if (keep)
      fs.writeFileSync(
        path.join(keep, `${route.replaceAll('/', '') || 'root'}.json`),
        result.report as string,
      );
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
    const score = scoreOf(result);
    const accessibility = categoryOf(result, 'accessibility');
    const practices = categoryOf(result, 'best-practices');
    console.log(
      `${route}: performance ${score} (runs: ${scores.join(', ')}), accessibility ${accessibility}, best practices ${practices}`,
    );
    if (score < 95) misses.push(`${route} scores ${score} for performance (budget 95)`);
    if (accessibility < 100) misses.push(`${route} scores ${accessibility} for accessibility (budget 100)`);
    if (practices < 100) misses.push(`${route} scores ${practices} for best practices (budget 100)`);
    // What fell short, for the report's reader.
    for (const [id, audit] of Object.entries(lhr.audits))
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        console.log(`  ${route}: ${id} failed: ${audit.title}`);
    lines.push(
      `| ${route} | ${score} | ${scores.join(', ')} | ${accessibility} | ${practices} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${metric('speed-index')} | ${Math.round(lhr.environment.benchmarkIndex)} |`,
    );
  };
  await audit('/login');
  await audit('/member');
} finally {
  chrome.kill();
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const bundle = measureBundle(webDist);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = bundle.lazy[0];
const report = [
  '## First load',
  '',
  `The web app's initial JavaScript (the entry script, its static imports and what index.html`,
  `preloads) is ${kb(bundle.initialBytes)} gzipped (budget 100 KB); the largest other chunk is`,
  `${largest ? `${largest.file.replace(/-[\w-]{8}\.js$/, '')}, ${kb(largest.bytes)}` : 'none'} (budget 50 KB each). \`npm run size -w apps/web\` prints the figures.`,
  '',
  '## Lighthouse',
  '',
  `Lighthouse ${'(mobile: emulated phone, simulated slow 4G and 4× CPU slowdown)'}, performance, accessibility and best`,
  `practices, on the built app served by \`npm start\`, measured ${new Date().toISOString().slice(0, 10)}. Budgets: performance 95 or`,
  'more, accessibility 100, best practices 100. The median run is the one by performance.',
  `Each page is measured ${RUNS} times and its median run is shown (the metrics are that run's), as`,
  "Lighthouse advises for scores that vary with the machine's load.",
  "The host benchmark index is Lighthouse's measure of the machine's speed during the run: the 4×",
  'slowdown assumes a desktop-class machine and applies on top of it, so a busy machine scores low.',
  '',
  '| page | performance (median) | runs | accessibility | best practices | FCP | LCP | TBT | CLS | Speed Index | host benchmark index |',
  '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...lines,
  '',
  misses.length ? `Missed: ${misses.join('; ')}.\n` : 'Every page meets its budgets.\n',
].join('\n');
const reportFile = path.join(root, 'bench/lighthouse.md');
fs.writeFileSync(reportFile, report);
// Laid out as the formatter does, so that `npm run check` passes on it.
spawnSync('npx', ['biome', 'format', '--write', reportFile], { cwd: root, stdio: 'ignore' });
console.log('Wrote bench/lighthouse.md');
