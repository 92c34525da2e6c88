import assert from 'node:assert/strict';
import type { ServerConfig } from '../../../server/config';
import type { CallDef } from '../../../src/api/contract/define-call';
import type { ApiResponse, TestClient } from './client';
import { snapshot } from './db-snapshot';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestServer, type TestServer } from './test-server';

/** Tables a refused request may still write (the nonce and the session's last-seen time). */
export const BOOKKEEPING = ['nonce', 'session'];

export interface FertigationSuite {
  database: TestDatabase;
  server: TestServer;
  admin: TestClient;
  operator: TestClient;
  /** The administrator of the second merchant. */
  other: TestClient;
  m1: number;
  m2: number;
}

/** `overrides`: the server's settings this file needs (startTestServer's). */
export async function startFertigationSuite(overrides: Partial<ServerConfig> = {}): Promise<FertigationSuite> {
  const database = await createTestDatabase();
  const server = await startTestServer(database, overrides);
  const [admin, operator, other] = [
    await server.loginAs('13800000000'),
    await server.loginAs('13900000001'),
    await server.loginAs('13700000000'),
  ];
  const [m1, m2] = (await database.db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
  return { database, server, admin, operator, other, m1, m2 };
}

export async function stopFertigationSuite(suite: FertigationSuite | undefined): Promise<void> {
  await suite?.server.close();
  await suite?.database.close();
}

/** A successful call's data. */
export async function ok<T = unknown>(c: TestClient, call: CallDef, input: Record<string, unknown> = {}): Promise<T> {
  const res = await c.call<T>(call, input);
  assert.equal(res.status, 200, `${call.path}: ${res.text}`);
  assert.equal(res.body.errorCode, 0, `${call.path}: ${res.text}`);
  return res.body.data;
}

/** A business refusal: HTTP 200, the errorCode and (part of) the message. */
export async function refused(
  c: TestClient,
  call: CallDef,
  input: Record<string, unknown>,
  message: string | RegExp,
  errorCode = 1,
): Promise<ApiResponse> {
  const res = await c.call(call, input);
  assert.equal(res.status, 200, `${call.path}: ${res.text}`);
  assert.equal(res.body.errorCode, errorCode, `${call.path}: ${res.text}`);
  if (typeof message === 'string') assert.equal(res.body.message, message, res.text);
  else assert.match(res.body.message, message, res.text);
  return res;
}

/** A request the schema refuses: HTTP 400 with a message. */
export async function invalid(c: TestClient, call: CallDef, input: Record<string, unknown>, message?: string | RegExp): Promise<void> {
  const res = await c.call(call, input);
  assert.equal(res.status, 400, `${call.path} ${JSON.stringify(input)}: ${res.text}`);
  assert.equal(res.body.success, false);
  if (typeof message === 'string') assert.equal(res.body.message, message, res.text);
  else if (message) assert.match(res.body.message, message, res.text);
}

/** Runs `body` and checks that the database is unchanged afterwards, bookkeeping aside. */
export async function unchanged(suite: FertigationSuite, body: () => Promise<void>): Promise<void> {
  const before = await snapshot(suite.database.db, BOOKKEEPING);
  await body();
  assert.deepEqual(await snapshot(suite.database.db, BOOKKEEPING), before);
}

export interface Page<T> {
  records: T[];
  total: number;
  page: number;
  size: number;
}
