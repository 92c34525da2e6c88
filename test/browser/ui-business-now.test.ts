import { expect } from '@open-wc/testing';
import { businessNow, currentMonthRange } from '../../src/ui/date-range';

/** The merchants' wall clock at `at`, read by the browser's own time-zone database (an independent oracle). */
function shanghaiFields(at: number): number[] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute')];
}

const localFields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

describe('business clock (China Standard Time) in this browser; other zones: test/server/unit/business-now.test.ts', () => {
  it('reads the Shanghai wall clock at instants around day, month and year ends', () => {
    const instants = [
      Date.UTC(2026, 10, 30, 15, 59),
      Date.UTC(2026, 10, 30, 16, 0),
      Date.UTC(2026, 10, 30, 23, 30),
      Date.UTC(2026, 11, 31, 16, 0),
      Date.UTC(2027, 1, 28, 16, 1),
      Date.UTC(2026, 5, 15, 3, 7),
      Date.now(),
    ];
    for (const at of instants) expect(localFields(businessNow(at)), new Date(at).toISOString()).to.deep.equal(shanghaiFields(at));
  });

  it("this month is the server's: the last UTC evening of November is already December in China", () => {
    expect(currentMonthRange(businessNow(Date.UTC(2026, 10, 30, 17, 0)))).to.deep.equal({
      start: '2026-12-01 00:00:00',
      end: '2026-12-31 23:59:59',
    });
    expect(currentMonthRange(businessNow(Date.UTC(2026, 10, 30, 15, 0)))).to.deep.equal({
      start: '2026-11-01 00:00:00',
      end: '2026-11-30 23:59:59',
    });
  });
});
