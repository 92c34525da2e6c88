import { expect, waitUntil } from '@open-wc/testing';
import { DropdownSearchTable } from '../../src/ui/dropdown-search-table';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, fill, press } from './support/real-input';
import { heldTimers } from './support/held-timers';
import { freshSession } from './support/test-session';

interface Equip {
  id: number;
  code: string;
  name: string;
}

const equips: Equip[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  code: `FE-${String(i + 1).padStart(3, '0')}`,
  name: `水肥机${i + 1}`,
}));

/** A debounce no other timer of the page uses, so that only it is held. */
const HELD_DEBOUNCE_MS = 57;

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];
const input = () => $<HTMLInputElement>('input[role="combobox"]')!;
const panel = () => $('[role="listbox"]');
const options = () => $$('[role="option"]');

async function mount(onSelect: (row: Equip) => void = () => {}, debounceMs = 50) {
  const searches: string[] = [];
  mounted = mountInShadow(
    <div>
      <DropdownSearchTable
        label="选择设备"
        debounceMs={debounceMs}
        columns={[
          { key: 'code', title: '编号' },
          { key: 'name', title: '名称' },
        ]}
        search={async (keyword) => {
          searches.push(keyword);
          return equips.filter((e) => e.code.includes(keyword) || e.name.includes(keyword));
        }}
        display={(row) => row.name}
        onSelect={onSelect}
      />
      <p style={{ marginTop: '320px' }}>页面其他内容</p>
    </div>,
  );
  await waitUntil(() => input(), 'rendered');
  return searches;
}

describe('dropdown search table', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('is accessible closed and open', async () => {
    await mount();
    await expect(mounted!.host).to.be.accessible();
    await fill(input(), '水肥机1');
    await waitUntil(() => panel());
    await expect(mounted!.host).to.be.accessible();
  });

  it('is a labelled combobox; typing shows a 200 px table of results under it', async () => {
    // the pause is run by the test: typed under load, keys may come more than a debounce apart
    const debounce = heldTimers(HELD_DEBOUNCE_MS);
    try {
      const searches = await mount(undefined, HELD_DEBOUNCE_MS);
      expect(input().getAttribute('aria-expanded')).to.equal('false');
      expect(mounted!.shadow.querySelector(`label[for="${input().id}"]`)!.textContent).to.equal('选择设备');
      await fill(input(), 'FE-00');
      expect(searches, 'nothing while typing').to.deep.equal([]);
      expect(debounce.pending(), 'each key restarts the pause').to.equal(1);
      debounce.fire();
      await waitUntil(() => panel(), 'results');
      expect(searches).to.deep.equal(['FE-00'], 'one search after the pause');
    } finally {
      debounce.restore();
    }
    expect(input().getAttribute('aria-expanded')).to.equal('true');
    expect(input().getAttribute('aria-controls')).to.equal(panel()!.id);
    await waitUntil(() => getComputedStyle(panel()!).visibility === 'visible');
    const box = panel()!.getBoundingClientRect();
    expect(box.height).to.equal(200);
    expect(box.top).to.be.closeTo(input().getBoundingClientRect().bottom + 4, 1);
    expect(options()).to.have.length(9);
    expect(panel()!.scrollHeight, 'scrolls inside').to.be.above(200);
  });

  it('selects with ArrowDown and Enter, fires onSelect and shows the choice', async () => {
    const chosen: Equip[] = [];
    await mount((row) => chosen.push(row));
    await fill(input(), '水肥机2');
    await waitUntil(() => options().length === 11);
    expect(input().getAttribute('aria-activedescendant')).to.equal(options()[0]!.id);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(options()[2]!.getAttribute('aria-selected')).to.equal('true');
    expect(input().getAttribute('aria-activedescendant')).to.equal(options()[2]!.id);
    await press('ArrowUp');
    await press('Enter');
    await waitUntil(() => panel() === null, 'closed after choosing');
    expect(chosen.map((r) => r.name)).to.deep.equal(['水肥机20']);
    expect(input().value).to.equal('水肥机20');
    await press('ArrowDown');
    await waitUntil(() => panel(), 'ArrowDown opens the last results again');
    await press('Escape');
    await waitUntil(() => panel() === null, 'Escape closes');
    expect(mounted!.shadow.activeElement).to.equal(input());
  });

  it('selects with a click; a press outside closes', async () => {
    const chosen: Equip[] = [];
    await mount((row) => chosen.push(row));
    await fill(input(), 'FE-01');
    await waitUntil(() => options().length === 10);
    await waitUntil(() => getComputedStyle(panel()!).visibility === 'visible');
    await click(options()[3]!);
    await waitUntil(() => panel() === null);
    expect(chosen.map((r) => r.code)).to.deep.equal(['FE-013']);
    await fill(input(), '3');
    await waitUntil(() => panel());
    await click($('p')!);
    await waitUntil(() => panel() === null, 'outside press closes');
  });

  it('says when nothing matches', async () => {
    await mount();
    await fill(input(), '不存在');
    await waitUntil(() => panel());
    expect(options()[0]!.textContent).to.equal('无匹配结果');
    expect(options()[0]!.getAttribute('aria-disabled')).to.equal('true');
    expect($('[role="status"]')!.textContent).to.equal('无匹配结果');
  });
});
