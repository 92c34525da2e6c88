import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cardCalls } from '../../src/api/contract';
import type { CardRow } from '../../src/api/contract/money/card';
import { loadConfig } from '../../server/config';
import { Simulator } from '../../server/devices/simulator/simulator';
import { bookOfflineRecords, offlineOrderNo, type RecordSource } from '../../server/money/offline-orders';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { connectDevice, ingestCounts, type TestDevice } from './support/devices';
import { BOOKKEEPING, ok } from './support/fertigation';
import { validIdCard } from './support/id-cards';
import { ControllerModel, orderPayload, wellDevice } from './support/offline';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

let database: TestDatabase;
let server: TestServer;
let admin: TestClient;
let other: TestClient;
let m1: number;
let m2: number;
let well: { id: number; username: string; secret: string };
let source: RecordSource;
let device: TestDevice;
let seq = 0;
const head = () => ({ seq: (seq += 1), ts: server.clock.now().getTime() });
const DAY = 86_400_000;

before(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0 } });
  [admin, other] = [await server.loginAs('13800000000'), await server.loginAs('13700000000')];
  [m1, m2] = (await database.db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
  const found = await wellDevice(database, admin, m1);
  well = { id: found.wellId, username: found.username, secret: found.secret };
  source = { deviceId: found.deviceId, merchantId: m1, wellId: found.wellId };
  device = await connectDevice(server, well.username, well.secret);
});
after(async () => {
  await device?.close();
  await server?.close();
  await database?.close();
});

let cards = 0;
/** A new card of merchant 1 with `yuan` on it (cash at the counter). */
async function cardWith(yuan: number, client = admin): Promise<CardRow> {
  cards += 1;
  const placeId = (
    await database.db
      .selectFrom('place')
      .select('id')
      .where('merchant_id', '=', client === admin ? m1 : m2)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const c = await ok<CardRow>(client, cardCalls.issue, {
    farmerName: `离线农户${cards}`,
    farmerMobile: '13512340000',
    idCard: validIdCard(7000 + cards),
    placeId,
    cardType: 'offline',
  });
  if (yuan > 0) await ok(client, cardCalls.recharge, { cardId: c.id, amount: yuan, payMode: 'cash' });
  return c;
}

const balanceOf = async (cardId: number) => (await ok<{ card: CardRow }>(admin, cardCalls.findById, { id: cardId })).card.balance;
const orderOf = (recordNo: number) =>
  database.db.selectFrom('usage_record').selectAll().where('order_no', '=', offlineOrderNo(source.deviceId, recordNo)).executeTakeFirst();
const waterYear = async (farmerId: number, year: number) =>
  Number(
    (
      await database.db
        .selectFrom('farmer_water_year')
        .select('liters')
        .where('farmer_id', '=', farmerId)
        .where('year', '=', year)
        .executeTakeFirst()
    )?.liters ?? 0,
  );
const cstYear = (ms: number) => new Date(ms + 8 * 3_600_000).getUTCFullYear();

/** Sends a record as `up/order` and answers the server's `down/order`. */
async function sendRecord(r: Parameters<typeof orderPayload>[1]): Promise<Record<string, unknown>> {
  await device.send('order', orderPayload(head(), r));
  return device.nextDown('order');
}

describe('offline orders over MQTT (up/order, down/order)', () => {
  let controller: ControllerModel;
  before(() => {
    // its records are of days ago: the network was down
    controller = new ControllerModel({ at: server.clock.now().getTime() - 3 * DAY });
  });

  test('a record is booked once, at the time it happened, into the entries an online order makes; again, it is answered and books nothing', async () => {
    const card = await cardWith(100);
    const r = controller.order(card.cardNo, 10_000, 1_234, { liters: 30_000, wh: 7_500 });
    const water = await waterYear(card.farmerId, cstYear(r.endedAt));
    assert.deepEqual(await sendRecord(r), { recordNo: r.recordNo, lastRecordNo: r.recordNo });

    const order = await orderOf(r.recordNo);
    assert.ok(order, 'the order is booked');
    assert.deepEqual(
      [
        order.status,
        order.start_at.getTime(),
        order.end_at?.getTime(),
        Number(order.water_liters),
        Number(order.electric_wh),
        order.card_id,
      ],
      ['FINISH', r.startedAt, r.endedAt, 30_000, 7_500, card.id],
    );
    const bill = await database.db.selectFrom('bill').selectAll().where('usage_record_id', '=', order.id).executeTakeFirstOrThrow();
    assert.deepEqual(
      [Number(bill.amount_fen), Number(bill.shortfall_fen), bill.created_at.getTime(), bill.card_id, bill.pay_mode, bill.lines],
      [1_234, 0, r.endedAt, card.id, 'cardFunds', []],
    );
    const entries = await database.db
      .selectFrom('journal_entry as e')
      .innerJoin('posting as p', 'p.entry_id', 'e.id')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .select(['e.flow_type', 'e.created_at', 'a.kind', 'p.amount_fen'])
      .where('e.bill_id', '=', bill.id)
      .orderBy('p.id')
      .execute();
    assert.deepEqual(entries.map((e) => [e.flow_type, e.created_at.getTime(), e.kind, Number(e.amount_fen)]).sort(), [
      ['pay', r.endedAt, 'card', -1_234],
      ['pay', r.endedAt, 'revenue', 1_234],
    ]);
    assert.equal(await balanceOf(card.id), 87.66);
    assert.ok((await waterYear(card.farmerId, cstYear(r.endedAt))) > water, "the farmer's water of that year");

    // the same record again (the controller missed the answer): the same answer, nothing booked
    const before = await snapshot(database.db, [...BOOKKEEPING, 'device']);
    assert.deepEqual(await sendRecord(r), { recordNo: r.recordNo, lastRecordNo: r.recordNo });
    assert.deepEqual(await snapshot(database.db, [...BOOKKEEPING, 'device']), before);
  });

  test('records late and out of order across a reconnect: each booked once at its own time; the answer is the highest held', async () => {
    const card = await cardWith(50);
    const [first, second, third] = [
      controller.order(card.cardNo, 5_000, 300),
      controller.order(card.cardNo, 4_700, 450),
      controller.order(card.cardNo, 4_250, 1_000),
    ];
    // the first goes through, then the link drops; after the reconnect the third comes before the second
    assert.deepEqual(await sendRecord(first), { recordNo: first.recordNo, lastRecordNo: first.recordNo });
    await device.close();
    device = await connectDevice(server, well.username, well.secret);
    assert.deepEqual(await sendRecord(third), { recordNo: third.recordNo, lastRecordNo: third.recordNo });
    assert.deepEqual(await sendRecord(second), { recordNo: second.recordNo, lastRecordNo: third.recordNo });
    assert.deepEqual(await sendRecord(first), { recordNo: first.recordNo, lastRecordNo: third.recordNo });
    for (const r of [first, second, third]) {
      const order = await orderOf(r.recordNo);
      const bills = await database.db
        .selectFrom('bill')
        .select(['amount_fen', 'created_at'])
        .where('usage_record_id', '=', order!.id)
        .execute();
      assert.deepEqual(
        bills.map((b) => [Number(b.amount_fen), b.created_at.getTime()]),
        [[r.amountFen, r.endedAt]],
      );
    }
    assert.equal(await balanceOf(card.id), 32.5);
  });

  test("a card the merchant does not have (another merchant's number too) is held without a bill", async () => {
    const theirs = await cardWith(20, other);
    const before = await database.db.selectFrom('bill').select('id').where('card_id', '=', theirs.id).execute();
    for (const cardNo of ['NOSUCH0001', theirs.cardNo]) {
      const r = controller.order(cardNo, 2_000, 500);
      assert.deepEqual(await sendRecord(r), { recordNo: r.recordNo, lastRecordNo: r.recordNo });
      assert.equal(await orderOf(r.recordNo), undefined);
      const held = await database.db
        .selectFrom('offline_order')
        .select(['card_id', 'bill_id', 'amount_fen'])
        .where('device_id', '=', source.deviceId)
        .where('record_no', '=', r.recordNo)
        .executeTakeFirstOrThrow();
      assert.deepEqual([held.card_id, held.bill_id, Number(held.amount_fen)], [null, null, 500]);
    }
    assert.deepEqual(await database.db.selectFrom('bill').select('id').where('card_id', '=', theirs.id).execute(), before);
    assert.equal((await ok<{ card: CardRow }>(other, cardCalls.findById, { id: theirs.id })).card.balance, 20);
  });

  test("a malformed record or one dated after the server's now is dropped, unanswered, and writes nothing", async () => {
    const card = await cardWith(10);
    const r = controller.order(card.cardNo, 1_000, 100);
    const before = await snapshot(database.db, [...BOOKKEEPING, 'device']);
    const counts = { ...ingestCounts(server).dropped };
    await device.send('order', orderPayload(head(), { ...r, balanceAfterFen: 950 }));
    await device.send('order', orderPayload(head(), { ...r, endedAt: r.startedAt - 1 }));
    await device.send('order', orderPayload(head(), { ...r, endWh: r.startWh - 1 }));
    await device.send('order', { ...orderPayload(head(), r), extra: 1 });
    await device.send(
      'order',
      orderPayload(head(), { ...r, startedAt: server.clock.now().getTime() + DAY, endedAt: server.clock.now().getTime() + DAY }),
    );
    const dropped = ingestCounts(server).dropped;
    assert.deepEqual([dropped.malformed - counts.malformed, dropped.refused - counts.refused], [4, 1]);
    assert.deepEqual(await snapshot(database.db, [...BOOKKEEPING, 'device']), before);
    await assert.rejects(device.nextDown('order', 300), /no order/);
    // the controller kept it and sends it right: booked
    assert.deepEqual(await sendRecord(r), { recordNo: r.recordNo, lastRecordNo: r.recordNo });
  });

  test('the same records handed to two processes at once (the gateway, MQTT) are booked once', async () => {
    const card = await cardWith(30);
    const records = [controller.order(card.cardNo, 3_000, 700), controller.order(card.cardNo, 2_300, 800)];
    const at = server.clock.now();
    const [a, b] = await Promise.all([
      bookOfflineRecords(database.db, source, records, at),
      bookOfflineRecords(database.db, source, records, at),
    ]);
    assert.deepEqual(
      [...a.outcomes, ...b.outcomes].sort(),
      ['again', 'again', 'booked', 'booked'],
      `${a.outcomes.join()} / ${b.outcomes.join()}`,
    );
    assert.equal(Math.max(a.lastRecordNo, b.lastRecordNo), records[1]!.recordNo);
    for (const r of records) {
      const order = await orderOf(r.recordNo);
      assert.equal((await database.db.selectFrom('bill').select('id').where('usage_record_id', '=', order!.id).execute()).length, 1);
    }
    assert.equal(await balanceOf(card.id), 15);
  });

  test('a lost card pays from its frozen money (the chip paid); beyond what the card holds is the shortfall', async () => {
    const card = await cardWith(10);
    await ok(admin, cardCalls.loss, { cardId: card.id });
    const r = controller.order(card.cardNo, 1_000, 1_500 - 500);
    assert.equal((await sendRecord(r)).recordNo, r.recordNo);
    const held = await database.db
      .selectFrom('ledger_account')
      .select((eb) => ['kind', eb.fn.sum<string>('balance_fen').as('fen')])
      .where('card_id', '=', card.id)
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    assert.deepEqual(
      held.map((a) => [a.kind, Number(a.fen)]),
      [
        ['card', 0],
        ['frozen', 0],
      ],
      'the 10.00 frozen paid it',
    );
    const over = controller.order(card.cardNo, 1_000, 600);
    await sendRecord(over);
    const bill = await database.db
      .selectFrom('bill')
      .select(['amount_fen', 'shortfall_fen'])
      .where('usage_record_id', '=', (await orderOf(over.recordNo))!.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual([Number(bill.amount_fen), Number(bill.shortfall_fen)], [0, 600]);
  });
});

describe("the simulator: a well's network goes down, its controller serves offline cards and reports when it is back", () => {
  test('the records and writes it kept are booked once, in a chain with nothing to reconcile', async () => {
    const card = await cardWith(0);
    const held = await database.db
      .selectFrom('offline_order')
      .select((eb) => [eb.fn.max('record_no').as('n'), eb.fn.max('end_wh').as('wh'), eb.fn.max('end_liters').as('liters')])
      .where('device_id', '=', source.deviceId)
      .executeTakeFirst();
    // recharged at the counter: a write for the chip, pending
    await ok(admin, cardCalls.recharge, { cardId: card.id, amount: 100, payMode: 'cash' });
    // the well silent past the offline time: its first report gets it what it must hold (the write, the blacklist)
    server.clock.advance(server.config.mqtt.offlineAfterMs + 1_000);
    // the devices' clock moves half a second a message from two minutes ago: within the server's allowed skew throughout
    let at = server.clock.now().getTime() - 2 * 60_000;
    let back!: (kept: number) => void;
    const kept = new Promise<number>((resolve) => {
      back = resolve;
    });
    const simulator = new Simulator({
      url: server.app.services.devices.link!.url,
      everyMs: 50,
      swipeChance: 0,
      faultChance: 0,
      outageChance: 1,
      offlineSwipeChance: 1,
      now: () => (at += 500),
      onBack: (_, items) => back(items.filter((i) => i.kind === 'order').length),
    });
    try {
      await simulator.start([
        {
          username: well.username,
          secret: well.secret,
          kind: 'well',
          cards: [],
          offlineCards: [{ cardNo: card.cardNo, fen: 0 }],
          lastRecordNo: Number(held?.n ?? 0),
          meters: { wh: Number(held?.wh ?? 0), liters: Number(held?.liters ?? 0) },
        },
      ]);
      const orders = await kept;
      assert.ok(orders > 0, 'it served the card offline');
      await simulator.stop();
      await server.app.services.devices.ingest.idle();
      const records = await database.db
        .selectFrom('offline_order')
        .selectAll()
        .where('device_id', '=', source.deviceId)
        .where('card_id', '=', card.id)
        .orderBy('record_no')
        .execute();
      assert.equal(records.length, orders);
      assert.ok(records.every((r) => r.bill_id !== null));
      assert.equal(Number(records[0]!.record_no), Number(held?.n ?? 0) + 1, 'numbered on from the last record held');
      const issues = await database.db
        .selectFrom('reconcile_issue')
        .select(['kind', 'detail'])
        .where(
          'offline_order_id',
          'in',
          records.map((r) => r.id),
        )
        .where('processed', '=', 'N')
        .execute();
      assert.deepEqual(issues, [], 'its records chain: numbers, meters, balances and the write');
      const spent = records.reduce((sum, r) => sum + Number(r.amount_fen), 0);
      assert.equal(await balanceOf(card.id), (10_000 - spent) / 100);
      const [write] = await database.db.selectFrom('card_write').select('status').where('card_id', '=', card.id).execute();
      assert.equal(write?.status, 'written');
    } finally {
      await simulator.stop();
      await server.app.services.devices.ingest.idle();
    }
  });
});
