import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { billCalls as bill, cardCalls as card, ledgerCalls, wellPermissions } from '../../src/api/contract';
import type { BillRow } from '../../src/api/contract/money/bill';
import type { CardRow } from '../../src/api/contract/money/card';
import { refundAmountFen } from '../../src/api/contract/money/refund-rule';
import { finishWellOrder, startWellOrder } from '../../server/money/well-orders';
import { invalid, ok, refused, stopFertigationSuite, unchanged, type Page } from './support/fertigation';
import { WALK_ID_CARD } from './support/call-inputs';
import { validIdCard } from './support/id-cards';
import { startWellSuite, userWith, type WellSuite } from './support/well';

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
});
after(async () => stopFertigationSuite(s));

type Detail = { bill: BillRow; lines: { item: string; amount: number }[]; refunds: { amount: number; count: number }[] };
const actor = () => ({ merchantId: s.m1, userId: null, at: s.server.clock.now() });
let orderSeq = 0;

/** An idle, working well of merchant 1 with its prices set as given. */
async function idleWell(set: { billing_mode: string; electric_price_fen: number; water_price_fen: number; has_flow_meter?: boolean }) {
  const db = s.database.db;
  const well = await db
    .selectFrom('well')
    .select('id')
    .where('merchant_id', '=', s.m1)
    .where('running', '=', 'leisure')
    .where('status', '=', 'normal')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('well')
    .set({ has_flow_meter: true, ...set })
    .where('id', '=', well.id)
    .execute();
  await db.updateTable('well_param').set({ min_balance_fen: 100 }).where('equip_id', '=', well.id).execute();
  return well.id;
}

async function newCard(yuan: number): Promise<CardRow> {
  const placeId = (
    await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  orderSeq += 1;
  const c = await ok<CardRow>(s.admin, card.issue, {
    farmerName: `账单农户${orderSeq}`,
    farmerMobile: '13612340000',
    idCard: validIdCard(orderSeq),
    placeId,
    cardType: 'online',
  });
  if (yuan > 0) await ok(s.admin, card.recharge, { cardId: c.id, amount: yuan, payMode: 'cash' });
  return c;
}

/** Swipe, pump, stop: the order on the card at the well, then its bill's detail. */
async function runOrder(cardId: number, wellId: number, reading: { electricWh: number; waterLiters: number }): Promise<Detail> {
  orderSeq += 1;
  const billId = await s.database.db.transaction().execute(async (trx) => {
    const id = await startWellOrder(trx, actor(), { wellId, cardId, orderNo: `TB${process.pid}${orderSeq}` });
    return finishWellOrder(trx, actor(), id, reading);
  });
  return ok<Detail>(s.admin, bill.findById, { id: billId });
}
const balance = async (id: number) => (await ok<{ card: CardRow }>(s.admin, card.findById, { id })).card.balance;

describe('charging water', () => {
  test('a finished order is priced by its well, paid from the card and becomes a bill', async () => {
    const wellId = await idleWell({ billing_mode: 'electricAndWater', electric_price_fen: 60, water_price_fen: 50 });
    const c = await newCard(100);
    const d = await runOrder(c.id, wellId, { electricWh: 10_000, waterLiters: 20_000 });
    assert.equal(d.bill.amount, 6 + 10);
    assert.equal(d.bill.count, 20);
    assert.equal(d.bill.status, 'FINISH');
    assert.equal(d.bill.payMode, 'cardFunds');
    assert.deepEqual(
      d.lines.map((l) => [l.item, l.amount]),
      [
        ['electric', 6],
        ['water', 10],
      ],
    );
    assert.equal(await balance(c.id), 84);
    const record = await s.database.db
      .selectFrom('usage_record')
      .select('amount_fen')
      .where('id', '=', d.bill.recordId)
      .executeTakeFirstOrThrow();
    assert.equal(record.amount_fen, 1600, 'the order shows what its bill charged');
  });

  test("以电折水 and the quota: a well without a meter bills kWh × coefficient, water beyond the place's quota by the tiers", async () => {
    const wellId = await idleWell({ billing_mode: 'water', electric_price_fen: 60, water_price_fen: 100, has_flow_meter: false });
    await s.database.db.updateTable('well').set({ water_per_kwh_milli: 2000 }).where('id', '=', wellId).execute();
    const c = await newCard(500);
    await s.database.db.updateTable('place').set({ quota_liters: 10_000 }).where('id', '=', c.placeId).execute();
    // 10 kWh → 20 m³: 10 within the quota, 2 up to 120% at ×1.5, 8 above at ×2 (tiers of the demo merchant)
    const d = await runOrder(c.id, wellId, { electricWh: 10_000, waterLiters: 0 });
    assert.equal(d.bill.waterFromPower, true);
    assert.equal(d.bill.waterM3, 20);
    assert.equal(d.bill.overQuotaM3, 10);
    assert.equal(d.bill.amount, 10 + 3 + 16);
    const next = await runOrder(c.id, wellId, { electricWh: 500, waterLiters: 0 });
    assert.equal(next.bill.amount, 2, "the year's water so far counts: 1 m³ more, all at ×2");
  });

  test("an order cannot start on a lost card, a balance below the well's least, or a busy well; nothing changes", async () => {
    const wellId = await idleWell({ billing_mode: 'electric', electric_price_fen: 60, water_price_fen: 0 });
    const poor = await newCard(0.5);
    const lost = await newCard(50);
    await ok(s.admin, card.loss, { cardId: lost.id });
    await unchanged(s, async () => {
      await assert.rejects(
        s.database.db.transaction().execute((trx) => startWellOrder(trx, actor(), { wellId, cardId: poor.id, orderNo: 'TBX1' })),
        /卡内余额不足1\.00元/,
      );
      await assert.rejects(
        s.database.db.transaction().execute((trx) => startWellOrder(trx, actor(), { wellId, cardId: lost.id, orderNo: 'TBX2' })),
        /该卡已挂失/,
      );
    });
    const rich = await newCard(50);
    const id = await s.database.db
      .transaction()
      .execute((trx) => startWellOrder(trx, actor(), { wellId, cardId: rich.id, orderNo: `TBX3${process.pid}` }));
    await assert.rejects(
      s.database.db.transaction().execute((trx) => startWellOrder(trx, actor(), { wellId, cardId: rich.id, orderNo: 'TBX4' })),
      /机井正在使用中/,
    );
    await s.database.db.transaction().execute((trx) => finishWellOrder(trx, actor(), id, { electricWh: 1000, waterLiters: 0 }));
  });

  test('an order that overruns the balance ends at zero and records the shortfall', async () => {
    const wellId = await idleWell({ billing_mode: 'electric', electric_price_fen: 100, water_price_fen: 0 });
    const c = await newCard(3);
    const d = await runOrder(c.id, wellId, { electricWh: 5_000, waterLiters: 0 });
    assert.equal(d.bill.amount, 3);
    assert.equal(d.bill.shortfall, 2);
    assert.equal(await balance(c.id), 0);
  });
});

describe('irrigationWell/bill: pages and refunds', () => {
  test('refund: count × (remaining / remaining count) to the fen, back to the card; the last pieces take the rest', async () => {
    const wellId = await idleWell({ billing_mode: 'water', electric_price_fen: 0, water_price_fen: 100 });
    const c = await newCard(50);
    const d = await runOrder(c.id, wellId, { electricWh: 0, waterLiters: 3_000 });
    assert.equal(d.bill.amount, 3);
    assert.equal(d.bill.count, 3);
    const form = (count: number, amount: number) => ({ id: d.bill.id, refundType: 'ONLY', refundReason: 'LACK', count, amount });
    await unchanged(s, async () => {
      await refused(s.admin, bill.refund, form(1, 1.5), '退款金额应为1.00元');
      await refused(s.admin, bill.refund, form(4, 4), '退款件数不能超过剩余可退件数3');
      await invalid(s.admin, bill.refund, form(0, 1));
      await invalid(s.admin, bill.refund, { ...form(1, 1), refundType: 'ALL' });
      await refused(s.other, bill.refund, form(1, 1), '账单不存在或已删除');
      const op = await s.operator.call(bill.refund, form(1, 1));
      assert.equal(op.body.errorCode, 1007, 'the operator has no refund permission');
    });
    const answer = await s.admin.call<{ bill: BillRow }>(bill.refund, form(1, 1));
    assert.equal(answer.body.message, '退款成功!');
    const one = answer.body.data;
    assert.equal(one.bill.status, 'PARTRFDED');
    assert.equal(one.bill.refundedAmount, 1);
    assert.equal(await balance(c.id), 48);
    const rest = await ok<{ bill: BillRow }>(s.admin, bill.refund, form(2, 2));
    assert.equal(rest.bill.status, 'REFUNDED');
    assert.equal(await balance(c.id), 50);
    await refused(s.admin, bill.refund, form(1, 1), '该账单已全额退款');
    const detail = await ok<Detail>(s.admin, bill.findById, { id: d.bill.id });
    assert.deepEqual(
      detail.refunds.map((r) => [r.count, r.amount]),
      [
        [1, 1],
        [2, 2],
      ],
    );
  });

  test('an online bill refunds through the provider; a refused refund shows the meaning and changes nothing', async () => {
    const db = s.database.db;
    const online = await db
      .selectFrom('bill')
      .select(['id', 'amount_fen', 'count', 'refunded_fen', 'refunded_count'])
      .where('merchant_id', '=', s.m1)
      .where('pay_mode', '=', 'wxpay')
      .where('status', '=', 'FINISH')
      .where('amount_fen', '>', 100)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const amount = refundAmountFen(Number(online.amount_fen), online.count, 1)! / 100;
    const form = { id: online.id, refundType: 'ONLY', refundReason: 'LACK', count: 1, amount };
    s.server.payments.failNext('E10008');
    await unchanged(s, async () => {
      await refused(s.admin, bill.refund, form, '退款失败（E10008）：系统繁忙');
    });
    const done = await ok<{ bill: BillRow; providerCode: string }>(s.admin, bill.refund, form);
    assert.equal(done.providerCode, 'N00000');
    assert.ok(
      s.server.payments.calls.some((c) => c.kind === 'refund' && c.amountFen === Math.round(amount * 100) && c.payMode === 'wxpay'),
    );
  });

  test("findPage filters: status, pay mode, the refund channel (funds: a card's balance), keyword; another merchant sees none", async () => {
    const page = (input: Record<string, unknown>) => ok<Page<BillRow>>(s.admin, bill.findPage, { size: 50, ...input });
    const all = await page({});
    assert.ok(all.total > 2000);
    const funds = await page({ refundChannel: 'funds' });
    assert.ok(funds.total > 0 && funds.records.every((b) => b.payMode === 'cardFunds' && b.cardNo !== ''));
    const wx = await page({ refundChannel: 'wxpay' });
    assert.ok(wx.total > 0 && wx.records.every((b) => b.payMode === 'wxpay'));
    assert.equal((await page({ refundChannel: 'all' })).total, all.total);
    const part = await page({ status: 'PARTRFDED' });
    assert.ok(part.total > 0 && part.records.every((b) => b.status === 'PARTRFDED' && b.refundedAmount > 0 && b.refundedAmount < b.amount));
    const one = all.records[3]!;
    assert.ok((await page({ keyword: one.orderNo })).records.some((b) => b.id === one.id));
    const theirs = await ok<Page<BillRow>>(s.other, bill.findPage, { size: 50 });
    const mine = new Set(all.records.map((b) => b.id));
    assert.ok(theirs.total > 0 && theirs.records.every((b) => !mine.has(b.id)));
    await invalid(s.admin, bill.findPage, { refundChannel: 'bitcoin' });
    await refused(s.admin, bill.findPage, { startTime: '2026-02-01 00:00:00', endTime: '2026-01-01 00:00:00' }, /开始时间/);
  });

  test('the seed reconciles: every finished well order has one bill charging what the order shows; the books balance', async () => {
    const { rows } = await sql<{ orders: string | number; billed: string | number; mismatched: string | number }>`
      select count(*) as orders, count(b.id) as billed, count(*) filter (where b.amount_fen <> r.amount_fen) as mismatched
      from usage_record r left join bill b on b.usage_record_id = r.id
      where r.business = 'well' and r.status = 'FINISH'`.execute(s.database.db);
    assert.ok(Number(rows[0]!.orders) > 2000);
    assert.equal(Number(rows[0]!.billed), Number(rows[0]!.orders));
    assert.equal(Number(rows[0]!.mismatched), 0);
    const t = await ok<{ total: number; mismatches: number }>(s.admin, ledgerCalls.trialBalance, { verify: true });
    assert.equal(t.total, 0);
    assert.equal(t.mismatches, 0);
  });

  test('a user without the bill page gets 1007; with only the view, no refund', async () => {
    const viewer = await userWith(s, '13655556666', [wellPermissions.bill.view]);
    await ok(viewer, bill.findPage, {});
    const res = await viewer.call(bill.refund, { id: 1, refundType: 'ONLY', refundReason: 'LACK', count: 1, amount: 1 });
    assert.equal(res.body.errorCode, 1007);
    const cards = await viewer.call(card.issue, {
      farmerName: '无权',
      farmerMobile: '13612340000',
      idCard: WALK_ID_CARD,
      placeId: 1,
      cardType: 'online',
    });
    assert.equal(cards.body.errorCode, 1007);
  });
});
