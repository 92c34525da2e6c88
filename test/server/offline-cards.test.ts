import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { billCalls, cardCalls } from '../../src/api/contract';
import type { BillRow } from '../../src/api/contract/money/bill';
import type { CardRow, RechargeRow } from '../../src/api/contract/money/card';
import { refundAmountFen } from '../../src/api/contract/money/refund-rule';
import { loadConfig } from '../../server/config';
import { offlineOrderNo } from '../../server/money/offline-orders';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { connectDevice, ingestCounts, restingStatus, type TestDevice } from './support/devices';
import { BOOKKEEPING, ok } from './support/fertigation';
import { validIdCard } from './support/id-cards';
import { ControllerModel, orderPayload, wellDevice } from './support/offline';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

let database: TestDatabase;
let server: TestServer;
let admin: TestClient;
let m1: number;
let deviceId: number;
let username: string;
let secret: string;
let device: TestDevice;
let seq = 0;
const head = () => ({ seq: (seq += 1), ts: server.clock.now().getTime() });
const MINUTE = 60_000;
const LEDGER = ['posting', 'journal_entry', 'ledger_account'];
/** The well's controller: one numbering and one pair of meters across the file; each test sets when its orders happen. */
const controller = new ControllerModel({ at: 0 });
const controllerAt = (at: number) => {
  controller.at = at;
  return controller;
};

before(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 } });
  admin = await server.loginAs('13800000000');
  m1 = (await database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ({ deviceId, username, secret } = await wellDevice(database, admin, m1));
  device = await connectDevice(server, username, secret);
  // its first message: the server sends it what it must hold (the last test sees that again after a silence)
  await device.send('status', restingStatus(head()));
  await device.nextDown('blacklist');
});
after(async () => {
  await device?.close();
  await server?.close();
  await database?.close();
});

let cards = 0;
async function newCard(cardType = 'offline'): Promise<CardRow> {
  cards += 1;
  const placeId = (await database.db.selectFrom('place').select('id').where('merchant_id', '=', m1).orderBy('id').executeTakeFirstOrThrow())
    .id;
  return ok<CardRow>(admin, cardCalls.issue, {
    farmerName: `写卡农户${cards}`,
    farmerMobile: '13512340000',
    idCard: validIdCard(8000 + cards),
    placeId,
    cardType,
  });
}
const recharge = (cardId: number, amount: number) =>
  ok<{ recharge: RechargeRow; balance: number }>(admin, cardCalls.recharge, { cardId, amount, payMode: 'cash' });
const cardRow = async (id: number) => (await ok<{ card: CardRow }>(admin, cardCalls.findById, { id })).card;
const writesOf = (cardId: number) =>
  database.db.selectFrom('card_write').selectAll().where('card_id', '=', cardId).orderBy('serial').execute();

/** The next message of `kind` for this device about the card (earlier ones of other cards are passed over). */
async function nextAbout(kind: 'credit' | 'blacklist', match: (m: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  for (;;) {
    const m = await device.nextDown(kind);
    if (match(m)) return m;
  }
}
const creditOf = (cardNo: string) => nextAbout('credit', (m) => m.cardNo === cardNo);
/** The reconcile issues of this device's record, oldest first. */
const recordIssues = (recordNo: number) =>
  database.db
    .selectFrom('reconcile_issue as i')
    .innerJoin('offline_order as o', 'o.id', 'i.offline_order_id')
    .select(['i.kind', 'i.difference_fen', 'i.processed', 'i.detail'])
    .where('o.device_id', '=', deviceId)
    .where('o.record_no', '=', recordNo)
    .orderBy('i.id')
    .execute();

/** The controller confirms a write: the chip took it at `writtenAt` and holds `balanceAfterFen`. */
const confirm = (cardNo: string, serial: number, writtenAt: number, balanceAfterFen: number) =>
  device.send('credit', { ...head(), cardNo, serial, writtenAt, balanceAfterFen });

describe("offline cards: the counter's money is written onto the chip (待写卡), confirmed once", () => {
  test('a recharge of an offline card is pending for the chip and pushed to the controllers; confirmed, it is written and nothing moves', async () => {
    const card = await newCard();
    await recharge(card.id, 100);
    assert.deepEqual(await creditOf(card.cardNo), { cardNo: card.cardNo, writes: [{ serial: 1, amountFen: 10_000 }] });
    const pending = await cardRow(card.id);
    assert.deepEqual([pending.balance, pending.pendingWrite], [100, 100]);
    const page = await ok<{ records: CardRow[] }>(admin, cardCalls.findPage, { keyword: card.cardNo });
    assert.equal(page.records[0]!.pendingWrite, 100);

    const ledger = await snapshot(database.db, [...BOOKKEEPING, 'device', 'card_write', 'notice', 'fault_feedback', 'reconcile_issue']);
    const writtenAt = server.clock.now().getTime() - 10 * MINUTE;
    await confirm(card.cardNo, 1, writtenAt, 10_000);
    assert.deepEqual(await creditOf(card.cardNo), { cardNo: card.cardNo, writes: [] });
    const [write] = await writesOf(card.id);
    assert.deepEqual(
      [write!.status, write!.written_at?.getTime(), Number(write!.balance_after_fen), write!.device_id],
      ['written', writtenAt, 10_000, deviceId],
    );
    assert.equal((await cardRow(card.id)).pendingWrite, 0);
    const moved = await snapshot(database.db, [...BOOKKEEPING, 'device', 'card_write', 'notice', 'fault_feedback', 'reconcile_issue']);
    assert.deepEqual(
      Object.keys(moved).filter((k) => LEDGER.includes(k) && moved[k] !== ledger[k]),
      [],
      'a confirmation moves no money',
    );

    // again: nothing changes; a number the card never had: refused
    const before = await snapshot(database.db, [...BOOKKEEPING, 'device']);
    const refused = ingestCounts(server).dropped.refused;
    await confirm(card.cardNo, 1, writtenAt, 10_000);
    await confirm(card.cardNo, 9, writtenAt, 10_000);
    await confirm('NOSUCHCARD', 1, writtenAt, 10_000);
    assert.equal(ingestCounts(server).dropped.refused - refused, 2);
    assert.deepEqual(await snapshot(database.db, [...BOOKKEEPING, 'device']), before);
  });

  test("another type of card writes nothing; an offline card swiped online is refused (its controller takes the chip's money)", async () => {
    const online = await newCard('online');
    await recharge(online.id, 30);
    assert.deepEqual(await writesOf(online.id), []);
    assert.equal((await cardRow(online.id)).pendingWrite, 0);
    const offline = await newCard();
    await recharge(offline.id, 30);
    await device.send('swipe', { ...head(), cardNo: offline.cardNo, orderNo: 'OFFSWIPE01', meterWh: 0, meterLiters: 0 });
    const answer = await device.nextDown('swipe');
    assert.deepEqual([answer.ok, answer.message], [false, '离线卡由机井控制器从卡内扣费，无需平台开单']);
  });

  test("a write confirmed after the record that used it: the record's balance issue is closed by the confirmation", async () => {
    const card = await newCard();
    await recharge(card.id, 100);
    await creditOf(card.cardNo);
    const start = server.clock.now().getTime() - 6 * 60 * MINUTE;
    await confirm(card.cardNo, 1, start, 10_000);
    const controller = controllerAt(start + MINUTE);
    const first = controller.order(card.cardNo, 10_000, 1_000);
    await device.send('order', orderPayload(head(), first));
    await device.nextDown('order');
    await recharge(card.id, 50);
    await creditOf(card.cardNo);
    // the chip took the 50.00 before the next order; its confirmation comes after the order
    const writtenAt = controller.at;
    controller.at += MINUTE;
    const second = controller.order(card.cardNo, 14_000, 2_000);
    await device.send('order', orderPayload(head(), second));
    await device.nextDown('order');
    const issue = () =>
      database.db
        .selectFrom('reconcile_issue as i')
        .innerJoin('offline_order as o', 'o.id', 'i.offline_order_id')
        .select(['i.kind', 'i.difference_fen', 'i.processed'])
        .where('o.device_id', '=', deviceId)
        .where('o.record_no', '=', second.recordNo)
        .execute();
    assert.deepEqual(
      (await issue()).map((i) => [i.kind, Number(i.difference_fen), i.processed]),
      [['balance', 5_000, 'N']],
    );
    await confirm(card.cardNo, 2, writtenAt, 14_000);
    assert.deepEqual(
      (await issue()).map((i) => [i.kind, Number(i.difference_fen), i.processed]),
      [['balance', 5_000, 'Y']],
    );
    assert.equal((await cardRow(card.id)).balance, 120);
  });

  test("a blank chip's first record is checked against the writes it took: money no confirmed write gave is named until its confirmation comes", async () => {
    const card = await newCard();
    await recharge(card.id, 100);
    await creditOf(card.cardNo);
    const controller = controllerAt(server.clock.now().getTime() - 3 * 60 * MINUTE);
    const writtenAt = controller.at;
    const first = controller.order(card.cardNo, 10_000, 1_500);
    await device.send('order', orderPayload(head(), first));
    await device.nextDown('order');
    const issues = await recordIssues(first.recordNo);
    assert.deepEqual(
      issues.map((i) => [i.kind, Number(i.difference_fen), i.processed]),
      [['balance', 10_000, 'N']],
    );
    assert.equal(issues[0]!.detail, '刷卡前余额 100.00 元，该卡发卡时为空卡，此前写卡共 0.00 元，应为 0.00 元，相差 +100.00 元');
    await confirm(card.cardNo, 1, writtenAt, 10_000);
    assert.deepEqual(
      (await recordIssues(first.recordNo)).map((i) => [i.kind, Number(i.difference_fen), i.processed]),
      [['balance', 10_000, 'Y']],
    );
  });

  test('a copy of a blank chip that took the same write as the card is named, whichever confirmation came first', async () => {
    const card = await newCard();
    await recharge(card.id, 100);
    await creditOf(card.cardNo);
    const controller = controllerAt(server.clock.now().getTime() - 3 * 60 * MINUTE);
    // the card takes write 1 and spends all of it; later its copy, which kept no write number, takes write 1 again
    const cardTook = controller.at;
    const spent = controller.order(card.cardNo, 10_000, 10_000);
    const copyTook = controller.at;
    const copied = controller.order(card.cardNo, 10_000, 3_000);
    await confirm(card.cardNo, 1, copyTook, 10_000);
    await confirm(card.cardNo, 1, cardTook, 10_000);
    for (const r of [spent, copied]) {
      await device.send('order', orderPayload(head(), r));
      await device.nextDown('order');
    }
    // the server dates write 1 by the copy's confirmation: the card's record spent money no write had given yet
    assert.deepEqual(
      (await recordIssues(spent.recordNo)).map((i) => [i.kind, Number(i.difference_fen), i.processed]),
      [['balance', 10_000, 'N']],
    );
    // the copy's record chains on the card's, and takes money the card's account no longer holds
    assert.deepEqual(
      (await recordIssues(copied.recordNo)).map((i) => [i.kind, Number(i.difference_fen), i.processed]),
      [['shortfall', 3_000, 'N']],
    );
  });

  test('refunds write too: a bill refunded onto the card puts money back on the chip, a recharge refunded takes it off', async () => {
    const card = await newCard();
    const { recharge: paid } = await recharge(card.id, 80);
    const controller = controllerAt(server.clock.now().getTime() - 2 * 60 * MINUTE);
    const record = controller.order(card.cardNo, 8_000, 1_500, { liters: 30_000 });
    await device.send('order', orderPayload(head(), record));
    await device.nextDown('order');
    const [bill] = (await ok<{ records: BillRow[] }>(admin, billCalls.findPage, { keyword: offlineOrderNo(deviceId, record.recordNo) }))
      .records;
    assert.ok(bill, 'the offline order is a bill');
    await ok(admin, billCalls.refund, {
      id: bill.id,
      refundType: 'ONLY',
      count: 1,
      refundReason: 'LACK',
      amount: refundAmountFen(1_500, bill.count, 1)! / 100,
    });
    await ok(admin, cardCalls.refundRecharge, { rechargeId: paid.id, amount: 10 });
    const writes = await writesOf(card.id);
    assert.deepEqual(
      writes.map((w) => [w.serial, w.reason, Number(w.amount_fen), w.status]),
      [
        [1, 'recharge', 8_000, 'pending'],
        [2, 'refund', refundAmountFen(1_500, bill.count, 1), 'pending'],
        [3, 'rechargeRefund', -1_000, 'pending'],
      ],
    );
    const row = await cardRow(card.id);
    assert.equal(row.pendingWrite, (8_000 + refundAmountFen(1_500, bill.count, 1)! - 1_000) / 100);
  });
});

describe('lost cards: a blacklist for the controllers; a replacement carries what the records prove', () => {
  test('a loss is pushed as the blacklist; a record of the lost card after its loss is booked from its frozen money and named', async () => {
    const card = await newCard();
    await recharge(card.id, 40);
    // a well wrote the 40.00 on the blank chip
    await confirm(card.cardNo, 1, server.clock.now().getTime(), 4_000);
    await nextAbout('credit', (m) => m.cardNo === card.cardNo && (m.writes as unknown[]).length === 0);
    await ok(admin, cardCalls.loss, { cardId: card.id });
    const list = await nextAbout('blacklist', (m) => (m.cardNos as string[]).includes(card.cardNo));
    assert.ok((list.cardNos as string[]).length >= 1);
    // half an hour later the controller, which had not heard of the loss, served it
    server.clock.advance(30 * MINUTE);
    const controller = controllerAt(server.clock.now().getTime() - 20 * MINUTE);
    const record = controller.order(card.cardNo, 4_000, 700, { minutes: 10 });
    await device.send('order', orderPayload(head(), record));
    await device.nextDown('order');
    const kinds = await database.db
      .selectFrom('reconcile_issue')
      .select(['kind', 'difference_fen'])
      .where('card_no', '=', card.cardNo)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      kinds.map((k) => [k.kind, Number(k.difference_fen)]),
      [['lostCard', 700]],
    );
    assert.equal((await cardRow(card.id)).balance, 33, 'the frozen 40.00 paid 7.00');
  });

  test("a replacement takes the balance as one write of the new card (the old card's pending writes cancelled); the old card's late record comes off it", async () => {
    const card = await newCard();
    await recharge(card.id, 60);
    const controller = controllerAt(server.clock.now().getTime() - 3 * 60 * MINUTE);
    // the old chip had its 60.00 written and spent 9.00 before it was lost; that record comes late
    const late = controller.order(card.cardNo, 6_000, 900);
    await confirm(card.cardNo, 1, late.startedAt - MINUTE, 6_000);
    await recharge(card.id, 20);
    await ok(admin, cardCalls.loss, { cardId: card.id });
    const fresh = await ok<CardRow>(admin, cardCalls.replace, { cardId: card.id });
    assert.deepEqual(
      (await writesOf(card.id)).map((w) => [w.serial, w.status]),
      [
        [1, 'written'],
        [2, 'cancelled'],
      ],
    );
    assert.deepEqual(await creditOf(fresh.cardNo), { cardNo: fresh.cardNo, writes: [{ serial: 1, amountFen: 8_000 }] });
    await nextAbout('blacklist', (m) => (m.cardNos as string[]).includes(card.cardNo));
    await device.send('order', orderPayload(head(), late));
    await device.nextDown('order');
    assert.deepEqual(
      (await writesOf(fresh.id)).map((w) => [w.serial, w.reason, Number(w.amount_fen), w.status]),
      [
        [1, 'replace', 8_000, 'pending'],
        [2, 'record', -900, 'pending'],
      ],
    );
    const row = await cardRow(fresh.id);
    assert.deepEqual([row.balance, row.pendingWrite], [71, 71]);
  });

  test('a controller back after a silence is sent the blacklist and every pending write of the merchant', async () => {
    const card = await newCard();
    await recharge(card.id, 12);
    await creditOf(card.cardNo);
    server.clock.advance(server.config.mqtt.offlineAfterMs + 1_000);
    await device.send('status', restingStatus(head()));
    const blacklisted = await database.db
      .selectFrom('card')
      .select('card_no')
      .where('merchant_id', '=', m1)
      .where('status', 'in', ['loss', 'replace'])
      .orderBy('id')
      .execute();
    assert.deepEqual(await device.nextDown('blacklist'), { cardNos: blacklisted.map((c) => c.card_no) });
    assert.deepEqual(await creditOf(card.cardNo), { cardNo: card.cardNo, writes: [{ serial: 1, amountFen: 1_200 }] });
  });
});
