import { sql, type RawBuilder } from 'kysely';
import type { ReportFilters } from '../money/report-filters';

/**
 * The wells a history report counts, as the derived table `w`: the merchant's, narrowed to a
 * village or a well, with their village's name (`place_name`). Every history report starts from
 * these, so no row of another merchant's well is ever read.
 */
export function reportWells(merchantId: number, f: ReportFilters): RawBuilder<unknown> {
  const where = sql.join(
    [
      sql`w.merchant_id = ${merchantId}`,
      ...(f.placeId === undefined ? [] : [sql`w.place_id = ${f.placeId}`]),
      ...(f.wellId === undefined ? [] : [sql`w.id = ${f.wellId}`]),
    ],
    sql` and `,
  );
  return sql`(select w.id, w.cd, w.name, w.place_id, p.name as place_name, w.permit_liters, w.permit_no, w.has_flow_meter,
      w.water_per_kwh_milli, w.is_online, w.reported_at
    from well w join place p on p.id = w.place_id where ${where}) w`;
}

/** A figure of the rollups (bigint, numeric: text on node-postgres) as a number, null kept. */
export const numberOrNull = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

/** A value with at most `decimals` decimals, null kept. */
export const rounded = (v: number | null, decimals: number): number | null => {
  if (v === null) return null;
  const scale = 10 ** decimals;
  return Math.round(v * scale) / scale;
};
