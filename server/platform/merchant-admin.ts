import type { Kysely } from 'kysely';
import type { ServiceLine } from '../../src/api/contract/service-lines';
import type { Database } from '../db/schema';
import { nextUserCode } from '../routes/system/user-guards';

/** A merchant's user with one role. */
export async function addMerchantUser(
  db: Kysely<Database>,
  merchantId: number,
  account: { mobile: string; name: string; code: string },
  passwordHash: string,
  roleId: number,
): Promise<number> {
  const { id } = await db
    .insertInto('merchant_user')
    .values({
      merchant_id: merchantId,
      code: account.code,
      mobile: account.mobile,
      name: account.name,
      password_hash: passwordHash,
      enabled: true,
      user_type: 'merchant',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ user_id: id, role_id: roleId }).execute();
  return id;
}

export interface NewMerchant {
  /** Its id taken beforehand (the platform names the operation log's merchant first); else the next. */
  id?: number;
  name: string;
  footerName: string;
  contactMobile: string;
  lines: readonly ServiceLine[];
  admin: { mobile: string; name: string; passwordHash: string };
}

/**
 * A merchant as the platform opens it (and the demo seed its third one): the merchant, its business
 * lines, its administrator role (`*:*:*`: every menu and button of its lines) and its first
 * administrator, whose code is the next free one. Run it in a transaction: it writes five tables.
 */
export async function createMerchant(db: Kysely<Database>, merchant: NewMerchant): Promise<{ merchantId: number; adminId: number }> {
  const { id: merchantId } = await db
    .insertInto('merchant')
    .values({ id: merchant.id, name: merchant.name, footer_name: merchant.footerName, contact_mobile: merchant.contactMobile })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('merchant_service_line')
    .values(merchant.lines.map((line) => ({ merchant_id: merchantId, line })))
    .execute();
  const role = await db
    .insertInto('role')
    .values({ merchant_id: merchantId, name: '管理员', remark: '拥有全部权限', grants_all: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = await nextUserCode(db);
  const { mobile, name, passwordHash } = merchant.admin;
  const adminId = await addMerchantUser(db, merchantId, { mobile, name, code }, passwordHash, role.id);
  return { merchantId, adminId };
}
