import { describe, expect, it } from 'vitest';
import { BROWSER, browserLeftOut, projectRow, summarise, unitRows } from './test-summary.mjs';

const file = (name: string, ms: number, failed = 0) => ({
  file: name,
  state: failed ? 'failed' : 'passed',
  ms,
  passed: 2,
  failed,
  skipped: 0,
});
const project = (...files: ReturnType<typeof file>[]) => ({
  files,
  passed: files.reduce((sum, f) => sum + f.passed, 0),
  failed: files.reduce((sum, f) => sum + f.failed, 0),
  skipped: 0,
});
const everyProject = {
  domain: project(file('a.test.ts', 100)),
  scripts: project(file('b.test.ts', 100)),
  web: project(file('c.test.ts', 100)),
  'api-pglite': project(
    file('d.test.ts', 4000),
    file('e.test.ts', 9000),
    file('f.test.ts', 1000),
    file('g.test.ts', 50),
  ),
  'api-postgres': project(file('d.test.ts', 5000)),
};
const times = { check: 60, unit: 300, build: 20, browser: 600, total: 700 };

describe("npm test's summary", () => {
  it('counts a project and names its three slowest files', () => {
    const row = projectRow('API on PGlite', { postgres: true, projects: everyProject }, 'api-pglite', 'x');
    expect(row).toEqual({
      label: 'API on PGlite',
      outcome: 'passed',
      detail: '4 files, 8 tests passed, 0 failed',
      slowest: ['e.test.ts 9.0 s', 'd.test.ts 4.0 s', 'f.test.ts 1.0 s'],
    });
  });

  it('fails a project with a failed test, or a file that failed to load', () => {
    const failedTest = { projects: { domain: project(file('a.test.ts', 1, 1)) } };
    expect(projectRow('domain', failedTest, 'domain', 'x').outcome).toBe('failed');
    const unloaded = {
      projects: { domain: { ...project(), files: [{ ...file('a', 1), passed: 0, state: 'failed' }] } },
    };
    expect(projectRow('domain', unloaded, 'domain', 'x').outcome).toBe('failed');
  });

  it('names each failed test and its first error line, under the row and in the summary', () => {
    const failing = {
      ...file('pay.test.ts', 1, 1),
      failures: [{ name: 'payments > approves once', error: 'expected 2 to be 1' }],
    };
    const row = projectRow('API on PostgreSQL', { projects: { x: project(failing) } }, 'x', 'x');
    expect(row.failures).toEqual(['pay.test.ts > payments > approves once: expected 2 to be 1']);
    const { text } = summarise([row], times, true);
    expect(text).toContain('failed: pay.test.ts > payments > approves once: expected 2 to be 1');
    expect(projectRow('domain', { projects: everyProject }, 'domain', 'x')).not.toHaveProperty('failures');
  });

  it('says a tier could not run when its runner stopped before reporting, or none of its files ran', () => {
    const rows = unitRows(undefined, 2);
    expect(rows.map((row) => row.outcome)).toEqual(Array(5).fill('could not run'));
    expect(rows[0]?.detail).toBe('the test run stopped before reporting (exit code 2)');
    const { web: _, ...withoutWeb } = everyProject;
    expect(unitRows({ postgres: true, projects: withoutWeb }, 0)[2]).toMatchObject({
      label: 'web',
      outcome: 'could not run',
      detail: 'none of its files ran',
    });
  });

  it('says why the PostgreSQL tests could not run, and fails the run for it only in CI', () => {
    const { 'api-postgres': _, ...rest } = everyProject;
    const rows = unitRows({ postgres: false, projects: rest }, 0);
    expect(rows[4]).toMatchObject({ label: 'API on PostgreSQL', outcome: 'could not run' });
    expect(rows[4]?.detail).toMatch(/no PostgreSQL server/);
    expect(summarise(rows, times, false).passed).toBe(true);
    expect(summarise(rows, times, true).passed).toBe(false);
    expect(summarise(rows, times, true).text).toContain('NOT PASSED: API on PostgreSQL');
    // With PostgreSQL there, its tests not running is a failure also outside CI.
    const missing = unitRows({ postgres: true, projects: rest }, 0);
    expect(missing[4]).toMatchObject({ outcome: 'could not run', detail: 'none of its files ran' });
    expect(summarise(missing, times, false).passed).toBe(false);
  });

  it('fails the run when the runner failed though every test passed', () => {
    const rows = unitRows({ postgres: true, projects: everyProject }, 1);
    expect(rows.at(-1)).toMatchObject({ label: 'test runner', outcome: 'failed' });
    expect(summarise(rows, times, false).passed).toBe(false);
  });

  it('leaves the browser tests out locally when asked, and refuses that in CI', () => {
    const exists = () => true;
    expect(browserLeftOut({ LINKS_SKIP_BROWSER_TESTS: '1' }, exists, ['/c'])).toMatchObject({
      outcome: 'left out',
    });
    const inCI = browserLeftOut({ LINKS_SKIP_BROWSER_TESTS: '1', CI: 'true' }, exists, ['/c']);
    expect(inCI).toMatchObject({ outcome: 'could not run' });
    expect(summarise([{ label: BROWSER, outcome: 'left out' }], times, false).passed).toBe(true);
    expect(summarise([inCI!], times, true).passed).toBe(false);
  });

  it('says the browser tests could not run without Chromium, and runs them with one', () => {
    const none = browserLeftOut({}, () => false, ['/usr/bin/chromium']);
    expect(none).toMatchObject({ outcome: 'could not run' });
    expect(none?.detail).toMatch(/no Chromium found/);
    expect(summarise([none!], times, false).passed).toBe(false);
    expect(browserLeftOut({ CHROME_PATH: '/opt/chrome' }, (p) => p === '/opt/chrome', [])).toBeUndefined();
  });

  it('lists every tier with its outcome and the times, and passes when all passed', () => {
    const rows = [
      { label: 'check (lint, import layers, types)', outcome: 'passed' },
      ...unitRows({ postgres: true, projects: everyProject }, 0),
    ];
    const summary = summarise(rows, times, true);
    expect(summary.passed).toBe(true);
    expect(summary.text).toContain('check (lint, import layers, types)  PASSED');
    expect(summary.text).toContain(
      'API on PostgreSQL                   PASSED: 1 files, 2 tests passed, 0 failed',
    );
    expect(summary.text).toContain(
      'times: check 1.0 min, domain/web/API 5.0 min, build 0.3 min, browser 10.0 min; in all 11.7 min',
    );
    expect(summary.text).toContain('EVERY TIER THAT RAN PASSED');
  });
});
