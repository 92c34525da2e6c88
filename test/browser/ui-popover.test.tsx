import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { Popover } from '../../src/ui/popover';
import { containsDeep, deepActiveElement, eventTarget } from '../../src/ui/popover/shadow-dom';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press } from './support/real-input';
import { freshSession } from './support/test-session';

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const panel = () => $('[role="dialog"]');

async function mount(node: Parameters<typeof mountInShadow>[0]): Promise<Mounted> {
  mounted = mountInShadow(node);
  await waitUntil(() => $('button'), 'rendered');
  return mounted;
}

function Harness({ onChange }: { onChange?: (open: boolean) => void }) {
  const [count, setCount] = useState(0);
  return (
    <div style={{ padding: '40px' }}>
      <Popover
        label="筛选面板"
        onOpenChange={onChange}
        trigger={(p) => (
          <button type="button" {...p}>
            打开筛选
          </button>
        )}
      >
        <button type="button" onClick={() => setCount(count + 1)}>
          面板按钮 {count}
        </button>
      </Popover>
      <p style={{ marginTop: '200px' }}>
        <button type="button">外部按钮</button>
      </p>
    </div>
  );
}

describe('popover in a shadow root', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('is accessible open and closed', async () => {
    await mount(<Harness />);
    await expect(mounted!.host).to.be.accessible();
    await click($('button')!);
    await waitUntil(() => panel());
    await expect(mounted!.host).to.be.accessible();
  });

  it('opens inside the same shadow root, under its trigger, with focus inside; labelled and linked', async () => {
    await mount(<Harness />);
    const trigger = $<HTMLButtonElement>('button')!;
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
    await click(trigger);
    await waitUntil(() => panel() && getComputedStyle(panel()!).visibility === 'visible', 'positioned');
    expect(document.body.querySelector('.irr-popover'), 'not in the light DOM').to.equal(null);
    expect(panel()!.getAttribute('aria-label')).to.equal('筛选面板');
    expect(trigger.getAttribute('aria-controls')).to.equal(panel()!.id);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    const t = trigger.getBoundingClientRect();
    const p = panel()!.getBoundingClientRect();
    expect(p.top).to.be.closeTo(t.bottom + 4, 1);
    expect(p.left).to.be.closeTo(t.left, 1);
    await waitUntil(() => mounted!.shadow.activeElement?.textContent?.startsWith('面板按钮'), 'focus moved in');
  });

  it('stays open on a press inside, closes on a press outside', async () => {
    const changes: boolean[] = [];
    await mount(<Harness onChange={(open) => changes.push(open)} />);
    await click($('button')!);
    await waitUntil(() => panel());
    await click(panel()!.querySelector('button')!);
    await waitUntil(() => panel()!.textContent === '面板按钮 1');
    expect(panel()).to.not.equal(null);
    const outside = [...mounted!.shadow.querySelectorAll('button')].find((b) => b.textContent === '外部按钮')!;
    await click(outside);
    await waitUntil(() => panel() === null, 'closed by the outside press');
    expect(changes).to.deep.equal([true, false]);
  });

  it('closes on Escape and gives focus back to its trigger; Tab out closes too', async () => {
    await mount(<Harness />);
    const trigger = $<HTMLButtonElement>('button')!;
    await click(trigger);
    await waitUntil(() => panel() && mounted!.shadow.activeElement !== trigger);
    await press('Escape');
    await waitUntil(() => panel() === null, 'closed by Escape');
    expect(mounted!.shadow.activeElement).to.equal(trigger);
    await press('Enter');
    await waitUntil(() => panel());
    await waitUntil(() => mounted!.shadow.activeElement?.textContent?.startsWith('面板按钮'));
    await press('Tab');
    await waitUntil(() => panel() === null, 'closed when focus left');
    expect(mounted!.shadow.activeElement?.textContent, 'Tab continues after the trigger').to.equal('外部按钮');
  });

  it('shadow-dom helpers see through the shadow boundary', async () => {
    await mount(
      <button type="button" id="deep">
        深处
      </button>,
    );
    const deep = $<HTMLButtonElement>('#deep')!;
    deep.focus();
    expect(document.activeElement).to.equal(mounted!.host);
    expect(deepActiveElement()).to.equal(deep);
    expect(containsDeep(mounted!.host, deep)).to.equal(true);
    expect(mounted!.host.contains(deep)).to.equal(false);
    const seen = new Promise<EventTarget | null>((resolve) =>
      document.addEventListener('click', (e) => resolve(eventTarget(e)), { once: true }),
    );
    await click(deep);
    expect(await seen).to.equal(deep);
  });
});
