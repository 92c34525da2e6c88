import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setSession } from '../../src/session/public/session';
import { SECOND_PAGE_SIZES, TablePageView, type PageQuery, type PageResult, type TablePageProps } from '../../src/ui/table-page';
import type { TableColumn } from '../../src/ui/table';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, fill, press, type } from './support/real-input';
import { freshSession } from './support/test-session';

interface Valve {
  id: number;
  name: string;
  area: string;
}

const valves: Valve[] = Array.from({ length: 95 }, (_, i) => ({ id: i + 1, name: `阀门${i + 1}`, area: i % 2 ? '东区' : '西区' }));

/** An in-memory findPage that records every query it gets. */
function memoryFetcher(rows: Valve[] = valves) {
  const queries: PageQuery[] = [];
  const fetcher = async (query: PageQuery): Promise<PageResult<Valve>> => {
    queries.push(query);
    const name = typeof query.name === 'string' ? query.name : '';
    const matching = rows.filter((r) => r.name.includes(name));
    const start = (query.page - 1) * query.size;
    return { records: matching.slice(start, start + query.size), total: matching.length, page: query.page, size: query.size };
  };
  return { fetcher, queries, last: () => queries[queries.length - 1]! };
}

const columns: TableColumn<Valve>[] = [
  { key: 'id', title: '编号', width: 80, fixed: 'left' },
  { key: 'name', title: '阀门名称', width: 160, fixed: 'left' },
  { key: 'area', title: '所属区域', width: 2400 },
  {
    key: 'ops',
    title: '操作',
    width: 120,
    fixed: 'right',
    permissions: ['fertigation:valve:edit'],
    render: (r) => <button type="button">编辑{r.id}</button>,
  },
];

let mounted: Mounted | null = null;
let cacheCount = 0;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];
const headers = () => $$('th').map((th) => th.textContent);
const firstCells = () => $$('tbody tr').map((tr) => tr.querySelector('td')!.textContent);

async function mount(props: Partial<TablePageProps<Valve>> & Pick<TablePageProps<Valve>, 'fetcher'>) {
  // a fresh cache entry per test: its own data source name
  mounted = mountInShadow(
    <TablePageView
      cacheKey={`test/valve/findPage#${++cacheCount}`}
      columns={columns}
      label="阀门列表"
      filters={[
        { name: 'name', label: '阀门名称', type: 'text' },
        { name: 'area', label: '区域', type: 'select', options: [{ value: '东区', label: '东区' }] },
      ]}
      {...props}
    />,
  );
  await waitUntil(() => $$('tbody tr').length > 0 && !$('[aria-busy="true"]'), 'first page');
}

describe('table page', () => {
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer t', authenticated: true, permissions: ['*:*:*'] });
  });
  afterEach(async () => {
    mounted?.unmount();
    mounted = null;
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible', async () => {
    await mount(memoryFetcher());
    await expect(mounted!.host).to.be.accessible();
  });

  it('starts on page 1 of size 10 with the full pager: total, sizes 10/20/50, prev, pages, next, jumper', async () => {
    const data = memoryFetcher();
    await mount(data);
    expect(data.queries).to.deep.equal([{ page: 1, size: 10 }]);
    expect(firstCells()).to.have.length(10);
    expect(firstCells()[0]).to.equal('1');
    const pager = $('nav[aria-label="阀门列表 分页"]')!;
    expect($('form[role="search"]')!.getAttribute('aria-label')).to.equal('阀门列表 筛选条件');
    expect(pager.querySelector('.irr-pager-total')!.textContent).to.equal('共 95 条');
    expect([...pager.querySelectorAll('option')].map((o) => o.textContent)).to.deep.equal(['10条/页', '20条/页', '50条/页']);
    expect(pager.querySelector<HTMLButtonElement>('button[aria-label="上一页"]')!.disabled).to.equal(true);
    expect([...pager.querySelectorAll('li button')].map((b) => b.textContent)).to.deep.equal(['1', '2', '3', '4', '5', '6', '…', '10']);
    expect(pager.querySelector('[aria-current="page"]')!.textContent).to.equal('1');
    expect(pager.querySelector<HTMLInputElement>('input[aria-label="跳转到页码"]')!.value).to.equal('1');
  });

  it("loads nothing while signed out (a logout, then the login screen's anonymous session), and loads for the next sign-in", async () => {
    const data = memoryFetcher();
    await mount(data);
    expect(data.queries).to.have.length(1);
    // each state rendered in its turn
    setSession({ token: null, authenticated: false });
    await nextFrame();
    setSession({ token: 'anonymous', authenticated: false });
    await nextFrame();
    setSession({ token: 'bearer u', authenticated: true });
    await waitUntil(() => data.queries.length >= 2, "the next user's page");
    expect(data.queries, 'one load for the signed-in user, none in between').to.have.length(2);
  });

  it('offers 10/20/30/40 in the second variant', async () => {
    await mount({ ...memoryFetcher(), pageSizes: SECOND_PAGE_SIZES });
    expect($$('nav option').map((o) => o.textContent)).to.deep.equal(['10条/页', '20条/页', '30条/页', '40条/页']);
  });

  it('moves with the page buttons, next, the size select and the jumper', async () => {
    const data = memoryFetcher();
    await mount(data);
    await click($('button[aria-label="第 2 页"]')!);
    await waitUntil(() => firstCells()[0] === '11');
    await click($('button[aria-label="下一页"]')!);
    await waitUntil(() => firstCells()[0] === '21');
    const sizes = $<HTMLSelectElement>('select[aria-label="每页条数"]')!;
    sizes.focus();
    await press('ArrowDown');
    await waitUntil(() => firstCells().length === 20, 'size 20');
    expect(data.last()).to.deep.equal({ page: 1, size: 20 });
    expect($('.irr-pager-total')!.textContent).to.equal('共 95 条');
    const jumper = $<HTMLInputElement>('input[aria-label="跳转到页码"]')!;
    await click(jumper);
    jumper.select();
    await type('4');
    await press('Enter');
    await waitUntil(() => firstCells()[0] === '61', 'page 4 of size 20');
    expect(data.last()).to.deep.equal({ page: 4, size: 20 });
    jumper.select();
    await type('99');
    await press('Enter');
    await waitUntil(() => firstCells()[0] === '81', 'clamped to the last page');
    expect(jumper.value).to.equal('5');
  });

  it('searches on Enter in a filter, back on page 1, and reset clears', async () => {
    const data = memoryFetcher();
    await mount(data);
    await click($('button[aria-label="第 3 页"]')!);
    await waitUntil(() => firstCells()[0] === '21');
    await fill($<HTMLInputElement>('form[role="search"] input')!, '阀门9');
    expect(data.queries).to.have.length(2);
    await press('Enter');
    await waitUntil(() => firstCells()[0] === '9', 'filtered');
    expect(data.last()).to.deep.equal({ name: '阀门9', page: 1, size: 10 });
    expect($('.irr-pager-total')!.textContent).to.equal('共 7 条');
    await click([...$$('form[role="search"] button')].find((b) => b.textContent === '重置')!);
    await waitUntil(() => $('.irr-pager-total')!.textContent === '共 95 条');
    expect($<HTMLInputElement>('form[role="search"] input')!.value).to.equal('');
  });

  it('hides a column whose permissions the user lacks', async () => {
    setSession({ permissions: ['fertigation:valve:findPage'] });
    await mount(memoryFetcher());
    expect(headers()).to.deep.equal(['编号', '阀门名称', '所属区域']);
    setSession({ permissions: ['fertigation:valve:edit'] });
    await waitUntil(() => headers().length === 4);
    expect(headers()[3]).to.equal('操作');
    expect($$('tbody button')[0]!.textContent).to.equal('编辑1');
  });

  it('sticks fixed columns at every width, their edges shadowed only while columns hide behind them', async () => {
    await setViewport({ width: 1200, height: 800 });
    await mount(memoryFetcher());
    const cells = () => $$('tbody tr')[0]!.querySelectorAll('td');
    const position = (i: number) => getComputedStyle(cells()[i]!).position;
    const shadow = (i: number) => getComputedStyle(cells()[i]!).boxShadow;
    expect([position(0), position(1), position(2), position(3)]).to.deep.equal(['sticky', 'sticky', 'static', 'sticky']);
    expect(getComputedStyle(cells()[1]!).left).to.equal('80px');
    const wrap = $('.irr-table-wrap')!;
    // at the start nothing hides on the left: only 操作's edge casts a shadow
    await waitUntil(() => wrap.hasAttribute('data-hidden-right'), 'columns hidden on the right');
    expect(wrap.hasAttribute('data-hidden-left')).to.equal(false);
    expect([shadow(1), shadow(3)].map((s) => s !== 'none')).to.deep.equal([false, true]);
    wrap.scrollLeft = 600;
    await waitUntil(() => wrap.hasAttribute('data-hidden-left'), 'columns hidden on the left once scrolled');
    expect(cells()[1]!.getBoundingClientRect().left - wrap.getBoundingClientRect().left).to.be.closeTo(81, 1);
    expect(shadow(1)).not.to.equal('none');
    wrap.scrollLeft = wrap.scrollWidth;
    await waitUntil(() => !wrap.hasAttribute('data-hidden-right'), 'nothing hidden on the right at the end');
    expect(shadow(3)).to.equal('none');
    const ops = cells()[3]!.getBoundingClientRect();
    expect(ops.right).to.be.closeTo(wrap.getBoundingClientRect().right - 1, 1);
  });

  it('shows the loading state, then the empty state', async () => {
    let release!: (result: PageResult<Valve>) => void;
    const fetcher = () => new Promise<PageResult<Valve>>((resolve) => (release = resolve));
    mounted = mountInShadow(<TablePageView cacheKey={`test/empty#${++cacheCount}`} fetcher={fetcher} columns={columns} label="阀门列表" />);
    await waitUntil(() => $('td[role="status"]')?.textContent === '加载中…', 'loading');
    expect($('table')!.getAttribute('aria-busy')).to.equal('true');
    release({ records: [], total: 0, page: 1, size: 10 });
    await waitUntil(() => $('tbody td')?.textContent === '暂无数据', 'empty');
    expect($('table')!.getAttribute('aria-busy')).to.equal('false');
    expect($('.irr-pager-total')!.textContent).to.equal('共 0 条');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const fetcher = async (q: PageQuery) => {
      if (fail) throw new Error('网络异常');
      return { records: valves.slice(0, 10), total: 95, page: q.page, size: q.size };
    };
    mounted = mountInShadow(<TablePageView cacheKey={`test/fail#${++cacheCount}`} fetcher={fetcher} columns={columns} label="阀门列表" />);
    await waitUntil(() => $('td[role="alert"]'), 'error row');
    expect($('td[role="alert"]')!.textContent).to.contain('加载失败：网络异常');
    fail = false;
    await click($('td[role="alert"] button')!);
    await waitUntil(() => firstCells()[0] === '1');
  });
});
