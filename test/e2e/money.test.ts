import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Locator, Page, Response } from 'playwright-core';
import type { CardRow } from '../../src/api/contract/money/card';
import type { WellRow } from '../../src/api/contract/well/equip';
import { label } from '../../src/i18n/zh-CN/enums';
import { ADMIN, loginThroughScreen, openFromSidebar, waitForPath } from './support/console-page';
import { closed, dialog, search, toast } from './support/fertigation-screens';
import { e2eSuite } from './support/suite';
import { rowOf, rowTexts, waitForCell } from './support/table';

const suite = e2eSuite('money');
const WELLS = '农业机井';
const ID_CARD = '11010519491231002X';
const FARMER = { name: '钱流转', mobile: '13612345678' };

const yuan = (fen: number) => (fen / 100).toFixed(2);
const pick = (row: Record<string, string>, columns: readonly string[]) => Object.fromEntries(columns.map((c) => [c, row[c]]));

/** Opens a page of the wells group from the sidebar and returns its visible page. */
async function openScreen(page: Page, title: string, path: string): Promise<Locator> {
  await openFromSidebar(page, WELLS, title);
  await waitForPath(page, path);
  const screen = page.getByRole('region', { name: title, exact: true });
  await screen.waitFor();
  return screen;
}

/** The `data` of the console's next answer from `/cpi/<path>`. */
async function answerOf<T>(response: Promise<Response>): Promise<T> {
  const body = (await (await response).json()) as { errorCode: number; message: string; data: T };
  assert.equal(body.errorCode, 0, body.message);
  return body.data;
}
const callTo = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/cpi/${path}` && r.request().method() === 'POST');

/**
 * Searches a screen's table by keyword and waits until it lists `count` rows, every one of them
 * holding `text` (the rows shown before the search are gone); returns the rows.
 */
async function searchRows(screen: Locator, table: Locator, filter: string, text: string, count: number): Promise<Locator> {
  await search(screen, filter, text);
  const rows = table.locator('tbody').getByRole('row');
  await rows.filter({ hasNotText: text }).first().waitFor({ state: 'detached' });
  await rows.nth(count - 1).waitFor();
  assert.equal(await rows.count(), count, `rows of ${text}`);
  return rows;
}

/** What a well's 4G module sends: the development page's JSON endpoints (server/money/dev-money-page.ts). */
async function wellModule<T>(action: 'start' | 'stop', body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${suite.server.url}/dev/money/orders/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as T & { message?: string };
  assert.equal(res.status, 200, `orders/${action}: ${data.message ?? JSON.stringify(data)}`);
  return data;
}

/** The card's balances in the ledger, fen: withdrawable and gift. */
const ledgerOf = (cardId: number) =>
  suite.server.db
    .selectFrom('ledger_account')
    .where('card_id', '=', cardId)
    .where('kind', '=', 'card')
    .select([
      sql<number>`coalesce(sum(balance_fen) filter (where source = 'A'), 0)::int`.as('real'),
      sql<number>`coalesce(sum(balance_fen) filter (where source = 'N'), 0)::int`.as('gift'),
    ])
    .executeTakeFirstOrThrow();

suite.e2e(
  'money: issue a card, recharge it in cash, a well bills an order, refund part of the bill, then the flows and the balance',
  async ({ page, pageErrors }) => {
    const db = suite.server.db;
    const merchantId = (await db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', ADMIN).executeTakeFirstOrThrow())
      .merchant_id;
    const place = await db
      .selectFrom('place')
      .select(['id', 'name'])
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assert.equal(await db.selectFrom('farmer').select('id').where('id_card', '=', ID_CARD).executeTakeFirst(), undefined, 'a new farmer');
    await loginThroughScreen(page, ADMIN);

    // 用户卡管理 › 开卡 for a new farmer; the server numbers the card
    const cards = await openScreen(page, '用户卡管理', '/agriculturalWell/card');
    const cardTable = cards.getByRole('table', { name: '用户卡管理', exact: true });
    await cards.getByRole('button', { name: '开卡', exact: true }).click();
    const issueForm = dialog(page, '开卡');
    await issueForm.getByLabel('姓名', { exact: true }).fill(FARMER.name);
    await issueForm.getByLabel('手机号', { exact: true }).fill(FARMER.mobile);
    await issueForm.getByLabel('身份证号', { exact: true }).fill(ID_CARD);
    await issueForm.getByLabel('村镇', { exact: true }).selectOption(String(place.id));
    await issueForm.getByLabel('卡类型', { exact: true }).selectOption({ label: '在线卡(钱包卡)' });
    const issued = callTo(page, 'irrigationWell/card/issue');
    await issueForm.getByRole('button', { name: '开卡', exact: true }).click();
    const card = await answerOf<CardRow>(issued);
    await closed(issueForm);
    await toast(page, 'status', `开卡成功，卡号 ${card.cardNo}`).waitFor();
    const row = (await searchRows(cards, cardTable, '卡号/姓名/手机号', card.cardNo, 1)).first();
    assert.deepEqual(
      pick(await rowTexts(cardTable, row), ['卡号', '卡类型', '卡状态', '持卡人', '手机号', '身份证号', '村镇', '余额(元)']),
      {
        卡号: card.cardNo,
        卡类型: '在线卡(钱包卡)',
        卡状态: '正常',
        持卡人: FARMER.name,
        手机号: FARMER.mobile,
        身份证号: `${ID_CARD.slice(0, 6)}********${ID_CARD.slice(-4)}`,
        村镇: place.name,
        '余额(元)': '0.00',
      },
    );

    // 充值 100 in cash: the message and the row show the balance
    await row.getByRole('button', { name: `充值 ${card.cardNo}`, exact: true }).click();
    const rechargeForm = dialog(page, `充值 - ${card.cardNo}`);
    await rechargeForm.getByLabel('充值金额(元)', { exact: true }).fill('100');
    assert.equal(await rechargeForm.getByLabel('支付方式', { exact: true }).inputValue(), 'cash');
    await rechargeForm.getByRole('button', { name: '确定充值', exact: true }).click();
    await closed(rechargeForm);
    await toast(page, 'status', '充值成功，当前余额 100.00 元').waitFor();
    await waitForCell(cardTable, row, '余额(元)', '100.00');
    const rechargeOrder = await db
      .selectFrom('recharge_order')
      .select(['order_no', sql<number>`amount_fen::int`.as('fen'), 'pay_mode', 'result'])
      .where('card_id', '=', card.id)
      .executeTakeFirstOrThrow();
    const { order_no: rechargeNo, ...recharged } = rechargeOrder;
    assert.deepEqual(recharged, { fen: 10_000, pay_mode: 'cash', result: 'succeed' });

    // 机井管理: an idle well in normal state
    const wells = await openScreen(page, '机井管理', '/agriculturalWell/well');
    const filters = wells.getByRole('search');
    await filters.getByLabel('设备状态', { exact: true }).selectOption({ label: '正常' });
    await filters.getByLabel('运行状态', { exact: true }).selectOption({ label: '空闲' });
    const listed = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/cpi/irrigationWell/equip/findPage' &&
        /"running":"leisure"/.test(r.request().postData() ?? '') &&
        /"status":"normal"/.test(r.request().postData() ?? ''),
    );
    await filters.getByRole('button', { name: '查询', exact: true }).click();
    const idle = (await answerOf<{ records: WellRow[] }>(listed)).records;
    const well = idle.find((w) => w.status === 'normal' && w.running === 'leisure');
    assert.ok(well, 'an idle well in normal state is listed');
    await rowOf(wells.getByRole('table', { name: '机井管理', exact: true }), well.cd).waitFor();

    // the well's 4G module: a swipe of the card starts an order, the stop reports the meters and bills it
    const { recordId } = await wellModule<{ recordId: number }>('start', { wellId: well.id, cardNo: card.cardNo });
    assert.equal((await db.selectFrom('well').select('running').where('id', '=', well.id).executeTakeFirstOrThrow()).running, 'use');
    const { billId } = await wellModule<{ billId: number }>('stop', { recordId, electricWh: 10_000, waterLiters: 10_000 });
    const bill = await db
      .selectFrom('bill as b')
      .innerJoin('usage_record as r', 'r.id', 'b.usage_record_id')
      .select([
        'r.order_no',
        'b.card_id',
        'b.usage_record_id',
        'b.count',
        sql<number>`b.amount_fen::int`.as('paid'),
        sql<number>`b.shortfall_fen::int`.as('shortfall'),
      ])
      .where('b.id', '=', billId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      { card: bill.card_id, record: bill.usage_record_id, shortfall: bill.shortfall },
      { card: card.id, record: recordId, shortfall: 0 },
    );
    assert.ok(bill.paid > 0 && bill.count >= 2, `a bill to refund part of: ${JSON.stringify(bill)}`);

    // 账单管理: the bill found by its order number, then one piece of it refunded
    const bills = await openScreen(page, '账单管理', '/agriculturalWell/bill');
    const billTable = bills.getByRole('table', { name: '账单管理', exact: true });
    const billRow = (await searchRows(bills, billTable, '订单号/卡号/手机号', bill.order_no, 1)).first();
    assert.deepEqual(
      pick(await rowTexts(billTable, billRow), ['订单号', '卡号', '计费数量', '金额(元)', '已退款(元)', '欠费(元)', '状态', '支付方式']),
      {
        订单号: bill.order_no,
        卡号: card.cardNo,
        计费数量: String(bill.count),
        '金额(元)': yuan(bill.paid),
        '已退款(元)': '0.00',
        '欠费(元)': '0.00',
        状态: label('billStatus', 'FINISH'),
        支付方式: label('payMode', 'cardFunds'),
      },
    );
    // one piece of `count`, priced as the refund rule prices it: amount / count, half up to the fen
    const pieceFen = Math.floor((2 * bill.paid + bill.count) / (2 * bill.count));
    await billRow.getByRole('button', { name: `退款 ${bill.order_no}`, exact: true }).click();
    const refundForm = dialog(page, '退款');
    const pieces = refundForm.getByLabel('商品件数', { exact: true });
    assert.equal(await pieces.getAttribute('placeholder'), `共 ${bill.count} 件`);
    await pieces.fill('1');
    await refundForm
      .locator('[data-amount]')
      .filter({ hasText: new RegExp(`^${yuan(pieceFen).replace('.', '\\.')}$`) })
      .waitFor();
    await refundForm.getByRole('button', { name: '确定退款', exact: true }).click();
    await closed(refundForm);
    await toast(page, 'status', '退款成功!').waitFor();
    await waitForCell(billTable, billRow, '状态', '部分退款');
    await waitForCell(billTable, billRow, '已退款(元)', yuan(pieceFen));
    const refunded = await db
      .selectFrom('bill')
      .select([sql<number>`refunded_fen::int`.as('fen'), 'refunded_count', 'status'])
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(refunded, { fen: pieceFen, refunded_count: 1, status: 'PARTRFDED' });

    // 资金流水 of the card, newest first: the refund, the pay and the recharge, each with the balance after it
    const expected = 10_000 - bill.paid + pieceFen;
    const flows = await openScreen(page, '资金流水', '/agriculturalWell/fund');
    const flowTable = flows.getByRole('table', { name: '资金流水', exact: true });
    const flowRows = await searchRows(flows, flowTable, '卡号/姓名', card.cardNo, 3);
    const shown = [];
    for (let i = 0; i < 3; i += 1) {
      shown.push(
        pick(await rowTexts(flowTable, flowRows.nth(i)), [
          '流水类型',
          '资金来源',
          '账户',
          '卡号',
          '持卡人',
          '金额(元)',
          '变动后余额(元)',
          '订单号',
        ]),
      );
    }
    const flow = (type: string, amount: string, after: number, orderNo: string) => ({
      流水类型: type,
      资金来源: '可提现账户',
      账户: '用户卡',
      卡号: card.cardNo,
      持卡人: FARMER.name,
      '金额(元)': amount,
      '变动后余额(元)': yuan(after),
      订单号: orderNo,
    });
    assert.deepEqual(shown, [
      flow('退款', `+${yuan(pieceFen)}`, expected, bill.order_no),
      flow('支付', `-${yuan(bill.paid)}`, 10_000 - bill.paid, bill.order_no),
      flow('充值', '+100.00', 10_000, rechargeNo),
    ]);

    // 用户卡管理 again: the card holds 100 − paid + refunded
    await openScreen(page, '用户卡管理', '/agriculturalWell/card');
    await cards.getByRole('search').getByLabel('卡号/姓名/手机号', { exact: true }).press('Enter');
    await waitForCell(cardTable, row, '余额(元)', yuan(expected));
    assert.deepEqual(await ledgerOf(card.id), { real: expected, gift: 0 });

    assert.deepEqual(pageErrors, [], 'no page errors');
  },
);
