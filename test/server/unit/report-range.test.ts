import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BusinessError } from '../../../server/http/business-error';
import { parseDateTime } from '../../../server/http/format';
import { bucketsOf, monthEnd, reportRange, split } from '../../../server/routes/money/report-range';

const at = (text: string) => parseDateTime(text)!;
const refusedWith = (fn: () => unknown, message: string) =>
  assert.throws(fn, (e: unknown) => e instanceof BusinessError && e.message === message);

describe("report ranges (China calendar days, whatever the server's zone)", () => {
  test('the default is the current month of China time, also in the first and last hours of a day', () => {
    // 2026-02-28 23:30 in China is still February; 2026-03-01 00:10 is March, though UTC says February
    assert.deepEqual(reportRange({}, 'day', at('2026-02-28 23:30:00')), {
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
      months: { first: '2026-02-01', last: '2026-02-01' },
      edges: [],
    });
    assert.equal(reportRange({}, 'day', at('2026-03-01 00:10:00')).firstDay, '2026-03-01');
    assert.equal(reportRange({}, 'place', at('2028-02-10 12:00:00')).lastDay, '2028-02-29', 'a leap February');
    assert.equal(
      reportRange({ startTime: '2026-05-20 10:00:00' }, 'day', at('2026-11-01 00:00:00')).lastDay,
      '2026-05-31',
      'one end alone: its month',
    );
    assert.equal(reportRange({ endTime: '2026-05-20 10:00:00' }, 'day', at('2026-11-01 00:00:00')).firstDay, '2026-05-01');
  });

  test('a range counts the whole days that hold its ends; month and farmer whole months', () => {
    const r = reportRange({ startTime: '2026-01-15 08:00:00', endTime: '2026-04-10 00:00:01' }, 'well', at('2026-11-01 00:00:00'));
    assert.deepEqual(r, {
      firstDay: '2026-01-15',
      lastDay: '2026-04-10',
      months: { first: '2026-02-01', last: '2026-03-01' },
      edges: [
        { first: '2026-01-15', last: '2026-01-31' },
        { first: '2026-04-01', last: '2026-04-10' },
      ],
    });
    const m = reportRange({ startTime: '2026-01-15 08:00:00', endTime: '2026-04-10 00:00:01' }, 'month', at('2026-11-01 00:00:00'));
    assert.deepEqual([m.firstDay, m.lastDay, m.edges], ['2026-01-01', '2026-04-30', []]);
    const f = reportRange({ startTime: '2024-02-03 00:00:00', endTime: '2024-02-03 00:00:00' }, 'farmer', at('2026-11-01 00:00:00'));
    assert.deepEqual([f.firstDay, f.lastDay], ['2024-02-01', '2024-02-29']);
  });

  test('split: whole months and the days around them cover the range once, without gap or overlap', () => {
    const days = (first: string, last: string) => bucketsOf(first, last, false);
    for (const [first, last] of [
      ['2025-12-31', '2026-01-01'],
      ['2026-01-01', '2026-12-31'],
      ['2026-02-10', '2026-02-20'],
      ['2024-02-29', '2025-02-28'],
      ['2026-03-31', '2026-05-01'],
    ] as const) {
      const r = split(first, last);
      const covered = [
        ...(r.months ? bucketsOf(r.months.first, r.months.last, true).flatMap((m) => days(m, monthEnd(m))) : []),
        ...r.edges.flatMap((e) => days(e.first, e.last)),
      ].sort();
      assert.deepEqual(covered, days(first, last), `${first}..${last}`);
    }
  });

  test('refusals: a reversed range, and more than 366 days', () => {
    const now = at('2026-11-01 00:00:00');
    refusedWith(
      () => reportRange({ startTime: '2026-03-02 00:00:00', endTime: '2026-03-01 23:59:59' }, 'day', now),
      '开始时间不能晚于结束时间',
    );
    refusedWith(
      () => reportRange({ startTime: '2025-01-01 00:00:00', endTime: '2026-01-02 00:00:00' }, 'place', now),
      '统计时间范围不能超过366天',
    );
    assert.equal(
      reportRange({ startTime: '2024-01-01 00:00:00', endTime: '2024-12-31 23:59:59' }, 'day', now).lastDay,
      '2024-12-31',
      'a leap year is 366 days',
    );
  });
});
