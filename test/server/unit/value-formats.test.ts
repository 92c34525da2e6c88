import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toCount } from '../../../server/db/count';
import { fenToYuan, formatDateTime, parseDateTime, yuanToFen } from '../../../server/http/format';
import { clampPage } from '../../../server/http/paging';
import { redactUrl } from '../../../server/http/request-log';

describe('value formats', () => {
  test('count is a number on both engines', () => {
    assert.equal(toCount(3), 3);
    assert.equal(toCount('3000'), 3000);
    assert.equal(toCount(5n), 5);
    assert.equal(toCount(null), 0);
    assert.throws(() => toCount('x'));
  });

  test('page sizes are clamped', () => {
    assert.deepEqual(clampPage({}), { page: 1, size: 10, offset: 0 });
    assert.deepEqual(clampPage({ page: 3, size: 20 }), { page: 3, size: 20, offset: 40 });
    assert.equal(clampPage({ size: 100_000 }).size, 50);
    assert.equal(clampPage({ size: 25 }).size, 20);
    assert.equal(clampPage({ size: 1 }).size, 10);
    assert.equal(clampPage({ page: 0 }).page, 1);
    assert.equal(clampPage({ page: 1.5 }).page, 1);
  });

  test('times and money in the API formats', () => {
    const d = new Date('2026-01-31T16:30:05Z');
    assert.equal(formatDateTime(d), '2026-02-01 00:30:05');
    assert.equal(parseDateTime('2026-02-01 00:30:05')?.getTime(), d.getTime());
    assert.equal(parseDateTime('2026-02-30 00:00:00'), undefined);
    assert.equal(parseDateTime('2026-02-01T00:30:05'), undefined);
    assert.equal(fenToYuan(12345), 123.45);
    assert.equal(yuanToFen(123.45), 12345);
    assert.equal(yuanToFen(0.1 + 0.2), 30);
    assert.equal(yuanToFen(1.234), undefined);
  });

  test('log URLs hide secrets in the query', () => {
    assert.equal(redactUrl('/cpi/a?paramCd=x&access_token=abc&password=p'), '/cpi/a?paramCd=x&access_token=***&password=***');
    assert.equal(redactUrl('/cpi/a'), '/cpi/a');
  });
});
