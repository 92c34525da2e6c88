/**
 * The reference server for the browser tests, in its own process (the test runner's config is
 * plain JavaScript; see test/browser/support/reference-server.mjs): server/ on a fresh copy of the seeded embedded database, with the fixed
 * captcha of the server suites. Driven over IPC by that file: `reset` (a fresh
 * database), `login` (a real login, for its token), `sql` (what the database now holds), `payments`
 * (the payment provider's next answers), `clock` (moves the server's clock on by `ms`, and tells its now).
 * The next reset's database is copied and opened while the tests run on the current one.
 */
import { CompiledQuery } from 'kysely';
import type { PaymentResultCode } from '../../../src/api/contract/money/payment-codes';
import { loadConfig } from '../../../server/config';
import { connectDevice, restingStatus, rotateKey, type TestDevice } from './devices';
import { createTestDatabase, templateKey, type TestDatabase } from './test-database';
import { startTestServer, type TestServer } from './test-server';

/**
 * A pump command unanswered this long times out (10 s in production). Longer here: a test that wants
 * the timeout fires it (the control's `timeout` op), and an ack on a loaded machine may take seconds.
 */
const COMMAND_TIMEOUT_MS = 60_000;

interface Running {
  database: TestDatabase;
  server: TestServer;
  devices: Map<string, TestDevice>;
}
type DeviceRequest =
  | { op: 'connect'; wellId: number }
  | { op: 'status'; username: string; status: Record<string, unknown> }
  | { op: 'answer'; username: string; ok: boolean; reason?: string }
  | { op: 'order'; username: string; record: Record<string, unknown> }
  | { op: 'timeout'; username: string };
type Request =
  | { id: number; type: 'reset' }
  | { id: number; type: 'login'; mobile: string }
  | { id: number; type: 'sql'; text: string; params: unknown[] }
  | { id: number; type: 'payments'; codes: PaymentResultCode[] }
  | { id: number; type: 'clock'; ms: number }
  | ({ id: number; type: 'device' } & DeviceRequest);

/**
 * The next reset's database, made while the tests run on the current one: the embedded engine's
 * start was most of a reset's 2 s, and a browser run resets some 35 times. Used only while the
 * seeded template it copies is still the current one (a midnight makes the new day's).
 */
let spare: { key: string; database: Promise<TestDatabase> } | undefined;

function prepareSpare(): void {
  const database = createTestDatabase();
  database.catch(() => undefined); // a failed spare is made again by the reset, which reports its error
  spare = { key: templateKey(), database };
}

async function takeDatabase(): Promise<TestDatabase> {
  const taken = spare;
  spare = undefined;
  const database = await taken?.database.catch(() => undefined);
  if (database && taken?.key === templateKey()) return database;
  await database?.close();
  return createTestDatabase();
}

async function start(): Promise<Running> {
  const database = await takeDatabase();
  const server = await startTestServer(database, {
    mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0, commandTimeoutMs: COMMAND_TIMEOUT_MS },
  });
  prepareSpare();
  return { database, server, devices: new Map() };
}

async function stop(running: Running): Promise<void> {
  await Promise.all([...running.devices.values()].map((d) => d.close().catch(() => undefined)));
  await running.server.close();
  await running.database.close();
}

let running = await start();
/** The servers a reset replaced, stopping. */
let stopping: Promise<unknown> = Promise.resolve();
/** Every uplink's number: never repeated, only increasing (across resets too). */
let seq = 0;
const head = () => ({ seq: (seq += 1), ts: running.server.clock.now().getTime() });

function deviceOf(username: string): TestDevice {
  const device = running.devices.get(username);
  if (!device) throw new Error(`no fake device ${username} (connect it first)`);
  return device;
}

/**
 * A fake device of a well: new credentials, connected; a status report (the readings of devices.test.ts unless given); an ack of its next
 * command; an offline order's record (`up/order`), answered with the server's `down/order`; its commands left unanswered timed out
 * now, as their timers would at COMMAND_TIMEOUT_MS (the timers themselves are test/server/devices.test.ts's).
 */
async function device(request: DeviceRequest): Promise<unknown> {
  switch (request.op) {
    case 'connect': {
      const { username, secret } = await rotateKey(await running.server.loginAs('13800000000'), request.wellId);
      running.devices.set(username, await connectDevice(running.server, username, secret));
      return { username };
    }
    case 'status':
      await deviceOf(request.username).send('status', restingStatus(head(), request.status));
      return null;
    case 'order': {
      const found = deviceOf(request.username);
      await found.send('order', { ...head(), ...request.record });
      return found.nextDown('order');
    }
    case 'answer': {
      const found = deviceOf(request.username);
      const { ok, reason } = request;
      void found
        .nextDown('cmd', 15_000)
        .then((cmd) => found.send('ack', { ...head(), cmdId: cmd.cmdId, ok, ...(reason ? { reason } : {}) }))
        .catch((error: unknown) => console.error('fake device: no command to answer', error));
      return null;
    }
    case 'timeout': {
      deviceOf(request.username);
      const unanswered = await running.database.db
        .selectFrom('device_command')
        .innerJoin('device', 'device.well_id', 'device_command.well_id')
        .select('device_command.id')
        .where('device.username', '=', request.username)
        .where('device_command.status', '=', 'SENT')
        .orderBy('device_command.id')
        .execute();
      for (const { id } of unanswered) await running.server.app.services.devices.commands.expire(id);
      return { timedOut: unanswered.length };
    }
  }
}
const describe = () => ({ url: running.server.url, signSecret: running.server.config.signSecret });

async function answer(request: Request): Promise<unknown> {
  switch (request.type) {
    case 'reset': {
      // the page is answered by the new server while the old one stops
      const previous = running;
      running = await start();
      stopping = Promise.all([stopping, stop(previous)]).catch((error: unknown) => console.error('reference server: stop', error));
      return describe();
    }
    case 'login':
      return { token: (await running.server.loginAs(request.mobile)).token, ...describe() };
    case 'sql':
      return (await running.database.db.executeQuery(CompiledQuery.raw(request.text, request.params))).rows;
    case 'payments':
      running.server.payments.failNext(...request.codes);
      return null;
    case 'clock':
      running.server.clock.advance(request.ms);
      return { now: running.server.clock.now().getTime() };
    case 'device':
      return device(request);
  }
}

/** To the test runner, unless it has already gone (a request answered while it stops). */
function reply(message: { id: number; ok: boolean; data?: unknown; error?: string }): void {
  if (process.connected) process.send?.(message);
}

// One request at a time: a reset must not overlap a query on the database it closes.
let queue: Promise<unknown> = Promise.resolve();
process.on('message', (request: Request) => {
  queue = queue.then(async () => {
    try {
      reply({ id: request.id, ok: true, data: await answer(request) });
    } catch (error) {
      reply({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
process.on('disconnect', () => {
  const unused = spare?.database.then((database) => database.close()).catch(() => undefined);
  void Promise.all([stop(running), stopping, unused]).finally(() => process.exit(0));
});
reply({ id: 0, ok: true, data: describe() });
