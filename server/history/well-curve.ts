import { sql, type Kysely } from 'kysely';
import type { CallResponse } from '../../src/api/contract/define-call';
import type { curve, CurveRange } from '../../src/api/contract/well/history';
import type { Database } from '../db/schema';
import { WELL_PARAM_DEFAULTS as P } from '../db/well-param-defaults';
import { formatDateTime, startOfDay } from '../http/format';
import { HISTORY_GAP_S } from './batch-history';
import { int64, PACKED_BYTES, PACKED_READING, PACKED_WHOLE, POSTGRES_EPOCH_MS } from './packed-hours';

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
 * packed-hours.ts), as pieces of `bytea` text (`\\x` and hex: node-postgres would make each a
 * buffer, see `scratch`): the hours wholly inside the span that the history job has packed, as they are
 * kept in `well_hour`, and the rest (the span's first and last hours, an hour not packed) from
 * the readings, packed the same way by the statement. A day is 8,640 readings at a report every
 * 10 s; 24 packed hours are 24 rows (server/docs/history.md, "Packed hours"), and the readings
 * are read from the covering index (migration 032).
 */
async function packedReadings(db: Kysely<Database>, wellId: number, from: Date, to: Date): Promise<string[]> {
  const { rows: hours } = await sql<{ start: number; packed: string }>`select
      (extract(epoch from h.hour) * 1000)::float8 as start, h.packed::text as packed from well_hour h
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
      ) => sql`select ${sql.lit(i)} as i, (select string_agg(${PACKED_READING}, '')::text from (select at, level_cm, current_deciamps, meter_liters
        from well_reading where well_id = ${wellId} and at ${r.fromIncluded ? sql`>=` : sql`>`} ${r.from}
          and at ${r.toIncluded ? sql`<=` : sql`<`} ${r.to} order by at) s) as packed`,
    ),
    sql` union all `,
  )}`.execute(db);
  for (const r of rows) if (r.packed) pieces.push({ start: stretches[r.i]!.from.getTime(), hex: r.packed });
  pieces.sort((a, b) => a.start - b.start);
  return pieces.map((p) => p.hex);
}

/** A `bytea`'s text form (`::text`, its output function's) is `\\x` and then two hex digits a byte. */
const BYTEA_TEXT_START = 2;

/**
 * The process's one buffer the packed readings are decoded into, grown to the longest span read
 * (a day at a report every 10 s: 207 KB). A call decodes into it and reads it to the end with no
 * await between, so no other call can write it meanwhile. A buffer a call (node-postgres's `bytea` reader makes one
 * a value) grew the memory outside the heap by 200 KB a day read, and that growth set off the
 * collector's full pauses (server/docs/history.md, "What the collector took").
 */
let scratch = Buffer.alloc(256 * 1024);

/** `pieces` (bytea text forms) decoded one after the other into the scratch buffer: a view of them. */
function decoded(pieces: string[]): DataView {
  const bytes = pieces.reduce((n, hex) => n + (hex.length - BYTEA_TEXT_START) / 2, 0);
  if (scratch.length < bytes) scratch = Buffer.alloc(2 ** Math.ceil(Math.log2(bytes)));
  let offset = 0;
  for (const hex of pieces) offset += scratch.write(hex.slice(BYTEA_TEXT_START), offset, 'hex');
  return new DataView(scratch.buffer, scratch.byteOffset, offset);
}

/**
 * The reports after `from` up to `to` (included), a point each (a report is its own low and
 * high); a silence longer than the history's gap is a point of nulls. Plain scalars and arrays
 * made at the readings' count and filled in place (a gap's point appends one): a point's objects
 * and BigInts took 3.4 ms of a day's 8,640 points; arrays grown by push allocated 1 MB a call,
 * three times what they hold (server/docs/history.md, "What the collector took").
 */
async function reportColumns(db: Kysely<Database>, wellId: number, from: Date, to: Date): Promise<Columns> {
  // decoded and read with no await between: the scratch buffer is this call's until it returns
  const view = decoded(await packedReadings(db, wellId, from, to));
  const readings = view.byteLength / PACKED_BYTES;
  const t = new Array<number>(readings);
  const level: Series = new Array<number | null>(readings);
  const current: Series = new Array<number | null>(readings);
  const flow: Series = new Array<number | null>(readings);
  let i = 0;
  let previousAt = Number.NEGATIVE_INFINITY;
  let previousLiters = 0;
  for (let offset = 0; offset < view.byteLength; offset += PACKED_BYTES) {
    // whole milliseconds, as the status batch writes them
    const at = POSTGRES_EPOCH_MS + int64(view, offset) / 1000;
    const liters = int64(view, offset + 16);
    const seconds = (at - previousAt) / 1000;
    if (seconds > HISTORY_GAP_S && previousAt > Number.NEGATIVE_INFINITY) {
      t[i] = Math.round((previousAt + 1000) / 1000);
      level[i] = current[i] = flow[i] = null;
      i += 1;
    }
    t[i] = Math.round(at / 1000);
    level[i] = view.getInt32(offset + 8) / 100;
    current[i] = view.getInt32(offset + 12) / 10;
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
