import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Dialog, type DialogState } from '../../src/ui/dialog';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press, type } from './support/real-input';
import { freshSession } from './support/test-session';

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];
const dialogs = () => $$('[role="dialog"]');
const button = (scope: ParentNode, name: string) => scope.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const active = () => mounted!.shadow.activeElement;

function Harness({ titles = ['编辑阀门'], states }: { titles?: string[]; states?: DialogState[] }) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <main>
      {titles.map((title) => (
        <div key={title}>
          <button type="button" onClick={() => setOpen((o) => ({ ...o, [title]: true }))}>
            打开{title}
          </button>
          <Dialog
            open={open[title] === true}
            title={title}
            onClose={() => setOpen((o) => ({ ...o, [title]: false }))}
            onStateChange={(s) => states?.push(s)}
            footer={<button type="button">保存</button>}
          >
            <label>
              名称 <input name="name" />
            </label>
          </Dialog>
        </div>
      ))}
    </main>
  );
}

async function mount(node: Parameters<typeof mountInShadow>[0]) {
  mounted = mountInShadow(node);
  await waitUntil(() => $('button'), 'rendered');
}

async function openDialog(title: string) {
  const opener = $$<HTMLButtonElement>('main button').find((b) => b.textContent === `打开${title}`)!;
  await click(opener);
  await waitUntil(() => dialogs().some((d) => d.textContent?.includes(title)), `dialog ${title}`);
  return { opener, dialog: dialogs().find((d) => d.querySelector('h2')!.textContent === title)! };
}

describe('dialog', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('is accessible open and minimised', async () => {
    await mount(<Harness />);
    const { dialog } = await openDialog('编辑阀门');
    await expect(mounted!.host).to.be.accessible();
    await click(button(dialog, '最小化'));
    await waitUntil(() => dialog.getAttribute('aria-modal') === 'false');
    await expect(mounted!.host).to.be.accessible();
  });

  it('opens modal, labelled by its title, focus inside, Tab wraps, Escape closes and focus returns', async () => {
    const states: DialogState[] = [];
    await mount(<Harness states={states} />);
    const { opener, dialog } = await openDialog('编辑阀门');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(mounted!.shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('编辑阀门');
    expect($('.irr-dialog-backdrop')).to.not.equal(null);
    for (const name of ['最小化', '最大化', '关闭']) expect(button(dialog, name), name).to.not.equal(null);
    await waitUntil(() => active()?.getAttribute('name') === 'name', 'focus on the first field');
    await type('阀门一');
    await press('Tab');
    expect(active()!.textContent).to.equal('保存');
    await press('Tab');
    expect(active(), 'wrapped to the first control').to.equal(button(dialog, '最小化'));
    await sendKeys({ down: 'Shift' });
    await press('Tab');
    await sendKeys({ up: 'Shift' });
    expect(active()!.textContent).to.equal('保存');
    await press('Escape');
    await waitUntil(() => dialogs().length === 0, 'closed by Escape');
    expect(active()).to.equal(opener);
    expect(states).to.deep.equal(['open', 'closed']);
  });

  it('maximises to the full viewport and restores', async () => {
    const states: DialogState[] = [];
    await mount(<Harness states={states} />);
    const { dialog } = await openDialog('编辑阀门');
    expect(dialog.getBoundingClientRect().width).to.equal(520);
    await click(button(dialog, '最大化'));
    await waitUntil(() => dialog.dataset.state === 'maximised');
    const box = dialog.getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
    await click(button(dialog, '还原'));
    await waitUntil(() => dialog.getBoundingClientRect().width === 520);
    expect(states).to.deep.equal(['open', 'maximised', 'open']);
  });

  it('minimises to a bar at the bottom left that keeps its content; several bars line up; close from the bar', async () => {
    await mount(<Harness titles={['阀门A', '阀门B']} />);
    const a = await openDialog('阀门A');
    await waitUntil(() => active()?.getAttribute('name') === 'name');
    await type('半填写');
    await click(button(a.dialog, '最小化'));
    await waitUntil(() => a.dialog.dataset.state === 'minimised');
    expect(active(), 'focus back to the opener').to.equal(a.opener);
    expect($('.irr-dialog-backdrop')).to.equal(null);
    const barA = a.dialog.getBoundingClientRect();
    expect(barA.left).to.equal(8);
    expect(barA.bottom).to.equal(innerHeight - 8);
    expect(barA.height).to.be.below(60);
    expect(a.dialog.querySelector<HTMLElement>('[data-dialog-body]')!.hidden).to.equal(true);

    const b = await openDialog('阀门B');
    await click(button(b.dialog, '最小化'));
    await waitUntil(() => b.dialog.dataset.state === 'minimised');
    const barB = b.dialog.getBoundingClientRect();
    expect(barB.left).to.be.above(barA.right);
    expect(barB.bottom).to.equal(barA.bottom);

    await click(button(a.dialog, '还原'));
    await waitUntil(() => a.dialog.dataset.state === 'open');
    expect(a.dialog.querySelector<HTMLInputElement>('input')!.value, 'content kept').to.equal('半填写');
    await waitUntil(() => b.dialog.getBoundingClientRect().left === 8, 'B moves to the first slot');
    await click(button(b.dialog, '关闭'));
    await waitUntil(() => dialogs().length === 1);
  });
});
