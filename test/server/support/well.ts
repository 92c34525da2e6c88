import { hashPassword } from '../../../server/auth/password';
import type { ServerConfig } from '../../../server/config';
import type { TestClient } from './client';
import { startFertigationSuite, type FertigationSuite } from './fertigation';
import { nextCstNoon } from './home-expected';
import { PASSWORD, TEST_PASSWORD_LOG_N } from './test-server';

export type WellSuite = FertigationSuite;

/**
 * The three demo accounts on a fresh database, with the server's clock at the next 12:00 China
 * Standard Time (so "today" has room on both sides) and new sessions for that moment.
 */
export async function startWellSuite(overrides: Partial<ServerConfig> = {}): Promise<WellSuite> {
  const s = await startFertigationSuite(overrides);
  s.server.clock.advance(nextCstNoon(s.server.clock.now()).getTime() - s.server.clock.now().getTime());
  [s.admin, s.operator, s.other] = [
    await s.server.loginAs('13800000000'),
    await s.server.loginAs('13900000001'),
    await s.server.loginAs('13700000000'),
  ];
  return s;
}

/** A user of merchant 1 whose one role holds exactly these permission buttons, logged in. */
export async function userWith(s: WellSuite, mobile: string, permissions: readonly string[]): Promise<TestClient> {
  const db = s.database.db;
  const role = await db
    .insertInto('role')
    .values({ merchant_id: s.m1, name: `角色${mobile}`, remark: '', grants_all: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = permissions.length === 0 ? [] : await db.selectFrom('menu').select('id').where('permission', 'in', permissions).execute();
  if (menus.length)
    await db
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
  const user = await db
    .insertInto('merchant_user')
    .values({
      merchant_id: s.m1,
      code: `U${mobile}`,
      mobile,
      name: '受限用户',
      password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_LOG_N),
      enabled: true,
      user_type: 'merchant',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
  return s.server.loginAs(mobile);
}

let orderSeq = 0;

/** A well order inserted directly (as the devices' side would), by default a finished one of merchant 1's first well. */
export async function addWellRecord(
  s: WellSuite,
  at: Date,
  status: string,
  extra: {
    wellId?: number;
    water?: number;
    wh?: number;
    fen?: number;
    merchantId?: number;
    business?: 'well' | 'fertigation';
  } = {},
): Promise<number> {
  const db = s.database.db;
  const merchantId = extra.merchantId ?? s.m1;
  const well =
    extra.wellId === undefined
      ? await db.selectFrom('well').select(['id', 'place_id']).where('merchant_id', '=', merchantId).orderBy('id').executeTakeFirstOrThrow()
      : await db.selectFrom('well').select(['id', 'place_id']).where('id', '=', extra.wellId).executeTakeFirstOrThrow();
  orderSeq += 1;
  const business = extra.business ?? 'well';
  const machine =
    business === 'fertigation'
      ? await db.selectFrom('fertigation_equip').select('id').where('merchant_id', '=', merchantId).executeTakeFirstOrThrow()
      : undefined;
  const { id } = await db
    .insertInto('usage_record')
    .values({
      merchant_id: merchantId,
      business,
      well_id: machine ? null : well.id,
      equip_id: machine?.id ?? null,
      place_id: well.place_id,
      area_id: null,
      template_id: null,
      order_no: `WTEST${process.pid}${String(orderSeq).padStart(4, '0')}`,
      order_type: 'EVEN_THOUGH',
      status,
      user_name: '机井测试',
      user_mobile: '13000000000',
      start_at: at,
      end_at: status === 'FINISH' ? new Date(at.getTime() + 3_600_000) : null,
      water_liters: extra.water ?? 0,
      electric_wh: extra.wh ?? 0,
      amount_fen: extra.fen ?? 0,
      pay_mode: 'wxpay',
      created_at: at,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
