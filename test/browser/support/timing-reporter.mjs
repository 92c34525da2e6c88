import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * A web-test-runner reporter for `npm test`'s summary: when a test file ends, one JSON line per
 * test in `path` ({ file, name, ms, passed, error? }, the name through its suites "suite › test"), and one
 * for the file itself ({ file, ms, passed, wall: true }: from its page's start to its end).
 */
export function timingReporter(path, root) {
  const started = new Map();
  const write = (row) => appendFileSync(path, `${JSON.stringify(row)}\n`);
  const tests = (suite, prefix, out) => {
    for (const test of suite.tests) {
      const row = { name: [...prefix, test.name].join(' › '), ms: Math.round(test.duration ?? 0), passed: test.passed };
      if (!test.passed && test.error) row.error = (test.error.stack ?? test.error.message).slice(0, 4000);
      out.push(row);
    }
    for (const child of suite.suites) tests(child, [...prefix, child.name], out);
    return out;
  };
  return {
    start({ sessions }) {
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'INITIALIZING' && !started.has(session.testFile)) started.set(session.testFile, Date.now());
      });
    },
    reportTestFileResults({ sessionsForTestFile, testFile }) {
      const file = relative(root, testFile);
      const passed = sessionsForTestFile.every((s) => s.passed);
      write({ file, ms: Date.now() - (started.get(testFile) ?? Date.now()), passed, wall: true });
      for (const session of sessionsForTestFile) {
        for (const row of session.testResults ? tests(session.testResults, [], []) : []) write({ file, ...row });
      }
    },
  };
}
