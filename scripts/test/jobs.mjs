// The jobs of `npm test`: the checks, then each test file on its own (the server's on PostgreSQL,
// and on PGlite too where it says so; end to end), the unit tests together and the browser files in shards.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STEPS = [
  'typecheck',
  'lint',
  'build',
  'set-up',
  'server unit',
  'server on PGlite',
  'server on PostgreSQL',
  'browser',
  'end to end',
];

/** Browser files run in this many runners side by side, each on its own port (so its own origin). */
const BROWSER_SHARDS = 2;

const MINUTE = 60_000;
const REPORTER = 'scripts/test/node-test-reporter.mjs';
/** Where scripts/test/compile-tests.mjs puts the node:test files (in node_modules, so that their packages resolve). */
export const COMPILED = 'node_modules/.cache/irr-test/compiled';
const compiled = (file) => `${COMPILED}/${file.replace(/\.tsx?$/, '.js')}`;
/** The browser files' reference server (test/browser/support/reference-server.mjs), compiled with the node:test files: a child loading it through tsx took twice the CPU. */
const REFERENCE_SERVER = 'test/server/support/reference-server-process.ts';
/** The entries the server files run as child processes (child-server.ts compileEntries), compiled with them once instead of by each file. */
const CHILD_ENTRIES = ['server/main.ts', 'scripts/auth-code.ts', 'scripts/backup.ts', 'scripts/restore.ts', 'scripts/platform.ts'];

/**
 * Every server file runs on PostgreSQL, a deployment's engine. The embedded engine (PGlite, the one
 * `npm start` and the browser and end-to-end suites run the whole console on) differs from it only in
 * its driver, one connection taken in turn (server/db/embedded-*.ts): of the server files it runs
 * those about that difference, which say so on their first line.
 */
const BOTH_ENGINES = /^\/\/ Runs on both engines: /;
const onBothEngines = (root, file) => BOTH_ENGINES.test(readFileSync(join(root, file), 'utf8'));

const testFiles = (root, dir) =>
  readdirSync(join(root, dir))
    .filter((f) => /\.test\.tsx?$/.test(f))
    .sort()
    .map((f) => `${dir}/${f}`);

/**
 * @param {object} ctx
 * @param {string} ctx.root
 * @param {Record<string, string | undefined>} ctx.env   the environment every job starts from
 * @param {string | undefined} ctx.pgUrl                  the PostgreSQL server the second engine's runs use
 * @param {string} ctx.runDir                             where the jobs' timing files go
 * @param {Record<string, number>} ctx.times              the last run's time of each job id
 * @param {boolean} ctx.built                             the bundles are newer than their sources: no build
 */
export function npmTestJobs(ctx) {
  const { root, env, pgUrl, runDir, times } = ctx;
  let n = 0;
  const timesFile = () => join(runDir, `${(n += 1)}.jsonl`);
  const pglite = { ...env, TEST_DATABASE_URL: undefined };
  const postgres = { ...env, TEST_DATABASE_URL: pgUrl };
  const job = (j) => ({ timeoutMs: 10 * MINUTE, ...j, expectedMs: times[j.id] ?? j.expectedMs ?? 0 });
  const nodeTest = (file, jobEnv) => {
    const times = timesFile();
    return {
      cmd: `node --enable-source-maps --test-reporter=spec --test-reporter-destination=stdout --test-reporter=./${REPORTER} --test-reporter-destination=${times} ${file}`,
      times,
      env: { ...jobEnv, IRR_COMPILED_ENTRIES: join(root, COMPILED) },
      after: ['compile'],
    };
  };
  // Until a run has timed them, each kind's usual time on a 2-core machine.
  const jobs = [
    job({
      id: 'templates',
      step: 'set-up',
      label: 'the seeded test databases (templates)',
      expectedMs: 1e4,
      tier: 2,
      cmd: 'node --import tsx test/server/support/build-templates.ts',
      env: postgres,
    }),
    job({
      id: 'compile',
      step: 'set-up',
      label: 'the node:test files, compiled',
      expectedMs: 2e3,
      tier: 2,
      cmd: `node scripts/test/compile-tests.mjs ${COMPILED} test/server/*.test.ts test/server/unit/*.test.ts test/e2e/*.test.ts ${REFERENCE_SERVER} ${CHILD_ENTRIES.join(' ')}`,
      env,
    }),
    ...(ctx.built
      ? []
      : [
          // a minute on an idle machine; on a loaded one rollup's five builds took over ten (a red run by chance)
          job({
            id: 'build',
            step: 'build',
            label: 'npm run build',
            cmd: 'npm run -s build',
            env,
            fatal: true,
            tier: 1,
            expectedMs: 6e4,
            timeoutMs: 30 * MINUTE,
          }),
        ]),
    job({
      id: 'typecheck',
      step: 'typecheck',
      label: 'npm run typecheck',
      cmd: 'npm run -s typecheck',
      env,
      fatal: true,
      tier: 1,
      expectedMs: 3e4,
    }),
    job({ id: 'lint', step: 'lint', label: 'npm run lint', cmd: 'npm run -s lint', env, expectedMs: 5e4 }),
  ];
  const browserFiles = testFiles(root, 'test/browser');
  // each shard's ports from 8100 + 100 i: clear of C-Lodop's 8000, npm start's 8080 and the kernel's port-0 range
  for (const [i, files] of shards(browserFiles, BROWSER_SHARDS, (f) => times[`browser:${f}`]).entries()) {
    const times = timesFile();
    jobs.push(
      job({
        id: `browser shard ${i + 1}`,
        step: 'browser',
        label: `browser files, shard ${i + 1} of ${BROWSER_SHARDS} (${files.length} files)`,
        cmd: 'npx wtr --config web-test-runner.config.mjs --static-logging',
        times,
        browser: true,
        after: ['templates', 'compile'],
        env: {
          ...pglite,
          IRR_BROWSER_FILES: files.join(','),
          IRR_BROWSER_PORT: String(8100 + 100 * i),
          IRR_BROWSER_TIMES: times,
          IRR_REFERENCE_SERVER_JS: join(root, compiled(REFERENCE_SERVER)),
        },
        timeoutMs: 30 * MINUTE,
        expectedMs: 15e4,
      }),
    );
  }
  const unit = nodeTest(`--test ${COMPILED}/test/server/unit/*.test.js`, env);
  jobs.push(
    job({
      id: 'server unit',
      step: 'server unit',
      label: 'test/server/unit',
      ...unit,
      source: (f) => f.replace(`${root}/${COMPILED}/`, '').replace(/\.js$/, '.ts'),
      expectedMs: 1e4,
    }),
  );
  // the console on PGlite; E2E_POSTGRES_URL for the file that needs PostgreSQL (two-processes), on which the templates job built the seeded template
  const e2e = { ...pglite, E2E_POSTGRES_URL: pgUrl };
  for (const file of testFiles(root, 'test/e2e')) {
    const run = nodeTest(compiled(file), e2e);
    jobs.push(
      job({
        id: `e2e:${file}`,
        step: 'end to end',
        label: file,
        ...run,
        after: [...run.after, 'templates', ...(ctx.built ? [] : ['build'])],
        expectedMs: 3e4,
      }),
    );
  }
  for (const file of testFiles(root, 'test/server')) {
    const engines = [
      ['pglite', 'PGlite', pglite],
      ['postgres', 'PostgreSQL', postgres],
    ].filter(([engine]) => engine === 'postgres' || onBothEngines(root, file));
    for (const [engine, name, jobEnv] of engines) {
      const run = nodeTest(compiled(file), jobEnv);
      jobs.push(
        job({
          id: `${engine}:${file}`,
          step: `server on ${name}`,
          label: `${file} on ${name}`,
          ...run,
          after: [...run.after, 'templates'],
          expectedMs: 2e4,
        }),
      );
    }
  }
  return jobs;
}

/** `count` lists of about equal time (the longest first onto the least loaded), alternating where no time is known. */
function shards(files, count, timeOf) {
  const lists = Array.from({ length: count }, () => ({ files: [], ms: 0 }));
  const known = files.every((f) => timeOf(f) !== undefined);
  const ordered = known ? [...files].sort((a, b) => timeOf(b) - timeOf(a)) : files;
  ordered.forEach((file, i) => {
    const list = known ? lists.reduce((a, b) => (b.ms < a.ms ? b : a)) : lists[i % count];
    list.files.push(file);
    list.ms += timeOf(file) ?? 0;
  });
  return lists.map((l) => l.files.sort());
}
