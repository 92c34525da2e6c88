import { expect } from '@open-wc/testing';
import type uPlot from 'uplot';
import { timeTicks } from '../../src/features/well-curve/curve-options';

const at = (iso: string) => Date.parse(iso) / 1000;
const ticks = (isos: string[], incr: number) => timeTicks({} as uPlot, isos.map(at), 0, 0, incr);

describe('the curve time axis: 24-hour China time, whatever the browser zone', () => {
  it('hours with the date on the first tick and where a day starts', () => {
    // 2026-11-29 22:00 and 23:00, 2026-11-30 00:00 and 01:00 in China (UTC+8)
    expect(ticks(['2026-11-29T14:00:00Z', '2026-11-29T15:00:00Z', '2026-11-29T16:00:00Z', '2026-11-29T17:00:00Z'], 3600)).to.deep.equal([
      '11-29 22:00',
      '23:00',
      '11-30 00:00',
      '01:00',
    ]);
  });

  it('ticks under a minute apart with their seconds (after the first, which says the day)', () => {
    expect(ticks(['2026-11-29T11:26:00Z', '2026-11-29T11:26:10Z', '2026-11-29T11:26:20Z'], 10)).to.deep.equal([
      '11-29 19:26',
      '19:26:10',
      '19:26:20',
    ]);
  });

  it('days as month-day, months as year-month', () => {
    expect(ticks(['2026-11-28T16:00:00Z', '2026-11-29T16:00:00Z'], 86_400)).to.deep.equal(['11-29', '11-30']);
    expect(ticks(['2026-10-31T16:00:00Z', '2026-11-30T16:00:00Z'], 30 * 86_400)).to.deep.equal(['2026-11', '2026-12']);
  });
});
