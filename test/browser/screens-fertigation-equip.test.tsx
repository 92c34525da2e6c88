import { expect, waitUntil } from '@open-wc/testing';
import { setSession } from '../../src/session/store';
import { EquipScreen } from '../../src/screens/fertigation/equip';
import { EquipTypeScreen } from '../../src/screens/fertigation/equip-type';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, type } from './support/real-input';
import { freshSession, recordEvents } from './support/test-session';

const screenProps = { path: '/fertigation/equip', query: {}, title: '水肥机', active: true };
const ALL = ['fertigation:equip:view', 'fertigation:equip:add', 'fertigation:equip:edit', 'fertigation:equip:param', 'fertigation:equip:move', 'fertigation:equip:status'];
let mounted: Mounted | null = null;

const all = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const bodyRows = () => all('tbody tr').filter((tr) => tr.querySelectorAll('td').length > 1);
const rowOf = (code: string) => bodyRows().find((tr) => tr.textContent!.includes(code));
const dialog = () => $('[role="dialog"]');
const buttonIn = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;

async function hits(call: string): Promise<Record<string, unknown>[]> {
  return ((await (await fetch(`/test-fe-equip/hits/${call}`)).json()) as { data: Record<string, unknown>[] }).data;
}

/** Replaces an input's text the way a user does: select all, then type. */
async function retype(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  input.select();
  await type(text);
}

async function mount(permissions: string[]): Promise<void> {
  setSession({ permissions });
  mounted = mountInShadow(<EquipScreen {...screenProps} />);
  await waitUntil(() => rowOf('FE002') !== undefined, 'rows load');
}

describe('fertigation equipment screen', () => {
  beforeEach(async () => {
    freshSession();
    setSession({ token: `bearer equip-${Math.random().toString(36).slice(2)}` }); // the token keys the table cache: a fresh one per test
    await fetch('/test-fe-equip/reset', { method: 'POST' });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('shows rows with run state and status labels, online signal and 离线', async () => {
    await mount(ALL);
    const first = rowOf('FE001')!.textContent!;
    expect(first).to.contain('一号机').and.contain('空闲').and.contain('正常').and.contain('启用').and.contain('东村');
    expect(rowOf('FE001')!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.contain('23.5');
    expect(rowOf('FE002')!.textContent).to.contain('停用').and.contain('离线');
  });

  it('filters by device status', async () => {
    await mount(ALL);
    const status = all<HTMLSelectElement>('form[role="search"] select')[2]!;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(status, 'stop');
    status.dispatchEvent(new Event('change', { bubbles: true }));
    await click(buttonIn($('form[role="search"]')!, '查询'));
    await waitUntil(() => bodyRows().length === 1 && rowOf('FE002') !== undefined, 'only the stopped machine');
    expect((await hits('equip/findPage')).at(-1)).to.include({ status: 'stop', page: 1 });
  });

  it('refuses shares not totalling 100, then saves with the version read', async () => {
    await mount(ALL);
    await click(buttonIn(rowOf('FE001')!, '参数设置'));
    await waitUntil(() => dialog()?.querySelector('input[name="tankARatio"]'), 'parameters load');
    const tankA = dialog()!.querySelector<HTMLInputElement>('input[name="tankARatio"]')!;
    expect(tankA.value).to.equal('40');
    await retype(tankA, '50');
    await click(buttonIn(dialog()!, '保存'));
    await waitUntil(() => dialog()!.textContent!.includes('A、B、C桶配比之和须为100，当前为110'), 'total message');
    expect(await hits('equip/saveParam')).to.have.length(0);
    await retype(dialog()!.querySelector<HTMLInputElement>('input[name="tankBRatio"]')!, '20');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '保存'));
    await waitUntil(() => dialog() === null, 'dialog closes');
    events.stop();
    const [body] = await hits('equip/saveParam');
    expect(body).to.deep.equal({
      equipId: 1, version: 4, tankARatio: 50, tankBRatio: 20, tankCRatio: 30, ecMin: 1.2, ecMax: 2.5, phMin: 5.5, phMax: 7,
      flowRate: 12.5, pressure: 0.3, mixSeconds: 60,
    });
    expect(events.ofType('message').map((m) => m.text)).to.include('保存成功');
  });

  it('shows the server message when the version is stale', async () => {
    await mount(ALL);
    await click(buttonIn(rowOf('FE001')!, '参数设置'));
    await waitUntil(() => dialog()?.querySelector('input[name="tankARatio"]'), 'parameters load');
    // Another operator saves first (version 4 becomes 5), so this dialog's version 4 is stale.
    await fetch('/test-api/cpi/fertigation/equip/saveParam', { method: 'POST', body: JSON.stringify({ equipId: 1, version: 4 }) });
    await click(buttonIn(dialog()!, '保存'));
    await waitUntil(() => dialog()!.textContent!.includes('数据已被他人修改，请刷新后重试'), 'stale message');
  });

  it('stops a machine after confirmation and reloads the table', async () => {
    await mount(ALL);
    await click(buttonIn(rowOf('FE001')!, '停用'));
    await waitUntil(() => dialog()?.textContent?.includes('确定停用「一号机」吗？'), 'confirmation');
    expect(await hits('equip/changeStatus')).to.have.length(0);
    await click(buttonIn(dialog()!, '确定'));
    await waitUntil(() => rowOf('FE001')!.textContent!.includes('停用') && buttonIn(rowOf('FE001')!, '启用'), 'row reloads stopped');
    expect(await hits('equip/changeStatus')).to.deep.equal([{ id: 1, status: 'stop' }]);
  });

  it('hides a button without its permission', async () => {
    await mount(['fertigation:equip:view', 'fertigation:equip:status']);
    expect(buttonIn(rowOf('FE001')!, '停用')).to.be.instanceOf(HTMLButtonElement);
    expect(buttonIn(rowOf('FE001')!, '参数设置')).to.equal(undefined);
    expect(all('[data-action="add"]')).to.have.length(0);
  });
});

describe('fertigation equipment screens: add and types', () => {
  beforeEach(async () => {
    freshSession();
    setSession({ token: `bearer equip-${Math.random().toString(36).slice(2)}` });
    await fetch('/test-fe-equip/reset', { method: 'POST' });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('refuses a code already used (checkCd) before saving a new machine', async () => {
    await mount(ALL);
    await click($('[data-action="add"]')!);
    await waitUntil(() => dialog()?.querySelector('select'), 'add form loads');
    const field = (label: string) => [...dialog()!.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor;
    const input = (label: string) => dialog()!.querySelector<HTMLInputElement>(`[id="${field(label)}"]`)!;
    await retype(input('编号'), 'FE001');
    await retype(input('名称'), '三号机');
    for (const [label, value] of [['村镇', '2'], ['设备类型', '1']] as const) {
      const select = input(label) as unknown as HTMLSelectElement;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await click(buttonIn(dialog()!, '保存'));
    await waitUntil(() => dialog()!.textContent!.includes('编号FE001已被使用'), 'taken code message');
    expect(await hits('equip/save')).to.have.length(0);
    await retype(input('编号'), 'FE003');
    await click(buttonIn(dialog()!, '保存'));
    await waitUntil(() => rowOf('FE003') !== undefined, 'new row shown');
    expect((await hits('equip/save'))[0]).to.include({ cd: 'FE003', name: '三号机', placeId: 2, equipTypeId: 1 });
  });

  it('disables an equipment type after confirmation, with the version read', async () => {
    setSession({ permissions: ['fertigation:equipType:view', 'fertigation:equipType:edit'] });
    mounted = mountInShadow(<EquipTypeScreen {...screenProps} path="/fertigation/equipType" title="设备类型" />);
    await waitUntil(() => rowOf('三桶机') !== undefined, 'types load');
    expect(all('[data-action="add"]'), 'no add without fertigation:equipType:add').to.have.length(0);
    await click(buttonIn(rowOf('三桶机')!, '停用'));
    await waitUntil(() => dialog()?.textContent?.includes('确定停用「三桶机」吗？'), 'confirmation');
    await click(buttonIn(dialog()!, '确定'));
    await waitUntil(() => buttonIn(rowOf('三桶机')!, '启用') !== undefined, 'row reloads disabled');
    expect(await hits('equip/type/opt')).to.deep.equal([{ action: 'disable', id: 1, version: 7 }]);
  });
});
