import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { wellDeviceLinkCalls } from '../../../src/api/contract';
import type { DeviceLink } from '../../../src/api/contract/well/device-link';
import type { TestClient } from './client';
import { ok } from './fertigation';

/** A well's device set to a transport through the console's call (saveDeviceLink's input without the id). */
export const linkWell = (admin: TestClient, wellId: number, link: Record<string, unknown>) =>
  ok<DeviceLink>(admin, wellDeviceLinkCalls.saveDeviceLink, { id: wellId, ...link });

/** A new registration string for a well registering by string, as the console shows it once. */
export const makeRegistration = async (admin: TestClient, wellId: number) =>
  (await ok<{ registration: string }>(admin, wellDeviceLinkCalls.newRegistration, { id: wellId })).registration;

/** `n` idle, normal wells of a merchant without a device, by id. */
export async function freeWells(db: Kysely<Database>, merchantId: number, n: number): Promise<number[]> {
  const rows = await db
    .selectFrom('well')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'normal')
    .where('running', '=', 'leisure')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('device').select('id').whereRef('device.well_id', '=', 'well.id'))))
    .orderBy('id')
    .limit(n)
    .execute();
  if (rows.length < n) throw new Error(`merchant ${merchantId} has ${rows.length} free wells, ${n} wanted`);
  return rows.map((r) => r.id);
}
