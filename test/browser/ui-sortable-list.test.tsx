import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { SortableList } from '../../src/ui/sortable-list';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { press } from './support/real-input';

interface Step {
  id: number;
  name: string;
}
const STEPS: Step[] = [
  { id: 1, name: '注水' },
  { id: 2, name: '施肥A' },
  { id: 3, name: '施肥B' },
  { id: 4, name: '冲洗' },
];
let mounted: Mounted | null = null;
let orders: string[][] = [];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const names = () => [...mounted!.shadow.querySelectorAll('li > span')].map((s) => s.textContent);
const handle = (name: string) => $<HTMLButtonElement>(`button[aria-label="移动 ${name}"]`)!;
const live = () => $('[aria-live="polite"]')!.textContent;

function List() {
  const [items, setItems] = useState(STEPS);
  return (
    <SortableList
      items={items}
      itemKey={(s) => s.id}
      itemLabel={(s) => s.name}
      label="模板步骤"
      onChange={(next) => {
        orders.push(next.map((s) => s.name));
        setItems(next);
      }}
    />
  );
}

async function mount(): Promise<void> {
  mounted = mountInShadow(<List />);
  await waitUntil(() => $('li'), 'the list renders');
}

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

describe('drag-to-reorder list', () => {
  beforeEach(() => {
    orders = [];
  });
  afterEach(async () => {
    mounted?.unmount();
    mounted = null;
    await resetMouse();
  });

  it('passes an accessibility audit, also while an item is picked up', async () => {
    await mount();
    await expect(mounted!.host).to.be.accessible();
    handle('施肥A').focus();
    await press(' ');
    await waitUntil(() => handle('施肥A').getAttribute('aria-pressed') === 'true');
    await expect(mounted!.host).to.be.accessible();
  });

  it('labels the list and each handle, and describes the keys', async () => {
    await mount();
    expect($('ul')!.getAttribute('aria-label')).to.equal('模板步骤');
    expect(names()).to.deep.equal(['注水', '施肥A', '施肥B', '冲洗']);
    const described = mounted!.shadow.getElementById(handle('冲洗').getAttribute('aria-describedby')!);
    expect(described!.textContent).to.contain('空格');
  });

  it('reorders by keyboard: Space picks up, arrows move, Space drops, each step announced', async () => {
    await mount();
    handle('注水').focus();
    await press(' ');
    await waitUntil(() => live() === '已拿起 注水，位置 1/4');
    await press('ArrowDown');
    await waitUntil(() => live() === '注水 移动到位置 2/4');
    await press('ArrowDown');
    await waitUntil(() => names()[2] === '注水');
    expect(mounted!.shadow.activeElement, 'the focus stays on the moved handle').to.equal(handle('注水'));
    expect(orders, 'nothing changes before the drop').to.deep.equal([]);
    await press(' ');
    await waitUntil(() => orders.length === 1);
    expect(orders[0]).to.deep.equal(['施肥A', '施肥B', '注水', '冲洗']);
    expect(live()).to.equal('注水 已放下，位置 3/4');
    expect(handle('注水').getAttribute('aria-pressed')).to.equal('false');
  });

  it('Escape puts the item back where it was', async () => {
    await mount();
    handle('冲洗').focus();
    await press('Enter');
    await press('ArrowUp');
    await press('ArrowUp');
    await waitUntil(() => names()[1] === '冲洗');
    await press('Escape');
    await waitUntil(() => names()[3] === '冲洗');
    expect(live()).to.equal('已取消移动 冲洗');
    expect(orders).to.deep.equal([]);
  });

  it('reorders by dragging a handle with the mouse', async () => {
    await mount();
    const [x, y] = centre(handle('注水'));
    const target = mounted!.shadow.querySelectorAll('li')[2]!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await waitUntil(() => handle('注水').getAttribute('aria-pressed') === 'true');
    for (const step of [0.3, 0.6, 1]) {
      await sendMouse({ type: 'move', position: [x, Math.round(y + (target.bottom - 4 - y) * step)] });
    }
    await waitUntil(() => names()[2] === '注水', 'the row follows the pointer');
    await sendMouse({ type: 'up' });
    await waitUntil(() => orders.length === 1);
    expect(orders[0]).to.deep.equal(['施肥A', '施肥B', '注水', '冲洗']);
  });
});
