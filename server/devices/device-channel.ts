import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** A device's credentials changed: every process forgets what it kept of them (and drops its connection). */
export const DEVICE_CHANNEL = 'irr_device';

/**
 * Every device of the merchant, forgotten by every process once `db`'s transaction commits: their
 * connections close and their next login reads the device again (a suspension, server/docs/platform.md).
 */
export async function forgetMerchantDevices(db: Db, merchantId: number): Promise<number> {
  const { rows } = await sql<{ username: string }>`select d.username, pg_notify(${DEVICE_CHANNEL}, d.username)
    from device d where d.merchant_id = ${merchantId} order by d.id`.execute(db);
  return rows.length;
}
