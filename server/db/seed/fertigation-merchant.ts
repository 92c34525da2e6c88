import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password';
import { createMerchant } from '../../platform/merchant-admin';
import type { Database } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { seedBusiness } from './business';
import { seedFertigation } from './fertigation';
import { createPrng } from './prng';

/** What the third demo merchant has: fertigation only, a small business (no wells, no money). */
export const FERTIGATION_MERCHANT_SIZES = {
  places: 2,
  fertigationMachines: 3,
  valves: 6,
  fertigationRecords: 40,
  faults: 4,
  notices: 2,
  unreadNotices: 1,
} as const;

/**
 * The third demo merchant, which runs the fertigation line only (migration 016): its administrator
 * (`*:*:*`, but no well menu nor call), places, machines, areas, valves, types, templates, records,
 * faults and notices. Returns false, seeding nothing, when its administrator's mobile is taken.
 */
export async function seedFertigationMerchant(db: Kysely<Database>, now: Date, passwordLogN?: number): Promise<boolean> {
  const account = DEMO_ACCOUNTS.fertigationAdmin;
  const taken = await db
    .selectFrom('merchant_user')
    .select('id')
    .where('user_type', '=', 'merchant')
    .where('mobile', '=', account.mobile)
    .executeTakeFirst();
  if (taken) return false;
  // a merchant as the platform opens one (server/platform/), then its demo business
  const { merchantId, adminId } = await createMerchant(db, {
    name: '绿源水肥种植合作社',
    footerName: '绿源水肥一体化平台',
    contactMobile: '400-800-2028',
    lines: ['fertigation'],
    admin: { mobile: account.mobile, name: account.name, passwordHash: await hashPassword(DEMO_PASSWORD, passwordLogN) },
  });

  const s = FERTIGATION_MERCHANT_SIZES;
  const rng = createPrng(20261127);
  const machines = await seedBusiness(
    db,
    rng,
    {
      merchantId,
      readerIds: [adminId],
      codePrefix: 'C',
      days: 60,
      places: [
        ['320583', '花桥镇'],
        ['320585', '沙溪镇'],
      ],
      wells: 0,
      wellRecords: 0,
      fertigationMachines: s.fertigationMachines,
      valvesPerMachine: s.valves / s.fertigationMachines,
      fertigationRecords: s.fertigationRecords,
      faults: s.faults,
      notices: s.notices,
      unreadNotices: s.unreadNotices,
    },
    now,
  );
  await seedFertigation(db, rng, merchantId, 'C', machines, now);
  return true;
}
