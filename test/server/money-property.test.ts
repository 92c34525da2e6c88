// Runs on both engines: money under concurrency: one connection in turn, or a pool at once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import { billCalls, cardCalls, settlementCalls, type CallDef } from '../../src/api/contract';
import type { SettlementRow } from '../../src/api/contract/money/settlement';
import type { BillRow, BillRefundRow } from '../../src/api/contract/money/bill';
import type { CardRow, RechargeRow } from '../../src/api/contract/money/card';
import { CARD_TYPES } from '../../src/api/contract/money/fields';
import type { PaymentResultCode } from '../../src/api/contract/money/payment-codes';
import { refundAmountFen } from '../../src/api/contract/money/refund-rule';
import { BusinessError } from '../../server/http/business-error';
import type { Actor } from '../../server/money/cards';
import { moneyMessages as msg } from '../../server/money/money-messages';
import { finishWellOrder, startWellOrder } from '../../server/money/well-orders';
import type { ApiResponse, TestClient } from './support/client';
import { stopFertigationSuite } from './support/fertigation';
import { checkBooks } from './support/money-books';
import { startWellSuite, type WellSuite } from './support/well';
import { validIdCard } from './support/id-cards';
import { replaySeed } from './support/property-seed';

/*
 * Property: whatever the order and overlap of money operations (issue, recharge in cash and online,
 * a refused or pending payment and its query, a well order's charge, refunds right and wrong, recharge
 * refunds (退充值) right, whole and too much, or refused by the provider, loss, replacement, replays of
 * Idempotency-Keys), every answer is one the state allows, an operation
 * nobody else touched in its batch answers exactly what its state says, and the books stay whole.
 * Runs share one database: each run starts where the last one ended, with more cards and bills.
 */

/**
 * Three random runs on PostgreSQL, where a batch's operations truly run at once; one on PGlite, whose
 * one connection takes them in turn (its part is the engine, not the draw: the draw is PostgreSQL's,
 * three new seeds every run of the suite).
 */
const RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? (process.env.TEST_DATABASE_URL ? 3 : 1));
const STEPS = Number(process.env.MONEY_PROPERTY_STEPS ?? 140);

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
});
after(async () => stopFertigationSuite(s));

// ---------- the operations, as fast-check generates them ----------

/** A card, bill or farmer chosen at run time: one of the 4 newest, one this file made, or any (the seed's too). */
type Choice = { from: 'recent' | 'mine' | 'any'; n: number };
type CardNoChoice = 'none' | 'fresh' | 'taken';
type Op =
  | { kind: 'issue'; farmer: 'new' | 'same' | 'mismatch'; pick: Choice; cardType: (typeof CARD_TYPES)[number]; cardNo: CardNoChoice }
  | { kind: 'recharge'; card: Choice; fen: number; giftFen: number; payMode: string; operator: boolean }
  | { kind: 'dup'; card: Choice; fen: number; copies: number }
  | { kind: 'twin'; sameFarmer: boolean; sameCardNo: boolean }
  | { kind: 'charge'; card: Choice; well: 'idle' | 'busy' | 'off'; wellPick: number; wh: number; liters: number }
  | { kind: 'refund'; bill: Choice; variant: 'right' | 'rest' | 'wrongAmount' | 'tooMany'; countPick: number; delta: number }
  | { kind: 'refundRecharge'; recharge: Choice; variant: 'right' | 'rest' | 'tooMuch'; n: number; reason: boolean }
  | { kind: 'loss'; card: Choice }
  | { kind: 'replace'; card: Choice; cardNo: CardNoChoice };
type Replay = { n: number; variant: 'same' | 'other' | 'otherCall' };
type Step =
  | { kind: 'batch'; ops: Op[] }
  | { kind: 'payFail'; card: Choice; code: PaymentResultCode; payMode: string }
  | { kind: 'pending'; card: Choice; fen: number; giftFen: number; payMode: string; then: 'none' | 'loss' | 'replace' }
  | { kind: 'query'; n: number; next: 'none' | 'E10010' | 'E10001' }
  | { kind: 'refundFail'; recharge: Choice; n: number; code: PaymentResultCode }
  | { kind: 'replays'; picks: Replay[] }
  | { kind: 'settle'; payoutFails: boolean };

const ONLINE = ['wxpay', 'wxpay_v3', 'alipay', 'unionpay', 'sqbpay'] as const;
const choice = fc.record({
  from: fc.constantFrom('recent' as const, 'recent' as const, 'mine' as const, 'mine' as const, 'any' as const),
  n: fc.nat({ max: 1_000_000 }),
});
const cardNoChoice = fc.constantFrom<CardNoChoice>('none', 'none', 'fresh', 'taken');
const rechargeFen = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 999 }) },
  { weight: 6, arbitrary: fc.integer({ min: 1000, max: 30_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(10_000_000, 9_999_999) },
);
const giftFen = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }) });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('issue' as const),
      farmer: fc.constantFrom('new' as const, 'new' as const, 'same' as const, 'mismatch' as const),
      pick: choice,
      cardType: fc.constantFrom(...CARD_TYPES),
      cardNo: cardNoChoice,
    }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      kind: fc.constant('recharge' as const),
      card: choice,
      fen: rechargeFen,
      giftFen,
      payMode: fc.constantFrom('cash', 'cash', 'cash', 'free', ...ONLINE),
      operator: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('dup' as const), card: choice, fen: rechargeFen, copies: fc.integer({ min: 2, max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('twin' as const), sameFarmer: fc.boolean(), sameCardNo: fc.boolean() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      card: choice,
      well: fc.constantFrom(
        'idle' as const,
        'idle' as const,
        'idle' as const,
        'idle' as const,
        'idle' as const,
        'busy' as const,
        'off' as const,
      ),
      wellPick: fc.nat(),
      wh: fc.oneof(fc.integer({ min: 0, max: 30_000 }), fc.constant(0)),
      liters: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 0, max: 40_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 3_000_000 }) },
      ),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      bill: choice,
      variant: fc.constantFrom('right' as const, 'right' as const, 'rest' as const, 'wrongAmount' as const, 'tooMany' as const),
      countPick: fc.nat(),
      delta: fc.constantFrom(1, -1, 100),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refundRecharge' as const),
      recharge: choice,
      variant: fc.constantFrom('right' as const, 'right' as const, 'rest' as const, 'tooMuch' as const),
      n: fc.nat(),
      reason: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('loss' as const), card: choice }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), card: choice, cardNo: cardNoChoice }) },
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 14, arbitrary: fc.record({ kind: fc.constant('batch' as const), ops: fc.array(opArb, { minLength: 1, maxLength: 8 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('payFail' as const),
      card: choice,
      code: fc.constantFrom<PaymentResultCode>('E10001', 'E10002', 'E10008', 'E99999'),
      payMode: fc.constantFrom(...ONLINE),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('pending' as const),
      card: choice,
      fen: rechargeFen,
      giftFen,
      payMode: fc.constantFrom(...ONLINE),
      then: fc.constantFrom('none' as const, 'loss' as const, 'replace' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('query' as const),
      n: fc.nat(),
      next: fc.constantFrom('none' as const, 'none' as const, 'E10010' as const, 'E10001' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refundFail' as const),
      recharge: choice,
      n: fc.nat(),
      code: fc.constantFrom<PaymentResultCode>('E10001', 'E10002', 'E10008', 'E99999'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), payoutFails: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('replays' as const),
      picks: fc.array(
        fc.record({ n: fc.nat(), variant: fc.constantFrom('same' as const, 'same' as const, 'other' as const, 'otherCall' as const) }),
        { minLength: 4, maxLength: 8 },
      ),
    }),
  },
);

// ---------- what the runs know of the database ----------

interface Farmer {
  id: number;
  name: string;
  placeId: number;
  idCard: string;
}
/** A successful idempotent call: its key, input and answer, to replay. */
interface Done {
  call: CallDef;
  input: Record<string, unknown>;
  key: string;
  data: unknown;
}
const world = {
  cards: [] as number[],
  cardFarmer: new Map<number, number>(),
  cardNos: [] as string[],
  farmers: [] as Farmer[],
  bills: [] as number[],
  billFarmer: new Map<number, number | null>(),
  pending: [] as number[],
  done: [] as Done[],
  /** Recharges (succeeded, pending or failed, dummy too), their card and whether they were paid online. */
  recharges: [] as number[],
  rechargeOf: new Map<number, { cardId: number; online: boolean }>(),
  seededRecharges: 0,
  places: [] as number[],
  idleWells: [] as number[],
  busyWells: [] as number[],
  offWells: [] as number[],
  minBalance: new Map<number, number>(),
  seededCards: 0,
  seededBills: 0,
  seq: 0,
  counts: new Map<string, number>(),
  replayed: 0,
  overlapping: 0,
  batches: 0,
};
const next = () => ++world.seq;
// 8 characters at least, whatever the process's number (pk12x3 was refused as malformed: a failure by chance)
const key = () => `pk${process.pid}x${String(next()).padStart(6, '0')}`;
const among = <T>(pool: readonly T[], c: Choice, seeded = 0): T | undefined => {
  const from = c.from === 'any' || pool.length === seeded ? 0 : c.from === 'mine' ? seeded : Math.max(seeded, pool.length - 4);
  return pool.length === 0 ? undefined : pool[from + (c.n % (pool.length - from))];
};
const count = (what: string) => world.counts.set(what, (world.counts.get(what) ?? 0) + 1);
const yuan = (fen: number) => fen / 100;
const num = (v: unknown) => Number(v);

const idCard = (n: number) => validIdCard(n, 1981);

function addRecharge(id: number, cardId: number, payMode: string) {
  world.recharges.push(id);
  world.rechargeOf.set(id, { cardId, online: (ONLINE as readonly string[]).includes(payMode) });
}

function addCard(c: { id: number; farmerId: number; cardNo: string }) {
  world.cards.push(c.id);
  world.cardFarmer.set(c.id, c.farmerId);
  world.cardNos.push(c.cardNo);
}

async function loadWorld() {
  const db = s.database.db;
  for (const c of await db
    .selectFrom('card')
    .select(['id', 'farmer_id', 'card_no'])
    .where('merchant_id', '=', s.m1)
    .orderBy('id')
    .execute()) {
    addCard({ id: c.id, farmerId: c.farmer_id, cardNo: c.card_no });
  }
  for (const b of await db.selectFrom('bill').select(['id', 'farmer_id']).where('merchant_id', '=', s.m1).orderBy('id').execute()) {
    world.bills.push(b.id);
    world.billFarmer.set(b.id, b.farmer_id);
  }
  for (const r of await db
    .selectFrom('recharge_order')
    .select(['id', 'card_id', 'pay_mode'])
    .where('merchant_id', '=', s.m1)
    .orderBy('id')
    .execute()) {
    addRecharge(r.id, r.card_id, r.pay_mode);
  }
  [world.seededCards, world.seededBills, world.seededRecharges] = [world.cards.length, world.bills.length, world.recharges.length];
  world.places = (await db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).orderBy('id').execute()).map((p) => p.id);
  const wells = await db
    .selectFrom('well')
    .leftJoin('well_param as p', 'p.equip_id', 'well.id')
    .select(['well.id', 'well.status', 'well.running', 'p.min_balance_fen'])
    .where('well.merchant_id', '=', s.m1)
    .orderBy('well.id')
    .execute();
  for (const w of wells) {
    world.minBalance.set(w.id, w.min_balance_fen ?? 0);
    if (w.running === 'use') world.busyWells.push(w.id);
    else if (w.status === 'normal') world.idleWells.push(w.id);
    else if (['stop', 'broken', 'notonline'].includes(w.status)) world.offWells.push(w.id);
  }
  assert.ok(
    world.cards.length > 0 &&
      world.bills.length > 0 &&
      world.recharges.length > 0 &&
      world.idleWells.length > 0 &&
      world.busyWells.length > 0 &&
      world.offWells.length > 0,
  );
}

// ---------- reading the state ----------

interface CardState {
  id: number;
  status: string;
  farmerId: number;
  replacedBy: number | null;
  real: number;
  gift: number;
  frozenReal: number;
  frozenGift: number;
}
interface BillState {
  id: number;
  status: string;
  amount: number;
  refunded: number;
  count: number;
  refundedCount: number;
  gift: number;
  cardId: number | null;
  farmerId: number | null;
}

async function cardStates(ids: readonly number[]): Promise<Map<number, CardState>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    status: string;
    farmer_id: number;
    replaced_by_id: number | null;
    r: string;
    g: string;
    fr: string;
    fg: string;
  }>`
    select c.id, c.status, c.farmer_id, c.replaced_by_id,
      coalesce(sum(a.balance_fen) filter (where a.kind = 'card' and a.source = 'A'), 0) as r,
      coalesce(sum(a.balance_fen) filter (where a.kind = 'card' and a.source = 'N'), 0) as g,
      coalesce(sum(a.balance_fen) filter (where a.kind = 'frozen' and a.source = 'A'), 0) as fr,
      coalesce(sum(a.balance_fen) filter (where a.kind = 'frozen' and a.source = 'N'), 0) as fg
    from card c left join ledger_account a on a.card_id = c.id
    where c.id in (${sql.join([...new Set(ids)])}) group by c.id`.execute(s.database.db);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        status: r.status,
        farmerId: r.farmer_id,
        replacedBy: r.replaced_by_id,
        real: num(r.r),
        gift: num(r.g),
        frozenReal: num(r.fr),
        frozenGift: num(r.fg),
      },
    ]),
  );
}

async function billStates(ids: readonly number[]): Promise<Map<number, BillState>> {
  if (ids.length === 0) return new Map();
  const rows = await s.database.db
    .selectFrom('bill')
    .select(['id', 'status', 'amount_fen', 'refunded_fen', 'count', 'refunded_count', 'gift_fen', 'card_id', 'farmer_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((b) => [
      b.id,
      {
        id: b.id,
        status: b.status,
        amount: num(b.amount_fen),
        refunded: num(b.refunded_fen),
        count: b.count,
        refundedCount: b.refunded_count,
        gift: num(b.gift_fen),
        cardId: b.card_id,
        farmerId: b.farmer_id,
      },
    ]),
  );
}

interface RechargeState {
  id: number;
  orderNo: string;
  payMode: string;
  amountType: string;
  status: string;
  result: string;
  amount: number;
  gift: number;
  refunded: number;
  refundedGift: number;
  refunds: number;
  /** The card now holding its money: the recharge's, or the card that replaced it (and so on). */
  card: CardState;
}

async function rechargeStates(ids: readonly number[]): Promise<Map<number, RechargeState>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    card_id: number;
    order_no: string;
    pay_mode: string;
    amount_type: string;
    status: string;
    result: string;
    amount_fen: string;
    gift_fen: string;
    refunded_fen: string;
    refunded_gift_fen: string;
    refunds: string;
  }>`
    select o.id, o.card_id, o.order_no, o.pay_mode, o.amount_type, o.status, o.result, o.amount_fen, o.gift_fen, o.refunded_fen, o.refunded_gift_fen,
      (select count(*) from recharge_refund r where r.recharge_id = o.id) as refunds
    from recharge_order o where o.id in (${sql.join([...new Set(ids)])})`.execute(s.database.db);
  // follow the replacements to the card that holds the money now
  const cards = await cardStates(rows.map((r) => r.card_id));
  for (;;) {
    const missing = [...cards.values()].flatMap((c) =>
      c.status === 'replace' && c.replacedBy !== null && !cards.has(c.replacedBy) ? [c.replacedBy] : [],
    );
    if (missing.length === 0) break;
    for (const [id, c] of await cardStates(missing)) cards.set(id, c);
  }
  const holder = (cardId: number) => {
    let c = cards.get(cardId)!;
    while (c.status === 'replace' && c.replacedBy !== null) c = cards.get(c.replacedBy)!;
    return c;
  };
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        orderNo: r.order_no,
        payMode: r.pay_mode,
        amountType: r.amount_type,
        status: r.status,
        result: r.result,
        amount: num(r.amount_fen),
        gift: num(r.gift_fen),
        refunded: num(r.refunded_fen),
        refundedGift: num(r.refunded_gift_fen),
        refunds: num(r.refunds),
        card: holder(r.card_id),
      },
    ]),
  );
}

/** What each farmer holds on all of their cards, withdrawable, gift and frozen. */
async function farmerTotals(ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ farmer_id: number; fen: string }>`
    select c.farmer_id, coalesce(sum(a.balance_fen), 0) as fen from card c left join ledger_account a on a.card_id = c.id
    where c.farmer_id in (${sql.join([...new Set(ids)])}) group by c.farmer_id`.execute(s.database.db);
  return new Map(ids.map((id) => [id, num(rows.find((r) => r.farmer_id === id)?.fen ?? 0)]));
}

const MONEY_TABLES = [
  'posting',
  'journal_entry',
  'ledger_account',
  'card',
  'farmer',
  'recharge_order',
  'recharge_refund',
  'bill',
  'bill_refund',
  'usage_record',
  'farmer_water_year',
  'idempotency_key',
] as const;
const LEDGER_TABLES = ['posting', 'journal_entry', 'ledger_account'] as const;

/**
 * What these tables hold, as their rows' count and the newest transaction that wrote one of them:
 * equal before and after proves nothing was written (each insert or update leaves a row version
 * stamped with its transaction's id, newer than any before it; a delete lowers the count), even a
 * write of the same values. Hashing every row's text instead took some 40 % of a run.
 */
async function checksum(tables: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: string | number; newest: string | null }>`
      select count(*) as n, max(t.xmin::text::bigint)::text as newest from ${sql.table(table)} t`.execute(s.database.db);
    out[table] = `${String(rows[0]?.n)}:${rows[0]?.newest}`;
  }
  return out;
}

// ---------- answers ----------

/** What an answer may be: data (ok), a refusal with this message, or a schema refusal (400). */
type Outcome = 'ok' | 'invalid' | string | RegExp;

function check(res: ApiResponse, allowed: readonly Outcome[], what: string): 'ok' | 'invalid' | string {
  const said = `${what} answered ${res.status} ${res.text.slice(0, 300)}; allowed: ${allowed.map(String).join(' | ')}`;
  assert.ok(res.status === 200 || (res.status === 400 && allowed.includes('invalid')), said);
  if (res.status === 400) return 'invalid';
  assert.ok(res.body.errorCode === 0 || res.body.errorCode === 1, said);
  if (res.body.errorCode === 0) {
    assert.ok(allowed.includes('ok'), said);
    return 'ok';
  }
  const message = res.body.message;
  assert.ok(
    allowed.some((a) => (a instanceof RegExp ? a.test(message) : a !== 'ok' && a !== 'invalid' && a === message)),
    said,
  );
  return message;
}

const ANY_AMOUNT_WRONG = /^退款金额应为\d+\.\d\d元$/;
const ANY_TOO_MANY = /^退款件数不能超过剩余可退件数\d+$/;
const ANY_LOW_BALANCE = /^卡内余额不足\d+\.\d\d元，不能开始用水$/;
const unusable = (status: string): string | undefined =>
  status === 'loss' ? msg.cardLost : status === 'replace' ? msg.cardReplaced : undefined;

async function idempotentCall<T>(client: TestClient, call: CallDef, input: Record<string, unknown>, k = key()) {
  const res = await client.call<T>(call, input, { idempotencyKey: k });
  if (res.status === 200 && res.body.errorCode === 0) world.done.push({ call, input, key: k, data: res.body.data });
  return res;
}

// ---------- one batch: ops run together; an op alone on its farmer and bill answers exactly ----------

interface Planned {
  op: Op;
  cardId?: number;
  billId?: number;
  rechargeId?: number;
  farmer?: Farmer;
  keys: string[];
  /** Set for an op nobody else in the batch touches: the change of its farmer's money it must make. */
  strict: boolean;
  farmerId?: number;
  delta?: number;
}

function plan(op: Op): Planned {
  const p: Planned = { op, keys: [], strict: false };
  if (op.kind === 'twin') return p;
  if (op.kind === 'issue') {
    if (op.farmer !== 'new') p.farmer = among(world.farmers, op.pick);
    if (p.farmer) p.keys.push(`f${p.farmer.id}`);
  } else if (op.kind === 'refund') {
    p.billId = among(world.bills, op.bill, world.seededBills)!;
    p.keys.push(`b${p.billId}`);
    const farmer = world.billFarmer.get(p.billId);
    if (farmer) {
      p.keys.push(`f${farmer}`);
      p.farmerId = farmer;
    }
  } else if (op.kind === 'refundRecharge') {
    // the recharge's farmer holds every card its money may be on now (a replacement is the same holder's)
    p.rechargeId = among(world.recharges, op.recharge, world.seededRecharges)!;
    p.farmerId = world.cardFarmer.get(world.rechargeOf.get(p.rechargeId)!.cardId)!;
    p.keys.push(`r${p.rechargeId}`, `f${p.farmerId}`);
  } else {
    p.cardId = among(world.cards, op.card, world.seededCards)!;
    p.farmerId = world.cardFarmer.get(p.cardId)!;
    p.keys.push(`f${p.farmerId}`);
  }
  return p;
}

async function runBatch(ops: readonly Op[], trace: string[]) {
  const planned = ops.map(plan);
  const uses = new Map<string, number>();
  for (const k of planned.flatMap((p) => p.keys)) uses.set(k, (uses.get(k) ?? 0) + 1);
  for (const p of planned) p.strict = p.keys.every((k) => uses.get(k) === 1);
  world.overlapping += planned.filter((p) => !p.strict).length;
  world.batches += 1;
  const cards = await cardStates(planned.flatMap((p) => (p.cardId ? [p.cardId] : [])));
  const bills = await billStates(planned.flatMap((p) => (p.billId ? [p.billId] : [])));
  const recharges = await rechargeStates(planned.flatMap((p) => (p.rechargeId ? [p.rechargeId] : [])));
  const farmers = planned.flatMap((p) => (p.strict && p.farmerId ? [p.farmerId] : []));
  const before = await farmerTotals(farmers);
  const results = await Promise.all(planned.map((p) => runOp(p, cards, bills, recharges)));
  trace.push(
    ...planned.map(
      (p, i) =>
        `  ${p.strict ? '=' : '~'} ${JSON.stringify(p.op)} card=${p.cardId ?? '-'} bill=${p.billId ?? '-'}` +
        `${p.rechargeId ? ` recharge=${p.rechargeId}` : ''} -> ${results[i]}`,
    ),
  );
  const afterTotals = await farmerTotals(farmers);
  for (const p of planned) {
    if (!p.strict || !p.farmerId) continue;
    assert.equal(
      afterTotals.get(p.farmerId)! - before.get(p.farmerId)!,
      p.delta ?? 0,
      `farmer ${p.farmerId}'s money after ${JSON.stringify(p.op)} (card ${p.cardId}, bill ${p.billId}, recharge ${p.rechargeId}) -> ${results[planned.indexOf(p)]}`,
    );
  }
}

async function runOp(
  p: Planned,
  cards: Map<number, CardState>,
  bills: Map<number, BillState>,
  recharges: Map<number, RechargeState>,
): Promise<string> {
  const op = p.op;
  const card = p.cardId === undefined ? undefined : cards.get(p.cardId)!;
  let outcome: string;
  switch (op.kind) {
    case 'issue':
      outcome = await issue(p, op);
      break;
    case 'recharge':
      outcome = await recharge(p, op, card!);
      break;
    case 'dup':
      outcome = await dup(p, op, card!);
      break;
    case 'twin':
      outcome = await twin(op);
      break;
    case 'charge':
      outcome = await charge(p, op, card!);
      break;
    case 'refund':
      outcome = await refund(p, op, bills.get(p.billId!)!);
      break;
    case 'refundRecharge':
      outcome = await refundRecharge(p, op, recharges.get(p.rechargeId!)!);
      break;
    case 'loss':
      outcome = await loss(p, card!);
      break;
    case 'replace':
      outcome = await replace(p, op, card!);
      break;
  }
  count(`${op.kind}:${outcome.startsWith('ok') ? 'ok' : 'refused'}`);
  return outcome;
}

async function issue(p: Planned, op: Extract<Op, { kind: 'issue' }>): Promise<string> {
  const n = next();
  const place = world.places[n % world.places.length]!;
  const farmer = p.farmer ?? { id: 0, name: `随机农户${n}`, placeId: place, idCard: idCard(n) };
  const mismatch = op.farmer === 'mismatch' && p.farmer !== undefined;
  const cardNo =
    op.cardNo === 'fresh' ? `F${process.pid}X${n}` : op.cardNo === 'taken' ? world.cardNos[n % world.cardNos.length] : undefined;
  const input = {
    farmerName: mismatch ? `${farmer.name}乙` : farmer.name,
    farmerMobile: '13512340000',
    idCard: farmer.idCard,
    placeId: farmer.placeId,
    cardType: op.cardType,
    ...(cardNo ? { cardNo } : {}),
  };
  const expected = mismatch ? msg.farmerNameMismatch(farmer.name) : op.cardNo === 'taken' ? msg.cardNoTaken : 'ok';
  const res = await idempotentCall<CardRow>(s.admin, cardCalls.issue, input);
  const outcome = check(res, [expected], 'issue');
  if (outcome !== 'ok') return outcome;
  const c = res.body.data;
  assert.equal(c.balance, 0);
  assert.equal(c.status, 'normal');
  if (p.farmer) assert.equal(c.farmerId, p.farmer.id);
  else world.farmers.push({ ...farmer, id: c.farmerId });
  addCard(c);
  return `ok card ${c.id}`;
}

async function recharge(p: Planned, op: Extract<Op, { kind: 'recharge' }>, card: CardState): Promise<string> {
  const input = { cardId: card.id, amount: yuan(op.fen), ...(op.giftFen ? { giftAmount: yuan(op.giftFen) } : {}), payMode: op.payMode };
  // a free recharge gives dummy money and takes no gift besides
  const giftRefused = op.payMode === 'free' && op.giftFen > 0;
  const expected = unusable(card.status) ?? (giftRefused ? msg.dummyRechargeWithGift : 'ok');
  const res = await idempotentCall<{ recharge: RechargeRow; balance: number; providerCode: string }>(
    op.operator ? s.operator : s.admin,
    cardCalls.recharge,
    input,
  );
  const outcome = check(
    res,
    p.strict ? [expected] : [giftRefused ? msg.dummyRechargeWithGift : 'ok', msg.cardLost, msg.cardReplaced],
    'recharge',
  );
  if (outcome !== 'ok') return outcome;
  const d = res.body.data;
  assert.equal(d.recharge.result, 'succeed');
  assert.equal(d.providerCode, 'N00000');
  assert.equal(d.recharge.amount, yuan(op.fen));
  assert.equal(d.recharge.amountType, op.payMode === 'free' ? 'dummy' : 'real');
  if (p.strict) {
    assert.equal(d.balance, yuan(card.real + card.gift + op.fen + op.giftFen), 'the new balance');
    p.delta = op.fen + op.giftFen;
  }
  addRecharge(d.recharge.id, card.id, op.payMode);
  return `ok recharge ${d.recharge.id}`;
}

/** The same key and input sent 2-3 times at once: one recharge, the same answer to each. */
async function dup(p: Planned, op: Extract<Op, { kind: 'dup' }>, card: CardState): Promise<string> {
  const k = key();
  const input = { cardId: card.id, amount: yuan(op.fen), payMode: 'cash' };
  const answers = await Promise.all(
    Array.from({ length: op.copies }, () => s.admin.call<{ recharge: RechargeRow }>(cardCalls.recharge, input, { idempotencyKey: k })),
  );
  const expected = p.strict ? [unusable(card.status) ?? 'ok'] : ['ok', msg.cardLost, msg.cardReplaced];
  const outcomes = answers.map((a) => check(a, expected, 'dup recharge'));
  // A refused call keeps no key, so its copy runs again: beside a 补卡 of the card in the same batch,
  // one copy may find the card lost and the next find it replaced. Each says the card's state when
  // it ran; what must hold is that a recharge made answers every copy alike.
  const refusedOnly = !p.strict && outcomes.every((o) => o !== 'ok');
  if (!refusedOnly) assert.equal(new Set(outcomes).size, 1, `one answer to a key: ${answers.map((a) => a.text).join(' / ')}`);
  if (outcomes[0] !== 'ok') return outcomes[0]!;
  // one recharge (the same id in each answer), the same answer to each
  for (const a of answers) assert.deepEqual(a.body.data, answers[0]!.body.data);
  world.done.push({ call: cardCalls.recharge, input, key: k, data: answers[0]!.body.data });
  addRecharge(answers[0]!.body.data.recharge.id, card.id, 'cash');
  if (p.strict) p.delta = op.fen;
  return `ok recharge ${answers[0]!.body.data.recharge.id} x${op.copies}`;
}

/**
 * Two cards issued at once under two keys (two operators, or a double click after a reload): of one
 * new farmer, or with one card number, or both. One farmer is registered once; a number is taken once.
 */
async function twin(op: Extract<Op, { kind: 'twin' }>): Promise<string> {
  const sameFarmer = op.sameFarmer || !op.sameCardNo;
  const [n, m] = [next(), next()];
  const farmers = [0, 1].map((i) => {
    const k = sameFarmer || i === 0 ? n : m;
    return { id: 0, name: `双胞农户${k}`, placeId: world.places[k % world.places.length]!, idCard: idCard(k) };
  });
  const input = (i: number) => ({
    farmerName: farmers[i]!.name,
    farmerMobile: '13512340000',
    idCard: farmers[i]!.idCard,
    placeId: farmers[i]!.placeId,
    cardType: 'online',
    cardNo: op.sameCardNo ? `T${process.pid}X${n}` : `T${process.pid}X${n}N${i}`,
  });
  const answers = await Promise.all([0, 1].map((i) => idempotentCall<CardRow>(s.admin, cardCalls.issue, input(i))));
  const outcomes = answers.map((a) => check(a, ['ok', ...(op.sameCardNo ? [msg.cardNoTaken] : [])], 'twin issue'));
  const cards = answers.flatMap((a, i) => (outcomes[i] === 'ok' ? [{ ...a.body.data, i }] : []));
  assert.equal(cards.length, op.sameCardNo ? 1 : 2, `twin issue: ${answers.map((a) => a.text).join(' / ')}`);
  if (sameFarmer) assert.equal(new Set(cards.map((c) => c.farmerId)).size, 1, 'one farmer');
  for (const c of cards) {
    if (!world.farmers.some((f) => f.id === c.farmerId)) world.farmers.push({ ...farmers[c.i]!, id: c.farmerId });
    addCard(c);
  }
  return `ok ${cards.length} cards`;
}

type BillRowDb = {
  id: number;
  amount_fen: number | string;
  gift_fen: number | string;
  shortfall_fen: number | string;
  card_id: number | null;
  count: number;
};

/** A card swipe at a well and the stop event, as the devices' side runs them: one transaction. */
async function charge(p: Planned, op: Extract<Op, { kind: 'charge' }>, card: CardState): Promise<string> {
  const pool = op.well === 'idle' ? world.idleWells : op.well === 'busy' ? world.busyWells : world.offWells;
  const wellId = pool[op.wellPick % pool.length]!;
  const least = Math.max(world.minBalance.get(wellId)!, 1);
  const expected =
    unusable(card.status) ??
    (op.well === 'busy'
      ? msg.wellBusy
      : op.well === 'off'
        ? msg.wellUnavailable
        : card.real + card.gift < least
          ? msg.balanceBelowMinimum(least)
          : 'ok');
  const a: Actor = { merchantId: s.m1, userId: null, at: new Date() };
  const orderNo = `PT${process.pid}X${next()}`;
  let outcome: string;
  let bill: BillRowDb | undefined;
  try {
    bill = await s.database.db.transaction().execute(async (trx) => {
      const wellBefore = await trx.selectFrom('well').select('running').where('id', '=', wellId).executeTakeFirstOrThrow();
      let recordId: number;
      try {
        recordId = await startWellOrder(trx, a, { wellId, cardId: card.id, orderNo });
      } catch (error) {
        if (error instanceof BusinessError) {
          // a refused start wrote nothing: no order, the well as it was
          assert.equal(await trx.selectFrom('usage_record').select('id').where('order_no', '=', orderNo).executeTakeFirst(), undefined);
          assert.equal(
            (await trx.selectFrom('well').select('running').where('id', '=', wellId).executeTakeFirstOrThrow()).running,
            wellBefore.running,
          );
        }
        throw error;
      }
      const billId = await finishWellOrder(trx, a, recordId, { electricWh: op.wh, waterLiters: op.liters });
      assert.equal((await trx.selectFrom('well').select('running').where('id', '=', wellId).executeTakeFirstOrThrow()).running, 'leisure');
      return trx
        .selectFrom('bill')
        .select(['id', 'amount_fen', 'gift_fen', 'shortfall_fen', 'card_id', 'count'])
        .where('id', '=', billId)
        .executeTakeFirstOrThrow();
    });
    outcome = 'ok';
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    outcome = error.message;
  }
  const allowed = p.strict ? [expected] : ['ok', msg.cardLost, msg.cardReplaced, msg.wellBusy, msg.wellUnavailable, ANY_LOW_BALANCE];
  assert.ok(
    allowed.some((x) => (x instanceof RegExp ? x.test(outcome) : x === outcome)),
    `charge card ${card.id} at well ${wellId}: ${outcome}; allowed ${allowed.join(' | ')}`,
  );
  if (!bill) return outcome;
  const [amount, gift, shortfall] = [num(bill.amount_fen), num(bill.gift_fen), num(bill.shortfall_fen)];
  assert.ok(amount >= 0 && gift >= 0 && gift <= amount && shortfall >= 0 && bill.count >= 1, JSON.stringify(bill));
  world.bills.push(bill.id);
  world.billFarmer.set(bill.id, card.farmerId);
  if (p.strict) {
    // gift money first, then withdrawable; an order beyond the balance takes all of it and records the rest
    const priced = amount + shortfall;
    assert.equal(bill.card_id, card.id);
    assert.equal(gift, Math.min(priced, card.gift), `gift part of ${JSON.stringify(bill)} from ${JSON.stringify(card)}`);
    assert.equal(
      amount - gift,
      Math.min(priced - gift, card.real),
      `withdrawable part of ${JSON.stringify(bill)} from ${JSON.stringify(card)}`,
    );
    p.delta = 0 - amount;
  }
  return `ok bill ${bill.id} ${amount}+${shortfall}`;
}

async function refund(p: Planned, op: Extract<Op, { kind: 'refund' }>, bill: BillState): Promise<string> {
  const remAmount = bill.amount - bill.refunded;
  const remCount = bill.count - bill.refundedCount;
  const refundCount =
    op.variant === 'tooMany'
      ? remCount + 1 + (op.countPick % 3)
      : op.variant === 'rest' || remCount === 0
        ? Math.max(remCount, 1)
        : 1 + (op.countPick % remCount);
  const right = refundAmountFen(remAmount, Math.max(remCount, 1), Math.min(refundCount, Math.max(remCount, 1)))!;
  let send = op.variant === 'wrongAmount' ? right + op.delta : right;
  if (op.variant === 'wrongAmount' && send < 1) send = right + 1;
  // the server looks at the amount only for a bill with something left to refund
  if (op.variant === 'tooMany' || bill.status === 'REFUNDED' || remAmount <= 0) send = Math.max(send, 1);
  const expected: Outcome =
    send === 0
      ? 'invalid'
      : bill.status === 'REFUNDED'
        ? msg.billRefunded
        : remAmount <= 0
          ? msg.refundNothingPaid
          : refundCount > remCount
            ? msg.refundCountTooMany(remCount)
            : send !== right
              ? msg.refundAmountWrong(right)
              : 'ok';
  const input = {
    id: bill.id,
    refundType: 'ONLY',
    amount: yuan(send),
    count: refundCount,
    refundReason: 'LACK',
    refundReasonDetail: '随机退款',
  };
  const res = await idempotentCall<{ bill: BillRow; refund: BillRefundRow; providerCode: string }>(s.admin, billCalls.refund, input);
  const allowed: Outcome[] = p.strict
    ? [expected]
    : send === 0
      ? ['invalid']
      : ['ok', msg.billRefunded, msg.refundNothingPaid, ANY_TOO_MANY, ANY_AMOUNT_WRONG];
  const outcome = check(res, allowed, `refund of bill ${bill.id} (${JSON.stringify(bill)})`);
  if (outcome !== 'ok') return outcome;
  const d = res.body.data;
  assert.equal(d.refund.amount, yuan(send));
  assert.equal(d.refund.count, refundCount);
  assert.equal(d.providerCode, 'N00000');
  assert.equal(d.refund.channel, bill.cardId === null ? d.bill.payMode : 'funds');
  assert.ok(d.bill.refundedAmount <= d.bill.amount && d.bill.refundedCount <= d.bill.count, JSON.stringify(d.bill));
  if (p.strict) {
    assert.equal(d.bill.refundedAmount, yuan(bill.refunded + send));
    assert.equal(d.bill.refundedCount, bill.refundedCount + refundCount);
    const full = bill.refundedCount + refundCount === bill.count || bill.refunded + send === bill.amount;
    assert.equal(d.bill.status, full ? 'REFUNDED' : 'PARTRFDED');
    p.delta = bill.cardId === null ? 0 : send;
  }
  return `ok refund ${d.refund.id} ${send}`;
}

/**
 * A recharge refund's amount by its variant, what the server must answer from the recharge's state,
 * and the gift it takes back: what may go back is what the recharge has not refunded, at most what
 * the card now holding it has withdrawable; its gift goes back in proportion (each share half up),
 * at most what is left of it and what the card still holds of gift money.
 */
function rechargeRefundPlan(r: RechargeState, variant: Extract<Op, { kind: 'refundRecharge' }>['variant'], n: number) {
  const left = r.amount - r.refunded;
  const most = Math.max(0, Math.min(left, r.card.real));
  // 'rest' of nothing sends 0: the schema refuses it whatever the state
  const send = variant === 'tooMuch' ? most + 1 : variant === 'rest' ? most : most > 0 ? 1 + (n % most) : 1;
  const expected: Outcome =
    send === 0
      ? 'invalid'
      : r.amountType === 'dummy'
        ? msg.dummyRechargeRefund
        : r.result !== 'succeed'
          ? msg.rechargeNotSucceeded
          : r.status === 'refund'
            ? msg.rechargeRefunded
            : (unusable(r.card.status) ??
              (send > left ? msg.rechargeRefundAboveRemaining(most) : send > r.card.real ? msg.rechargeRefundAboveBalance(most) : 'ok'));
  const share = (refunded: number) => refundAmountFen(r.gift, r.amount, refunded) ?? 0;
  const gift = Math.max(0, Math.min(share(r.refunded + send) - share(r.refunded), r.gift - r.refundedGift, r.card.gift));
  return { send, expected, gift };
}

const ANY_RECHARGE_TOO_MUCH = /^(退款金额超过该充值未退金额|卡内可提现余额不足)，最多可退 \d+\.\d\d 元$/;

async function refundRecharge(p: Planned, op: Extract<Op, { kind: 'refundRecharge' }>, r: RechargeState): Promise<string> {
  const { send, expected, gift } = rechargeRefundPlan(r, op.variant, op.n);
  const input = { rechargeId: r.id, amount: yuan(send), ...(op.reason ? { reason: '随机退充值' } : {}) };
  const calls = s.server.payments.calls.length;
  const res = await idempotentCall<{ recharge: RechargeRow; balance: number }>(s.admin, cardCalls.refundRecharge, input);
  // a dummy recharge and one that did not succeed stay so while a batch runs (only a query, run alone, settles a pending one)
  const fixed = r.amountType === 'dummy' || r.result !== 'succeed';
  const allowed: Outcome[] =
    p.strict || send === 0 || fixed ? [expected] : ['ok', msg.rechargeRefunded, msg.cardLost, ANY_RECHARGE_TOO_MUCH];
  const outcome = check(res, allowed, `refund of ${yuan(send)} of recharge ${r.id} (${JSON.stringify(r)})`);
  if (outcome !== 'ok') return outcome;
  const d = res.body.data;
  assert.equal(d.recharge.id, r.id);
  assert.ok(d.recharge.refundedAmount > 0 && d.recharge.refundedAmount <= d.recharge.amount, JSON.stringify(d.recharge));
  assert.equal(d.recharge.status, d.recharge.refundedAmount === d.recharge.amount ? 'refund' : 'parterd', JSON.stringify(d.recharge));
  if (p.strict) {
    assert.equal(d.recharge.refundedAmount, yuan(r.refunded + send));
    assert.equal(d.balance, yuan(r.card.real - send + r.card.gift - gift), `the balance of card ${r.card.id} after the refund`);
    // an online recharge's refund went through the provider, named after the recharge and its refunds so far
    const asked = s.server.payments.calls.slice(calls).filter((c) => c.kind === 'refund' && c.reference.startsWith(`${r.orderNo}-R`));
    assert.deepEqual(
      asked.map((c) => [c.reference, c.amountFen, c.code]),
      r.payMode === 'cash' ? [] : [[`${r.orderNo}-R${r.refunds + 1}`, send, 'N00000']],
    );
    p.delta = -(send + gift);
  }
  return `ok refund of recharge ${r.id} ${send}+${gift} from card ${r.card.id}`;
}

async function loss(p: Planned, card: CardState): Promise<string> {
  const res = await idempotentCall<CardRow>(s.admin, cardCalls.loss, { cardId: card.id });
  const outcome = check(res, p.strict ? [card.status === 'normal' ? 'ok' : msg.onlyNormalLoss] : ['ok', msg.onlyNormalLoss], 'loss');
  if (outcome !== 'ok') return outcome;
  assert.equal(res.body.data.status, 'loss');
  if (p.strict)
    assert.equal(
      res.body.data.balance,
      yuan(card.real + card.gift + card.frozenReal + card.frozenGift),
      "the frozen balance is still the card's",
    );
  return 'ok';
}

async function replace(p: Planned, op: Extract<Op, { kind: 'replace' }>, card: CardState): Promise<string> {
  const n = next();
  const cardNo =
    op.cardNo === 'fresh' ? `R${process.pid}X${n}` : op.cardNo === 'taken' ? world.cardNos[n % world.cardNos.length] : undefined;
  const res = await idempotentCall<CardRow>(s.admin, cardCalls.replace, { cardId: card.id, ...(cardNo ? { cardNo } : {}) });
  const expected = card.status === 'replace' ? msg.alreadyReplaced : op.cardNo === 'taken' ? msg.cardNoTaken : 'ok';
  const outcome = check(
    res,
    p.strict ? [expected] : ['ok', msg.alreadyReplaced, ...(op.cardNo === 'taken' ? [msg.cardNoTaken] : [])],
    'replace',
  );
  if (outcome !== 'ok') return outcome;
  const c = res.body.data;
  assert.equal(c.status, 'normal');
  assert.equal(c.farmerId, card.farmerId);
  if (cardNo) assert.equal(c.cardNo, cardNo);
  if (p.strict) {
    assert.equal(c.balance, yuan(card.real + card.gift + card.frozenReal + card.frozenGift), 'the new card takes the whole balance');
    assert.equal(c.realBalance, yuan(card.real + card.frozenReal));
  }
  addCard(c);
  return `ok card ${c.id}`;
}

// ---------- steps that run alone (the provider's next answer is shared; a replay must move nothing at all) ----------

async function payFail(step: Extract<Step, { kind: 'payFail' }>): Promise<string> {
  const card = (await cardStates([among(world.cards, step.card, world.seededCards)!])).values().next().value!;
  const before = await checksum(MONEY_TABLES);
  const refusal = unusable(card.status);
  // a card that cannot pay is refused before the provider is asked: queue nothing for it
  if (!refusal) s.server.payments.failNext(step.code);
  const res = await s.admin.call(cardCalls.recharge, { cardId: card.id, amount: 12.34, payMode: step.payMode });
  const outcome = check(res, [refusal ?? msg.payFailed(step.code)], 'refused payment');
  if (!refusal)
    assert.deepEqual(s.server.payments.calls.at(-1), {
      kind: 'pay',
      reference: s.server.payments.calls.at(-1)!.reference,
      amountFen: 1234,
      payMode: step.payMode,
      code: step.code,
    });
  assert.deepEqual(await checksum(MONEY_TABLES), before, 'a refused payment writes nothing');
  count('payFail');
  return outcome;
}

/**
 * 申请结算 of merchant 1's online money not settled yet; when its payout is refused (E10001, the
 * provider's payout answering so once), 重新打款 pays it. Nothing to settle is refused and writes nothing.
 */
async function settle(step: Extract<Step, { kind: 'settle' }>): Promise<string> {
  const provider = s.server.payments;
  const payout = provider.payout;
  if (step.payoutFails) provider.payout = async () => 'E10001';
  const before = await checksum(LEDGER_TABLES);
  let res: ApiResponse<SettlementRow>;
  try {
    res = await idempotentCall<SettlementRow>(s.admin, settlementCalls.apply, {});
  } finally {
    provider.payout = payout;
  }
  const outcome = check(res, ['ok', msg.nothingToSettle], 'settle');
  if (outcome !== 'ok') {
    assert.deepEqual(await checksum(LEDGER_TABLES), before, 'nothing to settle writes nothing');
    count('settle:nothing');
    return outcome;
  }
  let row = res.body.data;
  if (row.status === 'failed') {
    const retried = await idempotentCall<SettlementRow>(s.admin, settlementCalls.retry, { id: row.id, version: row.version });
    check(retried, ['ok'], 'retry');
    row = retried.body.data;
    assert.equal(row.status, 'paid', 'retried');
    count('settle:retried');
  }
  count(`settle:${row.status}`);
  return `${row.settlementNo} ${row.status} ${row.amount}`;
}

async function pending(step: Extract<Step, { kind: 'pending' }>): Promise<string> {
  const card = (await cardStates([among(world.cards, step.card, world.seededCards)!])).values().next().value!;
  const refusal = unusable(card.status);
  const before = await checksum(LEDGER_TABLES);
  if (!refusal) s.server.payments.failNext('E10010');
  const input = {
    cardId: card.id,
    amount: yuan(step.fen),
    ...(step.giftFen ? { giftAmount: yuan(step.giftFen) } : {}),
    payMode: step.payMode,
  };
  const res = await idempotentCall<{ recharge: RechargeRow; balance: number; providerCode: string }>(s.admin, cardCalls.recharge, input);
  const outcome = check(res, [refusal ?? 'ok'], 'pending recharge');
  assert.deepEqual(await checksum(LEDGER_TABLES), before, 'a pending recharge moves no money');
  count(`pending:${outcome === 'ok' ? 'ok' : 'refused'}`);
  if (outcome !== 'ok') return outcome;
  const d = res.body.data;
  assert.equal(d.recharge.result, 'pending');
  assert.equal(d.providerCode, 'E10010');
  assert.equal(d.balance, yuan(card.real + card.gift));
  world.pending.push(d.recharge.id);
  addRecharge(d.recharge.id, card.id, step.payMode);
  // the card lost or replaced while its recharge waits: the query credits it frozen, or to the new card
  if (step.then === 'loss') check(await idempotentCall(s.admin, cardCalls.loss, { cardId: card.id }), ['ok'], 'loss while pending');
  if (step.then === 'replace') {
    const res = await idempotentCall<CardRow>(s.admin, cardCalls.replace, { cardId: card.id });
    check(res, ['ok'], 'replace while pending');
    addCard(res.body.data);
  }
  return `ok pending ${d.recharge.id}, then ${step.then}`;
}

async function query(step: Extract<Step, { kind: 'query' }>): Promise<string> {
  if (world.pending.length === 0) return 'no pending recharge';
  const id = world.pending[step.n % world.pending.length]!;
  const db = s.database.db;
  const r = await db
    .selectFrom('recharge_order as o')
    .innerJoin('card as c', 'c.id', 'o.card_id')
    .select(['o.result', 'o.amount_fen', 'o.gift_fen', 'c.farmer_id'])
    .where('o.id', '=', id)
    .executeTakeFirstOrThrow();
  const totals = await farmerTotals([r.farmer_id]);
  const ledger = await checksum(LEDGER_TABLES);
  const asked = r.result === 'pending' && step.next !== 'none';
  if (asked) s.server.payments.failNext(step.next as PaymentResultCode);
  // unasked, the provider confirms it: two queries at once credit it once
  const answers = await Promise.all(
    Array.from({ length: asked ? 1 : 2 }, () => s.admin.call<{ recharge: RechargeRow; balance: number }>(cardCalls.queryRecharge, { id })),
  );
  for (const res of answers) check(res, ['ok'], 'queryRecharge');
  const result = answers[0]!.body.data.recharge.result;
  for (const res of answers) assert.equal(res.body.data.recharge.result, result);
  const expected = r.result !== 'pending' ? r.result : step.next === 'none' ? 'succeed' : step.next === 'E10010' ? 'pending' : 'fail';
  assert.equal(result, expected, `query of recharge ${id} (${r.result}, next ${step.next})`);
  const credited = r.result === 'pending' && expected === 'succeed';
  assert.equal(
    (await farmerTotals([r.farmer_id])).get(r.farmer_id)! - totals.get(r.farmer_id)!,
    credited ? num(r.amount_fen) + num(r.gift_fen) : 0,
    `farmer's money after the query of recharge ${id}`,
  );
  if (!credited) assert.deepEqual(await checksum(LEDGER_TABLES), ledger, 'a query that confirms nothing moves nothing');
  count(`query:${r.result}->${result}`);
  return `${r.result} -> ${result}`;
}

/** An online recharge's refund the provider refuses: the refusal's meaning, and nothing written. */
async function refundFail(step: Extract<Step, { kind: 'refundFail' }>): Promise<string> {
  const online = world.recharges.filter((id) => world.rechargeOf.get(id)!.online);
  if (online.length === 0) return 'no online recharge';
  const r = (await rechargeStates([among(online, step.recharge)!])).values().next().value!;
  const { send, expected } = rechargeRefundPlan(r, 'right', step.n);
  const before = await checksum(MONEY_TABLES);
  // a refund refused before the provider is asked takes no code from it: queue nothing for it
  const asked = expected === 'ok';
  if (asked) s.server.payments.failNext(step.code);
  const res = await s.admin.call(cardCalls.refundRecharge, { rechargeId: r.id, amount: yuan(send) }, { idempotencyKey: key() });
  const outcome = check(res, [asked ? msg.refundFailed(step.code) : expected], `refused refund of recharge ${r.id} (${JSON.stringify(r)})`);
  if (asked) {
    assert.deepEqual(s.server.payments.calls.at(-1), {
      kind: 'refund',
      reference: `${r.orderNo}-R${r.refunds + 1}`,
      amountFen: send,
      payMode: r.payMode,
      code: step.code,
    });
  }
  assert.deepEqual(await checksum(MONEY_TABLES), before, 'a refused recharge refund writes nothing');
  count(`refundFail:${asked ? 'provider' : 'before'}`);
  return outcome;
}

function otherInput(d: Done): Record<string, unknown> {
  const input = { ...d.input };
  if (d.call === cardCalls.recharge)
    input.amount = (input.amount as number) >= 100_000 ? 99_999.99 : Math.round((input.amount as number) * 100 + 1) / 100;
  else if (d.call === cardCalls.issue) input.farmerMobile = '13512349999';
  else if (d.call === billCalls.refund) input.count = (input.count as number) + 1;
  else if (d.call === cardCalls.refundRecharge) input.amount = Math.round((input.amount as number) * 100 + 1) / 100;
  else if (d.call === settlementCalls.apply) input.endTime = '2020-01-01 00:00:00';
  else if (d.call === settlementCalls.retry) input.version = (input.version as number) + 1;
  else input.cardId = (input.cardId as number) + 1;
  return input;
}

/** Earlier keys again, all at once: the same input answers the first answer; another input or call is refused; nothing moves. */
async function replays(step: Extract<Step, { kind: 'replays' }>): Promise<string> {
  if (world.done.length === 0) return 'nothing to replay';
  const before = await checksum(MONEY_TABLES);
  const picked = step.picks.map((r) => ({ r, d: world.done[r.n % world.done.length]! }));
  await Promise.all(
    picked.map(async ({ r, d }) => {
      if (r.variant === 'same') {
        // the same input, its keys in another order
        const input = Object.fromEntries(Object.entries(d.input).reverse());
        const res = await s.admin.call(d.call, input, { idempotencyKey: d.key });
        check(res, ['ok'], `replay of ${d.call.path} ${JSON.stringify(d.input)}`);
        assert.deepEqual(res.body.data, d.data, 'a replay answers the first answer');
      } else {
        const [call, input] =
          r.variant === 'other'
            ? [d.call, otherInput(d)]
            : d.call === cardCalls.loss
              ? [cardCalls.recharge, { cardId: 1, amount: 1, payMode: 'cash' }]
              : [cardCalls.loss, { cardId: 1 }];
        check(
          await s.admin.call(call, input, { idempotencyKey: d.key }),
          [msg.idempotencyKeyReused],
          `${call.path} under the key of ${d.call.path}`,
        );
      }
      count(`replay:${r.variant}`);
    }),
  );
  world.replayed += picked.length;
  assert.deepEqual(await checksum(MONEY_TABLES), before, 'replays move nothing');
  return `${picked.length} replays`;
}

// ---------- the property ----------

/** FC_SEED=<seed printed on a failure> replays that run's operations (on a fresh database, as in CI). */

describe('money: random operations, many at once, keep the books whole (fast-check)', () => {
  test('the seeded books are whole', async () => {
    await loadWorld();
    await checkBooks(s);
  });

  test(`${RUNS} run${RUNS === 1 ? '' : 's'} of ${STEPS} steps: every answer one the state allows; the books whole after each run`, async (t) => {
    let run = 0;
    const started = Date.now();
    const details = await fc.check(
      fc.asyncProperty(fc.array(stepArb, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
        run += 1;
        const trace: string[] = [];
        try {
          for (const [i, step] of steps.entries()) {
            // a second per step: a recharge's order number is the server's second and 6 random digits
            // (server/money/order-numbers.ts); under a clock that never moves, hundreds in one second would clash
            s.server.clock.advance(1000);
            trace.push(`#${run}.${i} ${step.kind}${step.kind === 'batch' ? '' : ` ${JSON.stringify(step)}`}`);
            if (step.kind === 'batch') await runBatch(step.ops, trace);
            else if (step.kind === 'payFail') trace.push(`  -> ${await payFail(step)}`);
            else if (step.kind === 'pending') trace.push(`  -> ${await pending(step)}`);
            else if (step.kind === 'query') trace.push(`  -> ${await query(step)}`);
            else if (step.kind === 'refundFail') trace.push(`  -> ${await refundFail(step)}`);
            else if (step.kind === 'settle') trace.push(`  -> ${await settle(step)}`);
            else trace.push(`  -> ${await replays(step)}`);
          }
          await checkBooks(s);
        } catch (error) {
          const said = error instanceof Error ? error.message : String(error);
          // what the server logged of an unexpected failure (a 500's cause: a deadlock, a broken constraint)
          const logged = s.server.logs
            .filter((line) => /error|exception|deadlock/i.test(line))
            .slice(-3)
            .map((line) => line.slice(0, 600));
          throw new Error(
            `${said}\n--- the server's last errors ---\n${logged.join('\n') || '(none)'}` +
              `\n--- the run's last steps (= alone on its farmer and bill, ~ overlapping) ---\n${trace.slice(-40).join('\n')}`,
            { cause: error },
          );
        }
        // no shrinking: runs share the database, so a shorter sequence would not meet the same state;
        // the seed (and path) printed on failure replay the same operations
      }),
      { numRuns: RUNS, endOnFailure: true, ...replaySeed() },
    );
    // the error first: fast-check's own report puts it after the 140 steps, where a CI log's cut loses it
    if (details.failed) {
      const said = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      assert.fail(`run ${run} failed (replay: FC_SEED=${details.seed}): ${said}`);
    }
    const ops = [...world.counts.entries()].sort(([a], [b]) => a.localeCompare(b));
    const total = ops.filter(([k]) => !k.startsWith('replay')).reduce((n, [, v]) => n + v, 0);
    t.diagnostic(
      `${run} runs, ${total} operations (${world.batches} parallel batches, ${world.overlapping} operations overlapping another on a farmer or bill) ` +
        `and ${world.replayed} replays in ${((Date.now() - started) / 1000).toFixed(1)} s on ${s.database.engine}`,
    );
    t.diagnostic(ops.map(([k, v]) => `${k}=${v}`).join(' '));
    // each kind of outcome happened: a run that never refunds or never refuses proves little
    for (const k of [
      'issue:ok',
      'recharge:ok',
      'recharge:refused',
      'charge:ok',
      'charge:refused',
      'refund:ok',
      'refund:refused',
      'refundRecharge:ok',
      'refundRecharge:refused',
      'loss:ok',
      'replace:ok',
      'replay:same',
      'replay:other',
      'settle:paid',
    ]) {
      assert.ok((world.counts.get(k) ?? 0) > 0, `no ${k}`);
    }
  });
});
