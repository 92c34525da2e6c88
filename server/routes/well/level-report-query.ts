import { sql } from 'kysely';
import type { LevelRow, ReportGroup } from '../../../src/api/contract/well/history-report';
import type { Db } from '../../db/connect';
import { toCount } from '../../db/count';
import type { PageWindow } from '../../http/paging';
import type { ReportFilters } from '../money/report-filters';
import { numberOrNull, reportWells, rounded } from './history-report-wells';

/**
 * 地下水位月报 (server/docs/history.md, "Reports"): each well's month rollup (well_month) of the
 * month and of the same month a year before, one row each per well; a village's row the means of
 * its wells' (those that reported). Levels are cm below ground in the rollups, metres here.
 */

interface Figures {
  wells: string | number | null;
  reports: string | number | null;
  first_cm: string | number | null;
  last_cm: string | number | null;
  min_cm: string | number | null;
  max_cm: string | number | null;
  mean_cm: string | number | null;
  ly_cm: string | number | null;
}
type PageRow = Figures & { key: number | null; code: string | null; label: string | null; note: string | null; total: string | number } & {
  [K in keyof Figures as `t_${K}`]: Figures[K];
};

/** How a group (a village, or every well) sums its wells' figures. */
const groupFigures = (prefix = '') => {
  const as = (name: keyof Figures) => sql.ref(`${prefix}${name}`);
  return sql`count(reports) as ${as('wells')}, coalesce(sum(reports), 0) as ${as('reports')},
    avg(first_cm) as ${as('first_cm')}, avg(last_cm) as ${as('last_cm')}, min(min_cm) as ${as('min_cm')}, max(max_cm) as ${as('max_cm')},
    avg(mean_cm) as ${as('mean_cm')}, avg(ly_cm) as ${as('ly_cm')}`;
};

/** The statement of `levelPage`: a page of the rows and, on each, the count of rows and the totals of every well. */
export function levelQuery(
  merchantId: number,
  month: string,
  lastYear: string,
  groupBy: ReportGroup,
  f: ReportFilters,
  window: Pick<PageWindow, 'size' | 'offset'>,
) {
  const groups =
    groupBy === 'well'
      ? sql`select id as key, cd as code, name as label, place_name as note, case when reports is null then 0 else 1 end as wells,
          coalesce(reports, 0) as reports, first_cm, last_cm, min_cm, max_cm, mean_cm, ly_cm from wm`
      : sql`select place_id as key, '' as code, place_name as label, '' as note, ${groupFigures()} from wm group by place_id, place_name`;
  // wells by code (the wells list's order), villages in the order they were made
  const order = (t: string) => (groupBy === 'well' ? sql`${sql.ref(`${t}.code`)}, ${sql.ref(`${t}.key`)}` : sql.ref(`${t}.key`));
  return sql<PageRow>`
    with wm as materialized (
      select w.id, w.cd, w.name, w.place_id, w.place_name, m.reports, m.level_first_cm as first_cm, m.level_last_cm as last_cm,
        m.level_min_cm as min_cm, m.level_max_cm as max_cm, m.level_sum_cm::numeric / m.reports as mean_cm,
        ly.level_sum_cm::numeric / ly.reports as ly_cm
      from ${reportWells(merchantId, f)}
      left join well_month m on m.well_id = w.id and m.month = ${month}::date and m.reports > 0
      left join well_month ly on ly.well_id = w.id and ly.month = ${lastYear}::date and ly.reports > 0
    ), g as materialized (${groups})
    select page.*, t.* from (select * from g order by ${order('g')} limit ${window.size} offset ${window.offset}) page
    right join (select (select count(*) from g) as total, ${groupFigures('t_')} from wm) t on true
    order by ${order('page')}`;
}

/** cm (a mean: any fraction) to metres with 2 decimals, rounded on the cm (half up) so that no binary fraction tips it. */
const metres = (cm: string | number | null) => {
  const v = numberOrNull(cm);
  return v === null ? null : Math.round(v) / 100;
};

/** A row's figures in metres; the change from the rounded means, so that it is their difference as shown. */
function levelFigures(f: Figures): Omit<LevelRow, 'id' | 'code' | 'label' | 'note'> {
  const mean = metres(f.mean_cm);
  const lastYearMean = metres(f.ly_cm);
  return {
    wells: toCount(f.wells),
    reports: toCount(f.reports),
    first: metres(f.first_cm),
    last: metres(f.last_cm),
    min: metres(f.min_cm),
    max: metres(f.max_cm),
    mean,
    lastYearMean,
    change: mean === null || lastYearMean === null ? null : rounded(mean - lastYearMean, 2),
  };
}

/** The label of the level report's totals row: every well filtered. */
export const LEVEL_TOTALS_LABEL = '全部';

/** A page of the level report's rows (wells by code, villages by id) with their number and the totals of every well. */
export async function levelPage(
  db: Db,
  merchantId: number,
  month: string,
  lastYear: string,
  groupBy: ReportGroup,
  f: ReportFilters,
  window: PageWindow,
) {
  const { rows } = await levelQuery(merchantId, month, lastYear, groupBy, f, window).execute(db);
  const head = rows[0]!;
  const records: LevelRow[] = rows
    .filter((r) => r.key !== null)
    .map((r) => ({ id: String(r.key), code: r.code ?? '', label: r.label ?? '', note: r.note ?? '', ...levelFigures(r) }));
  const totals: LevelRow = {
    id: 'totals',
    code: '',
    label: LEVEL_TOTALS_LABEL,
    note: '',
    ...levelFigures({
      wells: head.t_wells,
      reports: head.t_reports,
      first_cm: head.t_first_cm,
      last_cm: head.t_last_cm,
      min_cm: head.t_min_cm,
      max_cm: head.t_max_cm,
      mean_cm: head.t_mean_cm,
      ly_cm: head.t_ly_cm,
    }),
  };
  return { records, total: toCount(head.total), totals };
}
