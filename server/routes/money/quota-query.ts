import { sql } from 'kysely';
import type { QuotaRow } from '../../../src/api/contract/money/report';
import type { Db } from '../../db/connect';
import { toCount } from '../../db/count';
import type { PageWindow } from '../../http/paging';

/**
 * The quota report (超定额累进加价 as the pricing applies it, server/money/pricing.ts): each
 * farmer's water of the year (farmer_water_year, kept as orders are priced) against the annual quota
 * of the farmer's village now, split at the merchant's tier ceilings (quota × upToPercent / 100).
 * Water beyond the last ceiling counts in the last tier, as the pricing charges it.
 */

export interface Tier {
  up_to_percent: number | null;
  multiplier_permille: number;
}

const times = (permille: number) => `${permille / 1000}倍`;

/** A tier's column header: 超定额第1档(≤150%, 1.5倍); the last one open above. */
export function tierLabel(tier: Tier, index: number, count: number): string {
  const ceiling = index === count - 1 || tier.up_to_percent === null ? '以上' : `≤${tier.up_to_percent}%`;
  return `超定额第${index + 1}档(${ceiling}, ${times(tier.multiplier_permille)})`;
}

export async function tiersOf(db: Db, merchantId: number): Promise<Tier[]> {
  return db
    .selectFrom('price_tier')
    .select(['up_to_percent', 'multiplier_permille'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();
}

/** The tiers' water as SQL over `used` and `quota` (litres): between the ceiling before and the tier's own. */
function tierBands(tiers: readonly Tier[]) {
  const ceiling = (i: number) => (i < 0 ? sql`quota` : sql`(quota * ${tiers[i]!.up_to_percent}::int / 100)`);
  return tiers.map((t, i) =>
    i === tiers.length - 1 || t.up_to_percent === null
      ? sql`case when quota > 0 then greatest(used - ${ceiling(i - 1)}, 0) else 0 end`
      : sql`case when quota > 0 then greatest(least(used, ${ceiling(i)}) - ${ceiling(i - 1)}, 0) else 0 end`,
  );
}

interface Row {
  id: number | null;
  name: string | null;
  mobile: string | null;
  place_name: string | null;
  quota: string | number | null;
  used: string | number | null;
  farmers: string | number;
  over_farmers: string | number | null;
  t_quota: string | number | null;
  t_used: string | number | null;
  t_within: string | number | null;
  t_over: string | number | null;
  [tier: `band${number}` | `t_band${number}`]: string | number | null;
}

const m3 = (liters: string | number | null | undefined) => Number(liters ?? 0) / 1000;

/** The tiers that count: the last open tier takes everything above, so none after it. */
export function countedTiers(tiers: readonly Tier[]): readonly Tier[] {
  const open = tiers.findIndex((t) => t.up_to_percent === null);
  return open === -1 ? tiers : tiers.slice(0, open + 1);
}

/** The statement of `quotaPage` (the bench explains it). */
export function quotaQuery(
  merchantId: number,
  year: number,
  placeId: number | undefined,
  used: readonly Tier[],
  window: Pick<PageWindow, 'size' | 'offset'>,
) {
  const bands = tierBands(used);
  const bandColumns = bands.length ? sql.join(bands.map((b, i) => sql`${b} as ${sql.ref(`band${i}`)}`)) : sql`0 as band_none`;
  const bandTotals = bands.map((_, i) => sql`, sum(${sql.ref(`band${i}`)}) as ${sql.ref(`t_band${i}`)}`);
  return sql<Row>`
    with f as (
      select fa.id, fa.name, fa.mobile, p.name as place_name, p.quota_liters as quota, coalesce(y.liters, 0) as used
      from farmer fa join place p on p.id = fa.place_id
      left join farmer_water_year y on y.farmer_id = fa.id and y.year = ${year}
      where fa.merchant_id = ${merchantId} ${placeId === undefined ? sql`` : sql`and fa.place_id = ${placeId}`}
    ), g as (
      select f.*, case when quota > 0 then least(used, quota) else used end as within_quota,
        case when quota > 0 then greatest(used - quota, 0) else 0 end as over_quota, ${bandColumns}
      from f
    )
    select page.*, t.* from (select * from g order by used desc, id limit ${window.size} offset ${window.offset}) page
    right join (select count(*) as farmers, count(*) filter (where over_quota > 0) as over_farmers, sum(quota) as t_quota, sum(used) as t_used,
      sum(within_quota) as t_within, sum(over_quota) as t_over ${sql.join(bandTotals, sql``)} from g) t on true
    order by page.used desc, page.id`;
}

/** A page of the farmers, most water first, with the sums of all of them (one statement). */
export async function quotaPage(
  db: Db,
  merchantId: number,
  year: number,
  placeId: number | undefined,
  tiers: readonly Tier[],
  window: PageWindow,
) {
  const used = countedTiers(tiers);
  const { rows } = await quotaQuery(merchantId, year, placeId, used, window).execute(db);
  const head = rows[0]!;
  const records: QuotaRow[] = rows
    .filter((r) => r.id !== null)
    .map((r) => {
      const quota = Number(r.quota ?? 0);
      const usedLiters = Number(r.used ?? 0);
      return {
        id: r.id!,
        name: r.name ?? '',
        mobile: r.mobile ?? '',
        placeName: r.place_name ?? '',
        quota: m3(quota),
        used: m3(usedLiters),
        within: m3(quota > 0 ? Math.min(usedLiters, quota) : usedLiters),
        over: m3(quota > 0 ? Math.max(usedLiters - quota, 0) : 0),
        tiers: used.map((_, i) => m3(r[`band${i}`])),
        remaining: m3(quota > 0 ? Math.max(quota - usedLiters, 0) : 0),
      };
    });
  return {
    records,
    total: toCount(head.farmers),
    tiers: used,
    totals: {
      quota: m3(head.t_quota),
      used: m3(head.t_used),
      within: m3(head.t_within),
      over: m3(head.t_over),
      tiers: used.map((_, i) => m3(head[`t_band${i}`])),
      farmers: toCount(head.farmers),
      overFarmers: toCount(head.over_farmers),
    },
  };
}
