// A vitest reporter for `npm test`'s summary (scripts/test.mjs): per project, the files and tests
// that passed, failed or were skipped, and each file's time, written as JSON to the file named by
// LINKS_TIER_REPORT. It prints nothing: the default reporter's lines stay as they are.
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
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed') tests[state]++;
        else tests.skipped++;
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
