import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../auth/password';
import { SCHEMA_LOCK_KEY } from '../migrate';
import type { Database } from '../schema';
import { DEMO_PASSWORD, seedAccounts } from './accounts';
import { seedBusiness, type BusinessPlan } from './business';
import { seedFertigation } from './fertigation';
import { createPrng } from './prng';
import { seedMoney } from './money';
import { seedWells } from './wells';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

const MARKER = 'demo-v1';

/** What the demo seed creates for the first merchant, so tests and docs can rely on it. */
export const DEMO_SIZES = {
  places: 8, wells: 50, fertigationMachines: 10, valves: 40, wellRecords: 2600, fertigationRecords: 400,
  faults: 60, notices: 12, unreadNotices: 4,
} as const;

export const OTHER_MERCHANT_SIZES = {
  places: 2, wells: 5, fertigationMachines: 1, valves: 2, wellRecords: 150, fertigationRecords: 30,
  faults: 5, notices: 3, unreadNotices: 1,
} as const;

function plan(merchantId: number, readerIds: number[], codePrefix: string, places: BusinessPlan['places'],
  s: typeof DEMO_SIZES | typeof OTHER_MERCHANT_SIZES): BusinessPlan {
  return {
    merchantId, readerIds, places, codePrefix, days: 120, wells: s.wells, fertigationMachines: s.fertigationMachines,
    valvesPerMachine: s.valves / s.fertigationMachines, wellRecords: s.wellRecords,
    fertigationRecords: s.fertigationRecords, faults: s.faults, notices: s.notices, unreadNotices: s.unreadNotices,
  };
}

/**
 * Seeds the demo merchants once: a marker row makes it a no-op afterwards, and the schema lock
 * keeps two processes starting together from both seeding. Returns whether it seeded now.
 */
export async function seedDemo(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const seeded = async (q: Kysely<Database>) =>
    (await q.selectFrom('seed_marker').select('name').where('name', '=', MARKER).executeTakeFirst()) !== undefined;
  if (await seeded(db)) return false;
  // Hashing is slow (scrypt); do it before holding the lock, all three at once.
  const hashes = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    if (await seeded(trx)) return false;
    const rng = createPrng(20260101);
    const { merchantIds: [m1, m2], userIds } = await seedAccounts(trx, hashes);
    const machines1 = await seedBusiness(trx, rng, plan(m1, [userIds.admin, userIds.operator], 'A', [
      ['130109', '王家庄村'], ['130110', '李家屯村'], ['130111', '张庄村'], ['130121', '刘家洼村'],
      ['130123', '陈家营村'], ['130407', '杨树屯村'], ['130408', '赵家寨村'], ['130123', '北辛庄村'],
    ], DEMO_SIZES), now);
    const machines2 = await seedBusiness(trx, rng, plan(m2, [userIds.otherAdmin], 'B', [
      ['370826', '微山湖村'], ['370827', '鱼台镇'],
    ], OTHER_MERCHANT_SIZES), now);
    // Its own generator: the data above stays as it was before the fertigation module.
    const fertigationRng = createPrng(20260301);
    await seedFertigation(trx, fertigationRng, m1, 'A', machines1, now);
    await seedFertigation(trx, fertigationRng, m2, 'B', machines2, now);
    await seedWells(trx, m1, now);
    await seedWells(trx, m2, now);
    await trx.insertInto('seed_marker').values({ name: MARKER }).execute();
    return true;
  }).then(async (seeded) => (await seedMoneyOnce(db, now)) || seeded);
}

const MONEY_MARKER = 'money-v1';

/** What the money seed creates: farmers (one card each) per merchant. */
export const MONEY_SIZES = { farmers: 40, otherFarmers: 6 } as const;

/**
 * The money of the two demo merchants (server/db/seed/money.ts), once, also for a database seeded
 * before the money module. Returns whether it seeded now.
 */
async function seedMoneyOnce(db: Kysely<Database>, now: Date): Promise<boolean> {
  const seeded = async (q: Kysely<Database>) =>
    (await q.selectFrom('seed_marker').select('name').where('name', '=', MONEY_MARKER).executeTakeFirst()) !== undefined;
  if (await seeded(db)) return false;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    if (await seeded(trx)) return false;
    const [m1, m2] = (await trx.selectFrom('merchant').select('id').orderBy('id').limit(2).execute()).map((m) => m.id);
    if (m1 === undefined || m2 === undefined) return false;
    const rng = createPrng(20261125);
    await seedMoney(trx, rng, { merchantId: m1, farmers: MONEY_SIZES.farmers, tiers: [[120, 1500], [null, 2000]] }, now);
    await seedMoney(trx, rng, { merchantId: m2, farmers: MONEY_SIZES.otherFarmers, tiers: [[null, 1500]] }, now);
    await trx.insertInto('seed_marker').values({ name: MONEY_MARKER }).execute();
    return true;
  });
}
