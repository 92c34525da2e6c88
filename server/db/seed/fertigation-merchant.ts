import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password';
import { nextUserCode } from '../../routes/system/user-guards';
import type { Database } from '../schema';
import { addUser, DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
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
  const { id: merchantId } = await db
    .insertInto('merchant')
    .values({
      name: '绿源水肥种植合作社',
      footer_name: '绿源水肥一体化平台',
      contact_mobile: '400-800-2028',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('merchant_service_line').values({ merchant_id: merchantId, line: 'fertigation' }).execute();
  const role = await db
    .insertInto('role')
    .values({ merchant_id: merchantId, name: '管理员', remark: '拥有全部权限', grants_all: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = await nextUserCode(db);
  const adminId = await addUser(db, merchantId, { ...account, code }, await hashPassword(DEMO_PASSWORD, passwordLogN), role.id);

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
