import { expect, waitUntil } from '@open-wc/testing';
import { SignalStrength, type SignalIntensity } from '../../src/ui/signal';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { freshSession } from './support/test-session';

let mounted: Mounted | null = null;
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];

async function mount(node: Parameters<typeof mountInShadow>[0]) {
  mounted = mountInShadow(node);
  await waitUntil(() => $$('.irr-signal').length > 0);
}

describe('signal strength', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('is accessible in every state', async () => {
    await mount(
      <p>
        {(['ZERO', 'LOW', 'MEDIUM', 'HIGH'] as const).map((s) => (
          <SignalStrength key={s} sig={12.34} sigIntensity={s} />
        ))}
        <SignalStrength isOnline={false} />
      </p>,
    );
    await expect(mounted!.host).to.be.accessible();
  });

  it('defaults to online, no value, ZERO', async () => {
    await mount(<SignalStrength />);
    const signal = $$('[role="img"]')[0]!;
    expect(signal.getAttribute('aria-label')).to.equal('信号无信号，强度 -');
    expect($$('[data-lit]')).to.have.length(0);
  });

  const cases: [SignalIntensity, number, string][] = [
    ['ZERO', 0, '无信号'],
    ['LOW', 1, '弱'],
    ['MEDIUM', 2, '中'],
    ['HIGH', 3, '强'],
  ];
  for (const [intensity, bars, text] of cases) {
    it(`shows ${intensity} as ${bars} lit bars, the value with 1 decimal and the text ${text}`, async () => {
      await mount(<SignalStrength sig={23.456} sigIntensity={intensity} />);
      const signal = $$('[role="img"]')[0]!;
      expect(signal.getAttribute('aria-label')).to.equal(`信号${text}，强度 23.5`);
      expect($$('.irr-signal-bar')).to.have.length(3);
      expect($$('.irr-signal-bar[data-lit]')).to.have.length(bars);
      expect(signal.querySelector('.irr-signal-text')!.textContent).to.equal('23.5');
      const colours = new Set($$('.irr-signal-bar[data-lit]').map((b) => getComputedStyle(b).backgroundColor));
      expect(colours.size).to.be.at.most(1);
    });
  }

  it('shows an offline device as 离线 without bars', async () => {
    await mount(<SignalStrength isOnline={false} sig={30} sigIntensity="HIGH" />);
    expect($$('[role="img"]')[0]!.getAttribute('aria-label')).to.equal('离线');
    expect($$('.irr-signal-bar[data-lit]')).to.have.length(0);
    expect($$('.irr-signal-text')[0]!.textContent).to.equal('离线');
  });

  it('shows the value with exactly one decimal', async () => {
    const values = [20, 1.45, 0.04, Number.NaN];
    await mount(
      <p>
        {values.map((v) => (
          <SignalStrength key={v} sig={v} sigIntensity="LOW" />
        ))}
      </p>,
    );
    expect($$('.irr-signal-text').map((t) => t.textContent)).to.deep.equal(['20.0', '1.5', '0.0', '-']);
  });
});
