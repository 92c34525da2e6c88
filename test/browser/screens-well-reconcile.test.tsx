import { expect } from '@open-wc/testing';
import { issue, recharge, type CardRow } from '../../src/api/contract/money/card';
import { callApi } from '../../src/api/transport';
import { ReconcileScreen } from '../../src/screens/agriculturalWell/reconcile';
import { idCardCheckDigit } from '../../src/validation';
import { captureDownloads } from './support/downloads';
import { click, type } from './support/real-input';
import { referenceUser } from './support/reference-fixtures';
import { referenceDevice, referenceLogin, referenceNow, referenceScreenSuite, referenceSql } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';
import { recordEvents } from './support/test-session';
import { choose, wellWhere } from './support/well-fixtures';

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const texts = (tr: HTMLTableRowElement) => [...tr.cells].map((td) => td.textContent ?? '');
const headers = () => all('.irr-table-page thead th').map((th) => th.textContent);
const dialog = () => $('[role="dialog"]');
const filter = <T extends HTMLElement>(name: string) => $<T>(`form[role="search"] [name="${name}"]`)!;
const buttonIn = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);
const MINUTE = 60_000;

async function mountIssues(): Promise<void> {
  suite.mount(<ReconcileScreen path="/agriculturalWell/reconcile" query={{}} title="对账异常" active />);
  await until(() => $('table[aria-busy="false"]') && bodyRows().length > 0, 'the issues load');
}

describe('对账异常 (reconciliation of offline records) on the reference server', () => {
  let card: CardRow;
  let wellName = '';
  before(async () => {
    await referenceLogin();
    const well = await wellWhere(suite.merchant, 'a normal well', "w.status = 'normal'");
    wellName = `${well.name}(${well.cd})`;
    const { username } = await referenceDevice.connect(well.id);
    const first17 = '11010119800202555';
    card = await callApi(issue, {
      farmerName: '离线卡农户',
      farmerMobile: '13700005555',
      idCard: first17 + idCardCheckDigit(first17),
      placeId: well.place_id,
      cardType: 'offline',
    });
    await callApi(recharge, { cardId: card.id, amount: 100, payMode: 'cash' });
    // a card whose chip held its 100.00 before the server numbered writes (issued before migration 030): its first
    // record is the controller's word, and the copy's shows as the one finding of the card
    await referenceSql('update card set chip_starts_blank = false where id = $1', [card.id]);
    // a day ago, the well offline: an order, then the same card's copy at 100.00 again, then a card of nobody's
    const at = (await referenceNow()).getTime() - 24 * 60 * MINUTE;
    const record = (n: number, cardNo: string, before: number, amount: number) => ({
      recordNo: n,
      cardNo,
      startedAt: at + n * 60 * MINUTE,
      endedAt: at + n * 60 * MINUTE + 30 * MINUTE,
      startWh: 1_000 * n,
      endWh: 1_000 * n + 500,
      startLiters: 10_000 * n,
      endLiters: 10_000 * n + 5_000,
      amountFen: amount,
      balanceBeforeFen: before,
      balanceAfterFen: before - amount,
    });
    for (const r of [record(1, card.cardNo, 10_000, 1_000), record(2, card.cardNo, 10_000, 250), record(3, 'NOBODY0001', 900, 300)]) {
      expect((await referenceDevice.order(username, r)).recordNo).to.equal(r.recordNo);
    }
  });

  it('lists the issues with their kind, well, record, card, holder and difference, and is accessible', async () => {
    await mountIssues();
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
    expect(headers()).to.deep.equal([
      '发现时间',
      '处理状态',
      '异常类型',
      '机井',
      '记录号',
      '卡号',
      '持卡人',
      '差额(元)',
      '用水时间',
      '说明',
      '处理说明',
      '操作',
    ]);
    const shown = bodyRows().map((tr) => texts(tr).slice(2, 8));
    expect(shown).to.deep.equal([
      ['卡号不存在', wellName, '3', 'NOBODY0001', '', '3.00'],
      ['余额不符', wellName, '2', card.cardNo, '离线卡农户', '10.00'],
    ]);
    expect(texts(bodyRows()[1]!)[9]).to.match(/^刷卡前余额 100\.00 元，该卡上一笔（.+）之后应为 90\.00 元，相差 \+10\.00 元$/);
  });

  it('filters by kind', async () => {
    await mountIssues();
    await choose(filter<HTMLSelectElement>('kind'), 'balance');
    await click(buttonIn($('form[role="search"]')!, '查询')!);
    await until(() => $('table[aria-busy="false"]') && bodyRows().length === 1, 'one issue of the kind');
    expect(texts(bodyRows()[0]!)[2]).to.equal('余额不符');
  });

  it('处理 with a note: the row shows it processed, the database keeps the note and who', async () => {
    await mountIssues();
    const row = bodyRows().find((tr) => tr.cells[2]!.textContent === '卡号不存在')!;
    await click(buttonIn(row, '处理')!);
    await until(() => dialog(), 'the dialog');
    expect(dialog()!.textContent).to.contain('本商户没有卡号 NOBODY0001 的卡');
    await click(dialog()!.querySelector('textarea')!);
    await type('外商户的卡，已联系对方');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => dialog() === null, 'the dialog closes');
    await until(
      () => bodyRows().some((tr) => tr.cells[2]!.textContent === '卡号不存在' && tr.cells[1]!.textContent === '已处理'),
      'the row processed',
    );
    events.stop();
    expect(messages(events)).to.include('处理成功');
    const [saved] = await referenceSql<{ processed: string; process_note: string; processed_by_name: string }>(
      `select processed, process_note, processed_by_name from reconcile_issue where merchant_id = $1 and kind = 'unknownCard'`,
      [suite.merchant],
    );
    expect(saved).to.deep.equal({ processed: 'Y', process_note: '外商户的卡，已联系对方', processed_by_name: '演示管理员' });
    const processed = bodyRows().find((tr) => tr.cells[2]!.textContent === '卡号不存在')!;
    expect(buttonIn(processed, '处理'), 'no 处理 on a processed issue').to.equal(undefined);
  });

  it('exports the filtered issues as CSV', async () => {
    const downloads = captureDownloads();
    try {
      await mountIssues();
      await click($('[data-action="export-csv"]')!);
      await until(() => downloads.blobs.length === 1, 'the file');
      expect(downloads.names[0]).to.match(/^对账异常-\d{8}\.csv$/);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await downloads.blobs[0]!.arrayBuffer()).slice(3));
      const lines = text.split(/\r?\n/).filter(Boolean);
      expect(lines[0]!.split(',').slice(0, 9)).to.deep.equal([
        '编号',
        '发现时间',
        '处理状态',
        '异常类型',
        '机井',
        '记录号',
        '卡号',
        '持卡人',
        '差额(元)',
      ]);
      expect(lines).to.have.length(3);
    } finally {
      downloads.restore();
    }
  });

  it('a user with the page only reads: no 处理, no export, no print', async () => {
    await referenceUser('16600007711', ['agriculturalWell:reconcile:view']);
    await referenceLogin('16600007711');
    await mountIssues();
    expect(all('button').filter((b) => ['处理', '打印'].includes(b.textContent ?? ''))).to.deep.equal([]);
    expect($('[data-action="export-csv"]')).to.equal(null);
  });
});
