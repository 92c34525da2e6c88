import { expect, waitUntil } from '@open-wc/testing';
import { screens } from '../../src/screens/devModule';
import { setSession } from '../../src/session/store';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click } from './support/real-input';
import { freshSession } from './support/test-session';

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];

describe('/devModule/index gallery', () => {
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer t', authenticated: true, permissions: ['*:*:*'] });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('shows every shared widget with local data, accessibly', async () => {
    const Gallery = screens['/devModule/index']!;
    mounted = mountInShadow(<Gallery path="/devModule/index" query={{}} title="组件示例" active />);
    await waitUntil(() => $$('.irr-table-page tbody tr').length >= 20, 'both table pages loaded');
    expect($('h1')!.textContent).to.equal('组件示例');
    const sections = $$('section h2').map((h) => h.textContent);
    for (const name of ['分页表格页（每页 10/20/50）', '分页表格页（每页 10/20/30/40）', '简单表格', '对话框（最小化、最大化、关闭）', '下拉搜索表格',
      '信号强度', '动态表单', '弹出层', '日期范围选择', '日历价格选择', '图片上传', '拖动排序列表', '村镇与地区选择', '轮播（每 4000 毫秒切换，循环）', '导入错误对话框 / 退款数量对话框']) {
      expect(sections, name).to.include(name);
    }
    expect($$('.irr-pager-total').map((p) => p.textContent)).to.deep.equal(['共 137 条', '共 137 条']);
    expect($$('.irr-signal').length).to.be.above(5);
    await expect(mounted.host).to.be.accessible();
    await click([...$$('button')].find((b) => b.textContent === '打开对话框 1')!);
    await waitUntil(() => $('[role="dialog"][aria-modal="true"]'));
    await expect(mounted.host).to.be.accessible();
  });
});
