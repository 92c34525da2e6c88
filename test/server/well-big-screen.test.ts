// Runs on both engines: the hours are computed by the database (timestamptz arithmetic, grouped), the rankings by its sums.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { wellBigScreenCalls as bigScreen, wellHomeCalls as home, wellPermissions } from '../../src/api/contract';
import { HOURS_OF_DAY, RANKED, type BigScreenToday, type RankedUsage } from '../../src/api/contract/well/big-screen';
import type { WellHomeSummary } from '../../src/api/contract/well/home';
import { invalid, ok, stopFertigationSuite, unchanged } from './support/fertigation';
import { DAY_MS, cstDate, cstMidnight } from './support/home-expected';
import { addWellRecord, startWellSuite, userWith, type WellSuite } from './support/well';

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
});
after(async () => stopFertigationSuite(s));

const todayOf = (c: WellSuite['admin']) => ok<BigScreenToday>(c, bigScreen.today);
const HOUR_MS = 3_600_000;
const num = (v: unknown) => Number(v ?? 0);

/** What the big screen should answer for the merchant, by plain SQL over usage_record with the time zone's name (independently of the server's arithmetic). */
async function expected(merchantId: number): Promise<Pick<BigScreenToday, 'hours' | 'topWells' | 'topPlaces'>> {
  const db = s.database.db;
  const from = cstMidnight(cstDate(s.server.clock.now()));
  const to = new Date(from.getTime() + DAY_MS);
  const day = sql`merchant_id = ${merchantId} and business = 'well' and start_at >= ${from} and start_at < ${to}`;
  const hours = (
    await sql<{ hour: unknown; n: unknown; water: unknown; wh: unknown }>`
    select extract(hour from start_at at time zone 'Asia/Shanghai') as hour, count(*) as n, sum(water_liters) as water, sum(electric_wh) as wh
    from usage_record where ${day} group by 1`.execute(db)
  ).rows;
  const ranked = async (query: ReturnType<typeof sql>): Promise<RankedUsage[]> =>
    (await sql<{ id: number; name: string; cd: string; place_name: string; water: unknown; wh: unknown }>`${query}`.execute(db)).rows.map(
      (r) => ({
        id: r.id,
        name: r.name,
        cd: r.cd,
        placeName: r.place_name,
        waterM3: num(r.water) / 1000,
        powerKwh: Math.round(num(r.wh) / 10) / 100,
      }),
    );
  return {
    hours: Array.from({ length: HOURS_OF_DAY }, (_, hour) => {
      const r = hours.find((h) => num(h.hour) === hour);
      return { hour, orders: num(r?.n), waterM3: num(r?.water) / 1000, powerKwh: Math.round(num(r?.wh) / 10) / 100 };
    }),
    topWells: await ranked(sql`
      select w.id, w.name, w.cd, p.name as place_name, sum(u.water_liters) as water, sum(u.electric_wh) as wh
      from usage_record u join well w on w.id = u.well_id join place p on p.id = w.place_id
      where u.${day} group by w.id, w.name, w.cd, p.name having sum(u.water_liters) > 0
      order by sum(u.water_liters) desc, w.id limit ${RANKED}`),
    topPlaces: await ranked(sql`
      select p.id, p.name, '' as cd, '' as place_name, sum(u.water_liters) as water, sum(u.electric_wh) as wh
      from usage_record u join place p on p.id = u.place_id
      where u.${day} group by p.id, p.name having sum(u.water_liters) > 0
      order by sum(u.water_liters) desc, p.id limit ${RANKED}`),
  };
}

describe('irrigationWell/bigScreen/today', () => {
  test("today's orders by the hour they started (China time), every hour present; the day's totals as the wells' 首页 has them", async () => {
    const before = await todayOf(s.admin);
    const midnight = cstMidnight(cstDate(s.server.clock.now()));
    const at = (ms: number) => new Date(midnight.getTime() + ms);
    await addWellRecord(s, midnight, 'FINISH', { water: 1_000, wh: 2_000, fen: 100 });
    await addWellRecord(s, at(HOUR_MS - 1000), 'FINISH', { water: 20, wh: 30, fen: 1 });
    await addWellRecord(s, at(HOUR_MS), 'RUNNING', { water: 300, wh: 40 });
    await addWellRecord(s, at(11 * HOUR_MS + 1_800_000), 'FINISH', { water: 4_000, wh: 5_000, fen: 500 });
    await addWellRecord(s, at(DAY_MS - 1000), 'FINISH', { water: 7, wh: 8, fen: 9 });
    // yesterday's last second, tomorrow's first, the fertigation line, another merchant: not counted
    await addWellRecord(s, at(-1), 'FINISH', { water: 9_000, wh: 9_000 });
    await addWellRecord(s, at(DAY_MS), 'FINISH', { water: 9_000, wh: 9_000 });
    await addWellRecord(s, midnight, 'FINISH', { water: 9_000, wh: 9_000, business: 'fertigation' });
    await addWellRecord(s, midnight, 'FINISH', { water: 9_000, wh: 9_000, merchantId: s.m2 });

    const now = await todayOf(s.admin);
    assert.equal(now.date, cstDate(s.server.clock.now()));
    assert.deepEqual(
      now.hours.map((h) => h.hour),
      Array.from({ length: 24 }, (_, h) => h),
    );
    const added = (hour: number) => ({
      orders: now.hours[hour]!.orders - before.hours[hour]!.orders,
      litres: Math.round((now.hours[hour]!.waterM3 - before.hours[hour]!.waterM3) * 1000),
    });
    assert.deepEqual([0, 1, 11, 23].map(added), [
      { orders: 2, litres: 1_020 },
      { orders: 1, litres: 300 },
      { orders: 1, litres: 4_000 },
      { orders: 1, litres: 7 },
    ]);
    for (const hour of [2, 10, 12, 22]) assert.deepEqual(added(hour), { orders: 0, litres: 0 }, `hour ${hour}`);
    assert.deepEqual({ hours: now.hours, topWells: now.topWells, topPlaces: now.topPlaces }, await expected(s.m1));
    // the day's figures are the 首页's, and the hours add up to them
    const summary = await ok<WellHomeSummary>(s.admin, home.summary);
    assert.deepEqual(
      { date: now.date, orders: now.orders, waterM3: now.waterM3, powerKwh: now.powerKwh, amount: now.amount, openFaults: now.openFaults },
      { ...summary.today, openFaults: summary.openFaults },
    );
    assert.equal(Math.round(now.hours.reduce((sum, h) => sum + h.waterM3, 0) * 1000), Math.round(now.waterM3 * 1000));
    assert.equal(
      now.hours.reduce((sum, h) => sum + h.orders, 0),
      now.orders,
    );
  });

  test("the wells and villages with most water today, 5 each, with their figures; another merchant's orders are not counted", async () => {
    const db = s.database.db;
    const lastWell = (merchantId: number) =>
      db
        .selectFrom('well')
        .select(['id', 'place_id'])
        .where('merchant_id', '=', merchantId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const [well, other] = [await lastWell(s.m1), await lastWell(s.m2)];
    const noon = s.server.clock.now();
    // a well in each of 6 villages draws water today, whatever the seed's hours before noon hold: both lists are full
    const wells = await db.selectFrom('well').select(['id', 'place_id']).where('merchant_id', '=', s.m1).orderBy('id').execute();
    const onePerPlace = wells.filter((w, i) => wells.findIndex((x) => x.place_id === w.place_id) === i).slice(0, RANKED + 1);
    assert.equal(onePerPlace.length, RANKED + 1, 'the demo has villages enough');
    for (const w of onePerPlace) await addWellRecord(s, noon, 'FINISH', { wellId: w.id, water: 1_000, wh: 10 });
    // more water than any well of the seed: first of its merchant's wells
    await addWellRecord(s, noon, 'RUNNING', { wellId: well.id, water: 50_000_000, wh: 1_234_567 });
    // still more for the other merchant: in its list, never in the first's
    await addWellRecord(s, noon, 'FINISH', { wellId: other.id, merchantId: s.m2, water: 90_000_000, wh: 10 });
    const first = await todayOf(s.admin);
    assert.equal(first.topWells.length, RANKED);
    assert.equal(first.topPlaces.length, RANKED);
    assert.equal(first.topWells[0]!.id, well.id);
    assert.ok(first.topWells[0]!.waterM3 >= 50_000);
    assert.equal(first.topPlaces[0]!.id, well.place_id);
    assert.ok(!first.topWells.some((w) => w.id === other.id), "the other merchant's well is not listed");
    assert.ok(!first.topPlaces.some((p) => p.id === other.place_id), "the other merchant's village is not listed");
    assert.deepEqual({ hours: first.hours, topWells: first.topWells, topPlaces: first.topPlaces }, await expected(s.m1));
    for (const list of [first.topWells, first.topPlaces])
      assert.deepEqual(
        list.map((r) => r.waterM3),
        list.map((r) => r.waterM3).sort((a, b) => b - a),
        'most water first',
      );
    const second = await todayOf(s.other);
    assert.equal(second.topWells[0]!.id, other.id);
    assert.ok(second.topWells[0]!.waterM3 >= 90_000);
    assert.deepEqual({ hours: second.hours, topWells: second.topWells, topPlaces: second.topPlaces }, await expected(s.m2));
    assert.ok(second.waterM3 >= 90_000 && first.waterM3 < second.waterM3 + 50_000, "each merchant's total its own");
  });

  test('needs 查看大屏 (1007 without it, even with the 首页); a field or a 100 KB one is HTTP 400; nothing is written', async () => {
    const screen = await userWith(s, '13900000097', ['bigScreen:home:view']);
    const homeOnly = await userWith(s, '13900000098', [wellPermissions.home.view]);
    await unchanged(s, async () => {
      assert.deepEqual(await todayOf(screen), await todayOf(s.admin), 'the same merchant, the same figures');
      assert.equal((await homeOnly.call(bigScreen.today, {})).body.errorCode, 1007);
      await invalid(s.admin, bigScreen.today, { merchantId: s.m2 });
      await invalid(s.admin, bigScreen.today, { date: '2026-01-01', note: 'x'.repeat(100_000) });
    });
  });
});
