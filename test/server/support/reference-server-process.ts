/**
 * The reference server for the browser tests, in its own process (the test runner's config is
 * plain JavaScript; see test/browser/support/reference-server.mjs): server/ on a fresh copy of the seeded embedded database, with the fixed
 * captcha of the server suites. Driven over IPC by that file: `reset` (a fresh
 * database), `login` (a real login, for its token), `sql` (what the database now holds), `payments`
 * (the payment provider's next answers).
 */
import { CompiledQuery } from 'kysely';
import type { PaymentResultCode } from '../../../src/api/contract/money/payment-codes';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestServer, type TestServer } from './test-server';

interface Running { database: TestDatabase; server: TestServer }
type Request = { id: number; type: 'reset' } | { id: number; type: 'login'; mobile: string } | { id: number; type: 'sql'; text: string; params: unknown[] }
  | { id: number; type: 'payments'; codes: PaymentResultCode[] } | { id: number; type: 'clock'; ms: number };

async function start(): Promise<Running> {
  const database = await createTestDatabase();
  const server = await startTestServer(database);
  return { database, server };
}

async function stop(running: Running): Promise<void> {
  await running.server.close();
  await running.database.close();
}

let running = await start();
const describe = () => ({ url: running.server.url, signSecret: running.server.config.signSecret });

async function answer(request: Request): Promise<unknown> {
  switch (request.type) {
    case 'reset':
      await stop(running);
      running = await start();
      return describe();
    case 'login':
      return { token: (await running.server.loginAs(request.mobile)).token, ...describe() };
    case 'sql':
      return (await running.database.db.executeQuery(CompiledQuery.raw(request.text, request.params))).rows;
    case 'payments':
      running.server.payments.failNext(...request.codes);
      return null;
    case 'clock':
      running.server.clock.advance(request.ms);
      return null;
  }
}

// One request at a time: a reset must not overlap a query on the database it closes.
let queue: Promise<unknown> = Promise.resolve();
process.on('message', (request: Request) => {
  queue = queue.then(async () => {
    try {
      process.send?.({ id: request.id, ok: true, data: await answer(request) });
    } catch (error) {
      process.send?.({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
process.on('disconnect', () => { void stop(running).finally(() => process.exit(0)); });
process.send?.({ id: 0, ok: true, data: describe() });
