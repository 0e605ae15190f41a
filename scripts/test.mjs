// `npm test`: every tier (check, the domain, script, web and API tests, the build, the browser
// tests), then a summary of which ran and passed, which failed and which could not run and why. A
// tier that could not run fails the run in CI; locally LINKS_SKIP_BROWSER_TESTS=1 is the one way to
// leave a tier (the browser tests) out, and the summary says so. After the build, the browser tests
// run while check and the API tests do, their output held back until those are done (docs/testing.md,
// "How npm test runs"); LINKS_TEST_ONE_AT_A_TIME=1 runs the tiers one after another.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPaths } from '../e2e/support/chromium-paths.mjs';

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

/** One summary row for a vitest project, from the reporter's JSON. */
function projectRow(label, report, project, missing) {
  const found = report?.projects[project];
  if (!found) return { label, outcome: 'could not run', detail: report ? 'none of its files ran' : missing };
  const counts = `${found.files.length} files, ${found.passed} tests passed, ${found.failed} failed`;
  const slowest = [...found.files].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return {
    label,
    outcome: found.failed > 0 || found.files.some((f) => f.state === 'failed') ? 'failed' : 'passed',
    detail: counts,
    slowest: slowest.map((f) => `${f.file} ${(f.ms / 1000).toFixed(1)} s`),
  };
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
  const units = readReport(report);
  const crashed = `the test run stopped before reporting (exit code ${unit.code})`;
  const noPostgres = 'no PostgreSQL server could be reached or started (see the banner above)';
  const rows = [
    projectRow('domain', units, 'domain', crashed),
    projectRow('scripts (import check)', units, 'scripts', crashed),
    projectRow('web', units, 'web', crashed),
    projectRow('API on PGlite', units, 'api-pglite', crashed),
    units && !units.postgres
      ? { label: 'API on PostgreSQL', outcome: 'could not run', detail: noPostgres }
      : projectRow('API on PostgreSQL', units, 'api-postgres', crashed),
  ];
  if (units && unit.code !== 0 && rows.every((row) => row.outcome !== 'failed')) {
    // No test failed and still the runner did: an error outside the tests, or PostgreSQL missing in CI.
    rows.push({ label: 'test runner', outcome: 'failed', detail: `exit code ${unit.code}, see above` });
  }
  return rows;
}

const browserLabel = 'browser (Chromium)';

/** Why the browser tests cannot run, or undefined when they can. */
function browserLeftOut() {
  if (process.env.LINKS_SKIP_BROWSER_TESTS === '1') {
    return {
      label: browserLabel,
      outcome: inCI ? 'could not run' : 'left out',
      detail: `LINKS_SKIP_BROWSER_TESTS=1 is set${inCI ? ', which CI does not accept' : ''}`,
    };
  }
  const candidates = [process.env.CHROME_PATH, ...chromiumPaths].filter(Boolean);
  if (!candidates.some((candidate) => fs.existsSync(candidate))) {
    return {
      label: browserLabel,
      outcome: 'could not run',
      detail: 'no Chromium found: install it (apt-get install chromium) or set CHROME_PATH',
    };
  }
  return undefined;
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
  const row = projectRow(browserLabel, readReport(report), 'browser', stopped);
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
  browserLeftOut() ??
  (build.code === 0
    ? undefined
    : { label: browserLabel, outcome: 'could not run', detail: 'the build failed' });

let rows;
if (leftOut || process.env.LINKS_TEST_ONE_AT_A_TIME === '1') {
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

// Locally a missing PostgreSQL is a loud warning rather than a failure (README, "Development").
const excused = (row) => !inCI && row.label === 'API on PostgreSQL';
const failing = rows.filter(
  (row) => row.outcome === 'failed' || (row.outcome === 'could not run' && !excused(row)),
);
const bar = '='.repeat(72);
const width = Math.max(...rows.map((row) => row.label.length));
const lines = rows.flatMap((row) => [
  `  ${row.label.padEnd(width)}  ${row.outcome.toUpperCase()}${row.detail ? `: ${row.detail}` : ''}`,
  ...(row.slowest && row.outcome !== 'could not run'
    ? [`  ${''.padEnd(width)}  slowest: ${row.slowest.join(', ')}`]
    : []),
]);
const minutes = (s) => (s === undefined ? '-' : `${(s / 60).toFixed(1)} min`);
const total = (Date.now() - startedAll) / 1000;
console.log(`\n${bar}\n  npm test: what ran\n${bar}`);
console.log(lines.join('\n'));
console.log(
  `\n  times: check ${minutes(times.check)}, domain/web/API ${minutes(times.unit)}, build ${minutes(times.build)}, browser ${minutes(times.browser)}; in all ${minutes(total)}`,
);
console.log(
  `  ${failing.length === 0 ? 'EVERY TIER THAT RAN PASSED' : `NOT PASSED: ${failing.map((row) => row.label).join(', ')}`}`,
);
console.log(bar);
process.exit(failing.length === 0 ? 0 : 1);
