import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { cardCalls as card, fundCalls as fund, ledgerCalls, farmerCalls as farmer } from '../../src/api/contract';
import type { CardRow, RechargeRow } from '../../src/api/contract/money/card';
import type { FlowRow } from '../../src/api/contract/money/fund';
import { invalid, ok, refused, stopFertigationSuite, unchanged, type Page } from './support/fertigation';
import { accountsOf, MERCHANT_SLOTS, postEntry } from '../../server/money/ledger';
import { finishWellOrder, startWellOrder } from '../../server/money/well-orders';
import { WALK_ID_CARD } from './support/call-inputs';
import { validIdCard } from './support/id-cards';
import { gate, untilALockWaits } from './support/lock-wait';
import { startWellSuite, type WellSuite } from './support/well';

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
});
after(async () => stopFertigationSuite(s));

const placeOf = async (merchantId: number) =>
  (await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', merchantId).orderBy('id').executeTakeFirstOrThrow()).id;
let seq = 100;
async function newCard(extra: Record<string, unknown> = {}): Promise<CardRow> {
  seq += 1;
  return ok<CardRow>(s.admin, card.issue, {
    farmerName: `测试农户${seq}`,
    farmerMobile: '13512340000',
    idCard: validIdCard(seq),
    placeId: await placeOf(s.m1),
    cardType: 'online',
    ...extra,
  });
}
type Recharged = { recharge: RechargeRow; balance: number; providerCode: string };
const recharge = (cardId: number, amount: number, extra: Record<string, unknown> = {}) =>
  ok<Recharged>(s.admin, card.recharge, { cardId, amount, payMode: 'cash', ...extra });
const trial = () =>
  ok<{ total: number; mismatches: number | null; accounts: { kind: string; balance: number }[] }>(s.admin, ledgerCalls.trialBalance, {
    verify: true,
  });

describe('irrigationWell/card: issue, recharge, loss, replace', () => {
  test('a new card starts at 0, appears in findPage by number, holder and mobile; the ID is masked', async () => {
    const c = await newCard({ cardNo: 'CARD0001' });
    assert.equal(c.cardNo, 'CARD0001');
    assert.equal(c.balance, 0);
    assert.equal(c.status, 'normal');
    assert.match(c.idCard, /^130102\*{8}\d{3}[\dX]$/);
    for (const keyword of ['CARD0001', c.farmerName, '1351234']) {
      const page = await ok<Page<CardRow>>(s.admin, card.findPage, { keyword, size: 50 });
      assert.ok(
        page.records.some((r) => r.id === c.id),
        keyword,
      );
    }
    const generated = await newCard();
    assert.match(generated.cardNo, /^\d{12}$/);
  });

  test('bad input is refused with its message and changes nothing', async () => {
    const placeId = await placeOf(s.m1);
    const base = { farmerName: '坏输入', farmerMobile: '13512340000', placeId, cardType: 'online' };
    await unchanged(s, async () => {
      for (const idCard of ['110105194912310021', '123456789012345678', '11010519491331002X', '']) {
        await refused(s.admin, card.issue, { ...base, idCard }, '身份证号格式错误');
      }
      await refused(s.admin, card.issue, { ...base, idCard: WALK_ID_CARD, placeId: await placeOf(s.m2) }, '村镇不存在或已删除');
      await invalid(s.admin, card.issue, { ...base, idCard: WALK_ID_CARD, farmerMobile: '23512340000' }, '请输入有效的手机号');
      await invalid(s.admin, card.issue, { ...base, idCard: WALK_ID_CARD, cardType: 'gold' });
      await invalid(s.admin, card.issue, { ...base, idCard: WALK_ID_CARD, merchantId: s.m1 });
    });
    const c = await newCard({ cardNo: 'TAKEN001' });
    await unchanged(s, async () => {
      await refused(s.admin, card.issue, { ...base, idCard: validIdCard(seq), farmerName: '别的名字' }, /姓名为测试农户\d+，与输入不一致/);
      await refused(s.admin, card.issue, { ...base, farmerName: c.farmerName, idCard: validIdCard(seq), cardNo: 'TAKEN001' }, '卡号已存在');
    });
  });

  test('cash recharge answers the new balance; gift money is N; the books balance', async () => {
    const c = await newCard();
    const first = await recharge(c.id, 100.5);
    assert.equal(first.balance, 100.5);
    assert.equal(first.recharge.result, 'succeed');
    const second = await recharge(c.id, 0.01, { giftAmount: 5 });
    assert.equal(second.balance, 105.51);
    const row = await ok<{ card: CardRow; recharges: RechargeRow[] }>(s.admin, card.findById, { id: c.id });
    assert.equal(row.card.realBalance, 100.51);
    assert.equal(row.card.giftBalance, 5);
    assert.deepEqual(
      row.recharges.map((r) => r.amount),
      [0.01, 100.5],
    );
    const flows = await ok<Page<FlowRow>>(s.admin, fund.findPage, { cardId: c.id, size: 50 });
    assert.deepEqual(
      flows.records.map((f) => [f.flowType, f.fundSource, f.amount, f.balanceAfter]),
      [
        ['gift', 'N', 5, 5],
        ['recharge', 'A', 0.01, 100.51],
        ['recharge', 'A', 100.5, 100.5],
      ],
    );
    // the merchant's side as it holds the money: the cash taken in is +, and so is what was given away
    const [last, before] = (await ok<Page<FlowRow>>(s.admin, fund.findPage, { accountKind: 'cash' })).records;
    assert.deepEqual([last!.amount, before!.amount], [0.01, 100.5]);
    assert.equal(Math.round((last!.balanceAfter - before!.balanceAfter) * 100), 1);
    assert.ok(before!.balanceAfter >= 100.5, `cash held ${before!.balanceAfter}`);
    const given = (await ok<Page<FlowRow>>(s.admin, fund.findPage, { accountKind: 'promotion' })).records[0]!;
    assert.deepEqual([given.flowType, given.amount], ['gift', 5]);
    const t = await trial();
    assert.equal(t.total, 0);
    assert.equal(t.mismatches, 0);
  });

  test('amounts that are not money are refused and move nothing', async () => {
    const c = await newCard();
    await unchanged(s, async () => {
      for (const amount of [-1, 0, 0.001, 1.005, 1e12, 100_000.01, '10', null, 'NaN']) {
        await invalid(s.admin, card.recharge, { cardId: c.id, amount, payMode: 'cash' });
      }
      await invalid(s.admin, card.recharge, { cardId: c.id, amount: 10, payMode: 'bitcoin' });
      await invalid(s.admin, card.recharge, { cardId: c.id, amount: 10, giftAmount: -1, payMode: 'cash' });
      const theirs = await s.database.db.selectFrom('card').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
      await refused(s.admin, card.recharge, { cardId: theirs.id, amount: 10, payMode: 'cash' }, '用户卡不存在或已删除');
      await refused(s.other, card.recharge, { cardId: c.id, amount: 10, payMode: 'cash' }, '用户卡不存在或已删除');
    });
  });

  test('Idempotency-Key: a replay answers the first answer and moves nothing; another input under the key is refused; none is a 400', async () => {
    const c = await newCard();
    const key = 'replay-key-0001';
    const first = await s.admin.call<Recharged>(card.recharge, { cardId: c.id, amount: 20, payMode: 'cash' }, { idempotencyKey: key });
    await unchanged(s, async () => {
      const again = await s.admin.call<Recharged>(card.recharge, { payMode: 'cash', amount: 20, cardId: c.id }, { idempotencyKey: key });
      assert.deepEqual(again.body.data, first.body.data);
      assert.equal(again.body.message, '该操作已处理，返回首次结果');
      const other = await s.admin.call(card.recharge, { cardId: c.id, amount: 21, payMode: 'cash' }, { idempotencyKey: key });
      assert.equal(other.body.errorCode, 1);
      assert.equal(other.body.message, '该幂等键已用于另一笔不同的操作，请重新提交');
      const none = await s.admin.call(card.recharge, { cardId: c.id, amount: 21, payMode: 'cash' }, { idempotencyKey: null });
      assert.equal(none.status, 400);
      const bad = await s.admin.call(card.recharge, { cardId: c.id, amount: 21, payMode: 'cash' }, { idempotencyKey: 'short' });
      assert.equal(bad.status, 400);
    });
    // parallel replays of one key: one recharge
    const key2 = 'parallel-key-0002';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        s.admin.call<Recharged>(card.recharge, { cardId: c.id, amount: 7, payMode: 'cash' }, { idempotencyKey: key2 }),
      ),
    );
    assert.ok(
      answers.every((a) => a.body.errorCode === 0),
      JSON.stringify(answers.map((a) => a.body)),
    );
    assert.equal(new Set(answers.map((a) => a.body.data.recharge.id)).size, 1);
    const detail = await ok<{ card: CardRow }>(s.admin, card.findById, { id: c.id });
    assert.equal(detail.card.balance, 27);
  });

  test('online recharge: a refused payment shows its meaning and writes nothing; E10010 stays pending until a query confirms it', async () => {
    const c = await newCard();
    s.server.payments.failNext('E10001');
    await unchanged(s, async () => {
      await refused(s.admin, card.recharge, { cardId: c.id, amount: 50, payMode: 'wxpay' }, '支付失败（E10001）：账户余额不足');
    });
    s.server.payments.failNext('E10010');
    const pending = await recharge(c.id, 50, { payMode: 'alipay' });
    assert.equal(pending.recharge.result, 'pending');
    assert.equal(pending.providerCode, 'E10010');
    assert.equal(pending.balance, 0);
    s.server.payments.failNext('E10010');
    const still = await ok<{ recharge: RechargeRow; balance: number }>(s.admin, card.queryRecharge, { id: pending.recharge.id });
    assert.equal(still.recharge.result, 'pending');
    const done = await ok<{ recharge: RechargeRow; balance: number }>(s.admin, card.queryRecharge, { id: pending.recharge.id });
    assert.equal(done.recharge.result, 'succeed');
    assert.equal(done.balance, 50);
    const again = await ok<{ recharge: RechargeRow; balance: number }>(s.admin, card.queryRecharge, { id: pending.recharge.id });
    assert.equal(again.balance, 50, 'a confirmed recharge is credited once');
    const paid = await recharge(c.id, 1, { payMode: 'wxpay' });
    assert.equal(paid.providerCode, 'N00000');
    assert.ok(
      s.server.payments.calls.some((call) => call.kind === 'pay' && call.reference === paid.recharge.orderNo && call.amountFen === 100),
    );
  });

  test('loss freezes the balance and refuses money; replace moves it to a new card and ends the old one', async () => {
    const c = await newCard();
    await recharge(c.id, 80, { giftAmount: 8 });
    const lost = await ok<CardRow>(s.admin, card.loss, { cardId: c.id });
    assert.equal(lost.status, 'loss');
    assert.equal(lost.balance, 88, "the frozen balance is still the card's");
    await unchanged(s, async () => {
      await refused(s.admin, card.recharge, { cardId: c.id, amount: 1, payMode: 'cash' }, '该卡已挂失，余额已冻结');
      await refused(s.admin, card.loss, { cardId: c.id }, '只有正常状态的卡可以挂失');
    });
    const next = await ok<CardRow>(s.admin, card.replace, { cardId: c.id, cardNo: `NEW${seq}` });
    assert.equal(next.balance, 88);
    assert.equal(next.realBalance, 80);
    assert.equal(next.farmerId, c.farmerId);
    const old = await ok<{ card: CardRow }>(s.admin, card.findById, { id: c.id });
    assert.equal(old.card.status, 'replace');
    assert.equal(old.card.balance, 0);
    assert.equal(old.card.replacedByCardNo, `NEW${seq}`);
    await unchanged(s, async () => {
      await refused(s.admin, card.replace, { cardId: c.id }, '该卡已补卡，不能再次补卡');
      await refused(s.admin, card.recharge, { cardId: c.id, amount: 1, payMode: 'cash' }, '该卡已补卡作废，请使用新卡');
    });
    const flows = await ok<Page<FlowRow>>(s.admin, fund.findPage, { keyword: c.cardNo, size: 50 });
    assert.ok(flows.records.some((f) => f.flowType === 'freeze'));
    assert.equal(flows.total, flows.records.length);
    assert.equal((await ok<Page<FlowRow>>(s.admin, fund.findPage, { keyword: c.cardNo, page: 99 })).total, flows.total, 'past the end');
    const t = await trial();
    assert.equal(t.total, 0);
    assert.equal(t.mismatches, 0);
  });

  test("a replacement card's detail names the cards it replaced and lists their recharges and bills with its own, newest first", async () => {
    type Detail = {
      card: CardRow;
      replaced: { id: number; cardNo: string; lossTime: string | null; replaceTime: string }[];
      recharges: RechargeRow[];
      bills: { id: number; orderNo: string; cardId: number; cardNo: string }[];
    };
    const minute = () => s.server.clock.advance(60_000);
    const c = await newCard({ cardNo: `OLD${seq + 1}` });
    const { recharge: first } = await recharge(c.id, 60);
    // a swipe at a well: the order on the old card becomes its bill
    const at = () => ({ merchantId: s.m1, userId: null, at: s.server.clock.now() });
    const well = await s.database.db
      .selectFrom('well')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('running', '=', 'leisure')
      .where('status', '=', 'normal')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const billId = await s.database.db.transaction().execute(async (trx) =>
      finishWellOrder(trx, at(), await startWellOrder(trx, at(), { wellId: well.id, cardId: c.id, orderNo: `TC${process.pid}${seq}` }), {
        electricWh: 2000,
        waterLiters: 1000,
      }),
    );
    minute();
    const lost = await ok<CardRow>(s.admin, card.loss, { cardId: c.id });
    minute();
    const mid = await ok<CardRow>(s.admin, card.replace, { cardId: c.id, cardNo: `MID${seq}` });
    const { recharge: second } = await recharge(mid.id, 5);
    minute();
    // a normal card replaced too (lost at its replacement): a chain of two
    const last = await ok<CardRow>(s.admin, card.replace, { cardId: mid.id, cardNo: `NEW${seq}` });
    const { recharge: third } = await recharge(last.id, 1);

    const detail = await ok<Detail>(s.admin, card.findById, { id: last.id });
    assert.deepEqual(detail.replaced, [
      { id: mid.id, cardNo: mid.cardNo, lossTime: last.createTime, replaceTime: last.createTime },
      { id: c.id, cardNo: c.cardNo, lossTime: lost.lossTime, replaceTime: mid.createTime },
    ]);
    assert.ok(detail.replaced[1]!.lossTime! < detail.replaced[1]!.replaceTime, 'lost, then replaced');
    assert.deepEqual(
      detail.recharges.map((r) => [r.id, r.cardId, r.cardNo]),
      [
        [third.id, last.id, last.cardNo],
        [second.id, mid.id, mid.cardNo],
        [first.id, c.id, c.cardNo],
      ],
    );
    assert.deepEqual(
      detail.bills.map((b) => [b.id, b.cardId, b.cardNo]),
      [[billId, c.id, c.cardNo]],
    );
    assert.deepEqual(detail.card.replacedByCardNo, '', 'the newest card was replaced by none');
    // the cards before it: each lists its own chain only, the old card its own rows and its replacement
    const middle = await ok<Detail>(s.admin, card.findById, { id: mid.id });
    assert.deepEqual(
      middle.replaced.map((r) => r.cardNo),
      [c.cardNo],
    );
    assert.deepEqual(
      middle.recharges.map((r) => r.id),
      [second.id, first.id],
    );
    assert.equal(middle.card.replacedByCardNo, last.cardNo);
    const old = await ok<Detail>(s.admin, card.findById, { id: c.id });
    assert.deepEqual([old.replaced, old.recharges.map((r) => r.id), old.bills.map((b) => b.id)], [[], [first.id], [billId]]);
    // a card that replaced none lists its own rows, as before
    const plain = await newCard();
    await recharge(plain.id, 2);
    const own = await ok<Detail>(s.admin, card.findById, { id: plain.id });
    assert.deepEqual([own.replaced, own.recharges.map((r) => r.cardNo), own.bills], [[], [plain.cardNo], []]);

    // the old card's recharge goes back from the card now holding its money, and the detail shows it
    const back = await ok<{ recharge: RechargeRow; balance: number }>(s.admin, card.refundRecharge, { rechargeId: first.id, amount: 10 });
    assert.deepEqual([back.recharge.cardNo, back.recharge.status], [c.cardNo, 'parterd']);
    const after = await ok<Detail>(s.admin, card.findById, { id: last.id });
    assert.equal(after.recharges.find((r) => r.id === first.id)!.refundedAmount, 10);
    assert.equal(after.card.balance, back.balance);

    // another merchant sees none of it
    for (const id of [last.id, mid.id, c.id]) await refused(s.other, card.findById, { id }, '用户卡不存在或已删除');
    const theirs = await s.database.db
      .selectFrom('card')
      .select('id')
      .where('merchant_id', '=', s.m2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const their = await ok<Detail>(s.other, card.findById, { id: theirs.id });
    assert.ok([...their.recharges, ...their.bills].every((r) => ![c.id, mid.id, last.id].includes(r.cardId)));
    assert.ok(their.replaced.every((r) => ![c.id, mid.id].includes(r.id)));
  });

  test("the operator may recharge; the second merchant sees none of the first merchant's cards", async () => {
    const c = await newCard();
    const r = await ok<Recharged>(s.operator, card.recharge, { cardId: c.id, amount: 3, payMode: 'cash' });
    assert.equal(r.balance, 3);
    const theirs = await ok<Page<CardRow>>(s.other, card.findPage, { size: 50 });
    const mine = new Set((await s.database.db.selectFrom('card').select('id').where('merchant_id', '=', s.m1).execute()).map((x) => x.id));
    assert.ok(theirs.total > 0);
    assert.ok(theirs.records.every((x) => !mine.has(x.id)));
    await refused(s.other, card.findById, { id: c.id }, '用户卡不存在或已删除');
  });

  test('a merchant account is kept in slots: recharges of several cards land in several rows, the flows still run one balance', async () => {
    const cards = await Promise.all(Array.from({ length: 4 }, () => newCard()));
    const orders = new Set((await Promise.all(cards.map((c, i) => recharge(c.id, i + 1)))).map((r) => r.recharge.orderNo));
    const slots = await s.database.db
      .selectFrom('posting as p')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .innerJoin('journal_entry as e', 'e.id', 'p.entry_id')
      .select('a.slot')
      .distinct()
      .where('a.kind', '=', 'cash')
      .where(
        'e.card_id',
        'in',
        cards.map((c) => c.id),
      )
      .execute();
    assert.deepEqual(slots.map((x) => x.slot).sort(), [...new Set(cards.map((c) => c.id % MERCHANT_SLOTS))].sort(), "each card's slot");
    // the merchant's cash as one running balance over its slots: each of the four postings' balance
    // is the one before it (in the order they were written) plus its amount, and the newest is the
    // sum of the slots' kept balances
    const rows = (await ok<Page<FlowRow>>(s.admin, fund.findPage, { accountKind: 'cash', size: 20 })).records;
    const ours = rows.filter((r) => orders.has(r.orderNo)).sort((a, b) => a.id - b.id);
    assert.equal(ours.length, 4);
    for (const [i, row] of ours.slice(1).entries()) {
      assert.equal(Math.round((row.balanceAfter - ours[i]!.balanceAfter) * 100), Math.round(row.amount * 100), `row ${row.id}`);
    }
    const kept = await s.database.db
      .selectFrom('ledger_account')
      .select((eb) => eb.fn.sum<string | number>('balance_fen').as('fen'))
      .where('merchant_id', '=', s.m1)
      .where('kind', '=', 'cash')
      .executeTakeFirstOrThrow();
    assert.equal(Math.round(ours[3]!.balanceAfter * 100), -Number(kept.fen));
    const t = await trial();
    assert.deepEqual([t.total, t.mismatches], [0, 0]);
  });

  test('a free recharge (免费) gives dummy money: gift money from promotions, never refunded; it takes no gift of its own', async () => {
    const c = await newCard();
    const r = await recharge(c.id, 12.5, { payMode: 'free' });
    assert.deepEqual([r.balance, r.recharge.amountType, r.recharge.result, r.recharge.payMode], [12.5, 'dummy', 'succeed', 'free']);
    const detail = (await ok<{ card: CardRow }>(s.admin, card.findById, { id: c.id })).card;
    assert.deepEqual([detail.realBalance, detail.giftBalance], [0, 12.5]);
    const flows = await ok<Page<FlowRow>>(s.admin, fund.findPage, { cardId: c.id });
    assert.deepEqual(
      flows.records.map((f) => [f.flowType, f.fundSource, f.amount]),
      [['recharge', 'N', 12.5]],
    );
    const given = (await ok<Page<FlowRow>>(s.admin, fund.findPage, { accountKind: 'promotion' })).records[0]!;
    assert.deepEqual([given.flowType, given.fundSource, given.amount], ['recharge', 'N', 12.5]);
    assert.ok(!s.server.payments.calls.some((call) => call.reference === r.recharge.orderNo), 'the provider is not asked');
    await unchanged(s, async () => {
      await refused(s.admin, card.recharge, { cardId: c.id, amount: 10, giftAmount: 1, payMode: 'free' }, '免费充值不能另加赠送金额');
      await refused(s.admin, card.refundRecharge, { rechargeId: r.recharge.id, amount: 1 }, '虚拟金额充值不可退款');
    });
    const t = await trial();
    assert.deepEqual([t.total, t.mismatches], [0, 0]);
  });
});

type Refunded = { recharge: RechargeRow; balance: number };
const refundRecharge = (rechargeId: number, amount: number, extra: Record<string, unknown> = {}) =>
  ok<Refunded>(s.admin, card.refundRecharge, { rechargeId, amount, ...extra });
const detailOf = (id: number) => ok<{ card: CardRow; recharges: RechargeRow[] }>(s.admin, card.findById, { id });
/** Money the card spends on water meanwhile (a `pay` entry to the merchant's revenue), in fen. */
async function spend(cardId: number, realFen: number, giftFen = 0): Promise<void> {
  await s.database.db.transaction().execute((trx) =>
    postEntry(trx, { merchantId: s.m1, flowType: 'pay', at: s.server.clock.now(), userId: null, cardId }, [
      { account: { kind: 'card', source: 'A', cardId }, fen: -realFen },
      { account: { kind: 'revenue', source: 'A' }, fen: realFen },
      { account: { kind: 'card', source: 'N', cardId }, fen: -giftFen },
      { account: { kind: 'revenue', source: 'N' }, fen: giftFen },
    ]),
  );
}
async function booksBalance(): Promise<void> {
  const t = await trial();
  assert.equal(t.total, 0);
  assert.equal(t.mismatches, 0);
}

describe('irrigationWell/card/refundRecharge (退充值)', () => {
  test('a cash recharge refunded in part (部分退款), then the rest (已退款): 线下退款 flows, the cash paid back, the books balance', async () => {
    const c = await newCard();
    const { recharge: r } = await recharge(c.id, 100);
    const cashBefore = (await ok<Page<FlowRow>>(s.admin, fund.findPage, { accountKind: 'cash' })).records[0]!.balanceAfter;
    const part = await refundRecharge(r.id, 30, { reason: '农户退卡' });
    assert.deepEqual([part.recharge.status, part.recharge.refundedAmount, part.balance], ['parterd', 30, 70]);
    const flows = await ok<Page<FlowRow>>(s.admin, fund.findPage, { cardId: c.id, size: 50 });
    assert.deepEqual(
      flows.records.map((f) => [f.flowType, f.fundSource, f.amount, f.balanceAfter, f.orderNo]),
      [
        ['underLineRefund', 'A', -30, 70, r.orderNo],
        ['recharge', 'A', 100, 100, r.orderNo],
      ],
    );
    const cash = (await ok<Page<FlowRow>>(s.admin, fund.findPage, { accountKind: 'cash', flowType: 'underLineRefund' })).records[0]!;
    assert.deepEqual([cash.amount, Math.round((cashBefore - cash.balanceAfter) * 100)], [-30, 3000], 'the counter paid 30.00 back');
    await booksBalance();
    const rest = await refundRecharge(r.id, 70);
    assert.deepEqual([rest.recharge.status, rest.recharge.refundedAmount, rest.balance], ['refund', 100, 0]);
    const detail = await detailOf(c.id);
    assert.deepEqual([detail.card.balance, detail.recharges[0]!.status], [0, 'refund']);
    const rows = await s.database.db
      .selectFrom('recharge_refund')
      .select(['amount_fen', 'gift_fen', 'provider_code', 'reason', 'card_id'])
      .where('recharge_id', '=', r.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      rows.map((x) => [Number(x.amount_fen), Number(x.gift_fen), x.provider_code, x.reason, x.card_id]),
      [
        [3000, 0, null, '农户退卡', c.id],
        [7000, 0, null, '', c.id],
      ],
    );
    const entries = await s.database.db
      .selectFrom('journal_entry')
      .select(['flow_type', 'recharge_refund_id'])
      .where('recharge_id', '=', r.id)
      .where('flow_type', '=', 'underLineRefund')
      .execute();
    assert.equal(entries.length, 2);
    assert.ok(
      entries.every((e) => e.recharge_refund_id !== null),
      'each entry names its refund',
    );
    await unchanged(s, async () => {
      await refused(s.admin, card.refundRecharge, { rechargeId: r.id, amount: 1 }, '该充值已全部退款');
    });
    await booksBalance();
  });

  test('the gift goes back in proportion: the parts of a whole refund take back exactly the gift, no more than the card still holds', async () => {
    const c = await newCard();
    const { recharge: r } = await recharge(c.id, 100, { giftAmount: 10 });
    const gifts: number[] = [];
    for (const amount of [33.33, 33.33, 33.34]) {
      const before = (await detailOf(c.id)).card.giftBalance;
      await refundRecharge(r.id, amount);
      gifts.push(Math.round((before - (await detailOf(c.id)).card.giftBalance) * 100));
    }
    assert.deepEqual(gifts, [333, 334, 333]);
    assert.equal((await detailOf(c.id)).card.balance, 0);
    const given = await s.database.db
      .selectFrom('recharge_order')
      .select(['refunded_gift_fen', 'status'])
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual([Number(given.refunded_gift_fen), given.status], [1000, 'refund']);

    // the gift spent on water is not taken back: what is left of it only
    const d = await newCard();
    const { recharge: g } = await recharge(d.id, 100, { giftAmount: 10 });
    await spend(d.id, 0, 800);
    const half = await refundRecharge(g.id, 50);
    assert.equal(half.balance, 50, 'the 2.00 of gift left is taken back, not the 5.00 due');
    const flows = await ok<Page<FlowRow>>(s.admin, fund.findPage, { cardId: d.id, flowType: 'underLineRefund', size: 50 });
    assert.deepEqual(flows.records.map((f) => [f.fundSource, f.amount]).sort(), [
      ['A', -50],
      ['N', -2],
    ]);
    const promotion = (await ok<Page<FlowRow>>(s.admin, fund.findPage, { accountKind: 'promotion', flowType: 'underLineRefund' }))
      .records[0]!;
    assert.equal(promotion.amount, -2, 'promotions gave 2.00 less');
    await booksBalance();
  });

  test('more than the recharge has left, or than the card holds, is refused with the most that may go back; nothing moves', async () => {
    const c = await newCard();
    const { recharge: r } = await recharge(c.id, 50);
    await refundRecharge(r.id, 10);
    await unchanged(s, async () => {
      await refused(s.admin, card.refundRecharge, { rechargeId: r.id, amount: 40.01 }, '退款金额超过该充值未退金额，最多可退 40.00 元');
    });
    await spend(c.id, 1234);
    await unchanged(s, async () => {
      await refused(s.admin, card.refundRecharge, { rechargeId: r.id, amount: 40 }, '卡内可提现余额不足，最多可退 27.66 元');
      for (const amount of [0, -1, 0.001, '10', null]) await invalid(s.admin, card.refundRecharge, { rechargeId: r.id, amount });
      await invalid(s.admin, card.refundRecharge, { rechargeId: r.id, amount: 1, reason: '长'.repeat(101) }, '退款原因最长100个字符');
    });
    const last = await refundRecharge(r.id, 27.66);
    assert.deepEqual([last.recharge.status, last.recharge.refundedAmount, last.balance], ['parterd', 37.66, 0]);
    await booksBalance();
  });

  test("another merchant's recharge is not found; the operator gets 1007; a pending or lost card's recharge is refused", async () => {
    const c = await newCard();
    const { recharge: r } = await recharge(c.id, 20);
    const theirs = await s.database.db
      .selectFrom('recharge_order')
      .select('id')
      .where('merchant_id', '=', s.m2)
      .where('result', '=', 'succeed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    s.server.payments.failNext('E10010');
    const pending = await recharge(c.id, 5, { payMode: 'alipay' });
    await unchanged(s, async () => {
      await refused(s.other, card.refundRecharge, { rechargeId: r.id, amount: 1 }, '充值记录不存在或已删除');
      await refused(s.admin, card.refundRecharge, { rechargeId: theirs.id, amount: 0.01 }, '充值记录不存在或已删除');
      await refused(s.operator, card.refundRecharge, { rechargeId: r.id, amount: 1 }, /./, 1007);
      await refused(s.admin, card.refundRecharge, { rechargeId: pending.recharge.id, amount: 1 }, '该充值未成功，不能退款');
    });
    await ok(s.admin, card.loss, { cardId: c.id });
    await unchanged(s, async () => {
      await refused(s.admin, card.refundRecharge, { rechargeId: r.id, amount: 1 }, '该卡已挂失，余额已冻结');
    });
    // replaced: the money is on the new card, and goes back from it
    const next = await ok<CardRow>(s.admin, card.replace, { cardId: c.id });
    const back = await refundRecharge(r.id, 5);
    assert.equal(back.balance, 15, "the new card's balance");
    assert.equal((await detailOf(next.id)).card.balance, 15);
    const row = await s.database.db
      .selectFrom('recharge_refund')
      .select('card_id')
      .where('recharge_id', '=', r.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.card_id, next.id);
    await booksBalance();
  });

  test('an online recharge goes back through the provider: a refused refund shows the meaning and moves nothing', async () => {
    const c = await newCard();
    const { recharge: r } = await recharge(c.id, 40, { payMode: 'wxpay' });
    s.server.payments.failNext('E10008');
    await unchanged(s, async () => {
      await refused(s.admin, card.refundRecharge, { rechargeId: r.id, amount: 10 }, '退款失败（E10008）：系统繁忙');
    });
    const done = await refundRecharge(r.id, 10);
    assert.deepEqual([done.recharge.status, done.balance], ['parterd', 30]);
    assert.ok(
      s.server.payments.calls.some(
        (x) => x.kind === 'refund' && x.reference === `${r.orderNo}-R1` && x.amountFen === 1000 && x.payMode === 'wxpay',
      ),
    );
    const flows = await ok<Page<FlowRow>>(s.admin, fund.findPage, { keyword: r.orderNo, flowType: 'refund', size: 50 });
    assert.deepEqual(flows.records.map((f) => [f.accountKind, f.amount]).sort(), [
      ['card', -10],
      ['clearing', -10],
    ]);
    const row = await s.database.db
      .selectFrom('recharge_refund')
      .select('provider_code')
      .where('recharge_id', '=', r.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.provider_code, 'N00000');
    await booksBalance();
  });

  test('Idempotency-Key: a replay answers the first answer and moves nothing', async () => {
    const c = await newCard();
    const { recharge: r } = await recharge(c.id, 20);
    const key = 'refund-recharge-0001';
    const first = await s.admin.call<Refunded>(card.refundRecharge, { rechargeId: r.id, amount: 5 }, { idempotencyKey: key });
    assert.equal(first.body.message, '退款成功!');
    await unchanged(s, async () => {
      const again = await s.admin.call<Refunded>(card.refundRecharge, { amount: 5, rechargeId: r.id }, { idempotencyKey: key });
      assert.deepEqual(again.body.data, first.body.data);
      assert.equal(again.body.message, '该操作已处理，返回首次结果');
      const other = await s.admin.call(card.refundRecharge, { rechargeId: r.id, amount: 6 }, { idempotencyKey: key });
      assert.equal(other.body.message, '该幂等键已用于另一笔不同的操作，请重新提交');
    });
    assert.equal((await detailOf(c.id)).card.balance, 15);
  });

  // Needs a second connection holding a row lock: PostgreSQL only (PGlite runs one query at a time).
  if (process.env.TEST_DATABASE_URL)
    test("a recharge with a gift takes its accounts in a refund's order: one waiting on promotions holds no cash (no deadlock)", async () => {
      const db = s.database.db;
      // a slot whose promotions account comes before its cash account (a refund of a recharge takes promotions first)
      let slot = -1;
      for (let k = 0; k < MERCHANT_SLOTS && slot < 0; k++) {
        const [promotion, cash] = await accountsOf(db, s.m1, [
          { kind: 'promotion', source: 'N', slot: k },
          { kind: 'cash', source: 'A', slot: k },
        ]);
        if (promotion! < cash!) slot = k;
      }
      assert.ok(slot >= 0, 'a slot whose promotions come first');
      let c = await newCard();
      while (c.id % MERCHANT_SLOTS !== slot) c = await newCard();
      const [promotion, cash] = await accountsOf(db, s.m1, [
        { kind: 'promotion', source: 'N', slot },
        { kind: 'cash', source: 'A', slot },
      ]);
      const held = gate();
      const proceed = gate();
      // another operation of the slot, as a refund of a recharge takes them: promotions, then cash
      const other = db.transaction().execute(async (trx) => {
        await sql`select id from ledger_account where id = ${promotion} for no key update`.execute(trx);
        held.open();
        await proceed.opened;
        await sql`select id from ledger_account where id = ${cash} for no key update`.execute(trx);
      });
      await held.opened;
      const recharged = s.admin.call<Recharged>(card.recharge, { cardId: c.id, amount: 10, giftAmount: 2, payMode: 'cash' });
      await untilALockWaits(db);
      proceed.open();
      await other; // before the fix: deadlock detected, here or in the recharge
      const res = await recharged;
      assert.equal(res.body.errorCode, 0, res.text);
      assert.equal(res.body.data!.balance, 12);
      await booksBalance();
    });
});

describe('plat/farmer/changePlace and fund export', () => {
  test('a farmer moves: the list offers the other places, the move is listed, the card and balance stay', async () => {
    const c = await newCard();
    await recharge(c.id, 12);
    const places = await ok<{ id: number; name: string }[]>(s.admin, farmer.findPlaceList, { farmerId: c.farmerId });
    assert.ok(places.length > 0 && places.every((p) => p.id !== c.placeId));
    await refused(s.admin, farmer.changePlace, { farmerId: c.farmerId, placeId: c.placeId }, '农户已在该村镇');
    const move = await ok<{ toPlaceName: string; fromPlaceName: string }>(s.admin, farmer.changePlace, {
      farmerId: c.farmerId,
      placeId: places[0]!.id,
    });
    assert.equal(move.toPlaceName, places[0]!.name);
    assert.equal(move.fromPlaceName, c.placeName);
    const moved = await ok<{ card: CardRow }>(s.admin, card.findById, { id: c.id });
    assert.equal(moved.card.placeId, places[0]!.id);
    assert.equal(moved.card.balance, 12);
    const list = await ok<{ farmerId: number }[]>(s.admin, farmer.findChangePlaceList, { farmerId: c.farmerId });
    assert.equal(list.length, 1);
    await refused(s.other, farmer.changePlace, { farmerId: c.farmerId, placeId: places[0]!.id }, '农户不存在或已删除');
  });

  test('export: CSV with a UTF-8 BOM, the header and one line per flow', async () => {
    const c = await newCard();
    await recharge(c.id, 9.9);
    const res = await s.admin.call(fund.exportCsv, { cardId: c.id });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/csv/);
    assert.deepEqual([...res.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
    assert.ok(res.text.startsWith('流水号,时间,流水类型'), res.text.slice(0, 40));
    const lines = res.text.trim().split('\r\n');
    assert.equal(lines.length, 2);
    assert.match(lines[1]!, /,充值,可提现账户,用户卡,/);
    assert.match(lines[1]!, /,9\.90,9\.90,/);
    const other = await s.other.call(fund.exportCsv, { cardId: c.id });
    assert.equal(
      other.text.trim(),
      '流水号,时间,流水类型,资金来源,账户,卡号,持卡人,金额(元),变动后余额(元),订单号',
      'another merchant exports none of it',
    );
  });

  test('the ledger refuses UPDATE, DELETE and TRUNCATE; an unbalanced entry cannot commit', async () => {
    const db = s.database.db;
    for (const statement of [
      'update posting set amount_fen = amount_fen + 1',
      'delete from posting',
      'delete from journal_entry',
      'truncate posting cascade',
    ]) {
      await assert.rejects(sql.raw(statement).execute(db), /append-only/, statement);
    }
    const account = await db
      .selectFrom('ledger_account')
      .select(['id', 'merchant_id'])
      .where('kind', '=', 'cash')
      .executeTakeFirstOrThrow();
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        const e = await trx
          .insertInto('journal_entry')
          .values({
            merchant_id: account.merchant_id,
            flow_type: 'recharge',
            user_id: null,
            card_id: null,
            recharge_id: null,
            bill_id: null,
            refund_id: null,
            memo: '',
            created_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('posting')
          .values({ entry_id: e.id, merchant_id: account.merchant_id, account_id: account.id, amount_fen: 5, created_at: new Date() })
          .execute();
      }),
      /does not balance/,
    );
    const cardAccount = await db
      .selectFrom('ledger_account')
      .select(['id', 'merchant_id'])
      .where('kind', '=', 'card')
      .executeTakeFirstOrThrow();
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        const e = await trx
          .insertInto('journal_entry')
          .values({
            merchant_id: cardAccount.merchant_id,
            flow_type: 'pay',
            user_id: null,
            card_id: null,
            recharge_id: null,
            bill_id: null,
            refund_id: null,
            memo: '',
            created_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('posting')
          .values([
            {
              entry_id: e.id,
              merchant_id: cardAccount.merchant_id,
              account_id: cardAccount.id,
              amount_fen: -1_000_000_000,
              created_at: new Date(),
            },
            { entry_id: e.id, merchant_id: account.merchant_id, account_id: account.id, amount_fen: 1_000_000_000, created_at: new Date() },
          ])
          .execute();
      }),
      /check constraint/,
    );
    const t = await trial();
    assert.equal(t.mismatches, 0);
  });
});
