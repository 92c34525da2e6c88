import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { assertPreparedAnswers, assertPrivateApi, PgliteApiError } from '../../../server/db/pglite-private-api';

const pinned = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
).dependencies['@electric-sql/pglite']!;

// Every server test opens PGlite through the check (server/db/connect.ts): here, a PGlite without the API.
describe("PGlite's private API (the embedded engine's prepared path)", () => {
  test('package.json pins one exact version, not a range', () => {
    assert.match(pinned, /^\d+\.\d+\.\d+$/);
  });

  test('a PGlite without it refuses the start, naming the installed version and what is missing', () => {
    const client = { execProtocol() {}, execProtocolRawStream() {}, serializers: {}, parsers: {} } as unknown as PGlite;
    assert.throws(
      () => assertPrivateApi(client),
      (error: Error) =>
        error instanceof PgliteApiError &&
        error.message.includes(`PGlite ${pinned} lacks _runExclusiveQuery`) &&
        error.message.includes('IRR_PGLITE_PREPARED=0'),
    );
  });

  test('an answer read wrongly refuses the start instead of serving wrong rows', async () => {
    await assertPreparedAnswers(async () => ({ rows: [{ n: 42, t: 'ok' }] }));
    await assert.rejects(
      assertPreparedAnswers(async () => ({ rows: [{ n: '42', t: 'ok' }] })),
      PgliteApiError,
    );
  });
});
