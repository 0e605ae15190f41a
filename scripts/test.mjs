// `npm test`: every tier (check, the domain, script, web and API tests, the build, the browser
// tests), then a summary of which ran and passed, which failed and which could not run and why. A
// tier that could not run fails the run in CI; locally LINKS_SKIP_BROWSER_TESTS=1 is the one way to
// leave a tier (the browser tests) out, and the summary says so. The tiers run one after another;
// LINKS_TEST_TIERS_TOGETHER=1 runs the browser tests while check and the API tests do, their output
// held back until those are done (docs/testing.md, "How npm test runs").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPaths } from '../e2e/support/chromium-paths.mjs';
import { BROWSER, browserLeftOut, projectRow, summarise, unitRows } from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reporter = path.join(root, 'scripts/tier-reporter.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'links-test-'));
const inCI = Boolean(process.env.CI);

/**
 * Runs a command and answers its exit code and its time. Its output shows as it comes, or, given
 * `held`, is kept until `held.release()` and shown as it comes from then on.
 */
function run(command, args, env = {}, held = undefined) {
  const started = Date.now();
  const stdio = held ? ['ignore', 'pipe', 'pipe'] : 'inherit';
  const colour = held && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...colour, ...env } });
  if (held) {
    child.stdout.on('data', (chunk) => held.write(process.stdout, chunk));
    child.stderr.on('data', (chunk) => held.write(process.stderr, chunk));
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve({ code: 1, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (code) => resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Output kept back while another tier prints, then let through. */
function heldOutput() {
  const kept = [];
  let released = false;
  return {
    write(stream, chunk) {
      if (released) stream.write(chunk);
      else kept.push([stream, chunk]);
    },
    release() {
      released = true;
      for (const [stream, chunk] of kept.splice(0)) stream.write(chunk);
    },
  };
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const startedAll = Date.now();
const times = {};

async function checkTier() {
  const check = await run('npm', ['run', 'check']);
  times.check = check.seconds;
  return [{ label: 'check (lint, import layers, types)', outcome: check.code === 0 ? 'passed' : 'failed' }];
}

async function unitTier() {
  const report = path.join(work, 'unit.json');
  const unit = await run('node', ['scripts/test-unit.mjs', '--reporter=default', `--reporter=${reporter}`], {
    LINKS_TIER_REPORT: report,
  });
  times.unit = unit.seconds;
  return unitRows(readReport(report), unit.code);
}

async function browserTier(held) {
  const report = path.join(work, 'browser.json');
  const browser = await run(
    'node',
    ['e2e/run.mjs', '--reporter=default', `--reporter=${reporter}`],
    { LINKS_TIER_REPORT: report },
    held,
  );
  times.browser = browser.seconds;
  const stopped = `the test run stopped before reporting (exit code ${browser.code})`;
  const row = projectRow(BROWSER, readReport(report), 'browser', stopped);
  if (browser.code !== 0 && row.outcome === 'passed') {
    row.outcome = 'failed';
    row.detail += `; the runner exited with ${browser.code}`;
  }
  return [row];
}

const build = await run('npm', ['run', 'build']);
times.build = build.seconds;
const buildRow = { label: 'build', outcome: build.code === 0 ? 'passed' : 'failed' };
const leftOut =
  browserLeftOut(process.env, (file) => fs.existsSync(file), chromiumPaths) ??
  (build.code === 0 ? undefined : { label: BROWSER, outcome: 'could not run', detail: 'the build failed' });

let rows;
if (leftOut || process.env.LINKS_TEST_TIERS_TOGETHER !== '1') {
  const first = [...(await checkTier()), ...(await unitTier()), buildRow];
  rows = [...first, ...(leftOut ? [leftOut] : await browserTier())];
} else {
  const held = heldOutput();
  const browser = browserTier(held);
  const first = [...(await checkTier()), ...(await unitTier()), buildRow];
  held.release();
  rows = [...first, ...(await browser)];
}
fs.rmSync(work, { recursive: true, force: true });

const total = (Date.now() - startedAll) / 1000;
const summary = summarise(rows, { ...times, total }, inCI);
console.log(summary.text);
process.exit(summary.passed ? 0 : 1);
