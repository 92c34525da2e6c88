// Runs on both engines: money under concurrency: one connection in turn, or a pool at once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import { billCalls, cardCalls } from '../../src/api/contract';
import type { CardRow, RechargeRow } from '../../src/api/contract/money/card';
import { refundAmountFen } from '../../src/api/contract/money/refund-rule';
import type { FieldRecord } from '../../server/devices/field/field-message';
import { confirmCardWrite, type WriteConfirmation } from '../../server/money/offline-cards';
import { bookOfflineRecords, type RecordSource } from '../../server/money/offline-orders';
import type { ApiResponse } from './support/client';
import { rotateKey } from './support/devices';
import { stopFertigationSuite } from './support/fertigation';
import { validIdCard } from './support/id-cards';
import { checkBooks } from './support/money-books';
import { startWellSuite, type WellSuite } from './support/well';
import { replaySeed } from './support/property-seed';

/*
 * Property: wells whose controllers serve offline cards on their own and report late, twice and out
 * of order (server/docs/offline-orders.md), interleaved with the counter's recharges, bill refunds,
 * recharge refunds, losses and replacements, and with what goes wrong in the field (a copied card, a
 * record lost, a number skipped, a meter that runs back, a lost card still used): after each run, when
 * every record and confirmation has come, the books balance to the fen, each record is booked once,
 * every mismatch has its open issue and nothing that adds up has one, and a card nothing went wrong
 * with holds on the server what its chip holds plus what is still to be written on it.
 */

/**
 * Three random runs on PostgreSQL, where a batch's operations truly run at once; one on PGlite, whose
 * one connection takes them in turn (its part is the engine, not the draw: the draw is PostgreSQL's,
 * three new seeds every run of the suite).
 */
const RUNS = Number(process.env.MONEY_OFFLINE_RUNS ?? (process.env.TEST_DATABASE_URL ? 3 : 1));
const STEPS = Number(process.env.MONEY_OFFLINE_STEPS ?? 120);
const MINUTE = 60_000;

/**
 * The runs move the server's clock by days (120 steps of 5 to 60 minutes each): sessions that outlast
 * them keep the accounts logged in from the start, where logging in again at each step's jump took
 * most of a run's time. Sessions are not what this file is about.
 */
const YEAR = 365 * 24 * 3_600_000;

let s: WellSuite;
before(async () => {
  s = await startWellSuite({ sessionIdleMs: YEAR, sessionAbsoluteMs: YEAR });
});
after(async () => stopFertigationSuite(s));

// ---------- the field, as the test models it ----------

/** A card's chip: what it holds, and the last write number it took. */
interface Chip {
  fen: number;
  lastSerial: number;
  /** The records it made since the card was copied (the copy's and the original's), by key. */
  recordsSinceCopy: string[];
  /** The write numbers it took since then. */
  serialsSinceCopy: number[];
}
interface Card {
  id: number;
  cardNo: string;
  /** [0] the card; [1] its copy, once one is made. */
  chips: Chip[];
  status: 'normal' | 'loss' | 'replace';
  /** Nothing done to it that makes its chip and the server disagree by design (a copy, a lost record, a refund, a loss). */
  clean: boolean;
  recharges: number[];
  /** What its chip held when it was copied (both chips held it then). */
  copiedFen: number;
}
type Item = { kind: 'record'; r: FieldRecord } | { kind: 'credit'; c: WriteConfirmation };
interface Controller {
  source: RecordSource;
  recordNo: number;
  wh: number;
  liters: number;
  /** What it kept to send, oldest first. */
  outbox: Item[];
  /** What goes wrong with its next record. */
  next: 'skip' | 'meterBack' | null;
}

const field = {
  controllers: [] as Controller[],
  cards: [] as Card[],
  /** Every record sent, by device and number: what the server must hold once each. */
  sent: new Map<string, FieldRecord>(),
  /**
   * Records that must have an open issue of the kind once everything has come (a gap or a meter
   * against the device's record before it: when that one is held).
   */
  expected: [] as { key: string; kind: 'gap' | 'meter' | 'lostCard' }[],
  /** Records lost in the field: the device's next record must show the gap. */
  lost: [] as { deviceId: number; recordNo: number }[],
  counts: new Map<string, number>(),
  serial: 0,
};
const keyOf = (deviceId: number, recordNo: number) => `${deviceId}:${recordNo}`;
const count = (what: string, n = 1) => field.counts.set(what, (field.counts.get(what) ?? 0) + n);

const now = () => s.server.clock.now().getTime();
async function answered<T>(res: Promise<ApiResponse<T>>, what: string): Promise<T | string> {
  const r = await res;
  assert.equal(r.status, 200, `${what}: ${r.text.slice(0, 300)}`);
  return r.body.errorCode === 0 ? r.body.data : r.body.message;
}

async function newCard(): Promise<Card> {
  field.serial += 1;
  const placeId = (
    await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  const issued = await answered(
    s.admin.call<CardRow>(cardCalls.issue, {
      farmerName: `离线性质${field.serial}`,
      farmerMobile: '13512340000',
      idCard: validIdCard(3000 + field.serial, 1990),
      placeId,
      cardType: 'offline',
    }),
    'issue',
  );
  assert.ok(typeof issued !== 'string', issued as string);
  const card: Card = {
    id: issued.id,
    cardNo: issued.cardNo,
    chips: [{ fen: 0, lastSerial: 0, recordsSinceCopy: [], serialsSinceCopy: [] }],
    copiedFen: 0,
    status: 'normal',
    clean: true,
    recharges: [],
  };
  field.cards.push(card);
  return card;
}

// ---------- the operations ----------

type Op =
  | { kind: 'issue'; yuan: number }
  | { kind: 'recharge'; card: number; yuan: number }
  | { kind: 'swipe'; card: number; at: number; fen: number; liters: number; wh: number }
  | { kind: 'copySwipe'; card: number; at: number; fen: number }
  | { kind: 'lostChipSwipe'; card: number; at: number; fen: number }
  | { kind: 'deliver'; at: number; n: number; shuffle: boolean; twice: boolean }
  | { kind: 'billRefund'; n: number }
  | { kind: 'rechargeRefund'; card: number; n: number }
  | { kind: 'loss'; card: number }
  | { kind: 'replace'; card: number }
  | { kind: 'anomaly'; at: number; what: 'skip' | 'meterBack' | 'lose' };
/** An op, and now and then a controller's delivery at the same time (two processes: the counter's call and the ingest). */
type Step = { minutes: number; op: Op; alongside: Extract<Op, { kind: 'deliver' }> | null };

const nat = fc.nat({ max: 1_000_000 });
const deliverArb = fc.record({
  kind: fc.constant('deliver' as const),
  at: nat,
  n: fc.integer({ min: 1, max: 5 }),
  shuffle: fc.boolean(),
  twice: fc.boolean(),
});
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('issue' as const), yuan: fc.integer({ min: 10, max: 300 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('recharge' as const), card: nat, yuan: fc.integer({ min: 1, max: 200 }) }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('swipe' as const),
      card: nat,
      at: nat,
      fen: fc.integer({ min: 1, max: 4_000 }),
      liters: fc.integer({ min: 0, max: 40_000 }),
      wh: fc.integer({ min: 0, max: 20_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('copySwipe' as const), card: nat, at: nat, fen: fc.integer({ min: 1, max: 2_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('lostChipSwipe' as const), card: nat, at: nat, fen: fc.integer({ min: 1, max: 2_000 }) }),
  },
  { weight: 6, arbitrary: deliverArb },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('billRefund' as const), n: nat }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rechargeRefund' as const), card: nat, n: nat }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('loss' as const), card: nat }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), card: nat }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('anomaly' as const),
      at: nat,
      what: fc.constantFrom('skip' as const, 'meterBack' as const, 'lose' as const),
    }),
  },
);
const stepArb: fc.Arbitrary<Step> = fc.record({
  minutes: fc.integer({ min: 5, max: 60 }),
  op: opArb,
  alongside: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: deliverArb }),
});

const pick = <T>(pool: readonly T[], n: number): T | undefined => (pool.length === 0 ? undefined : pool[n % pool.length]);
const normalCards = () => field.cards.filter((c) => c.status === 'normal');

/**
 * A chip served at a controller: first the card's writes it has not taken (in number order; one it
 * cannot give back stops them), each confirmation kept to send; then the order, at most what the
 * chip holds, kept as a record, from `started` (after the step before: every step is 5 minutes or
 * more, a pump runs 2) to now.
 */
async function serve(
  card: Card,
  chip: Chip,
  ctl: Controller,
  fen: number,
  use: { wh: number; liters: number },
  started: number,
  writes = true,
): Promise<FieldRecord | null> {
  if (writes) {
    const pending = await s.database.db
      .selectFrom('card_write')
      .select(['serial', 'amount_fen'])
      .where('card_id', '=', card.id)
      .where('status', '=', 'pending')
      .where('serial', '>', chip.lastSerial)
      .orderBy('serial')
      .execute();
    for (const w of pending) {
      const amount = Number(w.amount_fen);
      if (chip.fen + amount < 0) {
        card.clean = false;
        break;
      }
      chip.fen += amount;
      chip.serialsSinceCopy.push(w.serial);
      chip.lastSerial = w.serial;
      ctl.outbox.push({ kind: 'credit', c: { cardNo: card.cardNo, serial: w.serial, writtenAt: started, balanceAfterFen: chip.fen } });
      count('written at a well');
    }
  }
  if (chip.fen === 0) return null;
  const amountFen = Math.min(fen, chip.fen);
  if (ctl.next === 'skip') ctl.recordNo += 1;
  if (ctl.next === 'meterBack') ctl.wh -= 1_000;
  const r: FieldRecord = {
    recordNo: (ctl.recordNo += 1),
    cardNo: card.cardNo,
    startedAt: started,
    endedAt: now(),
    startWh: ctl.wh,
    endWh: ctl.wh + use.wh,
    startLiters: ctl.liters,
    endLiters: ctl.liters + use.liters,
    amountFen,
    balanceBeforeFen: chip.fen,
    balanceAfterFen: chip.fen - amountFen,
  };
  const key = keyOf(ctl.source.deviceId, r.recordNo);
  if (ctl.next === 'skip') field.expected.push({ key, kind: 'gap' });
  if (ctl.next === 'meterBack') field.expected.push({ key, kind: 'meter' });
  ctl.next = null;
  chip.fen -= amountFen;
  chip.recordsSinceCopy.push(key);
  ctl.wh = r.endWh;
  ctl.liters = r.endLiters;
  ctl.outbox.push({ kind: 'record', r });
  field.sent.set(key, r);
  return r;
}

/** Hands a controller's items to the server, as its gateway or MQTT would: records booked, writes confirmed. */
async function hand(ctl: Controller, items: readonly Item[]): Promise<void> {
  for (const item of items) {
    if (item.kind === 'record') {
      const held = await s.database.db
        .selectFrom('offline_order')
        .select((eb) => eb.fn.max('record_no').as('n'))
        .where('device_id', '=', ctl.source.deviceId)
        .executeTakeFirst();
      if (Number(held?.n ?? 0) > item.r.recordNo) count('out of order');
      const { outcomes } = await bookOfflineRecords(s.database.db, ctl.source, [item.r], s.server.clock.now());
      assert.notEqual(outcomes[0], 'invalid', JSON.stringify(item.r));
      count(`record ${outcomes[0]}`);
    } else {
      const outcome = await confirmCardWrite(
        s.database.db,
        { deviceId: ctl.source.deviceId, merchantId: s.m1 },
        item.c,
        s.server.clock.now(),
      );
      count(`confirmation ${outcome}`);
    }
  }
}

async function deliver(op: Extract<Op, { kind: 'deliver' }>): Promise<string> {
  const ctl = pick(field.controllers, op.at)!;
  const items = ctl.outbox.splice(0, op.n);
  // a reconnect sends what was not answered again, in another order
  if (op.shuffle && items.length > 1) [items[0], items[1]] = [items[1]!, items[0]!];
  await hand(ctl, items);
  if (op.twice && items.length > 0) {
    await hand(ctl, [items[0]!]);
    count('sent twice');
  }
  return `${items.length} items from device ${ctl.source.deviceId}`;
}

/** `racing`: what a controller's delivery alongside hands the server while the op runs. */
async function runOp(op: Op, racing: readonly Item[] = []): Promise<string> {
  const db = s.database.db;
  switch (op.kind) {
    case 'issue': {
      const card = await newCard();
      const paid = await answered(
        s.admin.call<{ recharge: RechargeRow }>(cardCalls.recharge, { cardId: card.id, amount: op.yuan, payMode: 'cash' }),
        'recharge',
      );
      assert.ok(typeof paid !== 'string', paid as string);
      card.recharges.push(paid.recharge.id);
      return `card ${card.id}`;
    }
    case 'recharge': {
      const card = pick(normalCards(), op.card);
      if (!card) return 'no card';
      const paid = await answered(
        s.admin.call<{ recharge: RechargeRow }>(cardCalls.recharge, { cardId: card.id, amount: op.yuan, payMode: 'cash' }),
        'recharge',
      );
      assert.ok(typeof paid !== 'string', paid as string);
      card.recharges.push(paid.recharge.id);
      return `recharge ${paid.recharge.id}`;
    }
    case 'swipe': {
      const card = pick(normalCards(), op.card);
      if (!card) return 'no card';
      const r = await serve(card, card.chips[0]!, pick(field.controllers, op.at)!, op.fen, op, now() - 2 * MINUTE);
      return r ? `record ${r.recordNo} ${r.amountFen}` : 'an empty chip';
    }
    case 'copySwipe': {
      const card = pick(normalCards(), op.card);
      if (!card) return 'no card';
      if (card.chips.length === 1) {
        card.chips.push({ ...card.chips[0]!, recordsSinceCopy: [], serialsSinceCopy: [] });
        card.chips[0]!.recordsSinceCopy = [];
        card.chips[0]!.serialsSinceCopy = [];
        card.copiedFen = card.chips[0]!.fen;
        card.clean = false;
        count('card copied');
      }
      const r = await serve(
        card,
        card.chips[1]!,
        pick(field.controllers, op.at)!,
        op.fen,
        { wh: 1_000, liters: 2_000 },
        now() - 2 * MINUTE,
      );
      return r ? `copy's record ${r.recordNo}` : 'an empty copy';
    }
    case 'lostChipSwipe': {
      // a well that has not heard of the loss serves the old card
      const card = pick(
        field.cards.filter((c) => c.status !== 'normal'),
        op.card,
      );
      if (!card) return 'no lost card';
      const ctl = pick(field.controllers, op.at)!;
      const r = await serve(card, card.chips[0]!, ctl, op.fen, { wh: 500, liters: 1_000 }, now() - 2 * MINUTE, false);
      if (r) field.expected.push({ key: keyOf(ctl.source.deviceId, r.recordNo), kind: 'lostCard' });
      return r ? `lost card's record ${r.recordNo}` : 'an empty lost chip';
    }
    case 'deliver':
      return deliver(op);
    case 'billRefund': {
      const bills = await db
        .selectFrom('bill as b')
        .innerJoin('offline_order as o', 'o.bill_id', 'b.id')
        .select(['b.id', 'b.amount_fen', 'b.refunded_fen', 'b.count', 'b.refunded_count'])
        .where('b.amount_fen', '>', sql<number>`b.refunded_fen`)
        .where('b.count', '>', sql<number>`b.refunded_count`)
        .where('o.card_id', 'in', field.cards.length ? field.cards.map((c) => c.id) : [0])
        .orderBy('b.id')
        .execute();
      const bill = pick(bills, op.n);
      if (!bill) return 'no bill';
      const [leftFen, leftCount] = [Number(bill.amount_fen) - Number(bill.refunded_fen), bill.count - bill.refunded_count];
      // one piece, or the rest when a piece is worth less than a fen
      const piece = refundAmountFen(leftFen, leftCount, 1)!;
      const [count, amount] = piece > 0 ? [1, piece] : [leftCount, leftFen];
      const res = await answered(
        s.admin.call(billCalls.refund, { id: bill.id, refundType: 'ONLY', count, refundReason: 'LACK', amount: amount / 100 }),
        'bill refund',
      );
      assert.ok(typeof res !== 'string', res as string);
      return `bill ${bill.id} refunded ${amount}`;
    }
    case 'rechargeRefund': {
      const card = pick(
        normalCards().filter((c) => c.recharges.length > 0),
        op.card,
      );
      if (!card) return 'no card';
      const rechargeId = pick(card.recharges, op.n)!;
      const r = await db
        .selectFrom('recharge_order')
        .select(['amount_fen', 'refunded_fen', 'card_id'])
        .where('id', '=', rechargeId)
        .executeTakeFirstOrThrow();
      const real = await db
        .selectFrom('ledger_account')
        .select('balance_fen')
        .where('card_id', '=', card.id)
        .where('kind', '=', 'card')
        .where('source', '=', 'A')
        .executeTakeFirst();
      // the card's records in a delivery alongside may be booked between this read and the refund, spending what
      // it found (logging in again before each op used to delay the op until they were)
      const spentAtOnce = racing.reduce(
        (sum, item) => sum + (item.kind === 'record' && item.r.cardNo === card.cardNo ? item.r.amountFen : 0),
        0,
      );
      const most = Math.min(Number(r.amount_fen) - Number(r.refunded_fen), Number(real?.balance_fen ?? 0) - spentAtOnce);
      if (r.card_id !== card.id || most < 1) return 'nothing to refund';
      const fen = 1 + (op.n % most);
      const res = await answered(s.admin.call(cardCalls.refundRecharge, { rechargeId, amount: fen / 100 }), 'recharge refund');
      assert.ok(typeof res !== 'string', res as string);
      // the chip may have spent offline what the counter paid back: a shortfall the records will show
      card.clean = false;
      return `recharge ${rechargeId} refunded ${fen}`;
    }
    case 'loss': {
      const card = pick(normalCards(), op.card);
      if (!card) return 'no card';
      const res = await answered(s.admin.call<CardRow>(cardCalls.loss, { cardId: card.id }), 'loss');
      assert.ok(typeof res !== 'string', res as string);
      card.status = 'loss';
      card.clean = false;
      return `card ${card.id} lost`;
    }
    case 'replace': {
      const card = pick(
        field.cards.filter((c) => c.status !== 'replace'),
        op.card,
      );
      if (!card) return 'no card';
      const res = await answered(s.admin.call<CardRow>(cardCalls.replace, { cardId: card.id }), 'replace');
      assert.ok(typeof res !== 'string', res as string);
      card.status = 'replace';
      card.clean = false;
      // a blank chip that takes what the old one carried; the old card's records still to come come off it
      field.cards.push({
        id: res.id,
        cardNo: res.cardNo,
        chips: [{ fen: 0, lastSerial: 0, recordsSinceCopy: [], serialsSinceCopy: [] }],
        copiedFen: 0,
        status: 'normal',
        clean: false,
        recharges: [],
      });
      return `card ${card.id} replaced by ${res.id}`;
    }
    case 'anomaly': {
      const ctl = pick(field.controllers, op.at)!;
      if (op.what !== 'lose') {
        ctl.next = op.what;
        return `${op.what} next at device ${ctl.source.deviceId}`;
      }
      const i = ctl.outbox.findIndex((item) => item.kind === 'record');
      if (i < 0) return 'nothing to lose';
      const [item] = ctl.outbox.splice(i, 1) as [Extract<Item, { kind: 'record' }>];
      field.sent.delete(keyOf(ctl.source.deviceId, item.r.recordNo));
      field.lost.push({ deviceId: ctl.source.deviceId, recordNo: item.r.recordNo });
      const card = field.cards.find((c) => c.cardNo === item.r.cardNo);
      if (card) card.clean = false;
      return `record ${item.r.recordNo} of device ${ctl.source.deviceId} lost`;
    }
  }
}

/** Everything still kept in the field, sent: the controllers in turn, a few at a time, some twice. */
async function flush(seed: number): Promise<void> {
  let turn = seed;
  while (field.controllers.some((c) => c.outbox.length > 0)) {
    turn += 1;
    const ctl = field.controllers[turn % field.controllers.length]!;
    if (ctl.outbox.length === 0) continue;
    await deliver({
      kind: 'deliver',
      at: turn % field.controllers.length,
      n: 1 + (turn % 3),
      shuffle: turn % 5 === 0,
      twice: turn % 7 === 0,
    });
  }
}

/**
 * What goes wrong in the field, once at the start of each run on the three cards it just issued
 * (A, B, C), so that every run meets each finding whatever its random steps draw: a meter that
 * runs back (A at well 0), a copy made of a blank chip that takes the write the card takes too
 * (B at wells 1 and 2), a record number skipped (well 2), a lost card served by a well that has not
 * heard of the loss (C). What comes of each is checked with everything else after the run.
 */
async function eachFindingOnce(trace: string[]): Promise<void> {
  const [a, b, c] = normalCards().slice(-3) as [Card, Card, Card];
  const normal = (card: Card) => normalCards().indexOf(card);
  const use = { liters: 2_000, wh: 1_000 };
  const ops: (() => Op)[] = [
    () => ({ kind: 'swipe', card: normal(a), at: 0, fen: 500, ...use }),
    () => ({ kind: 'anomaly', at: 0, what: 'meterBack' }),
    () => ({ kind: 'swipe', card: normal(a), at: 0, fen: 300, ...use }),
    () => ({ kind: 'swipe', card: normal(c), at: 1, fen: 200, ...use }),
    () => ({ kind: 'copySwipe', card: normal(b), at: 1, fen: 400 }),
    () => ({ kind: 'swipe', card: normal(b), at: 2, fen: 300, ...use }),
    () => ({ kind: 'anomaly', at: 2, what: 'skip' }),
    () => ({ kind: 'swipe', card: normal(a), at: 2, fen: 100, ...use }),
    () => ({ kind: 'loss', card: normal(c) }),
    () => ({ kind: 'lostChipSwipe', card: field.cards.filter((x) => x.status !== 'normal').indexOf(c), at: 1, fen: 150 }),
  ];
  for (const make of ops) {
    s.server.clock.advance(10 * MINUTE);
    const op = make();
    trace.push(`once: ${JSON.stringify(op)} -> ${await runOp(op)}`);
  }
  // sent at once, so that no record of these is lost to a later step
  for (const at of [0, 1, 2]) await deliver({ kind: 'deliver', at, n: Number.MAX_SAFE_INTEGER, shuffle: false, twice: false });
}

// ---------- what must hold ----------// ---------- what must hold ----------

type Issue = { id: number; kind: string; fen: number };
const issueKey = (i: Issue) => `${i.id}:${i.kind}:${i.fen}`;

/** The issues that must be open, worked out from the records, writes and cards as they stand (not as they came). */
async function expectedIssues(): Promise<Issue[]> {
  const { rows } = await sql<{ id: number; kind: string; fen: string }>`
    with dev as (
      select o.*, lag(record_no) over w as p_no, lag(end_wh) over w as p_wh, lag(end_liters) over w as p_liters
      from offline_order o window w as (partition by device_id order by record_no)),
    chain as (
      -- a card whose chip was blank at issue: its first record is after a balance of 0 at the epoch
      select o.*, lag(balance_after_fen, 1, case when k.chip_starts_blank then 0 end) over w as p_after,
        lag(ended_at, 1, 'epoch'::timestamptz) over w as p_end
      from offline_order o join card k on k.id = o.card_id
      window w as (partition by o.card_id order by o.ended_at, o.started_at, o.device_id, o.record_no)),
    balance as (
      select c.id, c.balance_before_fen - c.p_after - coalesce((select sum(w.amount_fen) from card_write w where w.card_id = c.card_id
        and w.status = 'written' and w.written_at > c.p_end and w.written_at <= c.started_at), 0) as fen
      from chain c where c.p_after is not null)
    select id, 'gap' as kind, 0 as fen from dev where p_no is not null and record_no > p_no + 1
    union all select id, 'meter', 0 from dev where p_no is not null and (start_wh < p_wh or start_liters < p_liters)
    union all select id, 'balance', fen from balance where fen <> 0
    union all select o.id, 'shortfall', b.shortfall_fen from offline_order o join bill b on b.id = o.bill_id where b.shortfall_fen > 0
    union all select o.id, 'lostCard', o.amount_fen from offline_order o join card c on c.id = o.card_id
      where c.status <> 'normal' and c.lost_at is not null and o.started_at > c.lost_at
    union all select id, 'unknownCard', amount_fen from offline_order where card_id is null`.execute(s.database.db);
  return rows.map((r) => ({ id: r.id, kind: r.kind, fen: Number(r.fen) }));
}

async function openIssues(): Promise<Issue[]> {
  const rows = await s.database.db
    .selectFrom('reconcile_issue')
    .select(['offline_order_id', 'kind', 'difference_fen'])
    .where('processed', '=', 'N')
    .execute();
  return rows.map((r) => ({ id: r.offline_order_id, kind: r.kind, fen: Number(r.difference_fen) }));
}

async function checkOffline(): Promise<void> {
  const db = s.database.db;
  // booked once: the records held are exactly those sent (lost ones never came), each as it was sent
  const held = await db.selectFrom('offline_order').selectAll().orderBy('id').execute();
  assert.deepEqual(
    held.map((h) => keyOf(h.device_id, Number(h.record_no))).sort(),
    [...field.sent.keys()].sort(),
    'each record sent is held once',
  );
  for (const h of held) {
    const r = field.sent.get(keyOf(h.device_id, Number(h.record_no)))!;
    assert.deepEqual(
      [h.card_no, Number(h.amount_fen), Number(h.balance_before_fen), h.ended_at.getTime()],
      [r.cardNo, r.amountFen, r.balanceBeforeFen, r.endedAt],
    );
  }
  const { rows: twice } = await sql`
    select o.id, count(distinct u.id) as orders, count(distinct b.id) as bills, count(distinct e.id) as entries
    from offline_order o left join usage_record u on u.order_no = 'OFF' || o.device_id || 'N' || o.record_no
      left join bill b on b.usage_record_id = u.id left join journal_entry e on e.bill_id = b.id and e.flow_type = 'pay'
    group by o.id, o.card_id, o.bill_id, o.amount_fen
    having count(distinct u.id) <> (case when o.card_id is null then 0 else 1 end) or count(distinct b.id) <> count(distinct u.id)
      or max(b.id) is distinct from o.bill_id or count(distinct e.id) > 1
      or max(b.amount_fen + b.shortfall_fen) is distinct from (case when o.card_id is null then null else o.amount_fen end)`.execute(db);
  assert.deepEqual(twice, [], 'each record booked as one order, one bill of its amount (what was paid and the shortfall), one entry');
  assert.equal(
    Number((await sql<{ n: string }>`select count(*) as n from usage_record where order_no like 'OFF%'`.execute(db)).rows[0]!.n),
    held.filter((h) => h.card_id !== null).length,
    'no offline order but those of the records',
  );
  // every mismatch reported, nothing that adds up reported
  const expected = (await expectedIssues()).map(issueKey).sort();
  const open = await openIssues();
  assert.deepEqual(
    open.filter((i) => i.kind === 'conflict'),
    [],
    'records sent again were the same',
  );
  assert.deepEqual(open.map(issueKey).sort(), expected, 'the open issues are the mismatches of the records as they stand');
  const openOn = (key: string, kind: string) => {
    const [deviceId, recordNo] = key.split(':').map(Number) as [number, number];
    const row = held.find((h) => h.device_id === deviceId && Number(h.record_no) === recordNo);
    return row !== undefined && open.some((i) => i.id === row.id && i.kind === kind);
  };
  for (const e of field.expected) {
    const [deviceId, recordNo] = e.key.split(':').map(Number) as [number, number];
    const before = held.filter((h) => h.device_id === deviceId && Number(h.record_no) < recordNo).map((h) => Number(h.record_no));
    // the record itself lost in the field says nothing; a gap or a meter is against the record before it: none (the device's
    // first), or a meter's when that one was lost, says nothing either
    if (!field.sent.has(e.key)) continue;
    if (e.kind === 'gap' && before.length === 0) continue;
    if (e.kind === 'meter' && !before.includes(recordNo - 1)) continue;
    assert.ok(
      openOn(e.key, e.kind),
      `${e.kind} of record ${e.key} is open (the device's records before it: ${before
        .sort((a, b) => a - b)
        .slice(-3)
        .join(', ')})`,
    );
  }
  for (const l of field.lost) {
    const next = held
      .filter((h) => h.device_id === l.deviceId && Number(h.record_no) > l.recordNo)
      .sort((a, b) => Number(a.record_no) - Number(b.record_no))[0];
    // (a record before it held: the device's first record has nothing to jump from)
    const earlier = held.some((h) => h.device_id === l.deviceId && Number(h.record_no) < l.recordNo);
    if (next && earlier)
      assert.ok(openOn(keyOf(l.deviceId, Number(next.record_no)), 'gap'), `the gap after lost record ${l.deviceId}:${l.recordNo}`);
  }
  for (const card of field.cards) {
    const mine = held.filter((h) => h.card_id === card.id).map((h) => h.id);
    const issues = open.filter((i) => mine.includes(i.id) && ['balance', 'shortfall', 'lostCard'].includes(i.kind));
    // A copy shows once both chips spent from money both held: what the chip held when copied, or a write both took
    // (the copy kept the number of the last write it took). A copy made of an empty chip that took only writes the
    // original never took holds no money twice: its records chain as one chip's would, and need no finding.
    // (A record of either lost in the field can hide the copy: both must have one that came.)
    const [chip, copy] = card.chips;
    if (
      copy &&
      (card.copiedFen > 0 || copy.serialsSinceCopy.some((serial) => chip!.serialsSinceCopy.includes(serial))) &&
      card.chips.every((c) => c.recordsSinceCopy.some((k) => field.sent.has(k)))
    ) {
      count('a copy spent money both chips held');
      assert.ok(
        issues.some((i) => i.kind === 'balance'),
        `card ${card.id}, copied and both used, shows a balance mismatch`,
      );
    }
    if (!card.clean) continue;
    assert.deepEqual(issues, [], `card ${card.id}, nothing went wrong with it, has no issue`);
    // the server holds what the chip holds, and what is still to be written on it
    const { rows } = await sql<{ mirror: string; pending: string }>`
      select (select coalesce(sum(balance_fen), 0) from ledger_account where card_id = ${card.id} and kind = 'card') as mirror,
        (select coalesce(sum(amount_fen), 0) from card_write where card_id = ${card.id} and status = 'pending') as pending`.execute(db);
    assert.equal(
      Number(rows[0]!.mirror),
      card.chips[0]!.fen + Number(rows[0]!.pending),
      `card ${card.id}: the server's mirror is its chip and its pending writes`,
    );
  }
}

// ---------- the property ----------

describe("money: wells offline, their records late, twice and out of order, among the counter's operations (fast-check)", () => {
  before(async () => {
    const wells = await s.database.db
      .selectFrom('well')
      .select('id')
      .where('merchant_id', '=', s.m1)
      .where('status', '=', 'normal')
      .orderBy('id')
      .limit(3)
      .execute();
    for (const [i, w] of wells.entries()) {
      await rotateKey(s.admin, w.id);
      const d = await s.database.db.selectFrom('device').select('id').where('well_id', '=', w.id).executeTakeFirstOrThrow();
      field.controllers.push({
        source: { deviceId: d.id, merchantId: s.m1, wellId: w.id },
        recordNo: 0,
        wh: 1_000_000 * (i + 1),
        liters: 5_000_000,
        outbox: [],
        next: null,
      });
    }
  });

  test(`${RUNS} run${RUNS === 1 ? '' : 's'} of ${STEPS} steps: booked once, the books whole, every mismatch reported`, async (t) => {
    let run = 0;
    const started = Date.now();
    const details = await fc.check(
      fc.asyncProperty(fc.array(stepArb, { minLength: STEPS, maxLength: STEPS }), nat, async (steps, flushSeed) => {
        run += 1;
        const trace: string[] = [];
        try {
          for (let i = 0; i < 3; i++) await runOp({ kind: 'issue', yuan: 100 });
          await eachFindingOnce(trace);
          for (const [i, step] of steps.entries()) {
            s.server.clock.advance(step.minutes * MINUTE);
            const racing = step.alongside ? pick(field.controllers, step.alongside.at)!.outbox.slice(0, step.alongside.n) : [];
            const [said, beside] = await Promise.all([runOp(step.op, racing), step.alongside ? deliver(step.alongside) : null]);
            trace.push(`#${run}.${i} +${step.minutes}m ${JSON.stringify(step.op)} -> ${said}${beside ? ` | at once: ${beside}` : ''}`);
            count(`op ${step.op.kind}`);
            if (beside) count('at once');
          }
          await flush(flushSeed);
          await checkBooks(s);
          await checkOffline();
        } catch (error) {
          const said = error instanceof Error ? error.message : String(error);
          const logged = s.server.logs.filter((line) => /error|exception|deadlock/i.test(line)).slice(-3);
          throw new Error(
            `${said}\n--- the server's last errors ---\n${logged.join('\n') || '(none)'}\n--- the run's last steps ---\n${trace.slice(-40).join('\n')}`,
            {
              cause: error,
            },
          );
        }
      }),
      // runs share the database and the field: a shorter sequence would not meet the same state, so no shrinking
      { numRuns: RUNS, endOnFailure: true, ...replaySeed() },
    );
    if (details.failed) {
      const said = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      assert.fail(`run ${run} failed (replay: FC_SEED=${details.seed}): ${said}`);
    }
    const issues = await s.database.db.selectFrom('reconcile_issue').select(['kind', 'processed']).execute();
    const byKind = [...new Set(issues.map((i) => i.kind))].sort().map((k) => {
      const of = issues.filter((i) => i.kind === k);
      return `${k}=${of.filter((i) => i.processed === 'N').length} open/${of.filter((i) => i.processed === 'Y').length} closed`;
    });
    const figures = [...field.counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`);
    t.diagnostic(
      `${run} runs of ${STEPS} steps in ${((Date.now() - started) / 1000).toFixed(1)} s on ${s.database.engine}: ${field.sent.size} records held`,
    );
    t.diagnostic(figures.join(' '));
    t.diagnostic(`issues: ${byKind.join(' ')}`);
    // each thing that can happen did: a run that never delivers late or never mismatches proves little
    for (const k of [
      'record booked',
      'record again',
      'out of order',
      'sent twice',
      'confirmation written',
      'op loss',
      'op replace',
      'op billRefund',
      'op rechargeRefund',
      'card copied',
      'a copy spent money both chips held',
    ]) {
      assert.ok((field.counts.get(k) ?? 0) > 0, `no ${k}`);
    }
    for (const k of ['balance', 'gap', 'meter', 'lostCard'])
      assert.ok(
        issues.some((i) => i.kind === k),
        `no ${k} issue`,
      );
  });
});
