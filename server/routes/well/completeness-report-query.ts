import { sql } from 'kysely';
import { COMPLETENESS_POOR, type CompletenessRow, type CompletenessTotals } from '../../../src/api/contract/well/history-report';
import type { DeviceTransport } from '../../db/schema';
import type { Db } from '../../db/connect';
import { toCount } from '../../db/count';
import { formatDateTime } from '../../http/format';
import type { PageWindow } from '../../http/paging';
import type { ReportFilters } from '../money/report-filters';
import { reportWells, rounded } from './history-report-wells';
import type { ReportMonth } from './report-month';

/**
 * 数据完整性 (server/docs/history.md, "Reports"): each device of the merchant's wells over a month,
 * from its registration and up to now: the reports it sent (the month rollup's; of a device
 * registered within the month, its days' from the registration day on) against those its
 * transport should have sent, and the hours its well was offline (well_presence). Worst first.
 */

/**
 * How often a device is expected to report, seconds: the MQTT module's status every 10 s
 * (devices.md); a DTU's terminal (SZY206, SL 651) reports on its own period, "every few minutes
 * to an hour" (field-gateway.md), so at least hourly is expected of it.
 */
export const REPORT_INTERVAL_S: Readonly<Record<DeviceTransport, number>> = { mqtt: 10, szy206: 3600, sl651: 3600 };

interface PageRow {
  key: number | null;
  code: string | null;
  label: string | null;
  note: string | null;
  transport: DeviceTransport | null;
  s0: Date | null;
  s1: Date | null;
  expected: string | number | null;
  reports: string | number | null;
  counted: string | number | null;
  offline_s: string | number | null;
  reported_at: Date | null;
  is_online: boolean | null;
  total: string | number;
  poor: string | number;
  t_expected: string | number | null;
  t_reports: string | number | null;
  t_counted: string | number | null;
  t_offline_s: string | number | null;
}

const interval = sql.raw(
  `case d.transport ${Object.entries(REPORT_INTERVAL_S)
    .map(([transport, seconds]) => `when '${transport}' then ${seconds}`)
    .join(' ')} end`,
);

/**
 * The statement of `completenessPage`. A well's presence over the span: the state its last change
 * before the span left (none: the opposite of its first change after; none either: as it is now)
 * up to its first change within the span, then each change up to the next (or the span's end);
 * the offline seconds are those of the stretches that were offline.
 */
export function completenessQuery(
  merchantId: number,
  month: ReportMonth,
  now: Date,
  f: ReportFilters,
  window: Pick<PageWindow, 'size' | 'offset'>,
) {
  return sql<PageRow>`
    with d as (
      select w.id, w.cd, w.name, w.place_name, dv.transport, w.is_online, w.reported_at,
        greatest(${month.start}::timestamptz, dv.created_at) as s0, least(${month.end}::timestamptz, ${now}::timestamptz) as s1
      from ${reportWells(merchantId, f)} join device dv on dv.well_id = w.id
    ), g as materialized (
      select d.id as key, d.cd as code, d.name as label, d.place_name as note, d.transport, d.s0, d.s1, d.reported_at, d.is_online,
        e.expected, r.reports, least(r.reports, e.expected) as counted, off.offline_s, least(r.reports, e.expected)::numeric / e.expected as ratio
      from d
      cross join lateral (select greatest(floor(extract(epoch from (d.s1 - d.s0)) / ${interval}), 1)::bigint as expected) e
      left join well_month m on m.well_id = d.id and m.month = ${month.key}::date
      -- a device registered within the month: the reports of its days from the registration's on (a well's history may
      -- be older than its device: a demo's, seeded); offset 0 keeps it one subquery, read once for the three uses below
      cross join lateral (
        select coalesce(case when d.s0 > ${month.start}::timestamptz then (select sum(wd.reports) from well_day wd
          where wd.well_id = d.id and wd.day >= ((d.s0 + interval '8 hours') at time zone 'UTC')::date and wd.day < ${month.endKey}::date)
          else m.reports end, 0) as reports
        offset 0
      ) r
      -- its changes within the span: the offline seconds after them, and the first (which ends the state the span began in)
      cross join lateral (
        select min(x.at) as first_at, coalesce(sum(extract(epoch from (x.till - x.at))) filter (where not x.online), 0) as changed_s
        from (select pr.at, pr.online, lead(pr.at, 1, d.s1) over (order by pr.at) as till
          from well_presence pr where pr.well_id = d.id and pr.at > d.s0 and pr.at < d.s1) x
      ) c
      -- the state the span began in: its last change before (none: the opposite of its first after; none either: as now)
      cross join lateral (
        select coalesce(
          (select pr.online from well_presence pr where pr.well_id = d.id and pr.at <= d.s0 order by pr.at desc limit 1),
          (select not pr.online from well_presence pr where pr.well_id = d.id and pr.at > d.s0 order by pr.at limit 1),
          d.is_online) as online
      ) b
      cross join lateral (
        select c.changed_s + case when b.online then 0 else extract(epoch from (coalesce(c.first_at, d.s1) - d.s0)) end as offline_s
      ) off
      where d.s1 > d.s0
    )
    select page.*, t.* from (select * from g order by ratio, offline_s desc, code, key limit ${window.size} offset ${window.offset}) page
    right join (select count(*) as total, count(*) filter (where ratio * 100 < ${COMPLETENESS_POOR}) as poor, sum(expected) as t_expected,
      sum(reports) as t_reports, sum(counted) as t_counted, sum(offline_s) as t_offline_s from g) t on true
    order by page.ratio, page.offline_s desc, page.code, page.key`;
}

const hours = (seconds: string | number | null) => rounded(Number(seconds ?? 0) / 3600, 1)!;
const percent = (counted: number, expected: number) => (expected === 0 ? 0 : rounded((counted / expected) * 100, 1)!);

/** A page of the devices, the least complete first, their number and the totals of all of them. */
export async function completenessPage(db: Db, merchantId: number, month: ReportMonth, now: Date, f: ReportFilters, window: PageWindow) {
  const { rows } = await completenessQuery(merchantId, month, now, f, window).execute(db);
  const head = rows[0]!;
  const records: CompletenessRow[] = rows
    .filter((r) => r.key !== null)
    .map((r) => {
      const expected = Number(r.expected);
      return {
        id: r.key!,
        code: r.code ?? '',
        label: r.label ?? '',
        note: r.note ?? '',
        transport: r.transport!,
        from: formatDateTime(r.s0!),
        to: formatDateTime(r.s1!),
        expected,
        reports: Number(r.reports),
        completeness: percent(Number(r.counted), expected),
        offlineHours: hours(r.offline_s),
        lastReport: r.reported_at ? formatDateTime(r.reported_at) : null,
        online: r.is_online ?? false,
      };
    });
  const expected = Number(head.t_expected ?? 0);
  const totals: CompletenessTotals = {
    devices: toCount(head.total),
    poor: toCount(head.poor),
    expected,
    reports: Number(head.t_reports ?? 0),
    completeness: percent(Number(head.t_counted ?? 0), expected),
    offlineHours: hours(head.t_offline_s),
  };
  return { records, total: totals.devices, totals };
}
