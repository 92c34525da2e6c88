import { sql, type RawBuilder } from 'kysely';
import type { ReportFigures, ReportRow } from '../../../src/api/contract/money/report';
import type { Db } from '../../db/connect';
import { toCount } from '../../db/count';
import { fenToYuan } from '../../http/format';
import type { PageWindow } from '../../http/paging';
import type { ReportFilters } from './report-filters';
import { bucketsOf, type ReportRange } from './report-range';

/**
 * The report queries over the rollups of migration 018 (server/docs/reports.md): each sums at most
 * the range's days or months times the merchant's wells (or months times farmers), never bills.
 */

/** The rollups' figure columns, summed. */
const FIGURES = ['water_liters', 'electric_wh', 'revenue_fen', 'orders', 'over_quota_liters', 'refund_fen', 'refunds'] as const;
type FigureSums = Record<(typeof FIGURES)[number], string | number | null>;
const sums = sql.raw(FIGURES.map((f) => `sum(${f}) as ${f}`).join(', '));
const columns = sql.raw(FIGURES.join(', '));

const ZERO: FigureSums = Object.fromEntries(FIGURES.map((f) => [f, 0])) as FigureSums;

/** Sums as the contract's figures: m³ and kWh with 3 decimals, yuan with 2. */
export function figuresOf(s: FigureSums): ReportFigures {
  const n = (v: string | number | null) => Number(v ?? 0);
  const revenue = n(s.revenue_fen);
  const refund = n(s.refund_fen);
  return {
    water: n(s.water_liters) / 1000,
    power: n(s.electric_wh) / 1000,
    revenue: fenToYuan(revenue),
    refund: fenToYuan(refund),
    net: fenToYuan(revenue - refund),
    orders: n(s.orders),
    refunds: n(s.refunds),
    overQuota: n(s.over_quota_liters) / 1000,
  };
}

const addSums = (a: FigureSums, b: FigureSums): FigureSums =>
  Object.fromEntries(FIGURES.map((f) => [f, Number(a[f] ?? 0) + Number(b[f] ?? 0)])) as FigureSums;

function wellFilters(f: ReportFilters): RawBuilder<unknown> {
  return sql.join(
    [
      sql`true`,
      ...(f.placeId === undefined ? [] : [sql`place_id = ${f.placeId}`]),
      ...(f.wellId === undefined ? [] : [sql`well_id = ${f.wellId}`]),
    ],
    sql` and `,
  );
}

/**
 * The day rollup a query reads: by village (a few rows a day), or by well when a well is filtered
 * or grouped by.
 */
const dayRollup = (f: ReportFilters, byWell: boolean) =>
  byWell || f.wellId !== undefined
    ? sql`select place_id, well_id, ${columns} from report_well_day`
    : sql`select place_id, 0 as well_id, ${columns} from report_place_day`;

/**
 * day and month: every bucket of the range in order, zeros where nothing happened, and their sum.
 * The range of `month` is whole months (reportRange), read from the month rollup.
 */
export async function timeBuckets(db: Db, merchantId: number, dimension: 'day' | 'month', range: ReportRange, f: ReportFilters) {
  const rollup = dimension === 'month' ? 'report_well_month' : f.wellId === undefined ? 'report_place_day' : 'report_well_day';
  const key = dimension === 'day' ? 'day' : 'month';
  const { rows } = await sql<FigureSums & { key: string }>`
    select to_char(${sql.ref(key)}, 'YYYY-MM-DD') as key, ${sums} from ${sql.table(rollup)}
    where merchant_id = ${merchantId} and ${sql.ref(key)} between ${range.firstDay} and ${range.lastDay} and ${wellFilters(f)}
    group by 1`.execute(db);
  const found = new Map(rows.map((r) => [r.key, r]));
  let total = ZERO;
  const records: ReportRow[] = bucketsOf(range.firstDay, range.lastDay, dimension === 'month').map((day) => {
    const s = found.get(day) ?? ZERO;
    total = addSums(total, s);
    const id = dimension === 'day' ? day : day.slice(0, 7);
    return { id, label: id, note: '', ...figuresOf(s) };
  });
  return { records, totals: figuresOf(total) };
}

/** The rollups' rows of the range: whole months from the month rollup, the days around them from a day rollup. */
function wellRows(merchantId: number, range: ReportRange, f: ReportFilters, byWell: boolean): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (range.months) {
    parts.push(sql`select place_id, well_id, ${columns} from report_well_month
      where merchant_id = ${merchantId} and month between ${range.months.first} and ${range.months.last} and ${wellFilters(f)}`);
  }
  for (const edge of range.edges) {
    parts.push(
      sql`${dayRollup(f, byWell)} where merchant_id = ${merchantId} and day between ${edge.first} and ${edge.last} and ${wellFilters(f)}`,
    );
  }
  return sql.join(parts, sql` union all `);
}

interface Keyed {
  key: number;
  label: string | null;
  note: string | null;
}
type PageRow = FigureSums & Keyed & { total: string | number } & { [K in `t_${(typeof FIGURES)[number]}`]: string | number | null };

/** A ranking dimension's groups and how to name them. */
function grouped(merchantId: number, dimension: RankingDimension, range: ReportRange, f: ReportFilters) {
  switch (dimension) {
    case 'place':
      return {
        groups: sql`select place_id as key, ${sums} from (${wellRows(merchantId, range, f, false)}) x group by 1`,
        kept: sql`materialized`,
        names: sql`p.name as label, '' as note`,
        joins: sql`left join place p on p.id = page.key`,
      };
    case 'well':
      return {
        groups: sql`select well_id as key, ${sums} from (${wellRows(merchantId, range, f, true)}) x group by 1`,
        kept: sql`materialized`,
        names: sql`w.name as label, p.name as note`,
        joins: sql`left join well w on w.id = page.key left join place p on p.id = w.place_id`,
      };
    // one month (reportRange): the rollup has one row a farmer, nothing to group, read again rather than kept
    case 'farmer':
      return {
        groups: sql`select r.farmer_id as key, ${sql.raw(FIGURES.map((c) => `r.${c}`).join(', '))} from report_farmer_month r
        ${f.placeId === undefined ? sql`` : sql`join farmer fp on fp.id = r.farmer_id and fp.place_id = ${f.placeId}`}
        where r.merchant_id = ${merchantId} and r.month = ${range.firstDay}`,
        kept: sql`not materialized`,
        names: sql`fa.name as label, fa.mobile as note`,
        joins: sql`left join farmer fa on fa.id = page.key`,
      };
  }
}

/** Orders paid online at a well without a card have no farmer: their row's name. */
export const NO_FARMER_LABEL = '扫码用户(无卡)';

type RankingDimension = 'place' | 'well' | 'farmer';

/** The statement of `ranking` (the bench explains it). */
export function rankingQuery(
  merchantId: number,
  dimension: RankingDimension,
  range: ReportRange,
  f: ReportFilters,
  window: Pick<PageWindow, 'size' | 'offset'>,
) {
  const { groups, kept, names, joins } = grouped(merchantId, dimension, range, f);
  const totals = sql.raw(FIGURES.map((c) => `sum(${c}) as t_${c}`).join(', '));
  return sql<PageRow>`
    with g as ${kept} (${groups})
    select page.*, ${names}, t.* from (select * from g order by water_liters desc, key limit ${window.size} offset ${window.offset}) page
    ${joins}
    right join (select count(*) as total, ${totals} from g) t on true
    order by page.water_liters desc, page.key`;
}

/**
 * place, well and farmer: a page of the groups, most water first (then by id), with the number of
 * groups and the sums of all of them, in one statement (a page past the end still gets the sums).
 */
export async function ranking(
  db: Db,
  merchantId: number,
  dimension: RankingDimension,
  range: ReportRange,
  f: ReportFilters,
  window: PageWindow,
) {
  const { rows } = await rankingQuery(merchantId, dimension, range, f, window).execute(db);
  const head = rows[0]!;
  const records: ReportRow[] = rows
    .filter((r) => r.key !== null)
    .map((r) => ({
      id: String(r.key),
      label: r.label ?? (dimension === 'farmer' && r.key === 0 ? NO_FARMER_LABEL : `#${r.key}`),
      note: r.note ?? '',
      ...figuresOf(r),
    }));
  const t = Object.fromEntries(FIGURES.map((c) => [c, head[`t_${c}`]])) as FigureSums;
  return { records, total: toCount(head.total), totals: figuresOf(t) };
}
