import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../auth/password';
import { SCHEMA_LOCK_KEY } from '../migrate';
import type { Database } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from './accounts';
import { seedAlarmRules } from './alarm-rules';
import { seedBusiness, type BusinessPlan } from './business';
import { seedFertigation } from './fertigation';
import { seedFertigationMerchant } from './fertigation-merchant';
import { seedHistory } from './history';
import { seedInspection } from './inspection';
import { createPrng } from './prng';
import { seedServiceOrders } from './service-orders';
import { seedMoney, seedMoneyExtras } from './money';
import { seedPermits } from './permits';
import { seedWells } from './wells';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export { FERTIGATION_MERCHANT_SIZES } from './fertigation-merchant';

const MARKER = 'demo-v1';

/** What the demo seed creates for the first merchant, so tests and docs can rely on it. */
export const DEMO_SIZES = {
  places: 8,
  wells: 50,
  fertigationMachines: 10,
  valves: 40,
  wellRecords: 2600,
  fertigationRecords: 400,
  faults: 60,
  notices: 12,
  unreadNotices: 4,
} as const;

export const OTHER_MERCHANT_SIZES = {
  places: 2,
  wells: 5,
  fertigationMachines: 1,
  valves: 2,
  wellRecords: 150,
  fertigationRecords: 30,
  faults: 5,
  notices: 3,
  unreadNotices: 1,
} as const;

function plan(
  merchantId: number,
  readerIds: number[],
  codePrefix: string,
  places: BusinessPlan['places'],
  s: typeof DEMO_SIZES | typeof OTHER_MERCHANT_SIZES,
): BusinessPlan {
  return {
    merchantId,
    readerIds,
    places,
    codePrefix,
    days: 120,
    wells: s.wells,
    fertigationMachines: s.fertigationMachines,
    valvesPerMachine: s.valves / s.fertigationMachines,
    wellRecords: s.wellRecords,
    fertigationRecords: s.fertigationRecords,
    faults: s.faults,
    notices: s.notices,
    unreadNotices: s.unreadNotices,
  };
}

export interface SeedOptions {
  /** scrypt's cost of the demo accounts' passwords (auth/password.ts); the test suites' templates lower it. */
  passwordLogN?: number;
}

/**
 * Seeds the demo merchants once: a marker row makes it a no-op afterwards (but for the money's
 * later step, under its own marker), and the schema lock keeps two processes starting together
 * from both seeding. Returns whether it seeded now.
 */
export async function seedDemo(db: Kysely<Database>, now: Date = new Date(), opts: SeedOptions = {}): Promise<boolean> {
  const seeded = async (q: Kysely<Database>) =>
    (await q.selectFrom('seed_marker').select('name').where('name', '=', MARKER).executeTakeFirst()) !== undefined;
  // seeded before: the money's later step may still be due (a database seeded before it)
  if (await seeded(db)) return laterSteps(db, now, false, opts);
  // Hashing is slow (scrypt); do it before holding the lock, all three at once.
  const hash = () => hashPassword(DEMO_PASSWORD, opts.passwordLogN);
  const hashes = await Promise.all([hash(), hash(), hash()]);
  return db
    .transaction()
    .execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
      if (await seeded(trx)) return false;
      const rng = createPrng(20260101);
      const {
        merchantIds: [m1, m2],
        userIds,
      } = await seedAccounts(trx, hashes);
      const machines1 = await seedBusiness(
        trx,
        rng,
        plan(
          m1,
          [userIds.admin, userIds.operator],
          'A',
          [
            ['130109', '王家庄村'],
            ['130110', '李家屯村'],
            ['130111', '张庄村'],
            ['130121', '刘家洼村'],
            ['130123', '陈家营村'],
            ['130407', '杨树屯村'],
            ['130408', '赵家寨村'],
            ['130123', '北辛庄村'],
          ],
          DEMO_SIZES,
        ),
        now,
      );
      const machines2 = await seedBusiness(
        trx,
        rng,
        plan(
          m2,
          [userIds.otherAdmin],
          'B',
          [
            ['370826', '微山湖村'],
            ['370827', '鱼台镇'],
          ],
          OTHER_MERCHANT_SIZES,
        ),
        now,
      );
      // Its own generator: the data above stays as it was before the fertigation module.
      const fertigationRng = createPrng(20260301);
      await seedFertigation(trx, fertigationRng, m1, 'A', machines1, now);
      await seedFertigation(trx, fertigationRng, m2, 'B', machines2, now);
      await seedWells(trx, m1, now);
      await seedWells(trx, m2, now);
      await trx.insertInto('seed_marker').values({ name: MARKER }).execute();
      return true;
    })
    .then(async (seeded) => (await laterSteps(db, now, true, opts)) || seeded);
}

/**
 * What was added to the demo after demo-v1, each step under its own marker. A database seeded
 * before gets the money's extras and the third merchant at its next start, not the money itself
 * (its orders may have been billed meanwhile). Returns whether any step seeded now.
 */
async function laterSteps(db: Kysely<Database>, now: Date, freshDemo: boolean, opts: SeedOptions): Promise<boolean> {
  const money = freshDemo ? await seedMoneyOnce(db, now) : await seedMoneyExtrasOnce(db, now);
  const lines = await once(db, FERTIGATION_MERCHANT_MARKER, (trx) => seedFertigationMerchant(trx, now, opts.passwordLogN));
  const inspection = await once(db, INSPECTION_MARKER, (trx) =>
    seedInspection(trx, [DEMO_ACCOUNTS.operator.mobile, DEMO_ACCOUNTS.otherAdmin.mobile], now),
  );
  const alarms = await once(db, ALARM_RULES_MARKER, async (trx) => seedAlarmRules(trx, await merchants(trx), now));
  const history = await once(db, HISTORY_MARKER, (trx) => seedHistory(trx, now));
  const permits = await once(db, PERMITS_MARKER, (trx) => seedPermits(trx, now));
  return money || lines || inspection || alarms || history || permits;
}

/** The wells' water abstraction permits (seed/permits.ts), added with migration 029. */
const PERMITS_MARKER = 'well-permits-v1';

/** The wells' hourly and daily rollups (seed/history.ts), added with migration 026. */
const HISTORY_MARKER = 'history-v1';

/** The alarm rules of the two demo merchants (seed/alarm-rules.ts), added with migration 021. */
const ALARM_RULES_MARKER = 'alarm-rules-v1';

/** 巡检 of the two demo merchants (seed/inspection.ts), added with migration 020. */
const INSPECTION_MARKER = 'inspection-v1';

/** The third merchant, fertigation only (seed/fertigation-merchant.ts), added with the business lines (migration 016). */
const FERTIGATION_MERCHANT_MARKER = 'service-lines-v1';

const MONEY_MARKER = 'money-v1';
/**
 * Recharge refunds and free recharges (seedMoneyExtras), added on top of money-v1: their own marker,
 * so a database seeded with money-v1 alone gets them at its next start (money-v1 is not seeded again).
 */
const MONEY_EXTRAS_MARKER = 'money-v2';

/** What the money seed creates: farmers (one card each) per merchant; of the first merchant's recharges, the share refunded, and its free recharges. */
export const MONEY_SIZES = { farmers: 40, otherFarmers: 6, refundedRechargeShare: 0.04, freeRecharges: 5 } as const;

/** Runs `seed` once per database: under the schema lock, then marked `marker`. Returns whether it seeded now. */
async function once(db: Kysely<Database>, marker: string, seed: (trx: Kysely<Database>) => Promise<boolean>): Promise<boolean> {
  const seeded = async (q: Kysely<Database>) =>
    (await q.selectFrom('seed_marker').select('name').where('name', '=', marker).executeTakeFirst()) !== undefined;
  if (await seeded(db)) return false;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    if (await seeded(trx)) return false;
    if (!(await seed(trx))) return false;
    await trx.insertInto('seed_marker').values({ name: marker }).execute();
    return true;
  });
}

/**
 * The two demo merchants, by their administrators (not the first ids: a merchant the platform
 * opened before the demo's seed, server/platform/, is not the demo's); none until both exist.
 */
async function merchants(q: Kysely<Database>): Promise<number[]> {
  const admins = [DEMO_ACCOUNTS.admin.mobile, DEMO_ACCOUNTS.otherAdmin.mobile];
  const rows = await q
    .selectFrom('merchant_user')
    .select(['merchant_id', 'mobile'])
    .where('user_type', '=', 'merchant')
    .where('mobile', 'in', admins)
    .execute();
  const ids = admins.map((mobile) => rows.find((r) => r.mobile === mobile)?.merchant_id);
  return ids.every((id) => id !== undefined) ? ids : [];
}

/**
 * The money of the two demo merchants (server/db/seed/money.ts), once, right after the demo's seed
 * (an already seeded database does not get it: its orders may have been billed meanwhile); then its
 * recharge refunds and free recharges. Returns whether it seeded now.
 */
async function seedMoneyOnce(db: Kysely<Database>, now: Date): Promise<boolean> {
  const money = await once(db, MONEY_MARKER, async (trx) => {
    const [m1, m2] = await merchants(trx);
    if (m1 === undefined || m2 === undefined) return false;
    const rng = createPrng(20261125);
    await seedMoney(
      trx,
      rng,
      {
        merchantId: m1,
        farmers: MONEY_SIZES.farmers,
        tiers: [
          [120, 1500],
          [null, 2000],
        ],
      },
      now,
    );
    await seedMoney(trx, rng, { merchantId: m2, farmers: MONEY_SIZES.otherFarmers, tiers: [[null, 1500]] }, now);
    return true;
  });
  const extras = await seedMoneyExtrasOnce(db, now);
  return (await seedSettlementSettingsOnce(db, now)) || extras || money;
}

const SETTLEMENT_MARKER = 'settlements-v1';
const DAY_MS = 86_400_000;

/**
 * The demo merchants' settlement settings, once: the first settles daily (T+1) into a bound bank
 * account since two weeks ago, the second weekly with no account bound yet (its settlements wait,
 * paused), with their service charges (我的服务). The settlement job makes their periods from there
 * when the server runs, taking the platform's shares out of them.
 */
async function seedSettlementSettingsOnce(db: Kysely<Database>, now: Date): Promise<boolean> {
  return once(db, SETTLEMENT_MARKER, async (trx) => {
    const [m1, m2] = await merchants(trx);
    if (m1 === undefined || m2 === undefined) return false;
    await trx
      .insertInto('settlement_setting')
      .values([
        {
          merchant_id: m1,
          way: 'daily',
          pay_means: 'bank',
          account_binding: 'both',
          bind_transfer_type: 'both',
          account_name: '示范村供水合作社',
          account_no: '6222020200012345678',
          effective_from: new Date(now.getTime() - 14 * DAY_MS),
          updated_at: now,
        },
        {
          merchant_id: m2,
          way: 'weekly',
          pay_means: 'alipay',
          account_binding: 'none',
          bind_transfer_type: 'alipay',
          effective_from: new Date(now.getTime() - 35 * DAY_MS),
          updated_at: now,
        },
      ])
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
    await seedServiceOrders(trx, m1, now, new Date(now.getTime() - 14 * DAY_MS));
    await seedServiceOrders(trx, m2, now, new Date(now.getTime() - 35 * DAY_MS));
    return true;
  });
}

/**
 * The first merchant's recharge refunds and free recharges (seedMoneyExtras), once, on a database
 * holding the money of money-v1: also one seeded before them, at its next start. Returns whether it
 * seeded now.
 */
async function seedMoneyExtrasOnce(db: Kysely<Database>, now: Date): Promise<boolean> {
  return once(db, MONEY_EXTRAS_MARKER, async (trx) => {
    const [m1] = await merchants(trx);
    if (m1 === undefined || !(await trx.selectFrom('seed_marker').select('name').where('name', '=', MONEY_MARKER).executeTakeFirst()))
      return false;
    // its own generator: the money of money-v1 stays as it was before
    await seedMoneyExtras(
      trx,
      createPrng(20261126),
      {
        merchantId: m1,
        refundShare: MONEY_SIZES.refundedRechargeShare,
        freeRecharges: MONEY_SIZES.freeRecharges,
      },
      now,
    );
    return true;
  });
}
