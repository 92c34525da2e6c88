// Runs `npm test`'s jobs, `width` at a time: each once the jobs it waits for have passed, first the
// set-up and the checks, then those with the longest expected time ahead (their own and that of
// the jobs waiting on them); each in a process group of its own, its output kept.
import { spawn } from 'node:child_process';

/**
 * @typedef {object} Job
 * @property {string} id         unique, also the key of its time in the timing cache
 * @property {string} step       the step of the summary it belongs to
 * @property {string} label      what the log line shows
 * @property {string} cmd        a shell command
 * @property {Record<string, string | undefined>} env
 * @property {string[]} [after]  ids of the jobs that must pass first
 * @property {number} expectedMs the last run's time, or an estimate; longest first
 * @property {number} timeoutMs  killed after this long, and failed
 * @property {boolean} [fatal]   when it fails, no other job starts
 * @property {number} [tier]     a higher tier starts first whatever the times (set-up 2, checks 1)
 *
 * @typedef {object} Result
 * @property {Job} job
 * @property {'passed' | 'failed' | 'timeout' | 'skipped'} outcome
 * @property {number} code
 * @property {number} startMs    since the pool started
 * @property {number} ms
 * @property {string} out        stdout and stderr as they came
 * @property {string} [reason]   why it was skipped
 */

/** Keeps a job's output to this many characters (its end), so a runaway log cannot fill memory. */
const MAX_OUTPUT = 4_000_000;

/**
 * @param {Job[]} jobs
 * @param {{ width: number, onEnd: (result: Result) => void }} opts
 * @returns {Promise<Result[]>} in the order they ended
 */
export function runPool(jobs, { width, onEnd }) {
  const t0 = Date.now();
  const rank = critical(jobs);
  // the set-up and the checks that stop the run go first, so that a broken build fails in a minute
  const waiting = [...jobs].sort((a, b) => (b.tier ?? 0) - (a.tier ?? 0) || rank.get(b.id) - rank.get(a.id));
  const done = new Map();
  const running = new Map();
  const results = [];
  let stopped = false;

  const finish = (result) => {
    done.set(result.job.id, result);
    results.push(result);
    onEnd(result);
    if (result.outcome !== 'passed' && result.outcome !== 'skipped' && result.job.fatal) stopped = true;
  };

  return new Promise((resolve) => {
    const next = () => {
      for (let i = 0; i < waiting.length;) {
        const job = waiting[i];
        const failedBefore = (job.after ?? []).map((id) => done.get(id)).find((r) => r && r.outcome !== 'passed');
        if (stopped || failedBefore) {
          waiting.splice(i, 1);
          const reason = stopped ? 'not run: a check failed' : `not run: ${failedBefore.job.label} did not pass`;
          finish({ job, outcome: 'skipped', code: 0, startMs: Date.now() - t0, ms: 0, out: '', reason });
          continue;
        }
        const ready = (job.after ?? []).every((id) => done.get(id)?.outcome === 'passed');
        if (!ready || running.size >= width) {
          i += 1;
          continue;
        }
        waiting.splice(i, 1);
        start(job);
      }
      if (running.size === 0 && waiting.length === 0) resolve(results);
    };

    const start = (job) => {
      const startMs = Date.now() - t0;
      const child = spawn(job.cmd, { shell: true, detached: true, env: job.env, stdio: ['ignore', 'pipe', 'pipe'] });
      running.set(job.id, child);
      let out = '';
      const keep = (chunk) => {
        out += chunk;
        if (out.length > MAX_OUTPUT) out = out.slice(-MAX_OUTPUT / 2);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(child);
      }, job.timeoutMs);
      // what it left running (a server, a browser) would hold the pipes open and the next job's port or CPU
      child.on('exit', () => killGroup(child));
      child.on('close', (code) => {
        clearTimeout(timer);
        running.delete(job.id);
        const outcome = timedOut ? 'timeout' : code === 0 ? 'passed' : 'failed';
        finish({ job, outcome, code: code ?? 1, startMs, ms: Date.now() - t0 - startMs, out });
        next();
      });
    };

    const stopAll = (signal) => {
      for (const child of running.values()) killGroup(child);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', stopAll);
    process.once('SIGTERM', stopAll);
    next();
  });
}

/** Each job's time plus the longest chain of jobs that wait on it: a job many wait for starts early. */
function critical(jobs) {
  const rank = new Map();
  const of = (job) => {
    if (!rank.has(job.id)) {
      const dependents = jobs.filter((j) => j.after?.includes(job.id));
      rank.set(job.id, job.expectedMs + Math.max(0, ...dependents.map(of)));
    }
    return rank.get(job.id);
  };
  for (const job of jobs) of(job);
  return rank;
}

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}
