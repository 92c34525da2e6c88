import { sql } from 'kysely';
import type { ExtractionRow, ReportGroup } from '../../../src/api/contract/well/history-report';
import type { Db } from '../../db/connect';
import { toCount } from '../../db/count';
import type { PageWindow } from '../../http/paging';
import type { ReportFilters } from '../money/report-filters';
import { numberOrNull, reportWells, rounded } from './history-report-wells';

/**
 * 取水量统计 (server/docs/history.md, "Reports"): each well's water of a year's months from its
 * month rollups (at most 12 rows a well), in litres: the water meter's, or for a well without a
 * flow meter its power at its 以电折水 rate (m³ = kWh × water_per_kwh_milli / 1000, as the pricing
 * counts it; a month's litres rounded half up). A village sums its wells, their permits, and its farmers' annual quotas.
 */

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** A sum as the drivers give it: bigint and numeric are text on node-postgres. */
type Value = string | number | null | undefined;
/** Litres by month number ("1" to "12"), from json_object_agg (absent: no rollup that month). */
type ByMonth = Record<string, number> | null;
interface PageRow {
  key: number | null;
  code: string | null;
  label: string | null;
  note: string | null;
  permit_no: string | null;
  permit_l: Value;
  quota_l: Value;
  months: ByMonth;
  total_l: Value;
  total: Value;
  t_months: ByMonth;
  t_total_l: Value;
  t_permit_l: Value;
  t_quota_l: Value;
}

/**
 * The statement of `extractionPage`: the page's rows with their months, the number of rows, and the
 * totals of every well by month. Only the page's wells are summed by month (villages: the wells of
 * the page's villages); the totals are one sum per month over every well.
 */
export function extractionQuery(
  merchantId: number,
  year: number,
  groupBy: ReportGroup,
  f: ReportFilters,
  window: Pick<PageWindow, 'size' | 'offset'>,
) {
  const rows =
    groupBy === 'well'
      ? sql`select id as key, cd as code, name as label, place_name as note, permit_no, permit_l, null::bigint as quota_l from w`
      : sql`select w.place_id as key, '' as code, w.place_name as label, '' as note, '' as permit_no, sum(w.permit_l) as permit_l,
          max(q.quota_l) as quota_l
          from w left join quotas q on q.place_id = w.place_id group by w.place_id, w.place_name`;
  const rowOf = groupBy === 'well' ? sql`x.id` : sql`x.place_id`;
  const order = (t: string) => (groupBy === 'well' ? sql`${sql.ref(`${t}.code`)}, ${sql.ref(`${t}.key`)}` : sql.ref(`${t}.key`));
  return sql<PageRow>`
    with w as materialized (
      select id, cd, name, place_id, place_name, permit_liters as permit_l, permit_no, has_flow_meter, water_per_kwh_milli
      from ${reportWells(merchantId, f)}
    ), x as materialized (
      select w.id, w.place_id, extract(month from m.month)::int as mon,
        case when w.has_flow_meter then m.water_liters else (m.energy_wh * w.water_per_kwh_milli + 500) / 1000 end as liters
      from w join well_month m on m.well_id = w.id and m.month between ${`${year}-01-01`}::date and ${`${year}-12-01`}::date
    ), quotas as (
      -- a village's farmers (of this merchant) times its annual quota per farmer; none set: null
      select p.id as place_id,
        nullif(p.quota_liters, 0) * (select count(*) from farmer fa where fa.place_id = p.id and fa.merchant_id = ${merchantId}) as quota_l
      from place p where p.id in (select place_id from w)
    ), r as materialized (${rows}),
    page as (select * from r order by ${order('r')} limit ${window.size} offset ${window.offset}),
    page_months as materialized (
      select ${rowOf} as key, x.mon, sum(x.liters) as liters from x where ${rowOf} in (select key from page) group by 1, 2
    )
    select page.*, pm.months, pm.total_l, t.* from page
    left join lateral (select json_object_agg(mon, liters) as months, sum(liters) as total_l from page_months where key = page.key) pm on true
    right join (select (select count(*) from r) as total,
      (select json_object_agg(mon, liters) from (select mon, sum(liters) as liters from x group by mon) s) as t_months,
      (select sum(liters) from x) as t_total_l, (select sum(permit_l) from w) as t_permit_l,
      -- the villages counted, whole: not when a well is filtered
      ${f.wellId === undefined ? sql`(select sum(quota_l) from quotas)` : sql`null::bigint`} as t_quota_l) t on true
    order by ${order('page')}`;
}

const m3 = (liters: Value) => rounded(numberOrNull(liters) === null ? null : Number(liters) / 1000, 3);
const share = (part: number, whole: number | null) => (whole === null || whole === 0 ? null : rounded((part / whole) * 100, 1));

/** A row's figures: m³ by month (null for the months after `lastMonth`, not begun), the year's, and the shares. */
function extractionFigures(
  months: ByMonth,
  totalLiters: Value,
  permitLiters: Value,
  quotaLiters: Value,
  lastMonth: number,
): Omit<ExtractionRow, 'id' | 'code' | 'label' | 'note' | 'permitNo'> {
  const total = m3(totalLiters) ?? 0;
  const permit = m3(permitLiters);
  const quota = m3(quotaLiters);
  return {
    months: MONTHS.map((m) => (m > lastMonth ? null : (m3(months?.[String(m)]) ?? 0))),
    total,
    permit,
    permitShare: share(total, permit),
    quota,
    quotaShare: share(total, quota),
  };
}

/** The label of the extraction report's totals row. */
export const EXTRACTION_TOTALS_LABEL = '合计';

/**
 * A page of the extraction report's rows (wells by code, villages by id), their number and the
 * totals of every well; `lastMonth` the year's last month begun (12 for a year past, 0 for one to come).
 */
export async function extractionPage(
  db: Db,
  merchantId: number,
  year: number,
  lastMonth: number,
  groupBy: ReportGroup,
  f: ReportFilters,
  window: PageWindow,
) {
  const { rows } = await extractionQuery(merchantId, year, groupBy, f, window).execute(db);
  const head = rows[0]!;
  const records: ExtractionRow[] = rows
    .filter((r) => r.key !== null)
    .map((r) => ({
      id: String(r.key),
      code: r.code ?? '',
      label: r.label ?? '',
      note: r.note ?? '',
      permitNo: r.permit_no ?? '',
      ...extractionFigures(r.months, r.total_l, r.permit_l, r.quota_l, lastMonth),
    }));
  const totals: ExtractionRow = {
    id: 'totals',
    code: '',
    label: EXTRACTION_TOTALS_LABEL,
    note: '',
    permitNo: '',
    ...extractionFigures(head.t_months, head.t_total_l, head.t_permit_l, head.t_quota_l, lastMonth),
  };
  return { records, total: toCount(head.total), totals };
}
