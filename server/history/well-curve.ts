import { sql, type Kysely } from 'kysely';
import type { CallResponse } from '../../src/api/contract/define-call';
import type { curve, CurveRange } from '../../src/api/contract/well/history';
import type { Database } from '../db/schema';
import { WELL_PARAM_DEFAULTS as P } from '../db/well-param-defaults';
import { formatDateTime, startOfDay } from '../http/format';
import { HISTORY_GAP_S } from './batch-history';

type Curve = CallResponse<typeof curve>;
type Series = (number | null)[];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Each range's points: reports over a day, hours over a week or a month, China days over a year. */
const SPANS: Record<CurveRange, { step: Curve['step']; count: number }> = {
  day: { step: 'report', count: 24 },
  week: { step: 'hour', count: 7 * 24 },
  month: { step: 'hour', count: 30 * 24 },
  year: { step: 'day', count: 365 },
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

interface Columns {
  t: number[];
  level: Series;
  levelLow: Series;
  levelHigh: Series;
  current: Series;
  currentHigh: Series;
  flow: Series;
}

const emptyColumns = (): Columns => ({ t: [], level: [], levelLow: [], levelHigh: [], current: [], currentHigh: [], flow: [] });

/** Appends a point at `t` (ms); a series not given is null there. */
function push(c: Columns, t: number, values: Partial<Record<Exclude<keyof Columns, 't'>, number | null>>): void {
  c.t.push(Math.round(t / 1000));
  c.level.push(values.level ?? null);
  c.levelLow.push(values.levelLow ?? null);
  c.levelHigh.push(values.levelHigh ?? null);
  c.current.push(values.current ?? null);
  c.currentHigh.push(values.currentHigh ?? null);
  c.flow.push(values.flow ?? null);
}

/** The reports after `from` up to `to` (included), a point each; a silence longer than the history's gap is a point of nulls. */
async function reportColumns(db: Kysely<Database>, wellId: number, from: Date, to: Date): Promise<Columns> {
  // `at` as epoch milliseconds, a number to parse instead of a timestamp made into a Date (8,640
  // of them a day). date_part's float8 (not extract's numeric, slower to compute) rounded: exact
  // for the whole milliseconds the status batch writes. All these columns are in the covering
  // index (migration 032): a vacuumed partition answers from the index alone
  const rows = await db
    .selectFrom('well_reading')
    .select([sql<number>`round(date_part('epoch', at) * 1000)`.as('at_ms'), 'level_cm', 'current_deciamps', 'meter_liters'])
    .where('well_id', '=', wellId)
    .where('at', '>', from)
    .where('at', '<=', to)
    .orderBy('at')
    .execute();
  const c = emptyColumns();
  let previous: { at: number; liters: number } | null = null;
  for (const r of rows) {
    const at = r.at_ms;
    const liters = Number(r.meter_liters);
    const seconds = previous ? (at - previous.at) / 1000 : Infinity;
    if (previous && seconds > HISTORY_GAP_S) push(c, previous.at + 1000, {});
    const level = r.level_cm / 100;
    const current = r.current_deciamps / 10;
    const flow =
      previous && seconds <= HISTORY_GAP_S && seconds > 0 && liters >= previous.liters
        ? round((liters - previous.liters) / 1000 / (seconds / 3600), 3)
        : null;
    push(c, at, { level, levelLow: level, levelHigh: level, current, currentHigh: current, flow });
    previous = { at, liters };
  }
  return c;
}

interface RollupRow {
  t: number | string;
  reports: number;
  level_min_cm: number;
  level_max_cm: number;
  level_sum_cm: number | string;
  current_max_deciamps: number;
  current_sum_deciamps: number | string;
  water_liters: number | string;
}

/** Hours or China days, every one of the span a point: null where the well sent nothing. */
async function rollupColumns(
  db: Kysely<Database>,
  wellId: number,
  step: 'hour' | 'day',
  starts: number[],
  stepMs: number,
): Promise<Columns> {
  const from = new Date(starts[0]!);
  const to = new Date(starts[starts.length - 1]! + stepMs);
  const figures = sql`reports, level_min_cm, level_max_cm, level_sum_cm, current_max_deciamps, current_sum_deciamps, water_liters`;
  const { rows } =
    step === 'hour'
      ? await sql<RollupRow>`select extract(epoch from hour) * 1000 as t, ${figures} from well_hour
          where well_id = ${wellId} and hour >= ${from} and hour < ${to}`.execute(db)
      : await sql<RollupRow>`select to_char(day, 'YYYY-MM-DD') as t, ${figures} from well_day
          where well_id = ${wellId} and day >= ${formatDateTime(from).slice(0, 10)}::date and day < ${formatDateTime(to).slice(0, 10)}::date`.execute(
          db,
        );
  const byStart = new Map(rows.map((r) => [step === 'hour' ? Number(r.t) : Date.parse(`${String(r.t)}T00:00:00+08:00`), r]));
  const hours = stepMs / HOUR_MS;
  const c = emptyColumns();
  for (const start of starts) {
    const r = byStart.get(start);
    if (!r || r.reports === 0) {
      push(c, start, {});
      continue;
    }
    push(c, start, {
      level: round(Number(r.level_sum_cm) / r.reports / 100, 2),
      levelLow: r.level_min_cm / 100,
      levelHigh: r.level_max_cm / 100,
      current: round(Number(r.current_sum_deciamps) / r.reports / 10, 1),
      currentHigh: r.current_max_deciamps / 10,
      flow: round(Number(r.water_liters) / 1000 / hours, 3),
    });
  }
  return c;
}

/**
 * The curve of the merchant's well over `range` ending at `end` (server/docs/history.md), or null
 * when the well is not the merchant's.
 */
export async function wellCurve(
  db: Kysely<Database>,
  merchantId: number,
  wellId: number,
  range: CurveRange,
  end: Date,
): Promise<Curve | null> {
  const well = await db
    .selectFrom('well')
    .leftJoin('well_param', 'well_param.equip_id', 'well.id')
    .select(['well.id', 'well_param.water_level_min_cm', 'well_param.water_level_max_cm'])
    .where('well.id', '=', wellId)
    .where('well.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!well) return null;
  const { step, count } = SPANS[range];
  let from: Date;
  let to: Date;
  let columns: Columns;
  if (step === 'report') {
    to = end;
    from = new Date(end.getTime() - count * HOUR_MS);
    columns = await reportColumns(db, wellId, from, to);
  } else {
    const stepMs = step === 'hour' ? HOUR_MS : DAY_MS;
    const last = step === 'hour' ? Math.floor(end.getTime() / HOUR_MS) * HOUR_MS : startOfDay(end).getTime();
    const starts = Array.from({ length: count }, (_, i) => last - (count - 1 - i) * stepMs);
    from = new Date(starts[0]!);
    to = new Date(last + stepMs);
    columns = await rollupColumns(db, wellId, step, starts, stepMs);
  }
  return {
    step,
    from: formatDateTime(from),
    to: formatDateTime(to),
    levelMin: (well.water_level_min_cm ?? P.water_level_min_cm) / 100,
    levelMax: (well.water_level_max_cm ?? P.water_level_max_cm) / 100,
    ...columns,
  };
}
