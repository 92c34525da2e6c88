import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import * as z from 'zod/mini';
import { defineCall, liveCalls, noticeCalls } from '../../src/api/contract';
import { computeSignature } from '../../server/auth/signature';
import { STOP_RETRY_MS } from '../../server/live/live-route';
import { closeWithin } from '../../server/start';
import { newNonce, type TestClient } from './support/client';
import { serverSuite } from './support/suite';
import { startTestServer } from './support/test-server';

// The stop of a server (server/start.ts closeWithin, as main.ts runs it on SIGTERM): event streams
// end with a reconnect wait, requests in flight finish, requests past the deadline are cut.

/** A read that answers when the test lets it. */
const held = defineCall({
  method: 'POST',
  path: 'test/held',
  mode: 'json',
  readOnly: true,
  access: { permission: 'agriculturalWell:place:add' },
  request: z.strictObject({}),
  response: z.object({ answered: z.boolean() }),
});

let release: () => void = () => {};
let entered: () => void = () => {};
const s = serverSuite();

/** A server of the test's own on the suite's database, with the held call; its admin logged in. */
async function serverToStop() {
  const server = await startTestServer(s.database, {}, (route) =>
    route(held, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
        entered();
      });
      return { answered: true };
    }),
  );
  return { server, admin: await server.loginAs('13800000000') };
}

/** A call's request as a proxy writes it on its connection to the server, signed as the client signs. */
function signedRequest(client: TestClient, method: 'GET' | 'POST', path: string, body = ''): string {
  const timestamp = String(client.now().getTime());
  const nonce = newNonce();
  const headers = [
    `${method} ${path} HTTP/1.1`,
    'host: 127.0.0.1',
    `authorization: ${client.token}`,
    `timestamp: ${timestamp}`,
    `nonce: ${nonce}`,
    `sign: ${computeSignature(client.secret, timestamp, nonce, body)}`,
    ...(method === 'POST' ? ['content-type: application/json', `content-length: ${Buffer.byteLength(body)}`] : []),
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * A connection of its own to the server with the held call in flight on it; `answers()` resolves
 * once the server closed it, with each response it sent.
 */
async function heldConnection(client: TestClient, url: string): Promise<{ socket: Socket; answers(): Promise<string[]> }> {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const closed = once(socket, 'close');
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  socket.write(signedRequest(client, 'POST', `/cpi/${held.path}`, '{}'));
  await inside;
  return { socket, answers: () => closed.then(() => text.split(/(?=HTTP\/1\.1 \d{3} )/)) };
}

/** Sends the held call; resolves once its handler is waiting, with the answer to come. */
async function holdOne(admin: TestClient): Promise<{ answer: Promise<unknown> }> {
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const answer = admin.call<{ answered: boolean }>(held, {}).then(
    (res) => res,
    (error: unknown) => error,
  );
  await inside;
  return { answer };
}

describe('stopping a server', () => {
  test('a live stream ends with a reconnect wait; the request in flight is answered before the stop ends, which waits for no connection kept alive; no new connection', async () => {
    const { server, admin } = await serverToStop();
    const stream = await admin.call(liveCalls.events, {}, { stream: true, signal: new AbortController().signal });
    const reader = stream.response!.body!.pipeThrough(new TextDecoderStream()).getReader();
    assert.equal((await reader.read()).value, ': connected\n\n');
    const { answer } = await holdOne(admin);
    const order: string[] = [];
    const stopped = closeWithin(server.app).then(() => order.push('stopped'));
    // the stream's last words, then its end
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
    const wait = /^retry: (\d+)\n\n$/.exec(text);
    assert.ok(wait, text);
    assert.ok(Number(wait[1]) >= STOP_RETRY_MS.min && Number(wait[1]) < STOP_RETRY_MS.min + STOP_RETRY_MS.spread, wait[1]);
    // refused once the listener closed (a connection taken an instant before is served: never a 503)
    const health = await fetch(`${server.url}/cpi/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    assert.ok(health === 'refused' || health === 404, `no new request refused with a 503 while it stops: ${health}`);
    order.push('released');
    release();
    const res = (await answer) as { status: number; body: { data: { answered: boolean } } };
    assert.deepEqual([res.status, res.body.data], [200, { answered: true }]);
    await stopped;
    assert.deepEqual(order, ['released', 'stopped']);
  });

  test('a request still in flight at the deadline is cut, and the stop ends', async () => {
    const { server, admin } = await serverToStop();
    const { answer } = await holdOne(admin);
    let deadline!: () => void;
    const stopped = closeWithin(
      server.app,
      new Promise<void>((resolve) => {
        deadline = resolve;
      }),
    );
    deadline();
    await stopped;
    assert.ok((await answer) instanceof Error, 'the held request gets no answer');
    assert.ok(server.logs.some((line) => line.includes('requests still in flight at the stop deadline')));
    release();
  });

  test('a kept-alive connection with a call in flight when it stops: the answer closes it, and a request sent behind it is left to the client to send again', async () => {
    // as a proxy's connection: once the answer says close, nginx sends its next request on a new
    // connection (refused here, so to the other process); a request pipelined behind it is not served,
    // and not refused with a 503 either
    const { server, admin } = await serverToStop();
    const stream = await admin.call(liveCalls.events, {}, { stream: true, signal: new AbortController().signal });
    const streamText = stream.response!.body!.pipeThrough(new TextDecoderStream());
    const kept = await heldConnection(admin, server.url);
    const stopped = closeWithin(server.app);
    // the stream's end says the server is stopping (its preClose ran)
    for await (const chunk of streamText) if (chunk.includes('retry:')) break;
    kept.socket.write(signedRequest(admin, 'GET', `/cpi/${noticeCalls.getNoReadNoticeNum.path}`));
    release();
    const answers = await kept.answers();
    await stopped;
    assert.equal(answers.length, 1, answers.join(''));
    assert.match(answers[0] ?? '', /^HTTP\/1\.1 200 [^]*connection: close[^]*"answered":true/i, answers.join(''));
  });

  test('the suite server still answers: the stops were of their own servers', async () => {
    const admin = await s.server.loginAs('13800000000');
    assert.equal((await admin.call(noticeCalls.getNoReadNoticeNum)).body.errorCode, 0);
  });
});
