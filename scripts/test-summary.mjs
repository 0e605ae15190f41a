// The rows of npm test's summary and its verdict (docs/testing.md, "How npm test runs"), kept apart
// from scripts/test.mjs, which runs the tiers, so that they can be tested.

export const BROWSER = 'browser (Chromium)';
export const POSTGRES = 'API on PostgreSQL';

/** One summary row for a vitest project, from the reporter's JSON (scripts/tier-reporter.mjs). */
export function projectRow(label, report, project, missing) {
  const found = report?.projects[project];
  if (!found) return { label, outcome: 'could not run', detail: report ? 'none of its files ran' : missing };
  const slowest = [...found.files].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const failures = found.files.flatMap((f) =>
    (f.failures ?? []).map((failure) => `${f.file} > ${failure.name}: ${failure.error}`),
  );
  return {
    label,
    outcome: found.failed > 0 || found.files.some((f) => f.state === 'failed') ? 'failed' : 'passed',
    detail: `${found.files.length} files, ${found.passed} tests passed, ${found.failed} failed`,
    slowest: slowest.map((f) => `${f.file} ${(f.ms / 1000).toFixed(1)} s`),
    ...(failures.length > 0 ? { failures } : {}),
  };
}

/** The rows of the domain, script, web and API tests, from their report and the runner's exit code. */
export function unitRows(report, code) {
  const stopped = `the test run stopped before reporting (exit code ${code})`;
  const rows = [
    projectRow('domain', report, 'domain', stopped),
    projectRow('scripts (import check)', report, 'scripts', stopped),
    projectRow('web', report, 'web', stopped),
    projectRow('API on PGlite', report, 'api-pglite', stopped),
    report && !report.postgres
      ? {
          label: POSTGRES,
          outcome: 'could not run',
          detail: 'no PostgreSQL server could be reached or started (see the banner above)',
          warnsLocally: true,
        }
      : projectRow(POSTGRES, report, 'api-postgres', stopped),
  ];
  if (report && code !== 0 && rows.every((row) => row.outcome !== 'failed')) {
    // No test failed and still the runner did: an error outside the tests, or PostgreSQL missing in CI.
    rows.push({ label: 'test runner', outcome: 'failed', detail: `exit code ${code}, see above` });
  }
  return rows;
}

/** The browser tests' row when they are not to run (asked to be left out, or no Chromium), else undefined. */
export function browserLeftOut(env, exists, chromiumPaths) {
  if (env.LINKS_SKIP_BROWSER_TESTS === '1') {
    return env.CI
      ? {
          label: BROWSER,
          outcome: 'could not run',
          detail: 'LINKS_SKIP_BROWSER_TESTS=1 is set, which CI does not accept',
        }
      : { label: BROWSER, outcome: 'left out', detail: 'LINKS_SKIP_BROWSER_TESTS=1 is set' };
  }
  if (![env.CHROME_PATH, ...chromiumPaths].filter(Boolean).some(exists)) {
    return {
      label: BROWSER,
      outcome: 'could not run',
      detail: 'no Chromium found: install it (apt-get install chromium) or set CHROME_PATH',
    };
  }
  return undefined;
}

const minutes = (seconds) => (seconds === undefined ? '-' : `${(seconds / 60).toFixed(1)} min`);

/**
 * The summary's text and whether the run passed: every row passed or was left out on purpose. A
 * tier that could not run fails it, except, outside CI, a row that only warns there: the API tests
 * on PostgreSQL when no PostgreSQL can be had (README, "Development").
 */
export function summarise(rows, times, inCI) {
  const excused = (row) => !inCI && row.warnsLocally === true;
  const failing = rows.filter(
    (row) => row.outcome === 'failed' || (row.outcome === 'could not run' && !excused(row)),
  );
  const bar = '='.repeat(72);
  const width = Math.max(...rows.map((row) => row.label.length));
  const lines = rows.flatMap((row) => [
    `  ${row.label.padEnd(width)}  ${row.outcome.toUpperCase()}${row.detail ? `: ${row.detail}` : ''}`,
    ...(row.slowest ? [`  ${''.padEnd(width)}  slowest: ${row.slowest.join(', ')}`] : []),
    ...(row.failures ?? []).map((failure) => `  ${''.padEnd(width)}  failed: ${failure}`),
  ]);
  const verdict =
    failing.length === 0
      ? 'EVERY TIER THAT RAN PASSED'
      : `NOT PASSED: ${failing.map((row) => row.label).join(', ')}`;
  const text = [
    '',
    bar,
    '  npm test: what ran',
    bar,
    ...lines,
    '',
    `  times: check ${minutes(times.check)}, domain/web/API ${minutes(times.unit)}, build ${minutes(times.build)}, browser ${minutes(times.browser)}; in all ${minutes(times.total)}`,
    `  ${verdict}`,
    bar,
  ].join('\n');
  return { text, passed: failing.length === 0 };
}
