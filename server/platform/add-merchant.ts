import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { nameActor } from '../audit/audited';
import { hashPassword } from '../auth/password';
import { uniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { HttpError } from '../http/business-error';
import { initialPassword } from './initial-password';
import { createMerchant } from './merchant-admin';
import type { AddMerchantInput } from './merchant-input';
import { merchantById, type MerchantSummary } from './merchant-list';
import { platformActor, PLATFORM_OPERATIONS, type PlatformOrigin } from './platform-actor';
import { platformMessages as msg } from './platform-messages';

/** Serialises the platform's adds: two adds of one name cannot both pass the name check. */
const PLATFORM_ADD_LOCK = 7_270_034;

/** The unique index of accounts: a concurrent add or user save of the same mobile. */
const MOBILE_INDEX = 'merchant_user_user_type_mobile_key';

export interface AddedMerchant {
  merchant: MerchantSummary;
  /** The first administrator and the password it logs in with: shown once, kept nowhere but as its hash. */
  admin: { mobile: string; name: string; password: string };
}

const conflict = (message: string) => new HttpError(409, ErrorCode.FAILED, message);

/**
 * Opens a merchant (server/docs/platform.md): the merchant with its lines, its settlement setting
 * (the way and the fee; the account is the merchant's to bind in 支付结算), its administrator role
 * and first administrator with a new password. One transaction: a refusal writes nothing.
 */
export async function addMerchant(
  db: Kysely<Database>,
  input: AddMerchantInput,
  origin: PlatformOrigin & { passwordLogN: number },
): Promise<AddedMerchant> {
  const password = initialPassword(input.admin.mobile);
  // scrypt is slow: hashed before the transaction takes its locks
  const passwordHash = await hashPassword(password, origin.passwordLogN);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${PLATFORM_ADD_LOCK})`.execute(trx);
      if (await trx.selectFrom('merchant').select('id').where('name', '=', input.name).executeTakeFirst()) throw conflict(msg.nameTaken);
      // any user, of any user type: the mobile is the account and where its password is recovered
      if (await trx.selectFrom('merchant_user').select('id').where('mobile', '=', input.admin.mobile).executeTakeFirst())
        throw conflict(msg.mobileTaken);
      // the merchant's id first, so that its operation log holds the whole opening
      const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('merchant', 'id'))::int as id`.execute(trx);
      const id = rows[0]!.id;
      await nameActor(trx, platformActor(id, PLATFORM_OPERATIONS.add, origin));
      await createMerchant(trx, {
        id,
        name: input.name,
        footerName: input.name,
        contactMobile: '',
        lines: input.lines,
        admin: { mobile: input.admin.mobile, name: input.admin.name, passwordHash },
      });
      await trx
        .insertInto('settlement_setting')
        .values({
          merchant_id: id,
          way: input.settlement.way,
          pay_means: 'bank',
          account_binding: 'none',
          bind_transfer_type: 'both',
          fee_permille: input.settlement.feePermille,
          effective_from: origin.now,
          updated_at: origin.now,
        })
        .execute();
      return { merchant: (await merchantById(trx, id))!, admin: { mobile: input.admin.mobile, name: input.admin.name, password } };
    });
  } catch (error) {
    if (uniqueViolation(error) === MOBILE_INDEX) throw conflict(msg.mobileTaken);
    throw error;
  }
}
