import { expect, waitUntil } from '@open-wc/testing';
import { Sparkline, sparklineMarks } from '../../src/ui/sparkline';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { freshSession } from './support/test-session';

let mounted: Mounted | null = null;
const $ = <T extends Element = Element>(selector: string) => mounted!.shadow.querySelector<T>(selector);

describe('sparkline', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('spreads the values over the box, the lowest at the bottom, and breaks the line at a gap', () => {
    const { path, dots } = sparklineMarks([1, 3, null, 2, 2], 100, 20, 0);
    expect(path).to.equal('M0 20 L25 0 M75 10 L100 10');
    expect(dots).to.deep.equal([]);
  });

  it('draws a value with no neighbour as a dot, and equal values in the middle', () => {
    expect(sparklineMarks([null, 5, null, null], 30, 20, 0)).to.deep.equal({ path: '', dots: [{ x: 10, y: 10 }] });
    expect(sparklineMarks([null, null], 30, 20)).to.deep.equal({ path: '', dots: [] });
  });

  it('names what it shows, and marks no data as such', async () => {
    mounted = mountInShadow(
      <p>
        <Sparkline values={[1.5, 2, null, 2.5]} label="近24小时水位，最新 2.50 m" />
        <Sparkline values={[null, null, null]} label="近24小时水位：无数据" />
      </p>,
    );
    await waitUntil(() => $('svg[data-empty]'), 'both drawn');
    const drawn = $('svg:not([data-empty])')!;
    expect(drawn.getAttribute('role')).to.equal('img');
    expect(drawn.querySelector('path')!.getAttribute('d')).to.equal('M2 22 L32.7 12');
    expect(drawn.querySelector('circle')!.getAttribute('cx'), 'the lone last value').to.equal('94');
    const empty = $('svg[data-empty]')!;
    expect(empty.querySelector('path, circle')).to.equal(null);
    expect(empty.querySelector('line')).not.to.equal(null);
    await expect(mounted.host).to.be.accessible();
  });
});
