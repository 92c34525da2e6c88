import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { ApiResponse } from './client';
import { snapshot } from './db-snapshot';

/** The data of a successful answer (errorCode 0), or a failed assertion showing the answer. */
export function okData<T>(res: ApiResponse<T>): T {
  assert.equal(res.body?.errorCode, 0, res.text.slice(0, 300));
  return res.body.data;
}

/** The call is refused with `message` and changes no row (the operation log included; nonces and sessions aside). */
export async function refusedUnchanged(db: Kysely<Database>, send: () => Promise<ApiResponse>, message: string): Promise<void> {
  const before = await snapshot(db, ['nonce', 'session']);
  const res = await send();
  assert.equal(res.body?.errorCode, 1, res.text.slice(0, 300));
  assert.equal(res.body.message, message);
  assert.deepEqual(await snapshot(db, ['nonce', 'session']), before);
}
