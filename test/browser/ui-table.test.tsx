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
});
