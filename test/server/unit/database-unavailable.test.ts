import assert from 'node:assert/strict';
import { test } from 'node:test';
import { databaseUnavailable } from '../../../server/db/errors';

test('a lost or refused database connection is told apart from a failing query', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  for (const error of [withCode('08006'), withCode('57P01'), withCode('ECONNREFUSED'), new Error('Connection terminated unexpectedly')]) {
    assert.equal(databaseUnavailable(error), true, String((error as { code?: string }).code ?? error.message));
  }
  for (const error of [withCode('23505'), withCode('42P01'), new Error('syntax error'), null, 'text']) {
    assert.equal(databaseUnavailable(error), false, String(error));
  }
});
