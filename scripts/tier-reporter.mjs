// A vitest reporter for `npm test`'s summary (scripts/test.mjs): per project, the files and tests
// that passed, failed or were skipped, each file's time, and each failed test's name and first
// error line, written as JSON to the file named by LINKS_TIER_REPORT. It prints nothing: the
// default reporter's lines stay as they are.
import fs from 'node:fs';

export default class TierReporter {
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const target = process.env.LINKS_TIER_REPORT;
    if (!target) return;
    const projects = {};
    for (const module of testModules) {
      const name = module.project.name || 'default';
      projects[name] ??= { files: [], passed: 0, failed: 0, skipped: 0 };
      const project = projects[name];
      const tests = { passed: 0, failed: 0, skipped: 0 };
      const failures = [];
      for (const test of module.children.allTests()) {
        const result = test.result();
        const state = result.state;
        if (state === 'passed' || state === 'failed') tests[state]++;
        else tests.skipped++;
        if (state === 'failed') failures.push({ name: test.fullName, error: firstLine(result.errors) });
      }
      if (module.state() === 'failed' && failures.length === 0) {
        failures.push({ name: '(the file itself)', error: firstLine(module.errors()) });
      }
      const state = module.state();
      project.passed += tests.passed;
      project.failed += tests.failed;
      project.skipped += tests.skipped;
      project.files.push({
        file: module.relativeModuleId,
        state: state === 'failed' || tests.failed > 0 ? 'failed' : state,
        ms: Math.round(module.diagnostic().duration),
        ...tests,
        ...(failures.length > 0 ? { failures } : {}),
      });
    }
    const report = {
      reason,
      unhandledErrors: unhandledErrors.length,
      postgres: Boolean(process.env.TEST_DATABASE_URL),
      projects,
    };
    fs.writeFileSync(target, JSON.stringify(report, null, 2));
  }
}

/** The first line of a test's or file's first error, short enough for a summary line. */
function firstLine(errors) {
  const error = errors?.[0];
  if (!error) return '';
  const line = String(error.message ?? error).split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
