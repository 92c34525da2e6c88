import { sql, type Kysely } from 'kysely';
import type { CallResponse } from '../../src/api/contract/define-call';
import type { curve, CurveRange } from '../../src/api/contract/well/history';
import type { Database } from '../db/schema';
import { WELL_PARAM_DEFAULTS as P } from '../db/well-param-defaults';
import { formatDateTime, startOfDay } from '../http/format';
import { HISTORY_GAP_S } from './batch-history';
import { hexInt32, hexInt64, PACKED_HEX, PACKED_READING, PACKED_WHOLE, POSTGRES_EPOCH_MS } from './packed-hours';

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

/** A stretch of time read from the readings: after (or from) `from`, before (or up to) `to`. */
interface Stretch {
  from: Date;
  fromIncluded: boolean;
  to: Date;
  toIncluded: boolean;
}

/**
 * The well's readings after `from` up to `to` (included), in time order, 24 bytes each (see
 * packed-hours.ts): the hours wholly inside the span that the history job has packed, as they are
 * kept in `well_hour`, and the rest (the span's first and last hours, an hour not packed) from
 * the readings, packed the same way by the statement. A day is 8,640 readings at a report every
 * 10 s; 24 packed hours are 24 rows (server/docs/history.md, "Packed hours"), and the readings
 * are read from the covering index (migration 032).
 */
async function packedReadings(db: Kysely<Database>, wellId: number, from: Date, to: Date): Promise<string[]> {
  const { rows: hours } = await sql<{ start: number; packed: string }>`select
      (extract(epoch from h.hour) * 1000)::float8 as start, encode(h.packed, 'hex') as packed from well_hour h
    where h.well_id = ${wellId} and h.hour > ${from} and h.hour <= ${new Date(to.getTime() - HOUR_MS)} and ${PACKED_WHOLE}
    order by h.hour`.execute(db);
  const pieces: { start: number; hex: string }[] = hours.map((h) => ({ start: h.start, hex: h.packed }));
  const stretches: Stretch[] = [];
  let cursor = { at: from, included: false };
  for (const { start } of hours) {
    if (start > cursor.at.getTime())
      stretches.push({ from: cursor.at, fromIncluded: cursor.included, to: new Date(start), toIncluded: false });
    cursor = { at: new Date(start + HOUR_MS), included: true };
  }
  stretches.push({ from: cursor.at, fromIncluded: cursor.included, to, toIncluded: true });
  // each stretch's readings in time order from its subquery: the aggregate reads them as they come
  const { rows } = await sql<{ i: number; packed: string | null }>`${sql.join(
    stretches.map(
      (
        r,
        i,
      ) => sql`select ${sql.lit(i)} as i, (select encode(string_agg(${PACKED_READING}, ''), 'hex') from (select at, level_cm, current_deciamps, meter_liters
        from well_reading where well_id = ${wellId} and at ${r.fromIncluded ? sql`>=` : sql`>`} ${r.from}
          and at ${r.toIncluded ? sql`<=` : sql`<`} ${r.to} order by at) s) as packed`,
    ),
    sql` union all `,
  )}`.execute(db);
  for (const r of rows) if (r.packed) pieces.push({ start: stretches[r.i]!.from.getTime(), hex: r.packed });
  pieces.sort((a, b) => a.start - b.start);
  return pieces.map((p) => p.hex);
}

/** A packed reading's time: whole milliseconds, as the status batch writes them. */
const readingAt = (hex: string, at: number) => POSTGRES_EPOCH_MS + hexInt64(hex, at) / 1000;

/**
 * The reports after `from` up to `to` (included), a point each (a report is its own low and
 * high); a silence longer than the history's gap is a point of nulls. Plain scalars and arrays
 * of their final length, filled in place: a point's objects and BigInts took 3.4 ms of a day's
 * 8,640 points; arrays grown by push allocated 1 MB a call, three times what they hold, and the
 * garbage collector's pauses were the day read's p99 (server/docs/history.md).
 */
async function reportColumns(db: Kysely<Database>, wellId: number, from: Date, to: Date): Promise<Columns> {
  const pieces = await packedReadings(db, wellId, from, to);
  const gapBefore = (previousAt: number, at: number) => at - previousAt > HISTORY_GAP_S * 1000 && previousAt > Number.NEGATIVE_INFINITY;
  // two passes (loops, not a visitor: a callback's numbers were boxed, 0.5 MB a call)
  let points = 0;
  let previousAt = Number.NEGATIVE_INFINITY;
  for (const hex of pieces)
    for (let offset = 0; offset < hex.length; offset += PACKED_HEX) {
      const at = readingAt(hex, offset);
      points += gapBefore(previousAt, at) ? 2 : 1;
      previousAt = at;
    }
  const t = new Array<number>(points);
  const level: Series = new Array<number | null>(points);
  const current: Series = new Array<number | null>(points);
  const flow: Series = new Array<number | null>(points);
  let i = 0;
  let previousLiters = 0;
  previousAt = Number.NEGATIVE_INFINITY;
  for (const hex of pieces)
    for (let offset = 0; offset < hex.length; offset += PACKED_HEX) {
      const at = readingAt(hex, offset);
      const liters = hexInt64(hex, offset + 32);
      const seconds = (at - previousAt) / 1000;
      if (gapBefore(previousAt, at)) {
        t[i] = Math.round((previousAt + 1000) / 1000);
        level[i] = current[i] = flow[i] = null;
        i += 1;
      }
      t[i] = Math.round(at / 1000);
      level[i] = hexInt32(hex, offset + 16) / 100;
      current[i] = hexInt32(hex, offset + 24) / 10;
      flow[i] =
        seconds <= HISTORY_GAP_S && seconds > 0 && liters >= previousLiters
          ? round((liters - previousLiters) / 1000 / (seconds / 3600), 3)
          : null;
      i += 1;
      previousAt = at;
      previousLiters = liters;
    }
  return { t, level, levelLow: level, levelHigh: level, current, currentHigh: current, flow };
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
