// `npm test`: every tier in turn (check, the domain, script, web and API tests, the build, the
// browser tests), then a summary of which ran and passed, which failed and which could not run and
// why. A tier that could not run fails the run in CI; locally LINKS_SKIP_BROWSER_TESTS=1 is the one
// way to leave a tier (the browser tests) out, and the summary says so. See docs/testing.md.
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

/** Runs a command with the output shown as it comes; answers its exit code and its time. */
function run(command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve({ code: 1, seconds: (Date.now() - started) / 1000 }));
    child.on('exit', (code) => resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
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
  if (!found) return { label, outcome: 'could not run', detail: missing };
  const counts = `${found.files.length} files, ${found.passed} tests passed, ${found.failed} failed`;
  const slowest = [...found.files].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return {
    label,
    outcome: found.failed > 0 || found.files.some((f) => f.state === 'failed') ? 'failed' : 'passed',
    detail: counts,
    slowest: slowest.map((f) => `${f.file} ${(f.ms / 1000).toFixed(1)} s`),
  };
}

const rows = [];
const times = {};

const check = await run('npm', ['run', 'check']);
times.check = check.seconds;
rows.push({ label: 'check (lint, import layers, types)', outcome: check.code === 0 ? 'passed' : 'failed' });

const unitReport = path.join(work, 'unit.json');
const unit = await run('node', ['scripts/test-unit.mjs', '--reporter=default', `--reporter=${reporter}`], {
  LINKS_TIER_REPORT: unitReport,
});
times.unit = unit.seconds;
const units = readReport(unitReport);
const crashed = `the test run stopped before reporting (exit code ${unit.code})`;
rows.push(projectRow('domain', units, 'domain', crashed));
rows.push(projectRow('scripts (import check)', units, 'scripts', crashed));
rows.push(projectRow('web', units, 'web', crashed));
rows.push(projectRow('API on PGlite', units, 'api-pglite', crashed));
rows.push(
  projectRow(
    'API on PostgreSQL',
    units,
    'api-postgres',
    units && !units.postgres
      ? 'no PostgreSQL server could be reached or started (see the banner above)'
      : crashed,
  ),
);
if (units && unit.code !== 0 && rows.slice(-5).every((row) => row.outcome === 'passed')) {
  // Every test passed and still the runner failed: an error outside the tests, or PostgreSQL missing in CI.
  rows.push({ label: 'test runner', outcome: 'failed', detail: `exit code ${unit.code}, see above` });
}

const build = await run('npm', ['run', 'build']);
times.build = build.seconds;
rows.push({ label: 'build', outcome: build.code === 0 ? 'passed' : 'failed' });

const browserLabel = 'browser (Chromium)';
const hasChromium = [process.env.CHROME_PATH, ...chromiumPaths].filter(Boolean).some((p) => fs.existsSync(p));
if (process.env.LINKS_SKIP_BROWSER_TESTS === '1') {
  rows.push({
    label: browserLabel,
    outcome: inCI ? 'could not run' : 'left out',
    detail: `LINKS_SKIP_BROWSER_TESTS=1 is set${inCI ? ', which CI does not accept' : ''}`,
  });
} else if (!hasChromium) {
  rows.push({
    label: browserLabel,
    outcome: 'could not run',
    detail: 'no Chromium found: install it (apt-get install chromium) or set CHROME_PATH',
  });
} else if (build.code !== 0) {
  rows.push({ label: browserLabel, outcome: 'could not run', detail: 'the build failed' });
} else {
  const browserReport = path.join(work, 'browser.json');
  const browser = await run('node', ['e2e/run.mjs', '--reporter=default', `--reporter=${reporter}`], {
    LINKS_TIER_REPORT: browserReport,
  });
  times.browser = browser.seconds;
  rows.push(
    projectRow(
      browserLabel,
      readReport(browserReport),
      'browser',
      `the test run stopped before reporting (exit code ${browser.code})`,
    ),
  );
  if (browser.code !== 0 && rows.at(-1).outcome === 'passed') {
    rows.at(-1).outcome = 'failed';
    rows.at(-1).detail += `; the runner exited with ${browser.code}`;
  }
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
console.log(`\n${bar}\n  npm test: what ran\n${bar}`);
console.log(lines.join('\n'));
console.log(
  `\n  times: check ${minutes(times.check)}, domain/web/API ${minutes(times.unit)}, build ${minutes(times.build)}, browser ${minutes(times.browser)}`,
);
console.log(
  `  ${failing.length === 0 ? 'EVERY TIER THAT RAN PASSED' : `NOT PASSED: ${failing.map((row) => row.label).join(', ')}`}`,
);
console.log(bar);
process.exit(failing.length === 0 ? 0 : 1);
