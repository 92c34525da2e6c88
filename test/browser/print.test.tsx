import { expect } from '@open-wc/testing';
import { issue, recharge } from '../../src/api/contract/money/card';
import { wellPermissions } from '../../src/api/contract/well/permissions';
import { callApi } from '../../src/api/transport';
import { CLODOP_DOWNLOAD_URL, clodopScriptsFor, configureCLodop, findCLodop, forgetCLodop } from '../../src/print';
import { FundScreen } from '../../src/screens/agriculturalWell/fund';
import { setSession } from '../../src/session/public/session';
import { PrintButton } from '../../src/ui/print';
import { rowActionsColumn, type TableColumn } from '../../src/ui/table';
import { idCardCheckDigit } from '../../src/validation';
import { loggedIn, mountInShadow, sampleMenus, type Mounted } from './support/console-fixtures';
import { click } from './support/real-input';
import { oneRow } from './support/reference-fixtures';
import { holdClocksTogether, referenceScreenSuite } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';
import { freshSession } from './support/test-session';

/** Stand-ins of the C-Lodop service's script (clodop-endpoints.mjs). */
const PRESENT = '/test-clodop/present/CLodopfuncs.js';
const NOT_CLODOP = '/test-clodop/not-clodop/CLodopfuncs.js';
const HANG = '/test-clodop/hang/CLodopfuncs.js';
const nothingAt = (name: string) => `/test-clodop/missing-${name}/CLodopfuncs.js`;

const MISSING_TEXT = 'C-Lodop打印控件还没准备好，请稍后再试！';

interface LodopCall {
  name: string;
  args: unknown[];
  socket: number;
}
type Page = Window & { __clodopCalls?: LodopCall[]; getCLodop?: unknown; CLODOP?: unknown };
const page = window as Page;
const lodopCalls = () => page.__clodopCalls ?? [];
const callsOf = (name: string) => lodopCalls().filter((c) => c.name === name);

/** How often the test server was asked each stand-in, by its path under /test-clodop/. */
async function hits(): Promise<Record<string, number>> {
  return (await (await fetch('/test-clodop/hits')).json()) as Record<string, number>;
}
const hitsOf = async (url: string) => (await hits())[url.replace('/test-clodop/', '')] ?? 0;
const leftScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('/test-clodop/'));

/** Forgets everything a C-Lodop search left on the page: the object found, the stand-in's globals. */
function forgetPrinting(): void {
  forgetCLodop();
  configureCLodop({});
  delete page.getCLodop;
  delete page.CLODOP;
  delete page.__clodopCalls;
}

/** The headers and cell texts of a printout's HTML (C-Lodop's), parsed inertly. */
function tableOfHtml(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  return {
    content,
    headers: [...content.querySelectorAll('thead th')].map((th) => th.textContent),
    rows: [...content.querySelectorAll<HTMLTableRowElement>('tbody tr')].map((tr) => [...tr.cells].map((td) => td.textContent)),
  };
}

interface FramePrint {
  frame: HTMLIFrameElement;
  title: string;
  heading: string | null;
  note: string | null;
  headers: (string | null)[];
  rows: (string | null)[][];
  images: number;
  css: string;
}

/**
 * Records the prints of frames' windows instead of opening the print dialog (the getter of
 * `contentWindow` gives each frame's window a recording `print`), and any print of the page itself.
 */
function recordPrints() {
  const real = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
  const realPagePrint = window.print;
  const frames: FramePrint[] = [];
  const pagePrints: number[] = [];
  const patched = new WeakSet<Window>();
  window.print = () => void pagePrints.push(Date.now());
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      const win = real.get!.call(this) as Window | null;
      if (win && !patched.has(win)) {
        patched.add(win);
        win.print = () => {
          const d = win.document;
          frames.push({
            frame: this,
            title: d.title,
            heading: d.querySelector('h1')?.textContent ?? null,
            note: d.querySelector('h1 + p')?.textContent ?? null,
            headers: [...d.querySelectorAll('thead th')].map((th) => th.textContent),
            rows: [...d.querySelectorAll('tbody tr')].map((tr) => [...(tr as HTMLTableRowElement).cells].map((td) => td.textContent)),
            images: d.querySelectorAll('img').length,
            css: d.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\n')).join('\n'),
          });
        };
      }
      return win;
    },
  });
  return {
    frames,
    pagePrints,
    restore() {
      Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', real);
      window.print = realPagePrint;
    },
  };
}

describe('finding C-Lodop (src/print)', () => {
  afterEach(() => forgetPrinting());

  it('tries the https address first on an https page, the http ports first otherwise', () => {
    expect(clodopScriptsFor('http:')).to.deep.equal([
      'http://localhost:8000/CLodopfuncs.js',
      'http://localhost:18000/CLodopfuncs.js',
      'https://localhost.lodop.net:8443/CLodopfuncs.js',
    ]);
    expect(clodopScriptsFor('https:')[0]).to.equal('https://localhost.lodop.net:8443/CLodopfuncs.js');
    expect(clodopScriptsFor('https:')).to.have.length(3);
  });

  it("finds none when nothing answers (404) or the script is not C-Lodop's, after trying each address once", async () => {
    const missing = nothingAt('a');
    const before = { missing: await hitsOf(missing), other: await hitsOf(NOT_CLODOP) };
    expect(await findCLodop({ scripts: [missing, NOT_CLODOP] })).to.equal(null);
    expect(await hitsOf(missing)).to.equal(before.missing + 1);
    expect(await hitsOf(NOT_CLODOP)).to.equal(before.other + 1);
    expect(leftScripts(), 'no script element left behind').to.deep.equal([]);
  });

  it('gives up on an address that does not answer within the timeout', async () => {
    const started = performance.now();
    const presentBefore = await hitsOf(PRESENT);
    expect(await findCLodop({ scripts: [HANG, PRESENT], timeoutMs: 300 })).to.equal(null);
    const took = performance.now() - started;
    expect(took, 'waited out the timeout').to.be.at.least(290);
    expect(took, 'not much longer').to.be.below(3000);
    expect(await hitsOf(PRESENT), 'the time was spent').to.equal(presentBefore);
    expect(leftScripts()).to.deep.equal([]);
  });

  it('finds it at the next address, once its socket is open, and keeps it for the page without loading again', async () => {
    const presentBefore = await hitsOf(PRESENT);
    const [first, second] = await Promise.all([findCLodop({ scripts: [nothingAt('b'), PRESENT] }), findCLodop({ scripts: [PRESENT] })]);
    expect(first, 'found').to.not.equal(null);
    expect(second, 'a click meanwhile shares the search').to.equal(first);
    expect(first!.webskt?.readyState, "the stand-in's socket opens after its script ran").to.equal(1);
    expect(await hitsOf(PRESENT)).to.equal(presentBefore + 1);
    expect(await findCLodop({ scripts: [nothingAt('c')] })).to.equal(first);
    expect(await hitsOf(nothingAt('c')), 'kept: nothing loaded again').to.equal(0);
  });

  it('searches again after a failure (the merchant started C-Lodop meanwhile)', async () => {
    configureCLodop({ scripts: [nothingAt('d')] });
    expect(await findCLodop()).to.equal(null);
    configureCLodop({ scripts: [PRESENT] });
    const lodop = await findCLodop();
    expect(lodop).to.not.equal(null);
    expect(lodop).to.equal((page.getCLodop as () => unknown)());
  });
});

interface Row {
  id: number;
  name: string;
  amount: number;
  cost: string;
  memo: string;
}
const columns: TableColumn<Row>[] = [
  { key: 'name', title: '名称' },
  { key: 'amount', title: '金额(元)', render: (r) => <span data-sign="in">+{r.amount.toFixed(2)}</span> },
  { key: 'cost', title: '成本', permissions: ['demo:cost:view'] },
  { key: 'memo', title: '备注' },
  rowActionsColumn<Row>({
    title: '操作',
    name: (r) => r.name,
    actions: [{ label: '编辑', permission: 'demo:edit', onClick: () => undefined }],
  }),
];
const rows: Row[] = [
  { id: 1, name: '一号井', amount: 12.5, cost: '3.00', memo: '<img src=x onerror="window.__pwned=1">' },
  { id: 2, name: '二号井', amount: 7, cost: '1.00', memo: '' },
];
const printedRows = [
  ['一号井', '+12.50', '<img src=x onerror="window.__pwned=1">'],
  ['二号井', '+7.00', ''],
];
const printedHeaders = ['名称', '金额(元)', '备注'];

describe('the 打印 button (src/ui/print)', () => {
  let mounted: Mounted | null = null;
  const { $, all } = shadowQueries(() => mounted!.shadow);
  const printButton = () => $<HTMLButtonElement>('button[data-action="print"]');
  const notice = () => $('.irr-print-missing');

  function mount(held: string[], shown: readonly Row[] = rows): void {
    loggedIn(sampleMenus(), held);
    mounted = mountInShadow(
      <PrintButton
        anyOf={['demo:print']}
        title="测试报表"
        note="时间范围：2026-11-01 00:00:00 至 2026-11-30 23:59:59"
        columns={columns}
        rows={shown}
        landscape
      />,
    );
  }

  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    forgetPrinting();
  });

  it('shows only to a user holding its permission, and is disabled without rows', async () => {
    mount(['demo:edit']);
    await until(() => mounted!.shadow.childElementCount > 0, 'mounted');
    expect(printButton()).to.equal(null);
    mounted!.unmount();
    mount(['demo:print'], []);
    await until(() => printButton(), 'the button');
    expect(printButton()!.textContent).to.equal('打印');
    expect(printButton()!.disabled, 'nothing to print').to.equal(true);
  });

  it("without C-Lodop: the spec's message with the download link; 浏览器打印 prints the printout alone, from a frame in the shadow root", async () => {
    configureCLodop({ scripts: [nothingAt('e'), nothingAt('f')] });
    mount(['demo:print', 'demo:edit']);
    await until(() => printButton(), 'the button');
    await click(printButton()!);
    await until(() => notice(), 'the message');
    expect(notice()!.getAttribute('role')).to.equal('alert');
    expect(notice()!.querySelector('p')!.textContent).to.equal(MISSING_TEXT);
    const link = notice()!.querySelector<HTMLAnchorElement>('a')!;
    expect(link.href).to.equal(CLODOP_DOWNLOAD_URL);
    expect(link.target).to.equal('_blank');
    expect(link.textContent).to.equal('下载C-Lodop打印控件');
    await expect(mounted!.host).to.be.accessible();
    expect(lodopCalls()).to.deep.equal([]);

    const prints = recordPrints();
    try {
      await click(all<HTMLButtonElement>('button').find((b) => b.textContent === '浏览器打印')!);
      await until(() => prints.frames.length === 1, 'the frame printed');
      const [printed] = prints.frames;
      expect(prints.pagePrints, 'the page itself is never printed').to.deep.equal([]);
      expect(printed!.frame.getRootNode(), "inside the element's shadow root").to.equal(mounted!.shadow);
      expect(printed!.frame.contentDocument!.body.querySelectorAll('button, nav, form').length).to.equal(0);
      expect(printed!.title).to.equal('测试报表');
      expect(printed!.heading).to.equal('测试报表');
      expect(printed!.note).to.equal('时间范围：2026-11-01 00:00:00 至 2026-11-30 23:59:59');
      // the columns the user sees (成本 needs demo:cost:view), less the controls (操作)
      expect(printed!.headers).to.deep.equal(printedHeaders);
      expect(printed!.rows).to.deep.equal(printedRows);
      expect(printed!.images, 'cell text stays text').to.equal(0);
      expect(printed!.css.toLowerCase()).to.contain('@page').and.contain('size: a4 landscape');
      expect(printed!.css).to.contain('table-header-group');
      await until(() => notice() === null, 'the message goes');
      printed!.frame.contentWindow!.dispatchEvent(new Event('afterprint'));
      expect(printed!.frame.isConnected, 'the frame goes after printing').to.equal(false);
    } finally {
      prints.restore();
    }
  });

  it('with C-Lodop: prints the table through LODOP once its socket is open, and shows no message', async () => {
    configureCLodop({ scripts: [nothingAt('g'), PRESENT] });
    mount(['demo:print']);
    await until(() => printButton(), 'the button');
    const prints = recordPrints();
    try {
      await click(printButton()!);
      await until(() => callsOf('PREVIEW').length === 1, 'the preview');
      expect(lodopCalls().map((c) => c.name)).to.deep.equal([
        'PRINT_INIT',
        'SET_PRINT_PAGESIZE',
        'ADD_PRINT_HTM',
        'ADD_PRINT_TABLE',
        'PREVIEW',
      ]);
      expect(
        lodopCalls().every((c) => c.socket === 1),
        'after the socket opened',
      ).to.equal(true);
      expect(callsOf('PRINT_INIT')[0]!.args).to.deep.equal(['测试报表']);
      expect(callsOf('SET_PRINT_PAGESIZE')[0]!.args[0], 'landscape').to.equal(2);
      const heading = tableOfHtml(String(callsOf('ADD_PRINT_HTM')[0]!.args[4]));
      expect(heading.content.querySelector('h1')!.textContent).to.equal('测试报表');
      const table = tableOfHtml(String(callsOf('ADD_PRINT_TABLE')[0]!.args[4]));
      expect(table.headers).to.deep.equal(printedHeaders);
      expect(table.rows).to.deep.equal(printedRows);
      expect(table.content.querySelectorAll('img').length, 'cell text stays text').to.equal(0);
      expect(table.content.querySelector('style')!.textContent).to.contain('table-header-group');
      expect(notice()).to.equal(null);
      expect(prints.frames, 'no browser print').to.deep.equal([]);
      await until(() => printButton()!.disabled === false, 'the button enabled again once printed');
    } finally {
      prints.restore();
    }
  });

  it('looks for C-Lodop again on the next click after it was missing', async () => {
    configureCLodop({ scripts: [nothingAt('h')] });
    mount(['demo:print']);
    await until(() => printButton(), 'the button');
    await click(printButton()!);
    await until(() => notice(), 'the message');
    configureCLodop({ scripts: [PRESENT] });
    await click(printButton()!);
    await until(() => callsOf('PREVIEW').length === 1, 'printed through C-Lodop');
    // the notice goes with the render after the print call
    await until(() => notice() === null, 'the message goes');
  });
});

describe('资金流水 prints the page shown (reference server)', () => {
  const suite = referenceScreenSuite();
  const { $, all } = shadowQueries(() => suite.mounted!.shadow);
  const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
  const headers = () => all('.irr-table-page thead th').map((th) => th.textContent);
  let releaseClocks = () => {};
  afterEach(() => {
    forgetPrinting();
    releaseClocks();
    releaseClocks = () => {};
  });

  async function mountFlows(): Promise<void> {
    suite.mount(<FundScreen path="/agriculturalWell/fund" query={{}} title="资金流水" active />);
    // rows, or the empty text: a month's first minutes may have no flows yet
    await until(() => $('table[aria-busy="false"]') && all('.irr-table-page tbody tr').length > 0, 'flows load');
  }

  it('prints the rows on screen with the column titles through C-Lodop', async () => {
    const place = await oneRow<{ id: number }>('a place', 'select id from place where merchant_id = $1 order by id limit 1', [
      suite.merchant,
    ]);
    const first17 = '11010119800101' + '917';
    // the recharge is stamped by the server's clock and listed in the page's month: both held at one
    // instant (failed when the test ran across a new year's midnight)
    releaseClocks = await holdClocksTogether();
    const card = await callApi(issue, {
      farmerName: '打印农户',
      farmerMobile: '13700009917',
      idCard: first17 + idCardCheckDigit(first17),
      placeId: place.id,
      cardType: 'online',
    });
    await callApi(recharge, { cardId: card.id, amount: 43.21, payMode: 'cash' });
    configureCLodop({ scripts: [PRESENT] });
    await mountFlows();
    await until(() => bodyRows().length > 0, 'the flows');
    const shown = bodyRows().map((tr) => [...tr.cells].map((td) => td.textContent));
    expect(
      shown.some((cells) => cells.includes(card.cardNo) && cells.includes('+43.21')),
      'the recharge is on the page',
    ).to.equal(true);
    await click($('button[data-action="print"]')!);
    await until(() => callsOf('PREVIEW').length === 1, 'the preview');
    expect(callsOf('PRINT_INIT')[0]!.args).to.deep.equal(['资金流水']);
    const heading = tableOfHtml(String(callsOf('ADD_PRINT_HTM')[0]!.args[4]));
    expect(heading.content.querySelector('p')!.textContent).to.match(/^时间范围：\d{4}-\d\d-01 00:00:00 至 \d{4}-\d\d-\d\d 23:59:59$/);
    const table = tableOfHtml(String(callsOf('ADD_PRINT_TABLE')[0]!.args[4]));
    expect(table.headers).to.deep.equal(headers());
    expect(table.rows).to.deep.equal(shown);
  });

  it('is not offered to a user without agriculturalWell:fund:export', async () => {
    setSession({ permissions: [wellPermissions.fund.view] });
    await mountFlows();
    expect($('button[data-action="print"]')).to.equal(null);
    expect($('button[data-action="export"]'), 'as the export').to.equal(null);
  });
});
