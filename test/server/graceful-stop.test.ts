import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as z from 'zod/mini';
import { defineCall, liveCalls, noticeCalls } from '../../src/api/contract';
import { STOP_RETRY_MS } from '../../server/live/live-route';
import { closeWithin } from '../../server/start';
import type { TestClient } from './support/client';
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
  test('a live stream ends with a reconnect wait; the request in flight is answered before the stop ends; no new connection', async () => {
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
    // refused, or (a connection taken before the listener closed) answered 503 by fastify: never served
    const health = await fetch(`${server.url}/cpi/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    assert.ok(health === 'refused' || health === 503, `no new request served while it stops: ${health}`);
    release();
    const res = (await answer) as { status: number; body: { data: { answered: boolean } } };
    order.push('answered');
    assert.deepEqual([res.status, res.body.data], [200, { answered: true }]);
    await stopped;
    assert.deepEqual(order, ['answered', 'stopped']);
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

  test('the suite server still answers: the stops were of their own servers', async () => {
    const admin = await s.server.loginAs('13800000000');
    assert.equal((await admin.call(noticeCalls.getNoReadNoticeNum)).body.errorCode, 0);
  });
});
