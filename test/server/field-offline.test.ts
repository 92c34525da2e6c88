import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cardCalls } from '../../src/api/contract';
import type { CardRow } from '../../src/api/contract/money/card';
import type { FieldCodec, FieldCommand, FieldRecord, FieldUp } from '../../server/devices/field/field-message';
import { sl651Codec } from '../../server/devices/field/sl651';
import { szy206Codec } from '../../server/devices/field/szy206';
import { offlineOrderNo } from '../../server/money/offline-orders';
import type { TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { BOOKKEEPING, ok } from './support/fertigation';
import { connectDtu, FIELD_TEST_CONFIG, gatewayOf, nextGatewayEvent, type TestDtu } from './support/field-dtu';
import { freeWells, linkWell } from './support/field-link';
import { validIdCard } from './support/id-cards';
import { chipHeldMoneyBefore, ControllerModel } from './support/offline';
import { serverSuite } from './support/suite';

/**
 * IC-card controllers on real TCP sockets (server/docs/field-gateway.md, "Offline orders"): the
 * records they kept offline booked once and acknowledged one by one, the counter's writes of an
 * offline card sent as recharges and confirmed by the card's balance, the blacklist as a command.
 */
let admin: TestClient;
let m1: number;
let wells: number[];
const s = serverSuite({
  config: { field: FIELD_TEST_CONFIG },
  setup: async ({ database, server }) => {
    admin = await server.loginAs('13800000000');
    m1 = (await database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    wells = await freeWells(database.db, m1, 5);
  },
});
const DAY = 86_400_000;
const PASSWORD = '1234';

interface Controller {
  dtu: TestDtu;
  deviceId: number;
  codec: FieldCodec;
  send(up: FieldUp): void;
}

/** A well set to `codec`'s ic-card-v1 (or `profile`) at `station`, its DTU registered by its first frame. */
async function controllerAt(wellId: number, codec: FieldCodec, station: string, profile = 'ic-card-v1'): Promise<Controller> {
  await linkWell(admin, wellId, {
    transport: codec.protocol,
    profile,
    station,
    password: PASSWORD,
    registration: { kind: 'frame' },
    heartbeat: null,
  });
  const device = await s.database.db.selectFrom('device').select('id').where('well_id', '=', wellId).executeTakeFirstOrThrow();
  return { ...(await reconnect(codec, station, profile)), deviceId: device.id, codec };
}

async function reconnect(codec: FieldCodec, station: string, profile = 'ic-card-v1'): Promise<Omit<Controller, 'deviceId' | 'codec'>> {
  const dtu = await connectDtu(s.server, { codec, station, profile });
  const registered = nextGatewayEvent(s.server, 'registered');
  dtu.send({ kind: 'link', link: codec.protocol === 'szy206' ? 'login' : 'heartbeat' }, { password: PASSWORD });
  await registered;
  return { dtu, send: (up) => dtu.send(up, { password: PASSWORD }) };
}

/**
 * The next command of `kind` the controller is sent (that `match`es): answers and confirmations are
 * passed over, and the recharges of other cards' writes (the merchant's pending ones, sent when the
 * controller comes back) are taken, as a controller answers each command in turn.
 */
async function commandOf<K extends FieldCommand['kind']>(
  c: Controller,
  kind: K,
  match: (command: Extract<FieldCommand, { kind: K }>) => boolean = () => true,
): Promise<Extract<FieldCommand, { kind: K }> & { serial?: number }> {
  for (;;) {
    const { command, serial } = await c.dtu.nextCommand();
    if (command?.kind === kind && match(command as Extract<FieldCommand, { kind: K }>))
      return { ...(command as Extract<FieldCommand, { kind: K }>), ...(serial === undefined ? {} : { serial }) };
    if (command?.kind === 'recharge')
      c.dtu.send({ kind: 'ack', command: 'recharge', ok: true }, { password: PASSWORD, ...(serial === undefined ? {} : { serial }) });
  }
}

/** The acknowledgements of `n` records, in the order they came. */
async function acks(c: Controller, n: number): Promise<[number, number][]> {
  const out: [number, number][] = [];
  while (out.length < n) {
    const { recordNo, lastRecordNo } = await commandOf(c, 'recordsAck');
    out.push([recordNo, lastRecordNo]);
  }
  return out;
}

let cards = 0;
async function offlineCard(yuan: number): Promise<CardRow> {
  cards += 1;
  const placeId = (
    await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', m1).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  const card = await ok<CardRow>(admin, cardCalls.issue, {
    farmerName: `田间农户${cards}`,
    farmerMobile: '13512340000',
    idCard: validIdCard(9100 + cards),
    placeId,
    cardType: 'offline',
  });
  if (yuan > 0) await ok(admin, cardCalls.recharge, { cardId: card.id, amount: yuan, payMode: 'cash' });
  await chipHeldMoneyBefore(s.database, card.id);
  return card;
}
const balanceOf = async (cardId: number) => (await ok<{ card: CardRow }>(admin, cardCalls.findById, { id: cardId })).card.balance;
const billsOf = async (deviceId: number, recordNo: number) =>
  s.database.db
    .selectFrom('usage_record as u')
    .innerJoin('bill as b', 'b.usage_record_id', 'u.id')
    .select(['b.amount_fen', 'b.created_at'])
    .where('u.order_no', '=', offlineOrderNo(deviceId, recordNo))
    .execute()
    .then((rows) => rows.map((b) => [Number(b.amount_fen), b.created_at.getTime()]));
const heldOf = (deviceId: number) =>
  s.database.db
    .selectFrom('offline_order')
    .select('record_no')
    .where('device_id', '=', deviceId)
    .orderBy('record_no')
    .execute()
    .then((rows) => rows.map((r) => Number(r.record_no)));
/** What a record answered again must leave as it was: all but the sessions and the device's own upkeep (its number, when last seen). */
const NOT_BOOKING = [...BOOKKEEPING, 'device'];
const dropped = () => ({ ...s.server.app.services.devices.ingest.counts.dropped });

/** A record the chip cannot have written: its balance after is not the balance before less the amount. */
const broken = (r: FieldRecord): FieldRecord => ({ ...r, balanceAfterFen: r.balanceAfterFen + 1 });

for (const [protocol, codec, station] of [
  ['SZY206', szy206Codec, '410522:00031'],
  ['SL 651', sl651Codec, '0041052231'],
] as const) {
  describe(`${protocol} ic-card-v1: offline records through the TCP gateway`, () => {
    const wellIndex = protocol === 'SZY206' ? 0 : 1;
    let c: Controller;
    let controller: ControllerModel;

    test('one record is booked at its own time and acknowledged with the last held; the money as over MQTT', async () => {
      c = await controllerAt(wells[wellIndex]!, codec, station);
      // whole seconds, as the frames' clocks hold them
      controller = new ControllerModel({ at: Math.floor(s.server.clock.now().getTime() / 1000) * 1000 - 3 * DAY });
      const card = await offlineCard(100);
      const r = controller.order(card.cardNo, 10_000, 1_234);
      c.send({ kind: 'records', records: [r] });
      assert.deepEqual(await acks(c, 1), [[r.recordNo, r.recordNo]]);
      assert.deepEqual(await billsOf(c.deviceId, r.recordNo), [[1_234, r.endedAt]]);
      assert.equal(await balanceOf(card.id), 87.66);
    });

    test('several in a frame, each acknowledged; resent after a reconnect, answered again and booked once; out of order, each at its time', async () => {
      const card = await offlineCard(50);
      const [a, b] = [controller.order(card.cardNo, 5_000, 300), controller.order(card.cardNo, 4_700, 450)];
      c.send({ kind: 'records', records: [a, b] });
      assert.deepEqual(await acks(c, 2), [
        [a.recordNo, a.recordNo],
        [b.recordNo, b.recordNo],
      ]);

      // the link drops before the controller heard the answers: it sends them again on the new socket
      c.dtu.close();
      Object.assign(c, await reconnect(codec, station));
      const before = await snapshot(s.database.db, NOT_BOOKING);
      c.send({ kind: 'records', records: [a, b] });
      assert.deepEqual(await acks(c, 2), [
        [a.recordNo, b.recordNo],
        [b.recordNo, b.recordNo],
      ]);
      assert.deepEqual(await snapshot(s.database.db, NOT_BOOKING), before);

      // the later first, then the earlier
      const [d, e] = [controller.order(card.cardNo, 4_250, 1_000), controller.order(card.cardNo, 3_250, 250)];
      c.send({ kind: 'records', records: [e] });
      c.send({ kind: 'records', records: [d] });
      assert.deepEqual(await acks(c, 2), [
        [e.recordNo, e.recordNo],
        [d.recordNo, e.recordNo],
      ]);
      for (const r of [a, b, d, e]) assert.deepEqual(await billsOf(c.deviceId, r.recordNo), [[r.amountFen, r.endedAt]]);
      assert.equal(await balanceOf(card.id), 30);
      const open = await s.database.db
        .selectFrom('reconcile_issue')
        .select('kind')
        .where('card_no', '=', card.cardNo)
        .where('processed', '=', 'N')
        .execute();
      assert.deepEqual(open, [], 'the chain adds up, whatever order it came in');
    });

    test('an invalid record is dropped as the ingest drops it, not acknowledged, not held; the one behind it is', async () => {
      const card = await offlineCard(20);
      const [bad, good] = [broken(controller.order(card.cardNo, 2_000, 500)), controller.order(card.cardNo, 1_500, 500)];
      const counts = dropped();
      c.send({ kind: 'records', records: [bad, good] });
      assert.deepEqual(await acks(c, 1), [[good.recordNo, good.recordNo]]);
      assert.equal(dropped().malformed, counts.malformed + 1);
      const held = await heldOf(c.deviceId);
      assert.ok(!held.includes(bad.recordNo) && held.includes(good.recordNo), `held: ${held.join(', ')}`);
      // the record after the missing one is named (a gap), as over MQTT
      const kinds = await s.database.db
        .selectFrom('reconcile_issue')
        .select('kind')
        .where('well_id', '=', wells[wellIndex]!)
        .where('record_no', '=', good.recordNo)
        .orderBy('kind')
        .execute();
      // the card's first record held: nothing of the card before it to check against
      assert.deepEqual(
        kinds.map((k) => k.kind),
        ['gap'],
      );
    });

    test('a copied card: its balance before is not what its last record left; booked as reported, 对账异常 balance named', async () => {
      const card = await offlineCard(30);
      const first = controller.order(card.cardNo, 3_000, 600);
      // the copy still held 30.00 when it was served
      const copy = controller.order(card.cardNo, 3_000, 700);
      c.send({ kind: 'records', records: [first, copy] });
      await acks(c, 2);
      const issues = await s.database.db
        .selectFrom('reconcile_issue')
        .select(['kind', 'difference_fen'])
        .where('well_id', '=', wells[wellIndex]!)
        .where('record_no', '=', copy.recordNo)
        .execute();
      assert.deepEqual(
        issues.map((i) => [i.kind, Number(i.difference_fen)]),
        [['balance', 600]],
      );
      assert.equal(await balanceOf(card.id), 17);
    });
  });
}

describe('a standard-profile terminal has no offline records', () => {
  test("the vendor's records frame from a standard SZY206 terminal is unsupported: counted, nothing held, nothing answered", async () => {
    const station = '410522:00033';
    const c = await controllerAt(wells[2]!, szy206Codec, station, 'standard');
    const card = await offlineCard(10);
    const r = new ControllerModel({ at: Math.floor(s.server.clock.now().getTime() / 1000) * 1000 - DAY }).order(card.cardNo, 1_000, 100);
    const unsupported = gatewayOf(s.server).counts.unsupported;
    c.dtu.write(szy206Codec.encodeUp(station, { kind: 'records', records: [r] }, 'ic-card-v1', { serial: 1, now: s.server.clock.now() }));
    // a report behind it, taken: the records frame before it is handled
    const taken = s.server.app.services.devices.ingest.nextCounted();
    c.send({ kind: 'status', reading: { running: false } });
    await taken;
    assert.equal(gatewayOf(s.server).counts.unsupported, unsupported + 1);
    assert.deepEqual(await heldOf(c.deviceId), []);
    c.dtu.close();
  });
});

describe("the counter's writes of an offline card and the blacklist reach a connected TCP controller", () => {
  let c: Controller;
  const writesOf = (cardId: number) =>
    s.database.db
      .selectFrom('card_write')
      .select(['serial', 'amount_fen', 'status', 'balance_after_fen', 'device_id'])
      .where('card_id', '=', cardId)
      .orderBy('serial')
      .execute()
      .then((rows) =>
        rows.map((w) => [
          w.serial,
          Number(w.amount_fen),
          w.status,
          w.balance_after_fen === null ? null : Number(w.balance_after_fen),
          w.device_id,
        ]),
      );
  /** The next recharge of the card: its amount, and its serial where the protocol has one. */
  async function rechargeOf(cardNo: string, to = c): Promise<{ amountFen: number; serial?: number }> {
    const { amountFen, serial } = await commandOf(to, 'recharge', (r) => r.cardNo === cardNo);
    return { amountFen, ...(serial === undefined ? {} : { serial }) };
  }

  test('a recharge at the counter is a recharge command; the controller takes it, and the balance it reports after the write ends the write', async () => {
    c = await controllerAt(wells[3]!, szy206Codec, '410522:00034');
    const card = await offlineCard(0);
    const t0 = Math.floor(s.server.clock.now().getTime() / 1000) * 1000;
    // an order on the empty chip an hour ago, then the counter's recharge
    const model = new ControllerModel({ at: t0 - 3_600_000 });
    const before = model.order(card.cardNo, 0, 0, { minutes: 10 });
    c.send({ kind: 'records', records: [before] });
    await acks(c, 1);
    await ok(admin, cardCalls.recharge, { cardId: card.id, amount: 25, payMode: 'cash' });
    assert.deepEqual(await rechargeOf(card.cardNo), { amountFen: 2_500 }, 'SZY206 has no serial');
    assert.deepEqual(await writesOf(card.id), [[1, 2_500, 'pending', null, null]]);

    const ingest = s.server.app.services.devices.ingest;
    c.send({ kind: 'ack', command: 'recharge', ok: true });
    // a minute later the farmer swipes: the chip takes it; the controller's report of the balance arrives a minute after that
    s.server.clock.advance(120_000);
    const accepted = ingest.counts.accepted.credit;
    const taken = ingest.nextCounted();
    c.send({ kind: 'remaining', cardNo: card.cardNo, balanceFen: 2_500 });
    await taken;
    assert.equal(ingest.counts.accepted.credit, accepted + 1);
    assert.deepEqual(await writesOf(card.id), [[1, 2_500, 'written', 2_500, c.deviceId]]);
    assert.equal((await ok<{ card: CardRow }>(admin, cardCalls.findById, { id: card.id })).card.pendingWrite, 0);
    // the order of that swipe counts the write: its balance before is the chip's after the write
    model.at = t0 + 60_000;
    const after = model.order(card.cardNo, 2_500, 400, { minutes: 2 });
    c.send({ kind: 'records', records: [after] });
    await acks(c, 1);
    const issues = await s.database.db.selectFrom('reconcile_issue').select('kind').where('card_no', '=', card.cardNo).execute();
    assert.deepEqual(issues, []);
    assert.equal(await balanceOf(card.id), 21);

    // a second recharge the controller refuses (its storage full) stays 待写卡
    await ok(admin, cardCalls.recharge, { cardId: card.id, amount: 10, payMode: 'cash' });
    assert.deepEqual(await rechargeOf(card.cardNo), { amountFen: 1_000 });
    c.send({ kind: 'ack', command: 'recharge', ok: false, reason: '控制器存储已满' });
    // its balance reported later confirms nothing: no write of the card is with it now
    const refusedCount = ingest.counts.accepted.credit;
    c.send({ kind: 'remaining', cardNo: card.cardNo, balanceFen: 2_500 });
    const status = ingest.nextCounted();
    c.send({ kind: 'status', reading: { running: false } });
    await status;
    assert.equal(ingest.counts.accepted.credit, refusedCount);
    assert.deepEqual(await writesOf(card.id), [
      [1, 2_500, 'written', 2_500, c.deviceId],
      [2, 1_000, 'pending', null, null],
    ]);
    assert.equal((await ok<{ card: CardRow }>(admin, cardCalls.findById, { id: card.id })).card.pendingWrite, 10);
  });

  test('a lost card reaches the controller in the blacklist command', async () => {
    const card = await offlineCard(5);
    await ok(admin, cardCalls.loss, { cardId: card.id });
    await commandOf(c, 'blacklist', (b) => b.cardNos.includes(card.cardNo));
    const refused = dropped().refused;
    const status = s.server.app.services.devices.ingest.nextCounted();
    c.send({ kind: 'ack', command: 'blacklist', ok: true });
    c.send({ kind: 'status', reading: { running: false } });
    await status;
    assert.equal(dropped().refused, refused, 'the answer is taken');
  });

  test('an SL 651 controller answers the recharge by its serial: a refusal of another command does not touch it', async () => {
    const sl = await controllerAt(wells[4]!, sl651Codec, '0041052235');
    const card = await offlineCard(0);
    await ok(admin, cardCalls.recharge, { cardId: card.id, amount: 12, payMode: 'cash' });
    const sent = await rechargeOf(card.cardNo, sl);
    assert.equal(sent.amountFen, 1_200);
    const ingest = s.server.app.services.devices.ingest;
    // an answer naming a serial no recharge had: nothing sent under it
    const refused = dropped().refused;
    const none = ingest.nextCounted();
    sl.dtu.send({ kind: 'ack', command: 'recharge', ok: false, reason: '控制器拒绝' }, { password: PASSWORD, serial: sent.serial! + 100 });
    await none;
    assert.equal(dropped().refused, refused + 1);
    sl.dtu.send({ kind: 'ack', command: 'recharge', ok: true }, { password: PASSWORD, serial: sent.serial! });
    const taken = ingest.nextCounted();
    sl.send({ kind: 'remaining', cardNo: card.cardNo, balanceFen: 1_200 });
    await taken;
    assert.deepEqual(await writesOf(card.id), [[1, 1_200, 'written', 1_200, sl.deviceId]]);
    sl.dtu.close();
  });
});
