import type { Kysely } from 'kysely';
import { PERSONALIZED_NAME } from '../../../src/api/contract/param';
import { SERVICE_LINES } from '../../../src/api/contract/service-lines';
import { addMerchantUser } from '../../platform/merchant-admin';
import type { Database } from '../schema';
import { ensureMenuCatalogue } from './menu-catalogue';
import { OPERATOR_EXCLUDED_GROUPS, OPERATOR_EXCLUDED_PERMISSIONS } from './menus';

export const DEMO_PASSWORD = 'Irr@2026';

/** The demo accounts of the brief. */
export const DEMO_ACCOUNTS = {
  admin: { mobile: '13800000000', name: '演示管理员', code: 'U0001' },
  operator: { mobile: '13900000001', name: '演示操作员', code: 'U0002' },
  otherAdmin: { mobile: '13700000000', name: '二号商户管理员', code: 'U0003' },
  /** Of the third merchant, which runs fertigation only (seed/fertigation-merchant.ts; its code is the next free one). */
  fertigationAdmin: { mobile: '13600000000', name: '三号商户管理员' },
} as const;

export interface SeededAccounts {
  merchantIds: [number, number];
  userIds: { admin: number; operator: number; otherAdmin: number };
}

/** Merchants, menus, roles, users and the second merchant's personalised names. */
export async function seedAccounts(db: Kysely<Database>, hashes: [string, string, string]): Promise<SeededAccounts> {
  const menus = await ensureMenuCatalogue(db);
  const m1 = await db
    .insertInto('merchant')
    .values({
      name: '阳光农业灌溉示范区',
      footer_name: '农业灌溉数字化管理平台',
      contact_mobile: '400-800-2026',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const m2 = await db
    .insertInto('merchant')
    .values({
      name: '丰源水利合作社',
      footer_name: '丰源智慧灌溉平台',
      contact_mobile: '400-800-2027',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // both run both business lines (migration 016 gave them to the merchants existing then)
  await db
    .insertInto('merchant_service_line')
    .values([m1.id, m2.id].flatMap((merchant_id) => SERVICE_LINES.map((line) => ({ merchant_id, line }))))
    .execute();

  const role = (merchantId: number, name: string, remark: string, grantsAll: boolean) =>
    db
      .insertInto('role')
      .values({ merchant_id: merchantId, name, remark, grants_all: grantsAll })
      .returning('id')
      .executeTakeFirstOrThrow();
  const adminRole = await role(m1.id, '超级管理员', '拥有全部权限', true);
  const operatorRole = await role(m1.id, '运维人员', '日常运维，无系统管理与退款权限', false);
  const otherRole = await role(m2.id, '管理员', '拥有全部权限', true);
  const operatorMenus = menus.filter(
    (m) => !OPERATOR_EXCLUDED_GROUPS.includes(m.group) && !OPERATOR_EXCLUDED_PERMISSIONS.includes(m.permission),
  );
  await db
    .insertInto('role_menu')
    .values(operatorMenus.map((m) => ({ role_id: operatorRole.id, menu_id: m.id })))
    .execute();

  const [adminHash, operatorHash, otherHash] = hashes;
  const admin = await addMerchantUser(db, m1.id, DEMO_ACCOUNTS.admin, adminHash, adminRole.id);
  const operator = await addMerchantUser(db, m1.id, DEMO_ACCOUNTS.operator, operatorHash, operatorRole.id);
  const otherAdmin = await addMerchantUser(db, m2.id, DEMO_ACCOUNTS.otherAdmin, otherHash, otherRole.id);

  await db
    .insertInto('merchant_param')
    .values({
      merchant_id: m2.id,
      param_cd: PERSONALIZED_NAME,
      param_value: JSON.stringify({ equipment: '水井', equipmentName: '水井编号', equipmentAdmin: '管井员', place: '乡镇' }),
    })
    .execute();
  return { merchantIds: [m1.id, m2.id], userIds: { admin, operator, otherAdmin } };
}
