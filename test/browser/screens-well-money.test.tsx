import { expect } from '@open-wc/testing';
import { issue, loss, recharge, replace, type CardRow } from '../../src/api/contract/money/card';
import { RECHARGE_PAY_MODES } from '../../src/api/contract/money/fields';
import { callApi } from '../../src/api/transport';
import { label } from '../../src/i18n/zh-CN/enums';
import { BillScreen } from '../../src/screens/agriculturalWell/bill';
import { CardScreen } from '../../src/screens/agriculturalWell/card';
import { FundScreen } from '../../src/screens/agriculturalWell/fund';
import { idCardCheckDigit } from '../../src/validation';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill, press, type } from './support/real-input';
import { oneRow, watchCalls } from './support/reference-fixtures';
import { OPERATOR, referenceLogin, referencePaymentsNext, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';
import { choose, retype } from './support/well-fixtures';
import { captureDownloads } from './support/downloads';

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const props = (path: string, title: string) => ({ path, query: {}, title, active: true });
const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const texts = (tr: HTMLTableRowElement) => [...tr.cells].map((td) => td.textContent ?? '');
const rowOf = (first: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === first);
const cells = (first: string) => texts(rowOf(first)!);
const headers = () => all('.irr-table-page thead th').map((th) => th.textContent);
const dialog = () => $('[role="dialog"]');
const buttonIn = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
/** The texts of a row's buttons (failures print text, not elements). */
const actionsOf = (first: string) => [...rowOf(first)!.querySelectorAll('button')].map((b) => b.textContent);
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => dialog()!.querySelector<T>(`[name="${name}"]`)!;
const messageOf = (name: string) => field(name).closest('.irr-field')!.querySelector('.irr-field-error')?.textContent ?? null;
const filterBox = (name: string) => $<HTMLInputElement>(`form[role="search"] [name="${name}"]`)!;
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);

let serial = 0;
/** A valid resident ID (Beijing, born 1980-01-01) that no other test uses. */
function newIdCard(): string {
  const first17 = `11010119800101${String(100 + serial++).padStart(3, '0')}`;
  return first17 + idCardCheckDigit(first17);
}
const newMobile = () => `1370000${String(1000 + serial++).padStart(4, '0')}`;

const firstPlace = () =>
  oneRow<{ id: number; name: string }>('a place', 'select id, name from place where merchant_id = $1 order by id limit 1', [
    suite.merchant,
  ]);
const otherPlace = (id: number) =>
  oneRow<{ id: number; name: string }>(
    'a second place',
    'select id, name from place where merchant_id = $1 and id <> $2 order by id limit 1',
    [suite.merchant, id],
  );
const cardCount = async () =>
  (await oneRow<{ n: number }>('cards', 'select count(*)::int as n from card where merchant_id = $1', [suite.merchant])).n;

/** A new card issued through the API (the set-up of the tests that act on a card). */
async function issuedCard(name = '测试农户'): Promise<CardRow> {
  const place = await firstPlace();
  return callApi(issue, { farmerName: name, farmerMobile: newMobile(), idCard: newIdCard(), placeId: place.id, cardType: 'online' });
}

/** A cash recharge through the API. */
async function rechargedCard(amount: number, giftAmount = 0): Promise<CardRow> {
  const card = await issuedCard();
  await callApi(recharge, { cardId: card.id, amount, ...(giftAmount ? { giftAmount } : {}), payMode: 'cash' });
  return card;
}

/** Searches the mounted table by keyword (Enter) until every row matches `expected` rows' first cells. */
async function searchKeyword(keyword: string, expected: (rows: HTMLTableRowElement[]) => boolean): Promise<void> {
  await retype(filterBox('keyword'), keyword);
  await press('Enter');
  await until(() => $('table[aria-busy="false"]') && expected(bodyRows()), `rows of ${keyword}`);
}

async function mountCards(): Promise<void> {
  suite.mount(<CardScreen {...props('/agriculturalWell/card', '用户卡管理')} />);
  await until(() => $('table[aria-busy="false"]'), 'cards load');
}

/** The cards of `mobile`'s holder on screen. */
async function cardsOf(card: CardRow): Promise<void> {
  await searchKeyword(card.farmerMobile, (rows) => rows.length > 0 && rows.every((tr) => tr.cells[5]!.textContent === card.farmerMobile));
}

async function openRowAction(first: string, action: string): Promise<void> {
  await click(rowOf(first)!.querySelector<HTMLButtonElement>(`button[aria-label="${action} ${first}"]`)!);
  await until(() => dialog() && !dialog()!.querySelector('[role="status"]:not([data-pending])'), `${action} opens`);
}

interface DbCard {
  card_no: string;
  card_type: string;
  status: string;
  name: string;
  mobile: string;
  id_card: string;
  place_id: number;
  real: number;
  gift: number;
  frozen: number;
}
const dbCard = (cardNo: string) =>
  oneRow<DbCard>(
    `card ${cardNo}`,
    `
  select c.card_no, c.card_type, c.status, f.name, f.mobile, f.id_card, f.place_id,
    coalesce((select sum(a.balance_fen) from ledger_account a where a.card_id = c.id and a.kind = 'card' and a.source = 'A'), 0)::int as real,
    coalesce((select sum(a.balance_fen) from ledger_account a where a.card_id = c.id and a.kind = 'card' and a.source = 'N'), 0)::int as gift,
    coalesce((select sum(a.balance_fen) from ledger_account a where a.card_id = c.id and a.kind = 'frozen'), 0)::int as frozen
  from card c join farmer f on f.id = c.farmer_id where c.merchant_id = $1 and c.card_no = $2`,
    [suite.merchant, cardNo],
  );

describe('cards screen (用户卡管理) on the reference server', () => {
  it('lists the cards with their holder, masked ID, place and balances, and is accessible', async () => {
    const card = await rechargedCard(12.5, 2);
    await mountCards();
    await expect(suite.mounted!.host).to.be.accessible();
    expect(headers()).to.deep.equal([
      '卡号',
      '卡状态',
      '余额(元)',
      '卡类型',
      '持卡人',
      '手机号',
      '身份证号',
      '村镇',
      '赠送余额(元)',
      '开卡时间',
      '操作',
    ]);
    await cardsOf(card);
    const place = await firstPlace();
    const db = await dbCard(card.cardNo);
    expect(cells(card.cardNo).slice(0, 9)).to.deep.equal([
      card.cardNo,
      '正常',
      '14.50',
      '在线卡(钱包卡)',
      '测试农户',
      card.farmerMobile,
      `${db.id_card.slice(0, 6)}********${db.id_card.slice(-4)}`,
      place.name,
      '2.00',
    ]);
    expect(cells(card.cardNo)[9]).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(actionsOf(card.cardNo)).to.deep.equal(['详情', '充值', '挂失', '补卡', '迁移村镇']);
  });

  it('refuses a malformed ID card with 身份证号格式错误 and issues nothing', async () => {
    const before = await cardCount();
    const place = await firstPlace();
    await mountCards();
    await click($('[data-action="issue"]')!);
    await until(() => dialog()?.querySelector('[name="idCard"]'), 'the form (places loaded)');
    await fill(field('farmerName'), '错号农户');
    await fill(field('farmerMobile'), newMobile());
    const good = newIdCard();
    const wrongCheck = good.slice(0, 17) + (good[17] === '1' ? '2' : '1');
    await fill(field('idCard'), wrongCheck);
    await choose(field<HTMLSelectElement>('placeId'), String(place.id));
    const watch = watchCalls();
    await click(buttonIn(dialog()!, '开卡')!);
    await until(() => messageOf('idCard') === '身份证号格式错误', 'the ID card message');
    watch.stop();
    expect(watch.calls, 'nothing sent').to.not.include('irrigationWell/card/issue');
    expect(field('idCard').getAttribute('aria-invalid')).to.equal('true');
    await expect(suite.mounted!.host).to.be.accessible();
    expect(await cardCount(), 'no card').to.equal(before);
    expect(await referenceSql('select id from farmer where name = $1', ['错号农户'])).to.deep.equal([]);
  });

  it('issues a card through the dialog: the holder is registered and the card is listed', async () => {
    const place = await firstPlace();
    const mobile = newMobile();
    const idCard = newIdCard();
    await mountCards();
    await click($('[data-action="issue"]')!);
    await until(() => dialog()?.querySelector('[name="idCard"]'), 'the form (places loaded)');
    expect([...field<HTMLSelectElement>('cardType').options].map((o) => o.textContent)).to.deep.equal([
      '请选择',
      '离线卡',
      '在线卡(钱包卡)',
      '预付卡',
      '村镇卡',
    ]);
    await fill(field('farmerName'), '张新户');
    await fill(field('farmerMobile'), '1370000');
    await press('Tab');
    await until(() => messageOf('farmerMobile') === '请输入有效的手机号', 'the phone rule on blur');
    await retype(field('farmerMobile'), mobile);
    await fill(field('idCard'), idCard.toLowerCase());
    await choose(field<HTMLSelectElement>('placeId'), String(place.id));
    await choose(field<HTMLSelectElement>('cardType'), 'prepaid');
    await fill(field('cardNo'), 'ZX20260001');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '开卡')!);
    await until(() => dialog() === null, 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('开卡成功，卡号 ZX20260001');
    await until(() => rowOf('ZX20260001'), 'the new card is listed');
    expect(cells('ZX20260001').slice(0, 9)).to.deep.equal([
      'ZX20260001',
      '正常',
      '0.00',
      '预付卡',
      '张新户',
      mobile,
      `${idCard.slice(0, 6)}********${idCard.slice(-4)}`,
      place.name,
      '0.00',
    ]);
    expect(await dbCard('ZX20260001')).to.include({
      card_type: 'prepaid',
      status: 'normal',
      name: '张新户',
      mobile,
      id_card: idCard,
      place_id: place.id,
    });
  });

  it('recharges a card: the float rule on the amount, then the new balance in the message and the row', async () => {
    const card = await issuedCard();
    await mountCards();
    await cardsOf(card);
    await openRowAction(card.cardNo, '充值');
    expect([...field<HTMLSelectElement>('payMode').options].map((o) => o.value)).to.deep.equal([...RECHARGE_PAY_MODES]);
    expect(field<HTMLSelectElement>('payMode').value).to.equal('cash');
    await click(buttonIn(dialog()!, '确定充值')!);
    await until(() => messageOf('amount') === '充值金额不能为空', 'the amount is required');
    await click(field('amount'));
    await type('0100.509');
    expect(field('amount').value, 'two decimals, no leading zero').to.equal('100.50');
    await fill(field('giftAmount'), '10');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '确定充值')!);
    await until(() => dialog() === null, 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('充值成功，当前余额 110.50 元');
    await until(() => cells(card.cardNo)[2] === '110.50' && cells(card.cardNo)[8] === '10.00', 'the row shows the balance');
    expect(await dbCard(card.cardNo)).to.include({ real: 10050, gift: 1000 });
    const [order] = await referenceSql<{ amount_fen: number; gift_fen: number; pay_mode: string; result: string }>(
      'select amount_fen::int, gift_fen::int, pay_mode, result from recharge_order o join card c on c.id = o.card_id where c.card_no = $1',
      [card.cardNo],
    );
    expect(order).to.deep.equal({ amount_fen: 10050, gift_fen: 1000, pay_mode: 'cash', result: 'succeed' });
  });

  it('a free recharge (免费) takes no gift and says the amount is dummy money; the card gets it as gift money', async () => {
    const card = await issuedCard();
    await mountCards();
    await cardsOf(card);
    await openRowAction(card.cardNo, '充值');
    const payMode = field<HTMLSelectElement>('payMode');
    payMode.value = 'free';
    payMode.dispatchEvent(new Event('change', { bubbles: true }));
    await until(
      () => dialog()?.querySelector('[data-dummy]')?.textContent?.includes('不可提现') === true,
      'the hint says what dummy money is',
    );
    expect(dialog()!.querySelector('[name="giftAmount"]'), 'no gift field').to.equal(null);
    await fill(field('amount'), '8');
    await click(buttonIn(dialog()!, '确定充值')!);
    await until(() => dialog() === null, 'the dialog closes');
    await until(() => cells(card.cardNo)[2] === '8.00' && cells(card.cardNo)[8] === '8.00', 'the row shows the gift balance');
    expect(await dbCard(card.cardNo)).to.include({ real: 0, gift: 800 });
  });

  it('shows 支付状态待确认 for a payment the provider has not confirmed, and 查询 asks again until it is credited', async () => {
    const card = await issuedCard();
    await mountCards();
    await cardsOf(card);
    await openRowAction(card.cardNo, '充值');
    await fill(field('amount'), '30');
    await choose(field<HTMLSelectElement>('payMode'), 'wxpay');
    // the provider leaves the payment pending: the recharge is recorded, nothing is credited yet
    await referencePaymentsNext('E10010');
    const watch = watchCalls();
    await click(buttonIn(dialog()!, '确定充值')!);
    await until(() => dialog()!.querySelector('[data-pending]')?.textContent?.includes('支付状态待确认'), 'the pending state');
    expect(buttonIn(dialog()!, '确定充值'), 'no second recharge while pending').to.equal(undefined);
    const [order] = await referenceSql<{ id: number; amount_fen: number; pay_mode: string; result: string; provider_code: string }>(
      `select o.id, o.amount_fen::int, o.pay_mode, o.result, o.provider_code from recharge_order o join card c on c.id = o.card_id
       where c.card_no = $1`,
      [card.cardNo],
    );
    expect(order).to.deep.include({ amount_fen: 3000, pay_mode: 'wxpay', result: 'pending', provider_code: 'E10010' });
    expect(await dbCard(card.cardNo), 'not credited while pending').to.include({ real: 0, gift: 0 });
    const keys = await referenceSql<{ key: string }>(
      `select key from idempotency_key where merchant_id = $1 and path = 'irrigationWell/card/recharge' and (response->'recharge'->>'id')::int = $2`,
      [suite.merchant, order!.id],
    );
    expect(
      keys.map((k) => k.key),
      'the recharge went with an Idempotency-Key',
    ).to.have.length(1);
    expect(keys[0]!.key).to.match(/^[0-9a-f]{32}$/);

    // asked while the provider still has no answer: it stays pending
    await referencePaymentsNext('E10010');
    await click(buttonIn(dialog()!, '查询')!);
    await until(
      () =>
        watch.calls.includes('irrigationWell/card/queryRecharge') && (dialog() === null || buttonIn(dialog()!, '查询')?.disabled === false),
      'the answer to the first 查询',
    );
    expect(dialog()?.querySelector('[data-pending]') ?? null, 'still pending').to.not.equal(null);
    expect(await dbCard(card.cardNo), 'still not credited').to.include({ real: 0 });
    expect((await referenceSql<{ result: string }>('select result from recharge_order where id = $1', [order!.id]))[0]).to.deep.equal({
      result: 'pending',
    });

    // asked again: the provider has confirmed it meanwhile (no code queued), the card is credited
    const events = recordEvents();
    await click(buttonIn(dialog()!, '查询')!);
    await until(() => dialog() === null, 'credited: the dialog closes');
    events.stop();
    watch.stop();
    expect(watch.calls.filter((c) => /^irrigationWell\/card\/(recharge|queryRecharge)$/.test(c))).to.deep.equal([
      'irrigationWell/card/recharge',
      'irrigationWell/card/queryRecharge',
      'irrigationWell/card/queryRecharge',
    ]);
    expect(messages(events)).to.include('充值成功，当前余额 30.00 元');
    await until(() => cells(card.cardNo)[2] === '30.00', 'the row shows the balance');
    expect(await dbCard(card.cardNo)).to.include({ real: 3000, gift: 0 });
    expect((await referenceSql('select result, provider_code from recharge_order where id = $1', [order!.id]))[0]).to.deep.equal({
      result: 'succeed',
      provider_code: 'N00000',
    });
  });

  it("shows the provider's refusal of an online payment (E10001) and writes nothing", async () => {
    const card = await issuedCard();
    const orders = async () =>
      (await oneRow<{ n: number }>('recharges', 'select count(*)::int as n from recharge_order where merchant_id = $1', [suite.merchant]))
        .n;
    const before = await orders();
    await mountCards();
    await cardsOf(card);
    await openRowAction(card.cardNo, '充值');
    await fill(field('amount'), '45');
    await choose(field<HTMLSelectElement>('payMode'), 'alipay');
    await referencePaymentsNext('E10001');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '确定充值')!);
    await until(() => events.ofType('message').length > 0, 'the refusal');
    await until(() => !buttonIn(dialog()!, '确定充值')!.disabled, 'the dialog is idle again');
    events.stop();
    expect(events.ofType('message').map((m) => [m.level, m.text])).to.deep.equal([['error', '支付失败（E10001）：账户余额不足']]);
    expect(dialog()!.querySelector('[data-pending]'), 'not pending').to.equal(null);
    expect(field('amount').value, 'the form keeps what was typed').to.equal('45');
    expect(await orders(), 'no recharge recorded').to.equal(before);
    expect(await dbCard(card.cardNo), 'nothing credited').to.include({ real: 0, gift: 0 });
    expect(cells(card.cardNo)[2]).to.equal('0.00');
  });

  it('reports a card lost (balance frozen), then replaces it: the new card holds the balance, the old one ends replaced', async () => {
    const card = await rechargedCard(50);
    await mountCards();
    await cardsOf(card);
    await click(rowOf(card.cardNo)!.querySelector<HTMLButtonElement>(`button[aria-label="挂失 ${card.cardNo}"]`)!);
    await until(() => dialog()?.textContent?.includes(`确定挂失卡 ${card.cardNo}（测试农户）吗？`), 'the confirmation');
    expect((await dbCard(card.cardNo)).status, 'not before the confirmation').to.equal('normal');
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => dialog() === null && cells(card.cardNo)[1] === '已挂失', 'the row reloads lost');
    expect(await dbCard(card.cardNo)).to.include({ status: 'loss', real: 0, frozen: 5000 });
    expect(actionsOf(card.cardNo), 'no recharge nor loss on a lost card').to.deep.equal(['详情', '补卡', '迁移村镇']);

    await openRowAction(card.cardNo, '补卡');
    await fill(field('cardNo'), 'ab');
    await click(buttonIn(dialog()!, '补卡')!);
    await until(() => messageOf('cardNo') === '卡号须为4到32位字母或数字', 'the card number rule');
    await retype(field('cardNo'), 'BK20260001');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '补卡')!);
    await until(() => dialog() === null, 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('补卡成功，新卡号 BK20260001');
    await until(() => rowOf('BK20260001') && cells(card.cardNo)[1] === '已补卡', 'both cards listed');
    expect(cells('BK20260001').slice(0, 4)).to.deep.equal(['BK20260001', '正常', '50.00', '在线卡(钱包卡)']);
    expect(cells('BK20260001')[2]).to.equal('50.00');
    expect(cells(card.cardNo)[2]).to.equal('0.00');
    expect(actionsOf(card.cardNo), 'a replaced card is history').to.deep.equal(['详情']);
    expect(await dbCard(card.cardNo)).to.include({ status: 'replace', real: 0, frozen: 0 });
    expect(await dbCard('BK20260001')).to.include({ status: 'normal', real: 5000 });
  });

  it("shows a card's detail with its holder and recharges", async () => {
    const card = await rechargedCard(20, 5);
    await mountCards();
    await cardsOf(card);
    await openRowAction(card.cardNo, '详情');
    const detail = (term: string) =>
      [...dialog()!.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect([detail('卡号'), detail('持卡人'), detail('余额(元)'), detail('赠送余额(元)')]).to.deep.equal([
      card.cardNo,
      '测试农户',
      '25.00',
      '5.00',
    ]);
    const recharges = dialog()!.querySelector('table[aria-label="充值记录"]')!;
    const [row] = [...recharges.querySelectorAll<HTMLTableRowElement>('tbody tr')].map(texts);
    expect(row!.slice(1, 6)).to.deep.equal(['20.00', '5.00', '现金', '已支付', '成功']);
    // the shared table's (and dialog body's) scrolling wrapper takes no focus when it holds no control (src/ui, as in the logs test)
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
  });

  it("refunds part of a recharge from the card's detail: 退款成功!, the recharge 部分退款, its gift back in proportion", async () => {
    const card = await rechargedCard(20, 5);
    await mountCards();
    await cardsOf(card);
    await openRowAction(card.cardNo, '详情');
    const detail = (term: string) =>
      [...dialog()!.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    const rechargeRow = () => dialog()!.querySelector<HTMLTableRowElement>('table[aria-label="充值记录"] tbody tr')!;
    const refundDialog = () => all('[role="dialog"]').find((d) => d.textContent?.includes('充值退款'));
    await click(rechargeRow().querySelector<HTMLButtonElement>('button[data-action="refund"]')!);
    await until(() => refundDialog(), 'the refund dialog');
    const amount = refundDialog()!.querySelector<HTMLInputElement>('[name="amount"]')!;
    expect(amount.value, 'prefilled with what may go back').to.equal('20.00');
    await retype(amount, '20.01');
    await click(buttonIn(refundDialog()!, '确定退款')!);
    await until(
      () => refundDialog()!.querySelector('.irr-field-error')?.textContent === '退款金额须在0.01到20之间',
      'at most what may go back',
    );
    await retype(amount, '8');
    await fill(refundDialog()!.querySelector<HTMLInputElement>('[name="reason"]')!, '农户退卡');
    const events = recordEvents();
    await click(buttonIn(refundDialog()!, '确定退款')!);
    await until(() => !refundDialog(), 'the refund dialog closes');
    events.stop();
    expect(messages(events)).to.include('退款成功!');
    await until(
      () => dialog()?.querySelector('table[aria-label="充值记录"]') && texts(rechargeRow())[4] === '部分退款',
      'the detail reads the recharge again',
    );
    expect(texts(rechargeRow())[6], 'refunded').to.equal('8.00');
    // 8.00 of 20.00 back: 2.00 of the 5.00 gift with it
    expect([detail('余额(元)'), detail('赠送余额(元)')]).to.deep.equal(['15.00', '3.00']);
    const [order] = await referenceSql<{ status: string; refunded_fen: number; refunded_gift_fen: number; reason: string }>(
      `select o.status, o.refunded_fen::int, o.refunded_gift_fen::int, r.reason from recharge_order o join card c on c.id = o.card_id
       join recharge_refund r on r.recharge_id = o.id where c.card_no = $1`,
      [card.cardNo],
    );
    expect(order).to.deep.equal({ status: 'parterd', refunded_fen: 800, refunded_gift_fen: 200, reason: '农户退卡' });
    await click(buttonIn(dialog()!, '关闭')!);
    await until(() => dialog() === null && cells(card.cardNo)[2] === '15.00', 'the table shows the new balance');
  });

  it("a replacement card's detail names 原卡号 and lists the old card's recharges with 卡号; 退款 of one goes back from the new card", async () => {
    const card = await rechargedCard(30, 6);
    await callApi(loss, { cardId: card.id });
    const next = await callApi(replace, { cardId: card.id, cardNo: `BK${Date.now() % 1e9}` });
    await callApi(recharge, { cardId: next.id, amount: 4, payMode: 'cash' });
    await mountCards();
    await cardsOf(card);
    await openRowAction(next.cardNo, '详情');
    const detail = (term: string) =>
      [...dialog()!.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect([detail('卡号'), detail('原卡号'), detail('余额(元)'), detail('赠送余额(元)')]).to.deep.equal([
      next.cardNo,
      card.cardNo,
      '40.00',
      '6.00',
    ]);
    const table = () => dialog()!.querySelector('table[aria-label="充值记录"]')!;
    const rows = () => [...table().querySelectorAll<HTMLTableRowElement>('tbody tr')];
    expect([...table().querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal([
      '订单号',
      '卡号',
      '金额(元)',
      '赠送(元)',
      '支付方式',
      '订单状态',
      '结果',
      '已退款(元)',
      '时间',
      '操作',
    ]);
    // newest first: the new card's recharge, then the old card's, each with its card and 退款 (the money is on the new card)
    expect(rows().map((tr) => texts(tr).slice(1, 4))).to.deep.equal([
      [next.cardNo, '4.00', '0.00'],
      [card.cardNo, '30.00', '6.00'],
    ]);
    const oldRow = () => rows().find((tr) => tr.cells[1]!.textContent === card.cardNo)!;
    expect(rows().map((tr) => tr.querySelectorAll('button[data-action="refund"]').length)).to.deep.equal([1, 1]);
    expect(dialog()!.querySelector('table[aria-label="消费账单"] thead')!.textContent, 'no bills: no 卡号 column').to.not.contain('卡号');

    const refundDialog = () => all('[role="dialog"]').find((d) => d.textContent?.includes('充值退款'));
    await click(oldRow().querySelector<HTMLButtonElement>('button[data-action="refund"]')!);
    await until(() => refundDialog(), 'the refund dialog');
    expect(refundDialog()!.querySelector('[data-old-card]')?.textContent).to.equal(
      `原卡 ${card.cardNo} 的充值，余额已转入本卡 ${next.cardNo}，从本卡退款`,
    );
    const amount = refundDialog()!.querySelector<HTMLInputElement>('[name="amount"]')!;
    expect(amount.value, "what the old recharge has left, within the new card's withdrawable 34.00").to.equal('30.00');
    await retype(amount, '10');
    const events = recordEvents();
    await click(buttonIn(refundDialog()!, '确定退款')!);
    await until(() => !refundDialog(), 'the refund dialog closes');
    events.stop();
    expect(messages(events)).to.include('退款成功!');
    await until(
      () => dialog()?.querySelector('table[aria-label="充值记录"]') && texts(oldRow())[5] === '部分退款',
      'the detail reads the recharges again',
    );
    expect(texts(oldRow())[7], 'refunded').to.equal('10.00');
    // 10.00 of 30.00 back: 2.00 of the 6.00 gift with it, both from the new card
    expect([detail('余额(元)'), detail('赠送余额(元)')]).to.deep.equal(['28.00', '4.00']);
    const [row] = await referenceSql<{ card_no: string; amount_fen: number; gift_fen: number }>(
      `select c.card_no, r.amount_fen::int, r.gift_fen::int from recharge_refund r join card c on c.id = r.card_id
       join recharge_order o on o.id = r.recharge_id join card oc on oc.id = o.card_id where oc.card_no = $1`,
      [card.cardNo],
    );
    expect(row).to.deep.equal({ card_no: next.cardNo, amount_fen: 1000, gift_fen: 200 });
    expect(await dbCard(next.cardNo)).to.include({ real: 2400, gift: 400 });
    await click(buttonIn(dialog()!, '关闭')!);
    await until(() => dialog() === null && cells(next.cardNo)[2] === '28.00', "the table shows the new card's balance");

    // the old card's detail: its own recharge, its replacement, and no 退款 (its money is not on it)
    await openRowAction(card.cardNo, '详情');
    expect([detail('补卡新卡号'), detail('原卡号')]).to.deep.equal([next.cardNo, undefined]);
    expect(
      [...table().querySelectorAll('thead th')].map((th) => th.textContent),
      'its own rows: no 卡号 column',
    ).to.not.include('卡号');
    expect(rows()).to.have.length(1);
    expect(table().querySelectorAll('button[data-action="refund"]').length).to.equal(0);
  });

  it('moves the holder to another place; the card keeps its balance', async () => {
    const card = await rechargedCard(8);
    const to = await otherPlace(card.placeId);
    await mountCards();
    await cardsOf(card);
    await openRowAction(card.cardNo, '迁移村镇');
    expect(dialog()!.textContent).to.contain(`当前村镇：${card.placeName}`);
    const options = [...field<HTMLSelectElement>('placeId').options].map((o) => o.value);
    expect(options, 'not the current place').to.not.include(String(card.placeId));
    await choose(field<HTMLSelectElement>('placeId'), String(to.id));
    const events = recordEvents();
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => dialog() === null, 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('迁移成功');
    await until(() => cells(card.cardNo)[7] === to.name, 'the row shows the new place');
    expect(await dbCard(card.cardNo)).to.include({ place_id: to.id, real: 800 });
  });
});

/** This month of China Standard Time, as the bills and flows screens ask for it by default. */
const THIS_MONTH = (column: string) => `${column} >= date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'
  and ${column} < (date_trunc('month', now() at time zone 'Asia/Shanghai') + interval '1 month') at time zone 'Asia/Shanghai'`;

interface DbBill {
  id: number;
  order_no: string;
  count: number;
  refunded_count: number;
  amount_fen: number;
  refunded_fen: number;
  status: string;
}
const dbBill = (orderNo: string) =>
  oneRow<DbBill>(
    `bill ${orderNo}`,
    `select b.id, r.order_no, b.count, b.refunded_count, b.amount_fen::int,
  b.refunded_fen::int, b.status from bill b join usage_record r on r.id = b.usage_record_id where r.order_no = $1`,
    [orderNo],
  );

async function mountBills(): Promise<void> {
  suite.mount(<BillScreen {...props('/agriculturalWell/bill', '账单管理')} />);
  await until(() => $('table[aria-busy="false"]') && bodyRows().length > 0, 'bills load');
}

/** The last thirty days of China Standard Time, today included, as the range picker's 最近一个月 gives them. */
const LAST_30_DAYS = (
  column: string,
) => `${column} >= (date_trunc('day', now() at time zone 'Asia/Shanghai') - interval '29 days') at time zone 'Asia/Shanghai'
  and ${column} < (date_trunc('day', now() at time zone 'Asia/Shanghai') + interval '1 day') at time zone 'Asia/Shanghai'`;

/** Picks 最近一个月 in the bills' range picker: thirty days of the seed's bills, where this month alone is today's few on its 1st. */
async function showLastMonth(): Promise<void> {
  await click($('.irr-range-trigger')!);
  await until(() => $('.irr-range-shortcuts'), 'the range picker');
  await click(all<HTMLButtonElement>('.irr-range-shortcuts button').find((b) => b.textContent === '最近一个月')!);
  await until(() => !$('.irr-range-shortcuts'), 'the picker closes on the thirty days');
}

/** A bill of the last thirty days with `left` or more pieces left to refund, paid from a card (the newest). */
const refundableBill = (left: number) =>
  oneRow<DbBill>(
    'a refundable bill of the last thirty days',
    `
  select b.id, r.order_no, b.count, b.refunded_count, b.amount_fen::int, b.refunded_fen::int, b.status
  from bill b join usage_record r on r.id = b.usage_record_id
  where b.merchant_id = $1 and b.status <> 'REFUNDED' and b.count - b.refunded_count >= $2 and b.amount_fen > b.refunded_fen
    and b.card_id is not null and ${LAST_30_DAYS('b.created_at')}
  order by b.created_at desc, b.id desc limit 1`,
    [suite.merchant, left],
  );

describe('bills screen (账单管理) on the reference server', () => {
  it("lists this month's bills with quantities, money and labels, and is accessible", async () => {
    await mountBills();
    await expect(suite.mounted!.host).to.be.accessible();
    expect(headers()).to.deep.equal([
      '订单号',
      '金额(元)',
      '状态',
      '卡号',
      '用户',
      '机井',
      '计费方式',
      '用水量(m³)',
      '用电量(kWh)',
      '计费数量',
      '已退款(元)',
      '欠费(元)',
      '支付方式',
      '账单时间',
      '操作',
    ]);
    expect(
      all('button').filter((b) => b.textContent === '打印'),
      '打印 beside the export',
    ).to.have.length(1);
    const expected = await referenceSql<{ order_no: string; amount: number; refunded: number; status: string; pay_mode: string }>(
      `
      select r.order_no, b.amount_fen::int as amount, b.refunded_fen::int as refunded, b.status, b.pay_mode
      from bill b join usage_record r on r.id = b.usage_record_id
      where b.merchant_id = $1 and ${THIS_MONTH('b.created_at')} order by b.created_at desc, b.id desc limit 10`,
      [suite.merchant],
    );
    expect(
      bodyRows().map((tr) => {
        const c = texts(tr);
        return [c[0], c[1], c[10], c[2], c[12]];
      }),
    ).to.deep.equal(
      expected.map((b) => [
        b.order_no,
        (b.amount / 100).toFixed(2),
        (b.refunded / 100).toFixed(2),
        label('billStatus', b.status),
        label('payMode', b.pay_mode),
      ]),
    );
    const channel = filterBox('refundChannel') as unknown as HTMLSelectElement;
    expect(channel.value, 'every channel at first').to.equal('all');
    expect([...channel.options].map((o) => o.textContent)).to.deep.equal([
      '请选择',
      '全部',
      '微信',
      '钱包',
      '支付宝',
      '线下支付',
      '威富通微信',
      '威富通支付宝',
      '收钱吧',
    ]);
  });

  it('refunds part of a bill through the refund dialog: 退款成功! and the refunded amount in the row', async () => {
    const bill = await refundableBill(2);
    const leftFen = bill.amount_fen - bill.refunded_fen;
    const leftCount = bill.count - bill.refunded_count;
    // one piece of what remains, priced as the dialog prices it: round half up to the fen
    const pieceFen = Math.floor((2 * leftFen + leftCount) / (2 * leftCount));
    await mountBills();
    await showLastMonth();
    await searchKeyword(bill.order_no, (rows) => rows.length === 1 && rows[0]!.cells[0]!.textContent === bill.order_no);
    await openRowAction(bill.order_no, '退款');
    const count = dialog()!.querySelector<HTMLInputElement>('input[inputmode="numeric"]')!;
    expect(count.placeholder, 'the pieces left').to.equal(`共 ${leftCount} 件`);
    await click(count);
    await type('1');
    await until(() => dialog()!.querySelector('[data-amount]')!.textContent === (pieceFen / 100).toFixed(2), 'the recalculated amount');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '确定退款')!);
    await until(() => dialog() === null, 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('退款成功!');
    const refunded = ((bill.refunded_fen + pieceFen) / 100).toFixed(2);
    await until(() => cells(bill.order_no)[10] === refunded && cells(bill.order_no)[2] === '部分退款', 'the row shows the refund');
    expect(await dbBill(bill.order_no)).to.include({
      refunded_fen: bill.refunded_fen + pieceFen,
      refunded_count: bill.refunded_count + 1,
      status: 'PARTRFDED',
    });

    // the rest of it: the dialog offers only what remains, then the bill is fully refunded and offers no refund
    await openRowAction(bill.order_no, '退款');
    await click(dialog()!.querySelector<HTMLInputElement>('input[inputmode="numeric"]')!);
    await type(String(leftCount - 1));
    await until(() => dialog()!.querySelector('[data-amount]')!.textContent === ((leftFen - pieceFen) / 100).toFixed(2), 'what remains');
    await click(buttonIn(dialog()!, '确定退款')!);
    await until(() => dialog() === null && cells(bill.order_no)[2] === '已退款', 'fully refunded');
    expect(cells(bill.order_no)[10]).to.equal((bill.amount_fen / 100).toFixed(2));
    expect(actionsOf(bill.order_no)).to.deep.equal(['详情']);
    expect(await dbBill(bill.order_no)).to.include({ refunded_fen: bill.amount_fen, refunded_count: bill.count, status: 'REFUNDED' });
  });

  it("shows a bill's detail with its priced lines", async () => {
    const bill = await refundableBill(1);
    await mountBills();
    await showLastMonth();
    await searchKeyword(bill.order_no, (rows) => rows.length === 1 && rows[0]!.cells[0]!.textContent === bill.order_no);
    await openRowAction(bill.order_no, '详情');
    const lines = [...dialog()!.querySelectorAll<HTMLTableRowElement>('table[aria-label="计费明细"] tbody tr')].map(texts);
    expect(lines.length).to.be.greaterThan(0);
    const sum = lines.reduce((s, l) => s + Math.round(Number(l.at(-1)) * 100), 0);
    expect(sum, 'the lines add up to the bill').to.equal(bill.amount_fen);
  });

  it('offers no refund to the operator, who lacks agriculturalWell:bill:refund', async () => {
    await referenceLogin(OPERATOR);
    await mountBills();
    expect(
      bodyRows().some((tr) => tr.cells[2]!.textContent !== '已退款'),
      'refundable bills are listed',
    ).to.equal(true);
    expect(all('button').filter((b) => b.textContent === '退款')).to.deep.equal([]);
    expect(all('[data-action="detail"]').length, 'the detail stays').to.equal(bodyRows().length);
  });
});

async function mountFlows(): Promise<void> {
  suite.mount(<FundScreen {...props('/agriculturalWell/fund', '资金流水')} />);
  await until(() => $('table[aria-busy="false"]'), 'flows load');
}

describe('fund flows screen (资金流水) on the reference server', () => {
  it("lists a recharge's postings with signed amounts and balances after, and is accessible", async () => {
    const card = await rechargedCard(66.6, 3);
    await mountFlows();
    // the shared table's scrolling wrapper takes no focus when its rows hold no control (src/ui/table, as in the logs test)
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
    expect(headers()).to.deep.equal([
      '时间',
      '流水类型',
      '资金来源',
      '账户',
      '卡号',
      '持卡人',
      '金额(元)',
      '变动后余额(元)',
      '订单号',
      '备注',
    ]);
    await searchKeyword(card.cardNo, (rows) => rows.length > 0 && rows.every((tr) => tr.cells[4]!.textContent === card.cardNo));
    const shown = bodyRows().map((tr) => texts(tr).slice(1, 8));
    expect(shown).to.deep.include(['充值', '可提现账户', '用户卡', card.cardNo, '测试农户', '+66.60', '66.60']);
    expect(shown).to.deep.include(['赠送', '不可提现账户', '用户卡', card.cardNo, '测试农户', '+3.00', '3.00']);
  });

  it('exports the filtered flows through common/export: a CSV with a UTF-8 BOM and a header row, and an XLSX', async () => {
    const card = await rechargedCard(12.34);
    const downloads = captureDownloads();
    const { blobs, names } = downloads;
    try {
      await mountFlows();
      await searchKeyword(card.cardNo, (rows) => rows.length > 0 && rows.every((tr) => tr.cells[4]!.textContent === card.cardNo));
      const watch = watchCalls();
      await click($('[data-action="export-csv"]')!);
      await until(() => blobs.length === 1, 'the file');
      await click($('[data-action="export-xlsx"]')!);
      await until(() => blobs.length === 2, 'the workbook');
      watch.stop();
      expect(watch.calls).to.deep.equal(['common/export', 'common/export']);
      expect(names).to.have.length(2);
      expect(names[0]).to.match(/^资金流水-\d{8}\.csv$/);
      expect(names[1]).to.match(/^资金流水-\d{8}\.xlsx$/);
      const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
      expect([...bytes.slice(0, 3)], 'UTF-8 BOM').to.deep.equal([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split(/\r?\n/).filter(Boolean);
      expect(lines[0]).to.equal('流水号,时间,流水类型,资金来源,账户,卡号,持卡人,金额(元),变动后余额(元),订单号');
      const body = lines.slice(1);
      expect(body.length, "the card's flows only (the keyword applies)").to.equal(bodyRows().length);
      expect(body.every((l) => l.includes(card.cardNo))).to.equal(true);
      expect(body.some((l) => l.includes('12.34'))).to.equal(true);
      const zip = new Uint8Array(await blobs[1]!.arrayBuffer());
      expect(String.fromCharCode(zip[0]!, zip[1]!), 'an XLSX is a zip').to.equal('PK');
      expect(blobs[1]!.type).to.match(/spreadsheetml/);
    } finally {
      downloads.restore();
    }
  });
});
