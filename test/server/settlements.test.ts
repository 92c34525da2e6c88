import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cardCalls as card, ledgerCalls, serviceCalls, settlementCalls as settle } from '../../src/api/contract';
import type { CardRow } from '../../src/api/contract/money/card';
import type { SettlementItem, SettlementRow } from '../../src/api/contract/money/settlement';
import { exportRows } from '../../src/api/contract/export';
import { RESUME_AFTER_MS, settlementJob } from '../../server/money/settlement-job';
import { makeSettlement, settingOf } from '../../server/money/settlements';
import { formatDateTime } from '../../server/http/format';
import { runTs } from './support/child-server';
import { invalid, ok, refused, stopFertigationSuite, unchanged, type Page } from './support/fertigation';
import { validIdCard } from './support/id-cards';
import { startWellSuite, type WellSuite } from './support/well';

let s: WellSuite;
const DAY = 86_400_000;
const job = () => settlementJob(s.database.db, s.server.payments, { now: s.server.clock.now, everyMs: 0, log: () => {} });
before(async () => {
  s = await startWellSuite();
  // a day on: the seed's "today" (its orders and recharges before the real time) has ended, even
  // when the real time is before noon China time, and the day the tests fill is theirs alone
  await nextDay();
  // the seeded history (daily, for merchant 1) settled up to today, so each test starts on an open day
  await job().runOnce();
});
after(async () => stopFertigationSuite(s));

/** A new day: the clock past the next midnight (China time) and fresh sessions. */
async function nextDay() {
  s.server.clock.advance(DAY);
  [s.admin, s.operator, s.other] = [
    await s.server.loginAs('13800000000'),
    await s.server.loginAs('13900000001'),
    await s.server.loginAs('13700000000'),
  ];
}

let seq = 0;
async function onlineCard(yuan: number): Promise<{ card: CardRow; rechargeId: number }> {
  const placeId = (
    await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  seq += 1;
  const c = await ok<CardRow>(s.admin, card.issue, {
    farmerName: `结算农户${seq}`,
    farmerMobile: '13612340000',
    idCard: validIdCard(500 + seq),
    placeId,
    cardType: 'online',
  });
  const r = await ok<{ recharge: { id: number } }>(s.admin, card.recharge, { cardId: c.id, amount: yuan, payMode: 'wxpay' });
  return { card: c, rechargeId: r.recharge.id };
}

const page = (input: Record<string, unknown> = {}) => ok<Page<SettlementRow>>(s.admin, settle.findPage, { size: 50, ...input });
const latest = async () => (await page()).records[0]!;
const payoutsOf = (no: string) => s.server.payments.calls.filter((c) => c.kind === 'payout' && c.reference.startsWith(`${no}-`));

describe('settlements', () => {
  test('the job settles each ended day once: the online income less refunds and the fee, paid out, the books balanced', async () => {
    const before = (await page()).total;
    const a = await onlineCard(3000);
    const b = await onlineCard(2000);
    await ok(s.admin, card.refundRecharge, { rechargeId: b.rechargeId, amount: 500 });
    // cash is the merchant's already: not settled
    await ok(s.admin, card.recharge, { cardId: a.card.id, amount: 80, payMode: 'cash' });
    await job().runOnce();
    assert.equal((await page()).total, before, 'today has not ended');
    const previous = await latest();
    await nextDay();
    await Promise.all([job().runOnce(), job().runOnce()]);
    await job().runOnce();
    const rows = (await page()).records;
    assert.equal(rows.length, before + 1, 'one settlement for the day, whatever the jobs running');
    const day = rows[0]!;
    // a settlement that paid nothing (the seeded days' refunds of older online recharges) carries its amount
    assert.equal(day.carry, previous.status === 'noSettle' ? previous.amount : 0);
    assert.deepEqual([day.income, day.refund, day.fee, day.itemCount, day.status, day.resultCode], [5000, 500, 30, 3, 'paid', 'N00000']);
    assert.equal(day.amount, Math.round((5000 - 500 - 30 - day.service + day.carry) * 100) / 100);
    const deducted = await s.database.db
      .selectFrom('service_order')
      .select(['amount_fen', 'status'])
      .where('settlement_id', '=', day.id)
      .execute();
    assert.equal(
      deducted.reduce((sum, o) => sum + Number(o.amount_fen), 0),
      Math.round(day.service * 100),
      'the charges it took',
    );
    assert.ok(deducted.every((o) => o.status === 'paid'));
    assert.equal(payoutsOf(day.settlementNo).length, 1);
    assert.equal(payoutsOf(day.settlementNo)[0]!.amountFen, Math.round(day.amount * 100));
    const detail = await ok<{ settlement: SettlementRow }>(s.admin, settle.findById, { id: day.id });
    assert.deepEqual(detail.settlement, day, 'the detail is the settlement as listed');
    const covered = await ok<Page<SettlementItem>>(s.admin, settle.findItemPage, { settlementId: day.id, page: 1, size: 50 });
    assert.deepEqual(covered.records.map((i) => [i.flowType, i.amount]).sort(), [
      ['recharge', 2000],
      ['recharge', 3000],
      ['refund', -500],
    ]);
    const books = await ok<{ total: number; mismatches: number; accounts: { kind: string; balance: number }[] }>(
      s.admin,
      ledgerCalls.trialBalance,
      { verify: true },
    );
    assert.equal(books.total, 0);
    assert.equal(books.mismatches, 0);
    assert.ok(
      books.accounts.some((x) => x.kind === 'fee'),
      'the fee is in the books',
    );
  });

  test('two processes catching up two days of hourly periods make each hour once and pay each once', async (t) => {
    const db = s.database.db;
    await onlineCard(100);
    await db.updateTable('settlement_setting').set({ way: 'really' }).where('merchant_id', '=', s.m1).execute();
    s.server.clock.advance(DAY);
    await nextDay();
    const now = String(s.server.clock.now().getTime());
    if (s.database.url) {
      // a real second process on the same PostgreSQL, racing this one period by period
      const child = runTs('test/server/support/settle-once.ts', [], { DATABASE_URL: s.database.url, NOW: now });
      await Promise.all([
        job().runOnce(),
        settlementJob(db, s.server.payments, { now: s.server.clock.now, everyMs: 0, log: () => {} }).runOnce(),
      ]);
      assert.equal(await child.exited, 0, child.stderr());
      assert.match(child.stdout(), /^settled \d+/);
    } else {
      t.diagnostic('PGlite serves one process: two jobs in this one race on its connection');
      await Promise.all([job().runOnce(), job().runOnce()]);
    }
    await job().runOnce();
    await db.updateTable('settlement_setting').set({ way: 'daily' }).where('merchant_id', '=', s.m1).execute();
    const rows = await db
      .selectFrom('settlement')
      .select(['settlement_no', 'period_start', 'period_end', 'status', 'attempts'])
      .where('merchant_id', '=', s.m1)
      .orderBy('period_start')
      .execute();
    const starts = rows.map((r) => r.period_start.getTime());
    assert.equal(new Set(starts).size, starts.length, 'no period twice');
    for (let i = 0; i + 1 < rows.length; i += 1) assert.equal(rows[i + 1]!.period_start.getTime(), rows[i]!.period_end.getTime(), 'no gap');
    const hourly = rows.filter((r) => r.period_end.getTime() - r.period_start.getTime() === 3_600_000);
    assert.ok(hourly.length >= 48, `two days of hours: ${hourly.length}`);
    const paid = rows.filter((r) => r.status === 'paid');
    const entries = await db
      .selectFrom('journal_entry')
      .select(['memo'])
      .where('merchant_id', '=', s.m1)
      .where('flow_type', '=', 'withdrawals')
      .execute();
    for (const r of paid) {
      assert.equal(r.attempts, 1, r.settlement_no);
      assert.equal(entries.filter((e) => e.memo === r.settlement_no).length, 1, `${r.settlement_no} paid once`);
    }
    assert.equal(entries.length, paid.length);
  });

  test('a payout failing is retried once, never paid twice, also when retried twice at once', async () => {
    await onlineCard(120);
    await nextDay();
    s.server.payments.failNext('E10001');
    await job().runOnce();
    const failed = await latest();
    assert.deepEqual([failed.status, failed.resultCode, failed.attempts], ['failed', 'E10001', 1]);
    const answers = await Promise.all(
      [0, 1].map(() => s.admin.call<SettlementRow>(settle.retry, { id: failed.id, version: failed.version })),
    );
    const codes = answers.map((r) => r.body.errorCode).sort();
    assert.deepEqual(codes, [0, 1], JSON.stringify(answers.map((r) => r.body)));
    assert.match(answers.find((r) => r.body.errorCode === 1)!.body.message, /正在打款|已打款|已被修改/);
    const paid = answers.find((r) => r.body.errorCode === 0)!.body.data;
    assert.deepEqual([paid.status, paid.resultCode, paid.attempts], ['paid', 'N00000', 2]);
    await refused(s.admin, settle.retry, { id: failed.id, version: paid.version }, '该结算已打款，不能重复打款');
    const calls = payoutsOf(failed.settlementNo);
    assert.deepEqual(
      calls.map((c) => c.code),
      ['E10001', 'N00000'],
    );
    assert.equal(new Set(calls.map((c) => c.reference)).size, 2, 'each attempt has its own payout number');
  });

  test('a job killed mid-batch leaves nothing, and its next run makes the period once', async () => {
    await onlineCard(60);
    await nextDay();
    const count = (await page()).total;
    const db = s.database.db;
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        const setting = await settingOf(trx, s.m1);
        const last = await trx
          .selectFrom('settlement')
          .select('period_end')
          .where('merchant_id', '=', s.m1)
          .orderBy('period_end', 'desc')
          .executeTakeFirstOrThrow();
        await makeSettlement(trx, {
          merchantId: s.m1,
          origin: 'job',
          periodStart: last.period_end,
          periodEnd: new Date(last.period_end.getTime() + DAY),
          now: s.server.clock.now(),
          setting,
        });
        throw new Error('killed');
      }),
      /killed/,
    );
    assert.equal((await page()).total, count);
    await job().runOnce();
    assert.equal((await page()).total, count + 1);
    assert.equal((await latest()).income, 60);
  });

  test('a payout sent but never answered (the process died) is asked about, not paid again', async () => {
    await onlineCard(90);
    await nextDay();
    // the provider takes the payout, then the process dies before recording it
    const provider = s.server.payments;
    const payout = provider.payout.bind(provider);
    provider.payout = async () => {
      throw new Error('process died');
    };
    try {
      await job().runOnce();
    } finally {
      provider.payout = payout;
    }
    const sent = await latest();
    assert.equal(sent.status, 'pro01');
    await payout({
      merchantId: s.m1,
      reference: `${sent.settlementNo}-1`,
      amountFen: Math.round(sent.amount * 100),
      payMode: sent.payMeans,
    });
    await job().runOnce();
    assert.equal((await latest()).status, 'pro01', 'not asked before RESUME_AFTER_MS: another process may still be waiting for it');
    s.server.clock.advance(RESUME_AFTER_MS + 1000);
    await job().runOnce();
    const done = await latest();
    assert.deepEqual([done.status, done.attempts], ['paid', 1]);
    assert.equal(payoutsOf(done.settlementNo).length, 1);
  });

  test('申请结算 settles what is not settled yet, up to now; with nothing it is refused and changes nothing', async () => {
    await s.server.loginAs('13800000000').then((c) => {
      s.admin = c;
    });
    await unchanged(s, async () => {
      await refused(s.admin, settle.apply, {}, '暂无可结算的收入');
      // a period in the future, or one that ends where settlements were made already
      await refused(
        s.admin,
        settle.apply,
        { endTime: formatDateTime(new Date(s.server.clock.now().getTime() + 60_000)) },
        '结算截止时间不能晚于当前时间',
      );
      await refused(
        s.admin,
        settle.apply,
        { endTime: formatDateTime(new Date(s.server.clock.now().getTime() - DAY)) },
        /之前的收入已结算$/,
      );
      await invalid(s.admin, settle.apply, { endTime: '2026-13-01 00:00:00' });
      await invalid(s.admin, settle.apply, { period: 'all' });
    });
    await onlineCard(40);
    s.server.clock.advance(1000); // a settlement by hand takes what was stamped before the moment it is asked for
    const applied = await s.admin.call<SettlementRow>(settle.apply, {});
    assert.equal(applied.body.errorCode, 0, applied.text);
    assert.deepEqual([applied.body.data.origin, applied.body.data.income], ['apply', 40]);
    assert.equal(applied.body.data.status, applied.body.data.amount > 0 ? 'paid' : 'noSettle');
    assert.equal(applied.body.message, '已申请结算');
    // the job's next period starts where it ended
    await nextDay();
    await job().runOnce();
    const rows = (await page()).records;
    assert.equal(rows[0]!.periodStart, applied.body.data.periodEnd);
  });

  test('申请结算 of a period that pays nothing says so, and the open period shows what it carries over', async () => {
    const { rechargeId } = await onlineCard(12);
    s.server.clock.advance(1000);
    const paid = await ok<SettlementRow>(s.admin, settle.apply, {});
    assert.equal(paid.status, 'paid');
    // the recharge settled and paid out, then refunded: the next period holds only the refund
    await ok(s.admin, card.refundRecharge, { rechargeId, amount: 5 });
    s.server.clock.advance(1000);
    const res = await s.admin.call<SettlementRow>(settle.apply, {});
    assert.equal(res.body.errorCode, 0, res.text);
    assert.deepEqual([res.body.data.status, res.body.data.refund, res.body.data.amount], ['noSettle', 5, -5]);
    assert.equal(res.body.message, '已申请结算：结算金额 -5.00 元，不打款，结转下期');
    const overview = await ok<{ open: { carry: number; itemCount: number } }>(s.admin, settle.getSetting, {});
    assert.deepEqual([overview.open.carry, overview.open.itemCount], [-5, 0]);
  });

  test("every movement of a settlement, page by page and in its export, newest first; another merchant's is not found", async () => {
    const { card: c } = await onlineCard(10);
    for (let i = 1; i <= 11; i++) await ok(s.admin, card.recharge, { cardId: c.id, amount: i, payMode: 'wxpay' });
    s.server.clock.advance(1000);
    const big = await ok<SettlementRow>(s.admin, settle.apply, {});
    assert.ok(big.itemCount >= 12, `a settlement of ${big.itemCount} movements`);
    const items: SettlementItem[] = [];
    for (let page = 1; items.length < big.itemCount; page++) {
      const got = await ok<Page<SettlementItem>>(s.admin, settle.findItemPage, { settlementId: big.id, page, size: 10 });
      assert.equal(got.total, big.itemCount);
      assert.ok(got.records.length > 0, `page ${page} of ${big.itemCount} movements`);
      items.push(...got.records);
    }
    assert.equal(items.length, big.itemCount);
    assert.deepEqual(
      items.map((i) => i.createTime),
      items
        .map((i) => i.createTime)
        .sort()
        .reverse(),
      'newest first',
    );
    assert.equal(new Set(items.map((i) => i.entryId)).size, items.length);
    const sumFen = items.reduce((sum, i) => sum + Math.round(i.amount * 100), 0);
    assert.equal(sumFen, Math.round(big.income * 100) - Math.round(big.refund * 100), 'the movements are its income less its refunds');

    const file = await s.admin.call(exportRows, { call: settle.findItemPage.path, filters: { settlementId: big.id }, format: 'csv' });
    assert.equal(file.status, 200, file.text.slice(0, 200));
    const lines = file.bytes.toString('utf8').slice(1).trim().split('\r\n');
    assert.equal(lines[0], '类型,订单号,卡号,金额(元),时间');
    assert.equal(lines.length, items.length + 1, 'a line a movement');
    assert.deepEqual(
      lines.slice(1).map((l) => l.split(',').at(-1)),
      items.map((i) => i.createTime),
    );

    await refused(s.other, settle.findItemPage, { settlementId: big.id, page: 1, size: 10 }, '结算记录不存在或已删除');
    const theirs = await s.other.call(exportRows, { call: settle.findItemPage.path, filters: { settlementId: big.id }, format: 'csv' });
    assert.equal(theirs.body.message, '结算记录不存在或已删除', theirs.text.slice(0, 200));
  });

  test("another merchant's settlement is not found; bad input is refused with a message and changes nothing", async () => {
    const mine = await latest();
    await unchanged(s, async () => {
      await refused(s.other, settle.findById, { id: mine.id }, '结算记录不存在或已删除');
      await refused(s.other, settle.retry, { id: mine.id, version: mine.version }, '结算记录不存在或已删除');
      await invalid(s.admin, settle.retry, { id: 'x', version: 0 });
      await invalid(s.admin, settle.saveSetting, {
        way: 'yearly',
        payMeans: 'bank',
        accountBinding: 'both',
        bindTransferType: 'both',
        accountName: '',
        accountNo: '1',
        version: 0,
      });
      const { setting } = await ok<{ setting: { version: number } }>(s.admin, settle.getSetting, {});
      await refused(
        s.admin,
        settle.saveSetting,
        {
          way: 'daily',
          payMeans: 'bank',
          accountBinding: 'both',
          bindTransferType: 'both',
          accountName: '',
          accountNo: '',
          version: setting.version,
        },
        '请填写收款账号',
      );
      await refused(
        s.admin,
        settle.saveSetting,
        {
          way: 'daily',
          payMeans: 'bank',
          accountBinding: 'both',
          bindTransferType: 'both',
          accountName: '',
          accountNo: '1',
          version: setting.version + 1,
        },
        '数据已被修改，请刷新后重试',
      );
      await invalid(s.admin, settle.findPage, { status: 'paidTwice' });
    });
    // the operator sees settlements but may not apply or change the setting
    await ok(s.operator, settle.findPage, {});
    await refused(s.operator, settle.apply, {}, '无权限', 1007);
  });

  test('我的服务: a share the platform takes comes out of the next settlement; a charge the merchant pays goes through the provider once', async () => {
    const db = s.database.db;
    const charge = (mode: string, fen: number, no: string) =>
      db
        .insertInto('service_order')
        .values({
          merchant_id: s.m1,
          order_no: no,
          business: 'well',
          equip_name: '测试机井',
          mode,
          amount_fen: fen,
          period_start: s.server.clock.now(),
          period_end: new Date(s.server.clock.now().getTime() + 7 * DAY),
          status: 'waitpay',
          created_at: s.server.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const share = await charge('renewFixed', 1_500, `FWT${process.pid}1`);
    const rent = await charge('renewRent', 9_900, `FWT${process.pid}2`);
    await onlineCard(800);
    await nextDay();
    await job().runOnce();
    const day = await latest();
    const taken = await db.selectFrom('service_order').select(['id', 'status']).where('settlement_id', '=', day.id).execute();
    assert.ok(
      taken.some((o) => o.id === share.id),
      'the share is taken by the settlement',
    );
    assert.ok(taken.every((o) => o.status === 'paid'));
    assert.equal(day.amount, Math.round((day.income - day.refund - day.fee - day.service + day.carry) * 100) / 100);
    const services = await ok<Page<{ id: number; status: string; settlementNo: string; deducted: boolean }>>(
      s.admin,
      serviceCalls.findPage,
      { size: 50 },
    );
    const listed = services.records.find((o) => o.id === share.id)!;
    assert.deepEqual([listed.status, listed.settlementNo, listed.deducted], ['paid', day.settlementNo, true]);
    const books = await ok<{ total: number; mismatches: number }>(s.admin, ledgerCalls.trialBalance, { verify: true });
    assert.deepEqual([books.total, books.mismatches], [0, 0]);

    await refused(s.admin, serviceCalls.pay, { id: share.id, payMethod: 'wxpay' }, '该服务费已支付');
    await unchanged(s, async () => {
      await refused(s.other, serviceCalls.pay, { id: rent.id, payMethod: 'wxpay' }, '服务订单不存在或已删除');
    });
    s.server.payments.failNext('E10001');
    const failed = await s.admin.call<{ status: string; resultCode: string }>(serviceCalls.pay, { id: rent.id, payMethod: 'alipay' });
    assert.deepEqual(
      [failed.body.errorCode, failed.body.data.status, failed.body.data.resultCode, failed.body.message],
      [0, 'faied', 'E10001', '支付失败（E10001）：账户余额不足'],
    );
    const paid = await ok<{ status: string; payMethod: string; paidTime: string | null }>(s.admin, serviceCalls.pay, {
      id: rent.id,
      payMethod: 'wxpay',
    });
    assert.deepEqual([paid.status, paid.payMethod, paid.paidTime !== null], ['paid', 'wxpay', true]);
    assert.equal(s.server.payments.calls.filter((c) => c.kind === 'pay' && c.reference.startsWith(`FWT${process.pid}2-`)).length, 2);
    // a payment the provider left pending is asked about when 支付 is pressed again, never paid a second time beside it
    const renewal = await charge('renew', 36_500, `FWT${process.pid}4`);
    s.server.payments.failNext('E10010');
    const pending = await s.admin.call<{ status: string; resultCode: string }>(serviceCalls.pay, { id: renewal.id, payMethod: 'wxpay' });
    assert.deepEqual(
      [pending.body.data.status, pending.body.data.resultCode, pending.body.message],
      ['waitpay', 'E10010', '支付状态待确认，稍后再点支付可查询结果'],
    );
    s.server.payments.settle(`FWT${process.pid}4-1`, 'E10010');
    await refused(s.admin, serviceCalls.pay, { id: renewal.id, payMethod: 'wxpay' }, '上次支付状态待确认，请稍后再试');
    s.server.payments.settle(`FWT${process.pid}4-1`, 'N00000');
    const confirmed = await ok<{ status: string }>(s.admin, serviceCalls.pay, { id: renewal.id, payMethod: 'wxpay' });
    assert.equal(confirmed.status, 'paid');
    assert.equal(
      s.server.payments.calls.filter((c) => c.kind === 'pay' && c.reference.startsWith(`FWT${process.pid}4-`)).length,
      1,
      'one payment',
    );
    const deducted = await db
      .insertInto('service_order')
      .values({
        merchant_id: s.m1,
        order_no: `FWT${process.pid}3`,
        business: 'well',
        equip_name: '测试机井',
        mode: 'renewDivide',
        amount_fen: 100,
        period_start: s.server.clock.now(),
        period_end: new Date(s.server.clock.now().getTime() + DAY),
        status: 'waitpay',
        created_at: s.server.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await unchanged(s, async () => {
      await refused(s.admin, serviceCalls.pay, { id: deducted.id, payMethod: 'wxpay' }, '该服务费从结算中扣除，无需另行支付');
      await invalid(s.admin, serviceCalls.pay, { id: deducted.id, payMethod: 'offPay' });
      await invalid(s.admin, serviceCalls.findPage, { mode: 'lease' });
    });
  });

  test('a merchant with no account bound gets paused settlements, paid once it binds one', async () => {
    await s.database.db
      .updateTable('settlement_setting')
      .set({ way: 'daily', effective_from: s.server.clock.now() })
      .where('merchant_id', '=', s.m2)
      .execute();
    await nextDay();
    await job().runOnce();
    const rows = (await ok<Page<SettlementRow>>(s.other, settle.findPage, {})).records;
    assert.ok(rows.length >= 1);
    const paused = rows.filter((r) => r.status === 'paused');
    const { setting, open } = await ok<{ setting: { version: number; way: string; interval: number }; open: { periodStart: string } }>(
      s.other,
      settle.getSetting,
      {},
    );
    assert.deepEqual([setting.way, setting.interval], ['daily', 1]);
    assert.equal(open.periodStart, rows[0]!.periodEnd);
    await ok(s.other, settle.saveSetting, {
      way: 'weekly',
      payMeans: 'alipay',
      accountBinding: 'alipay',
      bindTransferType: 'alipay',
      accountName: '二号商户',
      accountNo: 'pay@example.com',
      version: setting.version,
    });
    const after = (await ok<Page<SettlementRow>>(s.other, settle.findPage, {})).records;
    for (const p of paused) assert.equal(after.find((r) => r.id === p.id)!.status, 'paid');
    const saved = await ok<{ setting: { way: string; interval: number } }>(s.other, settle.getSetting, {});
    assert.deepEqual([saved.setting.way, saved.setting.interval], ['weekly', 7]);
  });
});
