import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { periodEndAfter, periodStartOf } from '../../../server/money/settlement-periods';

/** A China Standard Time wall clock as the instant it names. */
const cst = (text: string) => new Date(`${text}+08:00`);
const iso = (d: Date) => d.toISOString();

describe('settlement periods in China Standard Time', () => {
  test("a day runs from 00:00 to 00:00 China time, whatever the instant's UTC date", () => {
    // 2026-03-01 07:59 in China is still 2026-02-28 in UTC
    assert.equal(iso(periodStartOf('daily', cst('2026-03-01T07:59:00'))), iso(cst('2026-03-01T00:00:00')));
    assert.equal(iso(periodStartOf('daily', cst('2026-02-28T23:59:59.999'))), iso(cst('2026-02-28T00:00:00')));
    assert.equal(iso(periodEndAfter('daily', cst('2026-02-28T00:00:00'))), iso(cst('2026-03-01T00:00:00')));
    assert.equal(iso(periodEndAfter('daily', cst('2028-02-28T10:00:00'))), iso(cst('2028-02-29T00:00:00')), 'a leap day is a period');
  });

  test('a week starts on Monday 00:00', () => {
    // 2026-11-26 is a Thursday; 2026-11-23 the Monday before it
    assert.equal(iso(periodStartOf('weekly', cst('2026-11-26T12:00:00'))), iso(cst('2026-11-23T00:00:00')));
    assert.equal(iso(periodStartOf('weekly', cst('2026-11-23T00:00:00'))), iso(cst('2026-11-23T00:00:00')));
    assert.equal(
      iso(periodStartOf('weekly', cst('2026-11-22T23:59:59'))),
      iso(cst('2026-11-16T00:00:00')),
      'Sunday belongs to the week before',
    );
    assert.equal(iso(periodEndAfter('weekly', cst('2026-12-30T08:00:00'))), iso(cst('2027-01-04T00:00:00')), 'across the new year');
  });

  test('a month is a calendar month: month ends, leap years, December', () => {
    assert.equal(iso(periodEndAfter('monthly', cst('2028-02-01T00:00:00'))), iso(cst('2028-03-01T00:00:00')));
    assert.equal(iso(periodStartOf('monthly', cst('2028-02-29T23:59:59'))), iso(cst('2028-02-01T00:00:00')));
    assert.equal(iso(periodEndAfter('monthly', cst('2027-02-10T00:00:00'))), iso(cst('2027-03-01T00:00:00')));
    assert.equal(iso(periodEndAfter('monthly', cst('2026-12-31T23:00:00'))), iso(cst('2027-01-01T00:00:00')));
    assert.equal(iso(periodStartOf('monthly', cst('2027-01-01T00:00:00'))), iso(cst('2027-01-01T00:00:00')));
    assert.equal(
      iso(periodEndAfter('monthly', cst('2026-01-31T12:00:00'))),
      iso(cst('2026-02-01T00:00:00')),
      'the 31st does not skip February',
    );
  });

  test("real time settles each hour; a start inside a period ends at that period's end", () => {
    assert.equal(iso(periodStartOf('really', cst('2026-11-26T09:59:59'))), iso(cst('2026-11-26T09:00:00')));
    assert.equal(iso(periodEndAfter('really', cst('2026-11-26T09:15:00'))), iso(cst('2026-11-26T10:00:00')));
    assert.equal(iso(periodEndAfter('daily', cst('2026-11-26T15:30:00'))), iso(cst('2026-11-27T00:00:00')));
  });

  test('periods chain without gaps or overlaps over a leap year in every way', () => {
    for (const way of ['really', 'daily', 'weekly', 'monthly'] as const) {
      let start = periodStartOf(way, cst('2027-12-20T05:00:00'));
      for (let i = 0; i < (way === 'really' ? 24 * 80 : 80); i += 1) {
        const end = periodEndAfter(way, start);
        assert.ok(end > start, way);
        assert.equal(iso(periodStartOf(way, end)), iso(end), `${way}: a period ends where the next starts`);
        assert.equal(iso(periodStartOf(way, new Date(end.getTime() - 1))), iso(start), `${way}: the last instant belongs to it`);
        start = end;
      }
    }
  });
});
