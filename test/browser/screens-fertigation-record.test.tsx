import { expect, waitUntil } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { FeedbackPage } from '../../src/screens/fertigation/feedback/feedback-page';
import { RecordPage } from '../../src/screens/fertigation/record/record-page';
import { TemplatePage } from '../../src/screens/fertigation/template/template-page';
import { loggedIn, mountInShadow, sampleMenus, type Mounted } from './support/console-fixtures';
import { click, fill, press } from './support/real-input';
import { freshSession, recordEvents } from './support/test-session';

let mounted: Mounted | null = null;
const all = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const button = (name: string) => all<HTMLButtonElement>('button').find((b) => b.getAttribute('aria-label') === name || b.textContent === name);
const rowOf = (text: string) => all('tbody tr').find((tr) => tr.textContent?.includes(text));
const cells = (text: string) => [...rowOf(text)!.querySelectorAll('td')].map((td) => td.textContent);

async function hits(call: string): Promise<Record<string, unknown>[]> {
  const body = (await (await fetch(`/test-fr/hits/${call}`)).json()) as { data: Record<string, unknown>[] };
  return body.data;
}

async function mount(node: ReactNode, expected: string, permissions = ['*:*:*']) {
  loggedIn(sampleMenus(), permissions);
  mounted = mountInShadow(node);
  await waitUntil(() => rowOf(expected), 'rows load');
}

describe('fertigation records, feedback and template screens', () => {
  beforeEach(async () => {
    freshSession();
    await fetch('/test-fr/reset');
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('lists records with labels and two-decimal amounts, and filters by status', async () => {
    await mount(<RecordPage />, 'R001');
    expect(cells('R001')).to.include.members(['进行中', '即时', '12.50']);
    expect(cells('R002')).to.include.members(['已完成', '预约', '3.00']);
    const status = all<HTMLSelectElement>('select').find((s) => s.labels?.[0]?.textContent === '状态')!;
    status.value = 'FINISH';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    await click(button('查询')!);
    await waitUntil(() => !rowOf('R001') && rowOf('R002'), 'only finished records');
    const last = (await hits('record/findPage')).at(-1)!;
    expect(last.status).to.equal('FINISH');
    expect(last.startTime).to.match(/^\d{4}-\d\d-01 00:00:00$/);
  });

  it('cancels a running record after confirmation with a remark; a finished one has no cancel', async () => {
    const events = recordEvents();
    await mount(<RecordPage />, 'R001');
    expect(button('取消 R002')).to.equal(undefined);
    await click(button('取消 R001')!);
    await waitUntil(() => $('[role="dialog"]'), 'the confirmation opens');
    expect($('[role="dialog"]')!.textContent).to.contain('确定取消订单 R001 吗？');
    await fill($<HTMLInputElement>('[role="dialog"] textarea')!, '设备检修');
    await click(all<HTMLButtonElement>('[role="dialog"] button').find((b) => b.textContent === '确定')!);
    await waitUntil(() => cells('R001').includes('已取消'), 'the table refreshes');
    expect(await hits('record/cancel')).to.deep.equal([{ id: 1, cancelRemark: '设备检修' }]);
    expect(events.ofType('message').map((m) => m.text)).to.include('订单已取消');
    expect(button('取消 R001')).to.equal(undefined);
    events.stop();
  });

  it('hides the cancel column without fertigation:record:cancel', async () => {
    await mount(<RecordPage />, 'R001', ['fertigation:record:view']);
    expect(button('取消 R001')).to.equal(undefined);
    expect(all('th').map((th) => th.textContent)).not.to.include('操作');
  });

  it('processes a feedback with a result; the processed row shows it', async () => {
    await mount(<FeedbackPage />, '一号机');
    expect(cells('一号机')).to.include.members(['其他', '农户', '未处理']);
    await click(button('处理 一号机')!);
    await waitUntil(() => $('[role="dialog"] textarea'), 'the dialog opens');
    await fill($<HTMLInputElement>('[role="dialog"] textarea')!, '已更换水泵');
    await click(all<HTMLButtonElement>('[role="dialog"] button').find((b) => b.textContent === '确定')!);
    await waitUntil(() => rowOf('一号机')?.textContent?.includes('已处理：已更换水泵'), 'the result shows');
    expect(await hits('feedback/process')).to.deep.equal([{ id: 1, processResult: '已更换水泵', pictures: [] }]);
    expect(button('处理 一号机')).to.equal(undefined);
  });

  it('reorders template steps by keyboard and saves them in the new order', async () => {
    await mount(<TemplatePage />, '番茄滴灌');
    await click(button('编辑 番茄滴灌')!);
    await waitUntil(() => all('[role="dialog"] li').length === 3, 'three steps');
    const handles = () => all<HTMLButtonElement>('[role="dialog"] li button[aria-label^="移动"]');
    const areaIds = () => all<HTMLSelectElement>('[role="dialog"] li select').map((sel) => sel.value);
    expect(areaIds()).to.deep.equal(['1', '2', '3']);
    handles()[0]!.focus();
    await press(' ');
    await press('ArrowDown');
    await press(' ');
    await waitUntil(() => areaIds().join() === '2,1,3', 'the first step moved down');
    await click(all<HTMLButtonElement>('[role="dialog"] button').find((b) => b.textContent === '确定')!);
    await waitUntil(async () => (await hits('template/save')).length === 1, 'saved');
    const saved = (await hits('template/save'))[0]!;
    expect(saved).to.include({ id: 1, version: 3, name: '番茄滴灌' });
    expect((saved.steps as { areaId: number }[]).map((s) => s.areaId)).to.deep.equal([2, 1, 3]);
  });

  it('hides the add button and edit without template permissions', async () => {
    await mount(<TemplatePage />, '番茄滴灌', ['fertigation:template:view', 'fertigation:template:delete']);
    expect(button('新增模板')).to.equal(undefined);
    expect(button('编辑 番茄滴灌')).to.equal(undefined);
    expect(button('删除 番茄滴灌')).not.to.equal(undefined);
  });
});
