import type { Kysely } from 'kysely';
import { toCount } from '../../db/count';
import { startsWith } from '../../db/like';
import type { Database } from '../../db/schema';
import { type PageWindow, selectPage } from '../../http/paging';
import type { BusinessLine } from './line';

export interface RecordFilters {
  keyword?: string | undefined;
  placeId?: number | undefined;
  equipId?: number | undefined;
  status?: string | undefined;
  orderType?: string | undefined;
}

/** What a record query needs of the line: its business and the column naming its equipment. */
export type RecordScope = Pick<BusinessLine, 'business' | 'equipment'>;

/**
 * The merchant's records of the line matching the filters of record findPage. Every filter is on
 * usage_record itself, so the count and the page each run on one of its indexes (migrations 003
 * and 007): time, status, place, equipment (machine or well), order-number and mobile prefixes.
 */
export function recordQuery(db: Kysely<Database>, line: RecordScope, merchantId: number, f: RecordFilters, from?: Date, to?: Date) {
  let query = db.selectFrom('usage_record').where('merchant_id', '=', merchantId).where('business', '=', line.business);
  if (f.keyword) {
    const prefix = startsWith(f.keyword);
    query = query.where((eb) => eb.or([eb('order_no', 'like', prefix), eb('user_mobile', 'like', prefix)]));
  }
  if (f.placeId !== undefined) query = query.where('place_id', '=', f.placeId);
  if (f.equipId !== undefined) query = query.where(line.equipment.column, '=', f.equipId);
  if (f.status) query = query.where('status', '=', f.status);
  if (f.orderType) query = query.where('order_type', '=', f.orderType);
  if (from) query = query.where('start_at', '>=', from);
  if (to) query = query.where('start_at', '<=', to);
  return query;
}

function newestFirst(query: ReturnType<typeof recordQuery>) {
  return query.selectAll().orderBy('start_at', 'desc').orderBy('id', 'desc');
}

/** The page of records, newest first. */
export function recordPageQuery(
  db: Kysely<Database>,
  line: RecordScope,
  merchantId: number,
  f: RecordFilters,
  window: { size: number; offset: number },
  from?: Date,
  to?: Date,
) {
  return newestFirst(recordQuery(db, line, merchantId, f, from, to))
    .limit(window.size)
    .offset(window.offset);
}

/**
 * The page of records and the number matching the filters. Filtered by nothing but status and
 * place, the number is a sum over record_tally (kept by triggers, migration 004) rather than a
 * count over what may be millions of rows; any other filter counts the rows through the indexes,
 * in the page's statement.
 */
export async function recordPage(
  db: Kysely<Database>,
  line: RecordScope,
  merchantId: number,
  f: RecordFilters,
  window: PageWindow,
  from?: Date,
  to?: Date,
) {
  if (f.keyword || f.equipId !== undefined || f.orderType || from || to) {
    return selectPage(recordQuery(db, line, merchantId, f, from, to), newestFirst, window);
  }
  let tally = db
    .selectFrom('record_tally')
    .select((eb) => eb.fn.sum<string | number | null>('n').as('n'))
    .where('merchant_id', '=', merchantId)
    .where('business', '=', line.business);
  if (f.status) tally = tally.where('status', '=', f.status);
  if (f.placeId !== undefined) tally = tally.where('place_id', '=', f.placeId);
  const total = toCount((await tally.executeTakeFirstOrThrow()).n);
  return { rows: await recordPageQuery(db, line, merchantId, f, window, from, to).execute(), total };
}
