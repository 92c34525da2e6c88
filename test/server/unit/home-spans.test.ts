import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { comparedSpans, sameDayLastMonth } from '../../../server/routes/business/home-spans';

describe('the home page compares today with (home-spans.ts)', () => {
  test('the same day of the month before, or its last day when it is shorter; January goes back a year', () => {
    assert.equal(sameDayLastMonth('2026-11-29'), '2026-10-29');
    assert.equal(sameDayLastMonth('2026-03-31'), '2026-02-28');
    assert.equal(sameDayLastMonth('2028-03-31'), '2028-02-29');
    assert.equal(sameDayLastMonth('2026-05-31'), '2026-04-30');
    assert.equal(sameDayLastMonth('2026-01-15'), '2025-12-15');
    assert.equal(sameDayLastMonth('2026-03-01'), '2026-02-01');
  });

  test("yesterday's and that day's hours from 00:00 up to now's time of day, China Standard Time", () => {
    // 2026-03-31 09:30:15 in China
    const now = new Date('2026-03-31T01:30:15Z');
    assert.deepEqual(comparedSpans(now), {
      yesterday: { from: new Date('2026-03-29T16:00:00Z'), to: new Date('2026-03-30T01:30:15Z') },
      lastMonth: { from: new Date('2026-02-27T16:00:00Z'), to: new Date('2026-02-28T01:30:15Z') },
    });
    // at 00:00:00 the spans are empty
    const midnight = comparedSpans(new Date('2026-11-28T16:00:00Z'));
    assert.equal(midnight.yesterday.to.getTime(), midnight.yesterday.from.getTime());
    assert.equal(midnight.lastMonth.from.toISOString(), '2026-10-28T16:00:00.000Z');
  });
});
