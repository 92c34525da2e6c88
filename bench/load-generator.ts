// Load for the server benches from a process of its own (autocannon), so that the clients' HTTP
// parsing and signing do not share the event loop they measure. The parent calls `runLoad`; this
// file is also the child's entry: it reads a LoadJob from argv, runs it and prints a LoadResult.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { computeSignature } from '../server/auth/signature';

export interface LoadJob {
  origin: string;
  method: 'GET' | 'POST';
  /** Path with any query: a GET's signature covers the query. */
  path: string;
  /** A POST's JSON body; `{i}` is replaced by a number unique to each request of the run. */
  body?: string;
  /** Signed and authorised like the console's calls; absent for an unsigned GET (hello-world). */
  auth?: { token: string; secret: string };
  connections: number;
  /** Seconds of load (a fixed time, not a count: the generator's start-up stays out of the rate). */
  seconds: number;
}

export interface LoadResult {
  perSecond: number;
  /** Answers received. */
  requests: number;
  p50: number;
  p99: number;
  /** Answers that were not HTTP 200 with errorCode 0 (or any 200, unsigned), and socket errors. */
  errors: number;
  firstError: string;
}

function signedHeaders(job: LoadJob, payload: string): Record<string, string> {
  if (!job.auth) return {};
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  return {
    separate: 'Y',
    authorization: job.auth.token,
    timestamp,
    nonce,
    sign: computeSignature(job.auth.secret, timestamp, nonce, payload),
    ...(job.method === 'POST' ? { 'content-type': 'application/json' } : {}),
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  let n = 0;
  let errors = 0;
  let firstError = '';
  const q = job.path.indexOf('?');
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.seconds,
    requests: [
      {
        method: job.method,
        path: job.path,
        setupRequest: (request) => {
          const body = job.body?.replaceAll('{i}', String(n++));
          const payload = job.method === 'GET' ? (q < 0 ? '' : job.path.slice(q + 1)) : (body ?? '');
          return { ...request, headers: signedHeaders(job, payload), body };
        },
        onResponse: (status: number, body: string) => {
          if (status === 200 && (!job.auth || body.includes('"errorCode":0'))) return;
          errors += 1;
          firstError ||= `HTTP ${status} ${body.slice(0, 160)}`;
        },
      },
    ],
  });
  errors += result.errors + result.timeouts;
  return {
    perSecond: result.requests.total / (result.duration || 1),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    firstError,
  };
}

const self = fileURLToPath(import.meta.url);

/** Runs `job` from a child process and answers its figures. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', self, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as LoadResult);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

if (process.argv[1] === self) {
  const job = JSON.parse(process.argv[2]!) as LoadJob;
  process.stdout.write(JSON.stringify(await run(job)));
}
