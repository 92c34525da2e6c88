import { expect, waitUntil } from '@open-wc/testing';
import { setSession } from '../../src/session/store';
import { AreaScreen } from '../../src/screens/fertigation/area/area-screen';
import { PlaceScreen } from '../../src/screens/fertigation/place/place-screen';
import { ValveScreen } from '../../src/screens/fertigation/valve/valve-screen';
import type { ScreenProps } from '../../src/router';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, fill, press } from './support/real-input';
import { freshSession, recordEvents } from './support/test-session';

const screenProps = (path: string): ScreenProps => ({ path, query: {}, title: '', active: true });

let mounted: Mounted | null = null;
const all = <T extends Element = HTMLElement>(selector: string) => Array.from(mounted!.shadow.querySelectorAll<T>(selector));
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const button = (text: string) => all<HTMLButtonElement>('button').find((b) => b.textContent === text || b.getAttribute('aria-label') === text);
const rowTexts = () => all('tbody tr').map((tr) => tr.textContent ?? '');
const dialog = () => $('[role="dialog"]');

async function saves(): Promise<{ call: string; body: Record<string, unknown> }[]> {
  const response = await fetch('/test-fertigation/hits');
  return ((await response.json()) as { data: { call: string; body: Record<string, unknown> }[] }).data;
}

async function pick(select: HTMLSelectElement, value: string) {
  await waitUntil(() => Array.from(select.options).some((o) => o.value === value) && !select.disabled, `option ${value}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('fertigation place, area and valve screens', () => {
  beforeEach(async () => {
    freshSession();
    setSession({ permissions: ['*:*:*'] });
    await fetch('/test-fertigation/reset');
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('lists places under the personalised label and searches by name with Enter', async () => {
    setSession({ labels: { equipment: '机井', equipmentName: '机井编号', equipmentAdmin: '井长', place: '园区' } });
    mounted = mountInShadow(<PlaceScreen {...screenProps('/fertigation/place')} />);
    await waitUntil(() => rowTexts().length === 10, 'first page of places');
    expect(all('th').map((th) => th.textContent)).to.include('园区名称');
    expect(rowTexts()[0]).to.contain('东湖村').and.to.contain('北京市 / 北京市 / 东城区').and.to.contain('2 / 0');
    await fill($<HTMLInputElement>('form[role="search"] input[name="name"]')!, '东湖');
    await press('Enter');
    await waitUntil(() => rowTexts().length === 1, 'only the matching place');
    expect(rowTexts()[0]).to.contain('东湖村');
  });

  it('validates the add dialog, fills the manager from the mobile and posts the place', async () => {
    const events = recordEvents();
    mounted = mountInShadow(<PlaceScreen {...screenProps('/fertigation/place')} />);
    await waitUntil(() => rowTexts().length === 10, 'places');
    await click(button('新增')!);
    await waitUntil(() => dialog() !== null, 'the add dialog');
    await click(button('保存')!);
    const messages = () => all('[role="dialog"] [role="alert"]').map((p) => p.textContent);
    await waitUntil(() => messages().length === 2, 'two messages');
    expect(messages()).to.deep.equal(['村镇名称不能为空', '请选择所在区县']);
    await fill($<HTMLInputElement>('[role="dialog"] input[name="name"]')!, '新村');
    await pick($<HTMLSelectElement>('[role="dialog"] select[name="province"]')!, '110000');
    await pick($<HTMLSelectElement>('[role="dialog"] select[name="city"]')!, '110100');
    await pick($<HTMLSelectElement>('[role="dialog"] select[name="area"]')!, '110105');
    await fill($<HTMLInputElement>('[role="dialog"] input[name="managerMobile"]')!, '1391234567');
    await click($('[role="dialog"] input[name="address"]')!);
    await click(button('保存')!);
    await waitUntil(() => messages().includes('请输入有效的手机号'), 'bad mobile');
    await click($('[role="dialog"] input[name="managerMobile"]')!);
    await press('End');
    await press('8');
    await click($('[role="dialog"] input[name="address"]')!);
    await waitUntil(() => $<HTMLInputElement>('[role="dialog"] input[name="managerName"]')!.value === '李四', 'manager name filled');
    await click(button('保存')!);
    await waitUntil(() => dialog() === null, 'dialog closed after save');
    expect((await saves()).map((s) => s.body)).to.deep.equal([
      { name: '新村', areaCode: '110105', address: '', managerName: '李四', managerMobile: '13912345678' },
    ]);
    expect(events.ofType('message').map((m) => m.text)).to.include('保存成功');
    events.stop();
  });

  it('hides the add and edit buttons without their permissions', async () => {
    setSession({ permissions: ['fertigation:place:view', 'fertigation:place:edit'] });
    mounted = mountInShadow(<PlaceScreen {...screenProps('/fertigation/place')} />);
    await waitUntil(() => rowTexts().length === 10, 'places');
    expect(button('新增')).to.equal(undefined);
    expect(button('编辑 东湖村')).to.not.equal(undefined);
    mounted.unmount();
    setSession({ permissions: ['fertigation:place:view'] });
    mounted = mountInShadow(<PlaceScreen {...screenProps('/fertigation/place')} />);
    await waitUntil(() => rowTexts().length === 10, 'places');
    expect(button('编辑 东湖村')).to.equal(undefined);
  });

  it('shows the server refusal when deleting an area that still has valves, and deletes an empty one', async () => {
    mounted = mountInShadow(<AreaScreen {...screenProps('/fertigation/area')} />);
    await waitUntil(() => rowTexts().length === 2, 'areas');
    await click(button('删除 北区')!);
    await waitUntil(() => dialog()?.textContent?.includes('确定删除「北区」吗？') === true, 'confirmation');
    await click(all<HTMLButtonElement>('[role="dialog"] button').find((b) => b.textContent === '删除')!);
    await waitUntil(() => $('[role="dialog"] [role="alert"]')?.textContent === '该区域下还有阀门或施肥机，不能删除', 'refusal shown');
    await click(all<HTMLButtonElement>('[role="dialog"] button').find((b) => b.textContent === '取消')!);
    await click(button('删除 南区')!);
    await waitUntil(() => dialog()?.textContent?.includes('南区') === true, 'confirmation');
    await click(all<HTMLButtonElement>('[role="dialog"] button').find((b) => b.textContent === '删除')!);
    await waitUntil(() => rowTexts().length === 1, 'table refreshed without 南区');
  });

  it('adds an area with the place picked from the place list', async () => {
    mounted = mountInShadow(<AreaScreen {...screenProps('/fertigation/area')} />);
    // The previous test's delete may still be the cached page (SWR), so any rows will do here.
    await waitUntil(() => rowTexts().length > 0, 'areas');
    await click(button('新增')!);
    await waitUntil(() => dialog() !== null, 'dialog');
    await fill($<HTMLInputElement>('[role="dialog"] input[name="cd"]')!, 'A-03');
    await fill($<HTMLInputElement>('[role="dialog"] input[name="name"]')!, '西区');
    await pick($<HTMLSelectElement>('[role="dialog"] select[name="placeId"]')!, '1');
    await fill($<HTMLInputElement>('[role="dialog"] input[name="acreageMu"]')!, '1.5');
    await click(button('保存')!);
    await waitUntil(() => $('[role="dialog"] [role="alert"]')?.textContent === '面积必须是整数', 'integer rule');
    $<HTMLInputElement>('[role="dialog"] input[name="acreageMu"]')!.select();
    await press('Backspace');
    await fill($<HTMLInputElement>('[role="dialog"] input[name="acreageMu"]')!, '20');
    await click(button('保存')!);
    await waitUntil(() => dialog() === null, 'saved');
    expect((await saves())[0]).to.deep.equal({
      call: 'area/save', body: { cd: 'A-03', name: '西区', placeId: 1, acreageMu: 20, crop: '', remark: '' },
    });
  });

  it('refuses a taken valve code with checkCd before saving', async () => {
    mounted = mountInShadow(<ValveScreen {...screenProps('/fertigation/valve')} />);
    await waitUntil(() => rowTexts().length === 1, 'valves');
    expect(rowTexts()[0]).to.contain('一号阀').and.to.contain('启用');
    await click(button('新增')!);
    await waitUntil(() => dialog() !== null, 'dialog');
    await fill($<HTMLInputElement>('[role="dialog"] input[name="cd"]')!, 'V-01');
    await fill($<HTMLInputElement>('[role="dialog"] input[name="name"]')!, '二号阀');
    await pick($<HTMLSelectElement>('[role="dialog"] select[name="areaId"]')!, '2');
    await click(button('保存')!);
    await waitUntil(() => $('[role="dialog"] [role="alert"]')?.textContent === '阀门编码: 编码已存在', 'code taken');
    expect(await saves()).to.deep.equal([]);
    await click($('[role="dialog"] input[name="cd"]')!);
    await press('End');
    await press('2');
    await click(button('保存')!);
    await waitUntil(() => dialog() === null, 'saved');
    expect((await saves())[0]!.body).to.deep.equal({ cd: 'V-012', name: '二号阀', areaId: 2, equipId: null, enabled: 'Y', remark: '' });
  });
});
