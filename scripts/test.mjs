// `npm test`: every suite, in order, on both database engines; one closing line with the totals.
import { spawn } from 'node:child_process';
import { startLocalPostgres } from './local-postgres.mjs';

const steps = [
  { name: 'typecheck', cmd: 'npm run -s typecheck' },
  { name: 'lint', cmd: 'npm run -s lint' },
  { name: 'build', cmd: 'npm run -s build' },
  { name: 'server unit', cmd: 'npm run -s test:unit' },
  { name: 'server on PGlite', cmd: 'npm run -s test:server' },
  { name: 'server on PostgreSQL', cmd: 'npm run -s test:server', postgres: true },
  { name: 'browser', cmd: 'npm run -s test:browser' },
  { name: 'end to end', cmd: 'npm run -s test:e2e' },
];

function run(cmd, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (chunk, stream) => { out += chunk; stream.write(chunk); };
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** Counts from node:test's summary (`# pass N`) or web-test-runner's (`N passed, N failed`). */
function counts(out) {
  // eslint-disable-next-line no-control-regex
  const text = out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  let passed = 0, failed = 0;
  for (const m of text.matchAll(/^# pass (\d+)$/gm)) passed += Number(m[1]);
  for (const m of text.matchAll(/^# fail (\d+)$/gm)) failed += Number(m[1]);
  const wtr = [...text.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  if (wtr) { passed += Number(wtr[1]); failed += Number(wtr[2]); }
  return { passed, failed };
}

/** The names of the failed tests: node:test's `not ok N - name` (suites and their tests) and web-test-runner's `❌ name`. */
function failures(out) {
  // eslint-disable-next-line no-control-regex
  const text = out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  const names = [...text.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((m) => m[1]);
  for (const m of text.matchAll(/^\s*❌ (.+)$/gm)) names.push(m[1].trim());
  return [...new Set(names)];
}

let pg = null;
const results = [];
try {
  for (const step of steps) {
    const env = { ...process.env };
    if (step.postgres) {
      if (!env.TEST_DATABASE_URL) {
        pg = await startLocalPostgres();
        if (!pg) {
          results.push({ name: step.name, code: 1, passed: 0, failed: 1 });
          console.error('PostgreSQL is not installed (apt-get install postgresql), or set TEST_DATABASE_URL.');
          continue;
        }
        env.TEST_DATABASE_URL = pg.url;
      }
      env.IRR_TEST_ENGINE = 'postgres';
    } else {
      delete env.TEST_DATABASE_URL; // every other suite runs on the embedded engine
    }
    console.log(`\n=== ${step.name}: ${step.cmd}`);
    const { code, out } = await run(step.cmd, env);
    results.push({ name: step.name, code, ...counts(out), names: failures(out) });
    if (step.name === 'typecheck' || step.name === 'build') { if (code !== 0) break; }
  }
} finally {
  pg?.stop();
}

console.log('\n=== summary');
let passed = 0, failed = 0;
for (const r of results) {
  const failedSteps = r.code !== 0 && r.failed === 0 ? 1 : r.failed;
  passed += r.passed; failed += failedSteps;
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const name of (r.names ?? []).slice(0, 20)) console.log(`       ✗ ${name}`);
}
const ok = results.length === steps.length && results.every((r) => r.code === 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
