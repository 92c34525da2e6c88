import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { billCalls as bill, cardCalls as card, reportCalls as report, wellPermissions } from '../../src/api/contract';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { exportRows } from '../../src/api/contract/export';
import type { CardRow } from '../../src/api/contract/money/card';
import type { QuotaRow, ReportFigures, ReportRow } from '../../src/api/contract/money/report';
import { reportFigureTitles } from '../../src/api/contract/money/report-columns';
import { waterBands } from '../../server/money/pricing';
import { finishWellOrder, startWellOrder } from '../../server/money/well-orders';
import { formatDateTime, parseDateTime } from '../../server/http/format';
import { invalid, ok, refused, stopFertigationSuite, unchanged } from './support/fertigation';
import { validIdCard } from './support/id-cards';
import { gate, untilALockWaits } from './support/lock-wait';
import { expectedBy, movementsOf, rollupMismatches, type Expected } from './support/report-expected';
import { startWellSuite, userWith, type WellSuite } from './support/well';

let s: WellSuite;
type Summary = { records: ReportRow[]; total: number; totals: ReportFigures; startTime: string; endTime: string };
type Quota = {
  records: QuotaRow[];
  total: number;
  year: number;
  tiers: { label: string; upToPercent: number | null }[];
  totals: { quota: number; used: number; over: number; within: number; tiers: number[]; farmers: number; overFarmers: number };
};

const DAY = 86_400_000;
const day = (at: Date) => formatDateTime(at).slice(0, 10);
let today: string;
let cards: CardRow[] = [];
let wells: number[] = [];
let seq = 0;
/** The last second of last month and the first of this one (China time). */
let monthEdge: { before: Date; after: Date };

async function newCard(placeId: number, yuan: number): Promise<CardRow> {
  seq += 1;
  const c = await ok<CardRow>(s.admin, card.issue, {
    farmerName: `报表农户${seq}`,
    farmerMobile: `1361234${String(seq).padStart(4, '0')}`,
    idCard: validIdCard(700 + seq),
    placeId,
    cardType: 'online',
  });
  await ok(s.admin, card.recharge, { cardId: c.id, amount: yuan, payMode: 'cash' });
  return c;
}

/** An order on the card at the well, started and finished at `at`: its bill's id. */
async function order(cardId: number, wellId: number, at: Date, liters: number, wh: number): Promise<number> {
  seq += 1;
  const actor = { merchantId: s.m1, userId: null, at };
  return s.database.db.transaction().execute(async (trx) => {
    const id = await startWellOrder(trx, actor, { wellId, cardId, orderNo: `RPT${process.pid}-${seq}` });
    return finishWellOrder(trx, actor, id, { electricWh: wh, waterLiters: liters });
  });
}

const summary = (input: Record<string, unknown>) => ok<Summary>(s.admin, report.summary, { size: 50, ...input });
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
function sameFigures(got: ReportFigures, want: Expected | undefined, what: string) {
  const w = want ?? { water: 0, power: 0, revenue: 0, refund: 0, orders: 0, refunds: 0, overQuota: 0 };
  for (const k of ['water', 'power', 'revenue', 'refund', 'orders', 'refunds', 'overQuota'] as const) {
    assert.ok(close(got[k], w[k]), `${what}: ${k} ${got[k]} ≠ ${w[k]}`);
  }
  assert.ok(close(got.net, Math.round((w.revenue - w.refund) * 100) / 100), `${what}: net`);
}

before(async () => {
  s = await startWellSuite();
  const db = s.database.db;
  const now = s.server.clock.now();
  today = day(now);
  const places = (await db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).orderBy('id').limit(2).execute()).map(
    (p) => p.id,
  );
  wells = (await db.selectFrom('well').select('id').where('merchant_id', '=', s.m1).orderBy('id').limit(3).execute()).map((w) => w.id);
  await db
    .updateTable('well')
    .set({
      status: 'normal',
      running: 'leisure',
      billing_mode: 'electricAndWater',
      electric_price_fen: 60,
      water_price_fen: 50,
      has_flow_meter: true,
    })
    .where('id', 'in', wells)
    .execute();
  await db.updateTable('well_param').set({ min_balance_fen: 1 }).where('equip_id', 'in', wells).execute();
  cards = [await newCard(places[0]!, 2000), await newCard(places[1]!, 2000), await newCard(places[0]!, 2000)];
  const thisMonth = parseDateTime(`${today.slice(0, 7)}-01 00:00:00`)!;
  monthEdge = { before: new Date(thisMonth.getTime() - 1000), after: thisMonth };
  // the orders: at both sides of the month's edge, days and months back, on several wells and cards
  const times = [
    monthEdge.before,
    monthEdge.after,
    new Date(now.getTime() - 3 * DAY),
    new Date(now.getTime() - 40 * DAY),
    new Date(now.getTime() - 100 * DAY),
    new Date(now.getTime() - 200 * DAY),
    new Date(now.getTime() - 2 * 3_600_000),
  ];
  for (const [i, at] of times.entries()) {
    await order(cards[i % 3]!.id, wells[i % 3]!, at, 1000 * (i + 3), 500 * (i + 1));
    await order(cards[(i + 1) % 3]!.id, wells[(i + 2) % 3]!, at, 2500, 700);
  }
  // a refund today of an order of today
  const billId = await order(cards[0]!.id, wells[0]!, new Date(now.getTime() - 3_600_000), 4000, 1000);
  const b = await ok<{ bill: { count: number; amount: number } }>(s.admin, bill.findById, { id: billId });
  await ok(s.admin, bill.refund, {
    id: billId,
    refundType: 'ONLY',
    refundReason: 'LACK',
    count: 1,
    amount: Math.round((b.bill.amount / b.bill.count) * 100) / 100,
  });
});
after(async () => stopFertigationSuite(s));

describe('irrigationWell/report/summary', () => {
  test('the rollups hold exactly what the bills and refunds sum, by day, month, well, village and farmer', async () => {
    assert.equal(await rollupMismatches(s.database.db), 0);
  });

  test('each dimension over a range of part months equals the bills and refunds of its days', async () => {
    const moves = await movementsOf(s.database.db, s.m1);
    const first = day(new Date(s.server.clock.now().getTime() - 150 * DAY));
    const range = { startTime: `${first} 08:30:00`, endTime: `${today} 23:59:59` };
    const byDay = await summary({ dimension: 'day', ...range });
    assert.equal(byDay.startTime, `${first} 00:00:00`, 'whole days');
    assert.equal(byDay.records.length, byDay.total);
    assert.equal(byDay.records[0]!.id, first);
    assert.equal(byDay.records.at(-1)!.id, today, 'every day of the range, in order, zeros included');
    const days = expectedBy(moves, first, today, (m) => m.day);
    for (const r of byDay.records) sameFigures(r, days.get(r.id), `day ${r.id}`);
    sameFigures(byDay.totals, expectedBy(moves, first, today).get(''), 'day totals');
    for (const [dimension, key] of [
      ['place', (m: { placeId: number }) => String(m.placeId)],
      ['well', (m: { wellId: number }) => String(m.wellId)],
    ] as const) {
      const got = await summary({ dimension, ...range });
      const want = expectedBy(moves, first, today, key as (m: unknown) => string);
      assert.equal(got.total, want.size, `${dimension}: one row each`);
      for (const r of got.records) sameFigures(r, want.get(r.id), `${dimension} ${r.label}`);
      sameFigures(got.totals, expectedBy(moves, first, today).get(''), `${dimension} totals`);
      const waters = got.records.map((r) => r.water);
      assert.deepEqual(
        waters,
        [...waters].sort((a, b) => b - a),
        'most water first',
      );
    }
  });

  test("month and farmer count whole months; a bill a second before midnight of the month's end is in the month before", async () => {
    const moves = await movementsOf(s.database.db, s.m1);
    const firstMonth = day(new Date(s.server.clock.now().getTime() - 250 * DAY)).slice(0, 7);
    const byMonth = await summary({ dimension: 'month', startTime: `${firstMonth}-15 00:00:00`, endTime: `${today} 12:00:00` });
    assert.equal(byMonth.startTime, `${firstMonth}-01 00:00:00`);
    assert.equal(byMonth.records.at(-1)!.id, today.slice(0, 7));
    const lastDay = byMonth.endTime.slice(0, 10);
    const months = expectedBy(moves, `${firstMonth}-01`, lastDay, (m) => m.day.slice(0, 7));
    for (const r of byMonth.records) sameFigures(r, months.get(r.id), `month ${r.id}`);
    // by farmer: one whole month, here the one that holds yesterday
    const month = day(new Date(s.server.clock.now().getTime() - DAY)).slice(0, 7);
    const farmers = await summary({
      dimension: 'farmer',
      startTime: `${month}-01 00:00:00`,
      endTime: `${day(new Date(s.server.clock.now().getTime() - DAY))} 12:00:00`,
    });
    assert.equal(farmers.startTime, `${month}-01 00:00:00`);
    assert.equal(farmers.endTime.slice(0, 7), month);
    const want = expectedBy(moves, `${month}-01`, farmers.endTime.slice(0, 10), (m) => String(m.farmerId));
    assert.equal(farmers.total, want.size);
    for (const r of farmers.records) sameFigures(r, want.get(r.id), `farmer ${r.label}`);
    assert.ok(
      farmers.records.some((r) => r.label === '报表农户1' && r.note === '13612340001'),
      'named with the mobile',
    );

    const [before, after] = [day(monthEdge.before), day(monthEdge.after)];
    const edge = await summary({ dimension: 'day', startTime: `${before} 00:00:00`, endTime: `${after} 23:59:59` });
    assert.deepEqual(
      edge.records.map((r) => r.id),
      [before, after],
    );
    sameFigures(edge.records[0]!, expectedBy(moves, before, before).get(''), "the month's last day");
    assert.ok(edge.records[0]!.orders >= 2 && edge.records[1]!.orders >= 2);
    const two = await summary({ dimension: 'month', startTime: `${before} 00:00:00`, endTime: `${after} 00:00:00` });
    assert.deepEqual(
      two.records.map((r) => r.id),
      [before.slice(0, 7), after.slice(0, 7)],
    );
  });

  test("a range's revenue and refunds are the revenue account's pay and bill refund postings of its days", async () => {
    for (const back of [300, 40, 0]) {
      const range = { startTime: `${day(new Date(s.server.clock.now().getTime() - back * DAY))} 00:00:00`, endTime: `${today} 23:59:59` };
      const got = await summary({ dimension: 'day', ...range });
      const {
        rows: [ledger],
      } = await sql<{ pay: string | number; refund: string | number }>`
        select coalesce(sum(p.amount_fen) filter (where e.flow_type = 'pay'), 0) as pay,
          coalesce(-sum(p.amount_fen) filter (where e.flow_type = 'refund' and e.refund_id is not null), 0) as refund
        from posting p join ledger_account a on a.id = p.account_id join journal_entry e on e.id = p.entry_id
        where a.kind = 'revenue' and p.merchant_id = ${s.m1}
          and p.created_at >= ${parseDateTime(range.startTime)!} and p.created_at < ${new Date(parseDateTime(range.endTime)!.getTime() + 1000)}`.execute(
        s.database.db,
      );
      assert.ok(
        close(got.totals.revenue, Number(ledger!.pay) / 100),
        `revenue of ${back} days: ${got.totals.revenue} ≠ ${Number(ledger!.pay) / 100}`,
      );
      assert.ok(close(got.totals.refund, Number(ledger!.refund) / 100), `refunds of ${back} days`);
      assert.ok(got.totals.revenue > 0);
    }
  });

  test('filters: a village and a well narrow every dimension; revenue less refunds is net', async () => {
    const moves = await movementsOf(s.database.db, s.m1);
    const wellId = wells[0]!;
    const placeId = cards[0]!.placeId;
    const range = { startTime: `${day(new Date(s.server.clock.now().getTime() - 300 * DAY))} 00:00:00`, endTime: `${today} 23:59:59` };
    const first = range.startTime.slice(0, 10);
    const oneWell = await summary({ dimension: 'well', wellId, ...range });
    assert.deepEqual(
      oneWell.records.map((r) => r.id),
      [String(wellId)],
    );
    sameFigures(
      oneWell.totals,
      expectedBy(
        moves.filter((m) => m.wellId === wellId),
        first,
        today,
      ).get(''),
      'one well',
    );
    assert.ok(oneWell.totals.refund > 0 && close(oneWell.totals.net, oneWell.totals.revenue - oneWell.totals.refund));
    const byDay = await summary({ dimension: 'day', wellId, ...range });
    sameFigures(byDay.totals, oneWell.totals as unknown as Expected, 'the same well by day');
    const placeFarmers = await summary({ dimension: 'farmer', placeId });
    const farmersThere = (await s.database.db.selectFrom('farmer').select('id').where('place_id', '=', placeId).execute()).map((f) =>
      String(f.id),
    );
    assert.ok(
      placeFarmers.records.length > 0 && placeFarmers.records.every((r) => farmersThere.includes(r.id)),
      'the farmers of the village',
    );
  });

  test("bad input is refused with a message and another merchant's figures are never shown", async () => {
    const long = { startTime: '2025-01-01 00:00:00', endTime: '2026-01-02 00:00:00' };
    await unchanged(s, async () => {
      await refused(s.admin, report.summary, { dimension: 'day', ...long }, '统计时间范围不能超过366天');
      await refused(
        s.admin,
        report.summary,
        { dimension: 'place', startTime: '2026-03-02 00:00:00', endTime: '2026-03-01 00:00:00' },
        '开始时间不能晚于结束时间',
      );
      await invalid(s.admin, report.summary, { dimension: 'year' }, '统计维度只能是按日、按月、按村镇、按机井或按用户');
      await invalid(s.admin, report.summary, { dimension: 'farmer', wellId: wells[0] }, '按用户统计不能按机井筛选');
      await invalid(
        s.admin,
        report.summary,
        { dimension: 'farmer', startTime: '2026-03-31 00:00:00', endTime: '2026-04-01 00:00:00' },
        '按用户统计只能选择同一个月内的日期',
      );
      await invalid(s.admin, report.summary, { dimension: 'day', startTime: '2026-02-30 00:00:00' });
      await invalid(s.admin, report.quota, { year: 1999 }, '年份不能早于2000');
      const theirWell = await s.database.db.selectFrom('well').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
      await refused(s.admin, report.summary, { dimension: 'day', wellId: theirWell.id }, '机井不存在或已删除');
      const theirPlace = await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m2).executeTakeFirstOrThrow();
      await refused(s.admin, report.quota, { placeId: theirPlace.id }, '村镇不存在或已删除');
    });
    const range = { startTime: `${day(new Date(s.server.clock.now().getTime() - 300 * DAY))} 00:00:00`, endTime: `${today} 23:59:59` };
    const theirs = await ok<Summary>(s.other, report.summary, { dimension: 'well', ...range });
    const theirWells = (await s.database.db.selectFrom('well').select('id').where('merchant_id', '=', s.m2).execute()).map((w) =>
      String(w.id),
    );
    assert.ok(
      theirs.records.every((r) => theirWells.includes(r.id)),
      'only its own wells',
    );
    sameFigures(
      theirs.totals,
      expectedBy(await movementsOf(s.database.db, s.m2), range.startTime.slice(0, 10), today).get(''),
      'merchant 2',
    );
    const without = await userWith(s, '13612349999', [wellPermissions.bill.view]);
    await refused(without, report.summary, { dimension: 'day' }, '无权限', ErrorCode.NO_PERMISSION);
  });

  test("the export writes the dimension's columns and the rows the report shows", async () => {
    const range = { startTime: `${day(new Date(s.server.clock.now().getTime() - 300 * DAY))} 00:00:00`, endTime: `${today} 23:59:59` };
    const got = await summary({ dimension: 'well', ...range });
    const res = await s.admin.call(exportRows, { call: report.summary.path, filters: { dimension: 'well', ...range }, format: 'csv' });
    assert.equal(res.status, 200, res.text.slice(0, 200));
    const [header, ...rows] = parse(res.bytes.toString('utf8'), { bom: true }) as string[][];
    assert.deepEqual(header, ['机井', '村镇', ...Object.values(reportFigureTitles)]);
    const totals = rows.at(-1)!;
    assert.deepEqual(
      rows.slice(0, -1).map((r) => [r[0], r[2]]),
      got.records.map((r) => [r.label, r.water.toFixed(3)]),
    );
    assert.deepEqual(
      totals,
      [
        '合计',
        '',
        got.totals.water.toFixed(3),
        got.totals.power.toFixed(3),
        got.totals.revenue.toFixed(2),
        got.totals.refund.toFixed(2),
        got.totals.net.toFixed(2),
        String(got.totals.orders),
        String(got.totals.refunds),
        got.totals.overQuota.toFixed(3),
      ],
      "the last row: the range's totals, as the table ends",
    );
    const operator = await s.server.loginAs('13900000001');
    const denied = await operator.call(exportRows, { call: report.summary.path, filters: { dimension: 'day' }, format: 'csv' });
    const grants = await s.database.db
      .selectFrom('menu')
      .innerJoin('role_menu', 'role_menu.menu_id', 'menu.id')
      .innerJoin('user_role', 'user_role.role_id', 'role_menu.role_id')
      .innerJoin('merchant_user', 'merchant_user.id', 'user_role.user_id')
      .select('menu.permission')
      .where('merchant_user.mobile', '=', '13900000001')
      .where('menu.permission', '=', wellPermissions.report.export)
      .execute();
    assert.equal(denied.status === 200, grants.length > 0, "the export button's permission decides");
  });
});

describe('the rollups under concurrent writes', () => {
  // Needs a second connection holding a row lock: PostgreSQL only (PGlite runs one query at a time).
  if (process.env.TEST_DATABASE_URL)
    test('a charge on a card and a refund of its bill at once both go through: the refund takes the card before the rollup rows', async () => {
      const db = s.database.db;
      const c = cards[2]!;
      const at = s.server.clock.now();
      const billId = await order(c.id, wells[2]!, new Date(at.getTime() - 120_000), 3000, 600);
      const refundable = await ok<{ bill: { count: number; amount: number } }>(s.admin, bill.findById, { id: billId });
      seq += 1;
      const actor = { merchantId: s.m1, userId: null, at };
      const recordId = await db
        .transaction()
        .execute((trx) => startWellOrder(trx, actor, { wellId: wells[1]!, cardId: c.id, orderNo: `RPT${process.pid}-${seq}` }));
      const cardHeld = gate();
      const proceed = gate();
      // the charge: the card first, as an order's end takes it, then (once the refund waits) the bill and its rollup rows
      const charge = db.transaction().execute(async (trx) => {
        await trx.selectFrom('card').select('id').where('id', '=', c.id).forUpdate().execute();
        cardHeld.open();
        await proceed.opened;
        return finishWellOrder(trx, actor, recordId, { electricWh: 800, waterLiters: 2000 });
      });
      await cardHeld.opened;
      const refund = s.admin.call(bill.refund, {
        id: billId,
        refundType: 'ONLY',
        refundReason: 'LACK',
        count: 1,
        amount: Math.round((refundable.bill.amount / refundable.bill.count) * 100) / 100,
      });
      await untilALockWaits(db);
      proceed.open();
      const [charged, refunded] = await Promise.all([charge, refund]);
      assert.ok(charged > 0, 'the charge made its bill');
      assert.equal(refunded.body.errorCode, 0, refunded.text);
      assert.equal(await rollupMismatches(db), 0);
    });
});

describe('irrigationWell/report/quota', () => {
  test("each farmer's water of the year against the village's quota, split by the merchant's tiers as the bills priced it", async () => {
    const db = s.database.db;
    const placeId = cards[1]!.placeId;
    await db.updateTable('place').set({ quota_liters: 5_000 }).where('id', '=', placeId).execute();
    const at = s.server.clock.now();
    await order(cards[1]!.id, wells[1]!, new Date(at.getTime() - 60_000), 9_000, 100);
    const got = await ok<Quota>(s.admin, report.quota, { placeId, size: 50 });
    assert.equal(got.year, Number(today.slice(0, 4)));
    const tiers = await db
      .selectFrom('price_tier')
      .select(['up_to_percent', 'multiplier_permille'])
      .where('merchant_id', '=', s.m1)
      .orderBy('sort')
      .execute();
    assert.equal(got.tiers.length, tiers.length);
    const row = got.records.find((r) => r.id === cards[1]!.farmerId)!;
    const year = await db
      .selectFrom('farmer_water_year')
      .select('liters')
      .where('farmer_id', '=', cards[1]!.farmerId)
      .where('year', '=', got.year)
      .executeTakeFirstOrThrow();
    assert.ok(close(row.used, Number(year.liters) / 1000));
    const bands = waterBands(
      Number(year.liters),
      5_000,
      0,
      tiers.map((t) => ({ upToPercent: t.up_to_percent, multiplierPermille: t.multiplier_permille })),
    );
    assert.ok(close(row.within, (bands.find((b) => !b.overQuota)?.liters ?? 0) / 1000));
    assert.ok(close(row.over, bands.filter((b) => b.overQuota).reduce((n, b) => n + b.liters, 0) / 1000));
    assert.ok(
      close(
        row.tiers.reduce((a, b) => a + b, 0),
        row.over,
      ),
      'the tiers hold all the water over the quota',
    );
    assert.equal(row.remaining, 0);
    // what its bills of the year charged beyond the quota since the quota was set is within what the report counts over
    const everyone = got.records.reduce((n, r) => n + r.used, 0);
    assert.ok(close(got.totals.used, everyone) && got.totals.farmers === got.total && got.totals.overFarmers >= 1);
    const used = got.records.map((r) => r.used);
    assert.deepEqual(
      used,
      [...used].sort((a, b) => b - a),
    );

    const res = await s.admin.call(exportRows, { call: report.quota.path, filters: { placeId }, format: 'csv' });
    assert.equal(res.status, 200, res.text.slice(0, 200));
    const [header, ...lines] = parse(res.bytes.toString('utf8'), { bom: true }) as string[][];
    assert.deepEqual(
      header!.slice(7, 7 + got.tiers.length),
      got.tiers.map((t) => t.label),
      'a column for each tier',
    );
    assert.deepEqual(
      lines.slice(0, -1).map((l) => l[0]),
      got.records.map((r) => r.name),
    );
    assert.deepEqual(
      lines.at(-1),
      [
        '合计',
        '',
        '',
        got.totals.quota.toFixed(3),
        got.totals.used.toFixed(3),
        got.totals.within.toFixed(3),
        got.totals.over.toFixed(3),
        ...got.totals.tiers.map((t) => t.toFixed(3)),
        '',
      ],
      "the year's totals last, the quota left not summed",
    );
  });
});
