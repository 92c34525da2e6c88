import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/**
 * The real reference server for the browser tests of screens: started on first use in a child
 * process (test/server/support/reference-server-process.ts), reached through this origin so the page needs no CORS:
 *   /ref-api/cpi/...        proxied as it is to the server's /cpi/...
 *   POST /ref-control/reset    a fresh copy of the seeded database (a new server) -> { url, signSecret }
 *   POST /ref-control/login    { mobile } -> { token, signSecret } after a real login
 *   POST /ref-control/sql      { text, params } -> rows, to check what a screen wrote
 *   POST /ref-control/payments { codes } the payment provider's next answers (E10001, E10010, ...)
 *   POST /ref-control/clock    { ms } moves the server's clock on (a settlement takes what was stamped before its moment) -> { now }
 *                              (its clock stands still from the reset: { ms: 0 } reads the moment the server calls now)
 *   POST /ref-control/device   a fake device on the server's MQTT broker: { op: 'connect', wellId } -> { username },
 *                              { op: 'status', username, status }, { op: 'answer', username, ok, reason } (acks its next command),
 *                              { op: 'order', username, record } (an offline order's record) -> the server's down/order,
 *                              { op: 'timeout', username } (its unanswered commands time out now) -> { timedOut }
 * The live stream (text/event-stream) is passed on as it comes, and ends when the page drops it.
 */
const CHILD = fileURLToPath(new URL('../../server/support/reference-server-process.ts', import.meta.url));
/** `npm test` runs the child as scripts/test/compile-tests.mjs compiled it (half the CPU of tsx's hooks); alone, the TypeScript through tsx. */
const COMPILED_CHILD = process.env.IRR_REFERENCE_SERVER_JS;
const API = '/ref-api/';
const CONTROL = '/ref-control/';

let child = null;
let ready = null;
let target = null;
let seq = 0;
const waiting = new Map();

function ensureStarted() {
  if (ready) return ready;
  child = fork(COMPILED_CHILD ?? CHILD, [], {
    execArgv: COMPILED_CHILD ? ['--enable-source-maps'] : ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  ready = new Promise((resolve, reject) => {
    waiting.set(0, { resolve, reject });
    child.once('exit', (code) => {
      for (const { reject: fail } of waiting.values()) fail(new Error(`the reference server exited (${code})`));
      waiting.clear();
      child = null;
      ready = null;
    });
  }).then((info) => {
    target = info.url;
    return info;
  });
  child.on('message', (message) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.ok) entry.resolve(message.data);
    else entry.reject(new Error(message.error));
  });
  return ready;
}

async function ask(type, payload = {}) {
  await ensureStarted();
  seq += 1;
  const id = seq;
  const answer = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  child.send({ id, type, ...payload });
  const data = await answer;
  if (data && typeof data === 'object' && 'url' in data) target = data.url;
  return data;
}

/** Response headers the console reads, passed on as the server sent them. */
const FORWARDED = ['irr-grants', 'cache-control'];

async function proxy(ctx) {
  await ensureStarted();
  const body = ['GET', 'HEAD'].includes(ctx.method) ? undefined : await buffer(ctx.req);
  const headers = Object.fromEntries(
    Object.entries(ctx.request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
  );
  const abort = new AbortController();
  ctx.req.once('close', () => abort.abort());
  let res;
  try {
    res = await fetch(`${target}/${ctx.url.slice(API.length)}`, { method: ctx.method, headers, body, signal: abort.signal });
  } catch (error) {
    // the page dropped the request (a screen unmounted mid-call): nobody waits for an answer
    if (abort.signal.aborted) return;
    throw error;
  }
  ctx.status = res.status;
  const type = res.headers.get('content-type');
  if (type) ctx.type = type;
  if (type?.includes('text/event-stream') && res.body) {
    ctx.set('cache-control', 'no-cache');
    ctx.body = Readable.fromWeb(res.body).on('error', () => undefined);
    return;
  }
  for (const name of FORWARDED) {
    const value = res.headers.get(name);
    if (value !== null) ctx.set(name, value);
  }
  ctx.body = Buffer.from(await res.arrayBuffer());
}

async function control(ctx) {
  const input = JSON.parse((await buffer(ctx.req)).toString() || '{}');
  const type = ctx.path.slice(CONTROL.length);
  if (!['reset', 'login', 'sql', 'payments', 'clock', 'device'].includes(type)) {
    ctx.status = 404;
    return;
  }
  try {
    const data = await ask(type, input);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(data ?? null);
  } catch (error) {
    ctx.status = 500;
    ctx.type = 'text/plain';
    ctx.body = error.message;
  }
}

export async function referenceServerEndpoints(ctx, next) {
  if (ctx.path.startsWith(API)) return proxy(ctx);
  if (ctx.path.startsWith(CONTROL) && ctx.method === 'POST') return control(ctx);
  return next();
}

/**
 * Starts the child before the browsers (a cold start builds the seeded template, longer than a
 * test's hook may wait) and stops it when the test runner stops.
 */
export const referenceServerPlugin = {
  name: 'reference-server',
  async serverStart() {
    await ensureStarted();
  },
  serverStop() {
    child?.disconnect();
  },
};
