import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const DAY_MS = 86_400_000;

/**
 * 我的服务 of a demo merchant: a controller bought out, a yearly renewal waiting to be paid, monthly
 * rent of a fertigation machine (last month paid, this month waiting, one online try refused), and
 * the platform's shares taken from settlements (a fixed weekly share and a revenue share) since
 * `since`, which the settlement job deducts.
 */
export async function seedServiceOrders(db: Kysely<Database>, merchantId: number, now: Date, since: Date): Promise<void> {
  const well = await db.selectFrom('well').select(['cd', 'name']).where('merchant_id', '=', merchantId).orderBy('id').executeTakeFirst();
  const machine = await db
    .selectFrom('fertigation_equip')
    .select(['cd', 'name'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .executeTakeFirst();
  const wellName = well ? `${well.name}(${well.cd})` : '机井控制器';
  const machineName = machine ? `${machine.name}(${machine.cd})` : '水肥一体机';
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let n = 0;
  const order = (o: {
    business: 'well' | 'fertigation';
    equip: string;
    mode: string;
    fen: number;
    from: Date;
    days: number;
    payMethod?: string;
    status: string;
    code?: string;
  }) => {
    n += 1;
    return {
      merchant_id: merchantId,
      order_no: `FW${merchantId}${String(n).padStart(4, '0')}`,
      business: o.business,
      equip_name: o.equip,
      mode: o.mode,
      amount_fen: o.fen,
      period_start: o.from,
      period_end: new Date(o.from.getTime() + o.days * DAY_MS),
      pay_method: o.payMethod ?? null,
      status: o.status,
      provider_code: o.code ?? '',
      paid_at: o.status === 'paid' ? o.from : null,
      created_at: o.from,
    };
  };
  const weekly = [];
  for (let from = since; from.getTime() < now.getTime(); from = new Date(from.getTime() + 7 * DAY_MS)) {
    weekly.push(order({ business: 'well', equip: wellName, mode: 'renewFixed', fen: 2_000, from, days: 7, status: 'waitpay' }));
  }
  await db
    .insertInto('service_order')
    .values([
      order({
        business: 'well',
        equip: wellName,
        mode: 'buyout',
        fen: 298_000,
        from: ago(400),
        days: 36_500,
        payMethod: 'offPay',
        status: 'paid',
      }),
      order({ business: 'well', equip: wellName, mode: 'renew', fen: 36_500, from: ago(20), days: 365, status: 'waitpay' }),
      order({
        business: 'fertigation',
        equip: machineName,
        mode: 'renewRent',
        fen: 12_000,
        from: ago(45),
        days: 30,
        payMethod: 'wxpay',
        status: 'paid',
      }),
      order({
        business: 'fertigation',
        equip: machineName,
        mode: 'renewRent',
        fen: 12_000,
        from: ago(15),
        days: 30,
        payMethod: 'alipay',
        status: 'faied',
        code: 'E10001',
      }),
      order({ business: 'well', equip: wellName, mode: 'renewDivide', fen: 8_800, from: ago(6), days: 1, status: 'waitpay' }),
      ...weekly,
    ])
    .execute();
}
