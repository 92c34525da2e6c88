import { expect, waitUntil } from '@open-wc/testing';
import { Component, type ReactNode } from 'react';
import { setSession } from '../../src/session/public/session';
import { Table, type TableColumn } from '../../src/ui/table';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { freshSession } from './support/test-session';

interface Step {
  id: number;
  name: string;
  minutes: number;
}

const steps: Step[] = [
  { id: 1, name: '清水', minutes: 10 },
  { id: 2, name: '施肥', minutes: 25 },
];
const columns: TableColumn<Step>[] = [
  { key: 'name', title: '步骤' },
  { key: 'minutes', title: '时长', align: 'right', render: (s) => `${s.minutes} 分钟` },
  { key: 'ops', title: '操作', permissions: ['fertigation:template:save'], render: () => <button type="button">删除</button> },
];

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p data-error={this.state.error.name}>{this.state.error.message}</p> : this.props.children;
  }
}

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];

describe('simple table', () => {
  beforeEach(() => {
    freshSession();
    setSession({ permissions: ['*:*:*'] });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('is accessible', async () => {
    mounted = mountInShadow(<Table label="模板步骤" columns={columns} rows={steps} showCaption />);
    await waitUntil(() => $('table'));
    await expect(mounted.host).to.be.accessible();
  });

  it('renders the rows by column, named by its label, with the empty text by default', async () => {
    mounted = mountInShadow(
      <>
        <Table label="模板步骤" columns={columns} rows={steps} />
        <Table label="空表" columns={columns} rows={[]} />
      </>,
    );
    await waitUntil(() => $$('table').length === 2);
    const [full, empty] = $$('table');
    expect(full!.getAttribute('aria-label')).to.equal('模板步骤');
    expect([...full!.querySelectorAll('th')].map((th) => th.getAttribute('scope'))).to.deep.equal(['col', 'col', 'col']);
    expect([...full!.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).to.deep.equal([
      ['清水', '10 分钟', '删除'],
      ['施肥', '25 分钟', '删除'],
    ]);
    expect(getComputedStyle(full!.querySelector('tbody td:nth-child(2)')!).textAlign).to.equal('right');
    expect(empty!.querySelector('tbody')!.textContent).to.equal('暂无数据');
  });

  it('gates columns like controls: hidden without the permission, an empty list is an error', async () => {
    setSession({ permissions: [] });
    const original = console.error;
    console.error = () => {}; // React reports the caught error; expected here
    try {
      mounted = mountInShadow(
        <>
          <Table label="模板步骤" columns={columns} rows={steps} />
          <Boundary>
            <Table label="错误" columns={[{ key: 'x', title: 'X', permissions: [] }]} rows={[]} />
          </Boundary>
        </>,
      );
      await waitUntil(() => $('table') && $('[data-error]'));
      expect($$('th').map((th) => th.textContent)).to.deep.equal(['步骤', '时长']);
      expect($('[data-error]')!.getAttribute('data-error')).to.equal('PermissionListError');
    } finally {
      console.error = original;
    }
  });

  it('keeps its empty, loading and error states in view, centred in the box, however wide the table', async () => {
    const wide: TableColumn<Step>[] = Array.from({ length: 12 }, (_, i) => ({ key: `c${i}`, title: `第${i + 1}列`, width: 200 }));
    const inView = async (props: { loading?: boolean; error?: ReactNode }, text: string, state: string) => {
      mounted = mountInShadow(
        <div style={{ width: '600px' }}>
          <Table label="宽表" columns={wide} rows={[]} {...props} />
        </div>,
      );
      await waitUntil(() => $('.irr-table-state-box'));
      const wrap = $('.irr-table-wrap')!;
      expect(wrap.scrollWidth, 'the table is wider than its box').to.be.above(2000);
      const box = $('.irr-table-state-box')!;
      expect(box.dataset['state']).to.equal(state);
      expect(box.textContent).to.equal(text);
      const view = wrap.getBoundingClientRect();
      const shown = box.getBoundingClientRect();
      expect(shown.left).to.be.closeTo(view.left + 1, 1.5);
      expect(shown.right).to.be.closeTo(view.right - 1, 1.5);
      wrap.scrollLeft = 900;
      await waitUntil(() => Math.abs(box.getBoundingClientRect().left - view.left - 1) < 1.5, 'still in view after scrolling sideways');
      mounted.unmount();
      mounted = null;
    };
    await inView({}, '暂无数据', 'empty');
    await inView({ loading: true }, '加载中…', 'loading');
    await inView({ error: '加载失败：网络异常' }, '加载失败：网络异常', 'error');
  });

  it('cuts an ellipsis column at its width, with the whole text on hover', async () => {
    const long = '黄瓜开花期追肥先清水后施肥再清水冲洗管道';
    const cut: TableColumn<Step>[] = [
      { key: 'name', title: '步骤', width: 120, ellipsis: true, render: (s) => <b>{s.name}</b> },
      { key: 'minutes', title: '时长', width: 80 },
    ];
    mounted = mountInShadow(
      <div style={{ width: '300px' }}>
        <Table label="模板步骤" columns={cut} rows={[{ id: 1, name: long, minutes: 10 }]} />
      </div>,
    );
    await waitUntil(() => $('tbody td'));
    const text = $('tbody td .irr-cell-ellipsis')!;
    expect(text.title).to.equal(long);
    expect(text.textContent).to.equal(long);
    expect(text.scrollWidth, 'the text is longer than its box').to.be.above(text.clientWidth);
    expect(getComputedStyle(text).textOverflow).to.equal('ellipsis');
    // the cut column takes the room its box leaves it, not its text's width
    expect($('table')!.getBoundingClientRect().width).to.be.closeTo($('.irr-table-wrap')!.clientWidth, 1);
  });
});
