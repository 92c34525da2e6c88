import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '../../src/api/contract/error-codes';
import type { ServiceLine } from '../../src/api/contract/service-lines';
import { nameActor } from '../audit/audited';
import type { Database } from '../db/schema';
import { forgetMerchantDevices } from '../devices/device-channel';
import { HttpError } from '../http/business-error';
import { merchantById, type MerchantSummary } from './merchant-list';
import { platformActor, PLATFORM_OPERATIONS, type PlatformOrigin } from './platform-actor';
import { platformMessages as msg } from './platform-messages';

/**
 * The merchant's row locked for the rest of the transaction (its users' and roles' writes take the
 * same lock: routes/system/user-guards.ts), with the platform named as the actor; 404 if none.
 */
export async function lockedMerchant(trx: Transaction<Database>, id: number, path: string, origin: PlatformOrigin) {
  const row = await trx.selectFrom('merchant').select(['id', 'suspended_at']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new HttpError(404, ErrorCode.FAILED, msg.merchantNotFound);
  await nameActor(trx, platformActor(id, path, origin));
  return row;
}

const conflict = (message: string) => new HttpError(409, ErrorCode.FAILED, message);

/**
 * Suspends a merchant (server/docs/platform.md): from the commit its users' next calls answer 10001
 * 商户已停用 (auth/caller-query.ts reads the state with the session), their logins are refused, and
 * its devices are forgotten by every process (their connections close; a new one is refused).
 */
export async function suspendMerchant(db: Kysely<Database>, id: number, origin: PlatformOrigin): Promise<MerchantSummary> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedMerchant(trx, id, PLATFORM_OPERATIONS.suspend, origin);
    if (row.suspended_at !== null) throw conflict(msg.alreadySuspended);
    await trx.updateTable('merchant').set({ suspended_at: origin.now }).where('id', '=', id).execute();
    await forgetMerchantDevices(trx, id);
    return (await merchantById(trx, id))!;
  });
}

/**
 * Resumes a suspended merchant: its users log in again and its devices connect again. The sessions
 * that were open at the suspension stay ended: they are deleted here.
 */
export async function resumeMerchant(db: Kysely<Database>, id: number, origin: PlatformOrigin): Promise<MerchantSummary> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedMerchant(trx, id, PLATFORM_OPERATIONS.resume, origin);
    if (row.suspended_at === null) throw conflict(msg.notSuspended);
    await trx.updateTable('merchant').set({ suspended_at: null }).where('id', '=', id).execute();
    await trx
      .deleteFrom('session')
      .where('user_id', 'in', (eb) => eb.selectFrom('merchant_user').select('id').where('merchant_id', '=', id))
      .execute();
    return (await merchantById(trx, id))!;
  });
}

/**
 * Sets the merchant's business lines: a line taken leaves its menus and calls at its users' next
 * call, a line given brings them (server/docs/system.md, Business lines). The same lines write nothing.
 */
export async function setMerchantLines(
  db: Kysely<Database>,
  id: number,
  lines: readonly ServiceLine[],
  origin: PlatformOrigin,
): Promise<MerchantSummary> {
  return db.transaction().execute(async (trx) => {
    await lockedMerchant(trx, id, PLATFORM_OPERATIONS.lines, origin);
    const current = (await trx.selectFrom('merchant_service_line').select('line').where('merchant_id', '=', id).execute()).map(
      (r) => r.line,
    );
    const gone = current.filter((line) => !lines.includes(line));
    const added = lines.filter((line) => !current.includes(line));
    if (gone.length) await trx.deleteFrom('merchant_service_line').where('merchant_id', '=', id).where('line', 'in', gone).execute();
    if (added.length)
      await trx
        .insertInto('merchant_service_line')
        .values(added.map((line) => ({ merchant_id: id, line })))
        .execute();
    return (await merchantById(trx, id))!;
  });
}
