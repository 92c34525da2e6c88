// `npm test`'s closing summary: each step's time and counts, the slowest test files with their
// slowest tests, the failed tests by name.
import { existsSync, readFileSync } from 'node:fs';

const s = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** The rows a job's timing file holds (scripts/test/node-test-reporter.mjs, test/browser/support/timing-reporter.mjs). */
export function timingRows(result) {
  const path = result.job.times;
  if (!path || !existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** A job's tests, passed and failed, from its timing rows; a job that failed without a failed test counts as one. */
export function countsOf(result) {
  const tests = timingRows(result).filter((r) => !r.wall);
  const passed = tests.filter((r) => r.passed).length;
  let failed = tests.length - passed;
  if (result.outcome !== 'passed' && result.outcome !== 'skipped' && failed === 0) failed = 1;
  return { passed, failed, failures: tests.filter((r) => !r.passed) };
}

/** A failed test's error, its first lines, each cut short, indented under its name. */
function errorLines(error, root) {
  return error
    .replaceAll(`${root}/`, '')
    .split('\n')
    .filter((line) => line.trim() && !line.includes('node:internal') && !line.includes('node_modules'))
    .slice(0, 14)
    .map((line) => `             ${line.length > 160 ? `${line.slice(0, 157)}...` : line}`);
}

/** The test files of the run with their time and tests: a node:test job is one file; a browser shard and the unit job hold several. */
function filesOf(results) {
  const files = [];
  for (const result of results) {
    const rows = timingRows(result);
    if (result.job.browser) {
      for (const wall of rows.filter((r) => r.wall)) {
        files.push({ label: wall.file, ms: wall.ms, tests: rows.filter((r) => !r.wall && r.file === wall.file) });
      }
    } else if (result.job.source) {
      const byFile = new Map();
      for (const row of rows) byFile.set(row.file, [...(byFile.get(row.file) ?? []), row]);
      for (const [file, tests] of byFile)
        files.push({ label: result.job.source(file), ms: tests.reduce((sum, t) => sum + t.ms, 0), tests });
    } else if (result.job.times) {
      files.push({ label: result.job.label, ms: result.ms, tests: rows });
    }
  }
  return files;
}

/**
 * @param {import('./pool.mjs').Result[]} results
 * @param {string[]} steps
 * @param {{ wallMs: number, width: number, root: string, notes: string[] }} run
 * @returns {{ text: string, ok: boolean }}
 */
export function summary(results, steps, run) {
  const lines = [`\n=== summary: ${s(run.wallMs)} wall, ${run.width} jobs at a time`, ...run.notes];
  let passed = 0;
  let failed = 0;
  let ok = true;
  lines.push('step                       span    jobs   tests');
  for (const step of steps) {
    const mine = results.filter((r) => r.job.step === step);
    if (mine.length === 0) continue;
    const ran = mine.filter((r) => r.outcome !== 'skipped');
    const stepOk = mine.every((r) => r.outcome === 'passed');
    ok &&= stepOk;
    const counts = mine.map(countsOf);
    const p = counts.reduce((a, c) => a + c.passed, 0);
    const f = counts.reduce((a, c) => a + c.failed, 0) + mine.filter((r) => r.outcome === 'skipped').length;
    passed += p;
    failed += f;
    const span = ran.length ? Math.max(...ran.map((r) => r.startMs + r.ms)) - Math.min(...ran.map((r) => r.startMs)) : 0;
    const busy = ran.reduce((a, r) => a + r.ms, 0);
    const tests = p + f > 0 ? `${p} passed, ${f} failed` : '';
    lines.push(`${stepOk ? 'ok  ' : 'FAIL'} ${step.padEnd(22)} ${s(span).padStart(6)} ${s(busy).padStart(7)}   ${tests}`);
    for (const r of mine) {
      if (r.outcome === 'skipped') lines.push(`       - ${r.job.label}: ${r.reason}`);
      else if (r.outcome !== 'passed') {
        lines.push(`       ✗ ${r.job.label}${r.outcome === 'timeout' ? ` (killed after ${s(r.job.timeoutMs)})` : ''}`);
        const { failures } = countsOf(r);
        for (const [i, t] of failures.slice(0, 20).entries()) {
          lines.push(`           ✗ ${t.name}`);
          // the first failures' errors here, where a log cut to its end still shows them
          if (i < 3 && t.error) lines.push(...errorLines(t.error, run.root));
        }
      }
    }
  }
  lines.push('("span": from its first job\'s start to its last one\'s end; "jobs": the sum of its jobs\' times)');
  const slowest = filesOf(results)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 15);
  lines.push('\nthe 15 slowest test files, with their slowest tests:');
  for (const file of slowest) {
    lines.push(`${s(file.ms).padStart(8)}  ${file.label.replace(`${run.root}/`, '')}`);
    for (const t of [...file.tests].sort((a, b) => b.ms - a.ms).slice(0, 3)) {
      lines.push(`${s(t.ms).padStart(18)}  ${t.name.length > 110 ? `${t.name.slice(0, 107)}...` : t.name}`);
    }
  }
  lines.push(`\n${passed} passed, ${failed} failed`);
  return { text: lines.join('\n'), ok };
}
