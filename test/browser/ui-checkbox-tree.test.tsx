import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { CheckboxTree, checkedWithParents, type CheckboxTreeNode, type TreeKey } from '../../src/ui/checkbox-tree';
import { deepActiveElement } from '../../src/ui/popover/shadow-dom';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press } from './support/real-input';

const TREE: CheckboxTreeNode[] = [
  {
    key: 1,
    label: '水肥一体化',
    children: [
      {
        key: 10,
        label: '村镇管理',
        children: [
          { key: 101, label: '查看村镇', hint: 'fertigation/place/findPage' },
          { key: 102, label: '新增村镇', hint: 'fertigation/place/save' },
          { key: 103, label: '编辑村镇', disabled: true },
        ],
      },
      {
        key: 11,
        label: '设备管理',
        children: [
          { key: 111, label: '查看设备' },
          { key: 112, label: '启用/停用' },
        ],
      },
    ],
  },
  {
    key: 2,
    label: '系统管理',
    children: [
      { key: 20, label: '修改密码' },
      { key: 21, label: '用户管理', disabled: true, children: [{ key: 211, label: '查询用户' }] },
    ],
  },
];

let mounted: Mounted | null = null;
let changes: TreeKey[][] = [];
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];
const nameOf = (li: Element) => li.querySelector('.irr-tree-label')!.textContent;
const item = (name: string) => $$('[role="treeitem"]').find((li) => nameOf(li) === name)!;
const state = (name: string) => item(name).getAttribute('aria-checked');
const states = (...names: string[]) => names.map(state);
const row = (name: string) => item(name).querySelector('.irr-tree-label')!;
const twisty = (name: string) => item(name).querySelector('.irr-tree-twisty')!;
/** The name of the focused tree item (else the focused element's tag): failures print text, not elements. */
const focused = () => {
  const active = deepActiveElement();
  return active?.getAttribute('role') === 'treeitem' ? nameOf(active) : (active?.tagName ?? null);
};
const tabStops = () => $$('[role="treeitem"][tabindex="0"]').map(nameOf);
const visibleNames = () => $$('[role="treeitem"]').map(nameOf);

function Harness({ initial, disabled }: { initial: TreeKey[]; disabled?: boolean }) {
  const [checked, setChecked] = useState(initial);
  return (
    <>
      <button type="button">前</button>
      <CheckboxTree
        nodes={TREE}
        checked={checked}
        label="菜单权限"
        disabled={disabled}
        onChange={(next) => {
          changes.push(next);
          setChecked(next);
        }}
      />
    </>
  );
}

async function mount(initial: TreeKey[] = [], disabled = false): Promise<void> {
  mounted = mountInShadow(<Harness initial={initial} disabled={disabled} />);
  await waitUntil(() => $$('[role="treeitem"]').length > 0, 'the tree renders');
}

describe('checkbox tree', () => {
  beforeEach(() => {
    changes = [];
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('passes an accessibility audit, also opened and partly checked', async () => {
    await mount([101, 103]);
    await expect(mounted!.host).to.be.accessible();
    await click(twisty('村镇管理'));
    await waitUntil(() => item('查看村镇'), 'the page opens');
    await expect(mounted!.host).to.be.accessible();
  });

  it('opens the top level by default, names and describes each item, and puts one item in the tab order', async () => {
    await mount();
    const tree = $$('[role="tree"]')[0]!;
    expect(tree.getAttribute('aria-label')).to.equal('菜单权限');
    expect(visibleNames()).to.deep.equal(['水肥一体化', '村镇管理', '设备管理', '系统管理', '修改密码', '用户管理']);
    expect(item('水肥一体化').getAttribute('aria-expanded')).to.equal('true');
    expect(item('村镇管理').getAttribute('aria-expanded')).to.equal('false');
    expect(item('修改密码').hasAttribute('aria-expanded'), 'a leaf').to.equal(false);
    expect([
      item('村镇管理').getAttribute('aria-level'),
      item('村镇管理').getAttribute('aria-posinset'),
      item('村镇管理').getAttribute('aria-setsize'),
    ]).to.deep.equal(['2', '1', '2']);
    expect(tabStops()).to.deep.equal(['水肥一体化']);
    expect(item('用户管理').getAttribute('aria-disabled'), 'a disabled parent').to.equal('true');
    await click(twisty('村镇管理'));
    await waitUntil(() => item('查看村镇'), 'the page opens');
    const hint = mounted!.shadow.getElementById(item('查看村镇').getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.equal('fertigation/place/findPage');
    expect(item('编辑村镇').getAttribute('aria-disabled')).to.equal('true');
  });

  it('derives parents from leaves: checked, mixed, unchecked', async () => {
    await mount([111, 112, 101]);
    expect(states('设备管理', '村镇管理', '水肥一体化', '系统管理')).to.deep.equal(['true', 'mixed', 'mixed', 'false']);
  });

  it('checks the editable leaves of a clicked parent, leaves disabled ones alone, and unchecks them on the next click', async () => {
    await mount([]);
    await click(row('水肥一体化'));
    await waitUntil(() => changes.length === 1);
    expect(changes[0]).to.have.members([101, 102, 111, 112]);
    expect(states('水肥一体化', '村镇管理', '设备管理')).to.deep.equal(['mixed', 'mixed', 'true']);
    // every editable leaf is on: the next click takes them off again
    await click(row('水肥一体化'));
    await waitUntil(() => changes.length === 2);
    expect(changes[1]).to.deep.equal([]);
    expect(state('水肥一体化')).to.equal('false');
  });

  it('keeps a checked leaf the user may not change when its parent is toggled', async () => {
    await mount([103]);
    await click(twisty('村镇管理'));
    await waitUntil(() => item('编辑村镇'));
    expect(state('村镇管理')).to.equal('mixed');
    await click(row('编辑村镇'));
    await click(row('村镇管理'));
    await waitUntil(() => changes.length === 1);
    expect(changes[0]).to.have.members([103, 101, 102]);
    expect(state('村镇管理')).to.equal('true');
    await click(row('村镇管理'));
    await waitUntil(() => changes.length === 2);
    expect(changes[1]).to.deep.equal([103]);
    expect(states('村镇管理', '编辑村镇')).to.deep.equal(['mixed', 'true']);
  });

  it('ignores clicks on a disabled subtree', async () => {
    await mount([]);
    await click(row('用户管理'));
    await click(row('修改密码'));
    await waitUntil(() => changes.length === 1);
    expect(changes[0], 'only the enabled leaf').to.deep.equal([20]);
    expect(states('系统管理', '用户管理')).to.deep.equal(['mixed', 'false']);
  });

  it('works by keyboard: Tab in, arrows move, open and close, Space toggles, Home and End', async () => {
    await mount([]);
    $$('button')[0]!.focus();
    await press('Tab');
    expect(focused()).to.equal('水肥一体化');
    await press('ArrowDown');
    expect(focused()).to.equal('村镇管理');
    expect(tabStops()).to.deep.equal(['村镇管理']);
    await press('ArrowRight');
    await waitUntil(() => item('村镇管理').getAttribute('aria-expanded') === 'true', 'Right opens');
    expect(focused()).to.equal('村镇管理');
    await press('ArrowRight');
    expect(focused(), 'Right on an open parent enters it').to.equal('查看村镇');
    await press(' ');
    await waitUntil(() => state('查看村镇') === 'true', 'Space checks');
    expect(states('村镇管理', '水肥一体化')).to.deep.equal(['mixed', 'mixed']);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(focused()).to.equal('编辑村镇');
    await press(' ');
    expect(changes, 'a disabled leaf does not toggle').to.have.length(1);
    await press('ArrowLeft');
    expect(focused(), 'Left on a leaf goes to its parent').to.equal('村镇管理');
    await press(' ');
    await waitUntil(() => changes.length === 2);
    expect(changes[1]).to.have.members([101, 102]);
    await press('ArrowLeft');
    await waitUntil(() => item('村镇管理').getAttribute('aria-expanded') === 'false', 'Left closes');
    expect(visibleNames()).to.not.include('查看村镇');
    await press('End');
    expect(focused()).to.equal('用户管理');
    await press('Home');
    expect(focused()).to.equal('水肥一体化');
    await press('ArrowLeft');
    await waitUntil(() => item('水肥一体化').getAttribute('aria-expanded') === 'false', 'the group closes');
    expect(visibleNames()).to.deep.equal(['水肥一体化', '系统管理', '修改密码', '用户管理']);
    await press('Tab');
    expect(focused(), 'one tab stop: Tab leaves the tree').to.not.be.oneOf(visibleNames());
  });

  it('takes no toggles when the whole tree is disabled, but still opens and moves', async () => {
    await mount([101], true);
    expect($$('[role="treeitem"]').every((li) => li.getAttribute('aria-disabled') === 'true')).to.equal(true);
    await click(row('水肥一体化'));
    item('系统管理').focus();
    await press(' ');
    await press('ArrowUp');
    expect(focused()).to.equal('设备管理');
    await press('ArrowRight');
    await waitUntil(() => item('查看设备'), 'opens');
    expect(changes).to.deep.equal([]);
    expect(state('村镇管理')).to.equal('mixed');
  });

  it('lists checked leaves with their checked or mixed parents (what a role saves)', () => {
    expect(checkedWithParents(TREE, [101, 20])).to.deep.equal([1, 10, 101, 2, 20]);
    expect(checkedWithParents(TREE, [111, 112])).to.deep.equal([1, 11, 111, 112]);
    expect(checkedWithParents(TREE, [10, 1])).to.deep.equal([]);
  });
});
