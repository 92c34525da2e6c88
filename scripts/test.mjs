// `npm test`: every check and suite, as jobs side by side (scripts/test/jobs.mjs), the server's on
// PostgreSQL and the embedded engine; a line as each job ends (its output in full when it fails), then the summary.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlesAreCurrent } from './stale-bundles.mjs';
import { startLocalPostgres } from './local-postgres.mjs';
import { npmTestJobs, STEPS } from './test/jobs.mjs';
import { runPool } from './test/pool.mjs';
import { countsOf, summary, timingRows } from './test/summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const t0 = Date.now();
const notes = [];

/**
 * The tests' temporary files (a copy of the seeded database per test file, browser profiles) go to
 * memory where /dev/shm has room: on this project's machines a disk copy of the database takes 1.4 s,
 * one in memory 0.08.
 */
function testTmpDir() {
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize > 4 * 2 ** 30) {
      mkdirSync('/dev/shm/irr-test', { recursive: true });
      return '/dev/shm/irr-test';
    }
  } catch {
    /* no /dev/shm */
  }
  return process.env.TMPDIR;
}

/**
 * Each job's time in the last run, so that the longest start first (none is left to run alone at
 * the end); on a fresh clone (CI) the times of a run kept in the repository (scripts/test/usual-times.json:
 * the jobs' only, so that a fresh clone's browser shards alternate the files as they always did).
 */
const TIMES = join(root, 'node_modules/.cache/irr-test/times.json');
const USUAL_TIMES = join(root, 'scripts/test/usual-times.json');
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
};
const readTimes = () => ({ ...readJson(USUAL_TIMES), ...readJson(TIMES) });

const tmp = testTmpDir();
const env = { ...process.env, ...(tmp ? { TMPDIR: tmp } : {}) };
const width = Number(process.env.IRR_TEST_JOBS) || availableParallelism();
const built = bundlesAreCurrent(root);
if (built) notes.push('build: dist/ is newer than its sources, not built again (`npm run build` builds it anyway)');

let pg = null;
let pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  pg = await startLocalPostgres({ tmpDir: tmp });
  if (!pg) {
    console.error('PostgreSQL is not installed (apt-get install postgresql), or set TEST_DATABASE_URL.');
    process.exit(1);
  }
  pgUrl = pg.url;
  // also when the run is interrupted (the pool exits on SIGINT and SIGTERM)
  process.once('exit', () => pg.stop());
}
const runDir = mkdtempSync(join(tmp ?? '/tmp', 'irr-test-run-'));
const times = readTimes();
const jobs = npmTestJobs({ root, env, pgUrl, runDir, times, built });
console.log(
  `npm test: ${jobs.length} jobs, ${width} at a time; TMPDIR=${tmp ?? '(default)'}; PostgreSQL ${pg ? 'of its own' : 'of TEST_DATABASE_URL'}`,
);

const results = await runPool(jobs, {
  width,
  onEnd(result) {
    const at = `[${String(Math.round((result.startMs + result.ms) / 1000)).padStart(4)} s]`;
    const { passed, failed } = countsOf(result);
    const counts = passed + failed > 0 ? `  (${passed} passed${failed ? `, ${failed} failed` : ''})` : '';
    const word = { passed: 'ok  ', failed: 'FAIL', timeout: 'TIME', skipped: 'skip' }[result.outcome];
    console.log(
      `${at} ${word} ${(result.ms / 1000).toFixed(1).padStart(6)} s  ${result.job.label}${counts}${result.reason ? `: ${result.reason}` : ''}`,
    );
    if (result.outcome === 'failed' || result.outcome === 'timeout') {
      console.log(`----- output of ${result.job.label} -----\n${result.out.trimEnd()}\n----- end of ${result.job.label} -----`);
    }
  },
});

const passedTimes = Object.fromEntries(results.filter((r) => r.outcome === 'passed').map((r) => [r.job.id, r.ms]));
// each browser file's own time, so that the next run cuts the shards even
for (const r of results.filter((x) => x.job.browser)) {
  for (const row of timingRows(r).filter((t) => t.wall && t.passed)) passedTimes[`browser:${row.file}`] = row.ms;
}
mkdirSync(join(root, 'node_modules/.cache/irr-test'), { recursive: true });
writeFileSync(TIMES, JSON.stringify({ ...times, ...passedTimes }, null, 1));
const { text, ok } = summary(results, STEPS, { wallMs: Date.now() - t0, width, root, notes });
console.log(text);
if (existsSync(runDir)) rmSync(runDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
