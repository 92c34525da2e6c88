import { expect, waitUntil } from '@open-wc/testing';
import { screens } from '../../src/screens/devModule';
import { setSession } from '../../src/session/public/session';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click } from './support/real-input';
import { freshSession } from './support/test-session';

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];
const heading = (name: string) => $$('section h2 button').find((b) => b.textContent === name)!;
const bodyOf = (button: HTMLElement) => mounted!.shadow.getElementById(button.getAttribute('aria-controls')!)!;

const SECTIONS = [
  '分页表格页（每页 10/20/50）',
  '分页表格页（每页 10/20/30/40）',
  '简单表格',
  '对话框（最小化、最大化、关闭）',
  '下拉搜索表格',
  '信号强度',
  '动态表单',
  '弹出层',
  '日期范围选择',
  '日历价格选择',
  '图片上传',
  '拖动排序列表',
  '村镇与地区选择',
  '轮播（每 4000 毫秒切换，循环）',
  '勾选树（菜单与按钮权限）',
  '导入错误对话框 / 退款数量对话框',
];

async function mountGallery(): Promise<void> {
  const Gallery = screens['/devModule/index']!;
  mounted = mountInShadow(<Gallery path="/devModule/index" query={{}} title="组件示例" active />);
  await waitUntil(() => $('h1'), 'the gallery rendered');
}

describe('/devModule/index gallery', () => {
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer t', authenticated: true, permissions: ['*:*:*'] });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('lists every shared widget closed, each heading a disclosure button, no demo rendered yet', async () => {
    await mountGallery();
    expect($('h1')!.textContent).to.equal('组件示例');
    expect($$('section h2').map((h) => h.textContent)).to.deep.equal(SECTIONS);
    for (const button of $$('section h2 button')) {
      expect(button.getAttribute('aria-expanded'), button.textContent!).to.equal('false');
      expect(bodyOf(button).hidden, button.textContent!).to.equal(true);
      expect(bodyOf(button).childElementCount, button.textContent!).to.equal(0);
    }
    await expect(mounted!.host).to.be.accessible();
  });

  it('loads a section when it is opened, and keeps its state when it is closed and opened again', async () => {
    await mountGallery();
    const button = heading('动态表单');
    await click(button);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const body = bodyOf(button);
    await waitUntil(() => body.querySelector('form input'), 'the form demo loaded');
    const input = body.querySelector<HTMLInputElement>('form input')!;
    await click(button);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(body.hidden).to.equal(true);
    await click(button);
    expect(body.hidden).to.equal(false);
    expect(body.querySelector<HTMLInputElement>('form input')).to.equal(input);
    expect(heading('信号强度').getAttribute('aria-expanded')).to.equal('false');
    expect($$('.irr-signal')).to.have.length(0);
  });

  it('shows every widget with local data once all are opened, accessibly', async () => {
    await mountGallery();
    await click($$('.gallery > .demo-row button').find((b) => b.textContent === '全部展开')!);
    await waitUntil(() => $$('.irr-table-page tbody tr').length >= 20, 'both table pages loaded');
    for (const button of $$('section h2 button')) expect(button.getAttribute('aria-expanded'), button.textContent!).to.equal('true');
    await waitUntil(
      () => $$('.demo-body').every((b) => b.childElementCount > 0 && !b.querySelector('.irr-lazy-state')),
      'every demo loaded',
    );
    expect($$('.irr-pager-total').map((p) => p.textContent)).to.deep.equal(['共 137 条', '共 137 条']);
    expect($$('.irr-signal').length).to.be.above(5);
    expect($$('.gallery > .demo-row button').map((b) => b.textContent)).to.deep.equal(['全部收起']);
    await expect(mounted!.host).to.be.accessible();
    await click([...$$('button')].find((b) => b.textContent === '打开对话框 1')!);
    await waitUntil(() => $('[role="dialog"][aria-modal="true"]'));
    await expect(mounted!.host).to.be.accessible();
  });
});
