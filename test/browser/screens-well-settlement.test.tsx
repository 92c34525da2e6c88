import { expect } from '@open-wc/testing';
import { issue, recharge, type CardRow } from '../../src/api/contract/money/card';
import { callApi } from '../../src/api/transport';
import { SettlementScreen } from '../../src/screens/agriculturalWell/settlement';
import { idCardCheckDigit } from '../../src/validation';
import { shadowQueries, until } from './support/shadow-queries';
import { click } from './support/real-input';
import { oneRow, watchCalls } from './support/reference-fixtures';
import { OPERATOR, referenceClockAdvance, referenceLogin, referencePaymentsNext, referenceScreenSuite } from './support/reference-session';
import { recordEvents } from './support/test-session';
import { choose, retype } from './support/well-fixtures';
import { captureDownloads } from './support/downloads';

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const texts = (tr: HTMLTableRowElement) => [...tr.cells].map((td) => td.textContent ?? '');
const headers = () => all('.irr-table-page thead th').map((th) => th.textContent);
const dialog = () => $('[role="dialog"]');
const buttonIn = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
const toolbarButton = (text: string) => all<HTMLButtonElement>('button').find((b) => b.textContent === text);
const summary = () => $('[data-summary]')?.textContent ?? '';
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);

let serial = 0;
/** A card recharged online through the API: income the platform holds for the merchant. */
async function onlineIncome(amount: number): Promise<CardRow> {
  const first17 = `11010119800202${String(300 + serial++).padStart(3, '0')}`;
  const place = await oneRow<{ id: number }>('a place', 'select id from place where merchant_id = $1 order by id limit 1', [
    suite.merchant,
  ]);
  const card = await callApi(issue, {
    farmerName: '结算测试',
    farmerMobile: `1370001${String(1000 + serial).padStart(4, '0')}`,
    idCard: first17 + idCardCheckDigit(first17),
    placeId: place.id,
    cardType: 'online',
  });
  await callApi(recharge, { cardId: card.id, amount, payMode: 'alipay' });
  return card;
}

async function mountSettlements(): Promise<void> {
  suite.mount(<SettlementScreen path="/agriculturalWell/settlement" query={{}} title="支付结算" active />);
  await until(() => $('table[aria-busy="false"]') && summary() !== '', 'settlements load');
}

/** 申请结算 through its confirmation; the table shows the new settlement first. */
async function applyAndWait(count: number): Promise<string[]> {
  // the server's clock stands still: a moment later, so that what was just stamped is before it
  await referenceClockAdvance(1000);
  await click(toolbarButton('申请结算')!);
  await until(() => dialog() && buttonIn(dialog()!, '确定'), 'the confirmation');
  await click(buttonIn(dialog()!, '确定')!);
  await until(() => !dialog() && $('table[aria-busy="false"]') && bodyRows().length === count, 'the new settlement');
  return texts(bodyRows()[0]!);
}

describe('settlements screen (支付结算) on the reference server', () => {
  it('shows the setting and the open period, lists nothing yet, and is accessible', async () => {
    const openIncome = () => Number(/收入 ([\d.]+) 元/.exec(summary())?.[1]);
    await mountSettlements();
    const before = openIncome();
    suite.unmount();
    await onlineIncome(88);
    await referenceClockAdvance(1000);
    await mountSettlements();
    expect(summary()).to.contain('T+1').and.to.contain('示范村供水合作社').and.to.contain('0.6%').and.to.contain('待结算');
    expect(openIncome().toFixed(2), 'the open period takes the online recharge').to.equal((before + 88).toFixed(2));
    expect(bodyRows()).to.deep.equal([]);
    expect(headers()).to.deep.equal([
      '结算单号',
      '结算金额(元)',
      '结算状态',
      '结算周期',
      '来源',
      '收入(元)',
      '退款(元)',
      '手续费(元)',
      '服务费(元)',
      '上期结转(元)',
      '笔数',
      '打款方式',
      '打款结果',
      '打款时间',
      '操作',
    ]);
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
  });

  it('申请结算 settles the online income at once; a payout the provider refuses shows its code, and 重新打款 pays it once', async () => {
    await mountSettlements();
    const before = bodyRows().length;
    const events = recordEvents();
    const first = await applyAndWait(before + 1);
    expect(first[4]).to.equal('申请结算');
    expect(first[2]).to.equal('已打款');
    expect(first[12]).to.equal('N00000 成功');
    expect(messages(events)).to.include('已申请结算');
    await onlineIncome(50);
    await referencePaymentsNext('E10011');
    const failed = await applyAndWait(before + 2);
    expect([failed[5], failed[2], failed[12]]).to.deep.equal(['50.00', '打款失败', 'E10011 收款方账户未绑定']);
    const no = failed[0]!;
    const watch = watchCalls();
    await click(bodyRows()[0]!.querySelector<HTMLButtonElement>(`button[aria-label="重新打款 ${no}"]`)!);
    await until(() => dialog() && buttonIn(dialog()!, '确定'), 'the confirmation');
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => !dialog() && texts(bodyRows()[0]!)[2] === '已打款', 'paid');
    watch.stop();
    expect(watch.calls.filter((c) => c === 'irrigationWell/settlement/retry')).to.have.length(1);
    expect(bodyRows()[0]!.querySelector(`button[aria-label="重新打款 ${no}"]`), 'nothing left to retry').to.equal(null);
    const payouts = await oneRow<{ n: number; attempts: number }>(
      'the settlement',
      'select count(*)::int as n, max(attempts) as attempts from settlement where settlement_no = $1 and status = $2',
      [no, 'paid'],
    );
    expect([payouts.n, payouts.attempts]).to.deep.equal([1, 2]);
  });

  it("shows a settlement's detail with the movements it covers", async () => {
    await onlineIncome(21.5);
    await mountSettlements();
    await applyAndWait(bodyRows().length + 1);
    const no = texts(bodyRows()[0]!)[0]!;
    await click(bodyRows()[0]!.querySelector<HTMLButtonElement>(`button[aria-label="详情 ${no}"]`)!);
    const movements = () =>
      [...(dialog()?.querySelectorAll<HTMLTableRowElement>('table[aria-busy="false"] tbody tr') ?? [])]
        .filter((tr) => tr.cells.length > 1)
        .map((tr) => [...tr.cells].map((c) => c.textContent));
    await until(() => movements().length > 0, 'the movements it covers');
    expect(movements().map((r) => [r[0], r[3]])).to.deep.equal([['充值', '21.50']]);
    expect([...dialog()!.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal([
      '类型',
      '订单号',
      '卡号',
      '金额(元)',
      '时间',
    ]);
    // paged, and exported whole (findItemPage)
    expect(dialog()!.querySelector('[data-action="export-csv"]'), 'the movements export').to.not.equal(null);
    expect(dialog()!.querySelector('nav, .irr-pager'), 'a pager').to.not.equal(null);
  });

  it('exports the settlements shown as CSV through common/export, and offers 打印', async () => {
    const downloads = captureDownloads();
    const { blobs } = downloads;
    try {
      await mountSettlements();
      expect(bodyRows().length, 'the settlements of the tests before').to.be.greaterThan(0);
      expect(toolbarButton('打印'), '打印 beside the export').to.not.equal(undefined);
      await click($('[data-action="export-csv"]')!);
      await until(() => blobs.length === 1, 'the file');
      const lines = new TextDecoder('utf-8', { ignoreBOM: true })
        .decode(new Uint8Array(await blobs[0]!.arrayBuffer()).slice(3))
        .split(/\r?\n/)
        .filter(Boolean);
      expect(lines[0]!.split(',').slice(0, 3)).to.deep.equal(['结算单号', '结算金额(元)', '结算状态']);
      expect(lines.slice(1).map((l) => l.split(',')[0])).to.deep.equal(bodyRows().map((tr) => tr.cells[0]!.textContent));
    } finally {
      downloads.restore();
    }
  });

  it('结算设置 asks for the account it pays into, then saves the way with its interval', async () => {
    await mountSettlements();
    await click(toolbarButton('结算设置')!);
    await until(() => dialog() && dialog()!.querySelector('form'), 'the setting');
    const form = dialog()!;
    const watch = watchCalls();
    await retype(form.querySelector<HTMLInputElement>('[name="accountNo"]')!, '');
    await click(buttonIn(form, '保存')!);
    await until(() => form.querySelector('[role="alert"]'), 'the message');
    expect(form.querySelector('[role="alert"]')!.textContent).to.equal('请填写收款账号');
    expect(
      watch.calls.filter((c) => c.endsWith('saveSetting')),
      'nothing sent',
    ).to.deep.equal([]);
    await choose(form.querySelector<HTMLSelectElement>('[name="way"]')!, 'weekly');
    expect(form.textContent).to.contain('7天');
    await retype(form.querySelector<HTMLInputElement>('[name="accountNo"]')!, '6222020200087654321');
    await click(buttonIn(form, '保存')!);
    await until(() => !dialog() && summary().includes('T+7'), 'saved');
    watch.stop();
    expect(summary()).to.contain('6222020200087654321').and.to.contain('7天');
    const saved = await oneRow<{ way: string; account_no: string }>(
      'the setting',
      'select way, account_no from settlement_setting where merchant_id = $1',
      [suite.merchant],
    );
    expect(saved).to.deep.equal({ way: 'weekly', account_no: '6222020200087654321' });
  });

  it('我的服务 lists the service charges, those taken from settlements and those paid; 支付 pays one through the provider', async () => {
    await mountSettlements();
    await click(all<HTMLButtonElement>('[role="tab"]').find((b) => b.textContent === '我的服务')!);
    await until(() => $('[role="tabpanel"] table[aria-busy="false"]') && bodyRows().length > 0, 'the charges');
    expect(headers().slice(0, 6)).to.deep.equal(['服务单号', '支付状态', '业务', '设备', '授权方式', '扣费方式']);
    const shown = bodyRows().map(texts);
    expect(shown.some((r) => r[4] === '固定金额分成' && r[5] === '从结算扣除')).to.equal(true);
    const renew = shown.find((r) => r[4] === '续费' && r[1] === '待支付')!;
    expect(renew, 'a renewal waiting to be paid').to.not.equal(undefined);
    const events = recordEvents();
    await click($<HTMLButtonElement>(`button[aria-label="支付 ${renew[0]}"]`)!);
    await until(() => dialog() && buttonIn(dialog()!, '确定支付'), 'the payment');
    await choose(dialog()!.querySelector<HTMLSelectElement>('[name="payMethod"]')!, 'alipay');
    await click(buttonIn(dialog()!, '确定支付')!);
    await until(() => !dialog() && bodyRows().some((tr) => texts(tr)[0] === renew[0] && texts(tr)[1] === '已支付'), 'paid');
    expect(messages(events)).to.include('支付成功');
    const row = bodyRows()
      .map(texts)
      .find((r) => r[0] === renew[0])!;
    expect(row[8]).to.equal('支付宝');
    expect($(`button[aria-label="支付 ${renew[0]}"]`), 'nothing left to pay').to.equal(null);
  });

  it('offers the operator the list and details but neither 申请结算, 重新打款 nor 结算设置', async () => {
    await referenceLogin(OPERATOR);
    await mountSettlements();
    expect(toolbarButton('申请结算')).to.equal(undefined);
    expect(toolbarButton('结算设置')).to.equal(undefined);
    expect(all('button').filter((b) => b.textContent === '重新打款')).to.deep.equal([]);
  });
});
