import type { Db } from '../../db/connect';
import { fail } from '../../http/business-error';
import { reportMessages as msg } from './report-messages';

/** A report's village and well filters (either may be absent). */
export interface ReportFilters {
  placeId?: number | undefined;
  wellId?: number | undefined;
}

/** The filters' place and well must be the merchant's: another merchant's id is refused, not answered empty. */
export async function checkReportFilters(db: Db, merchantId: number, f: ReportFilters): Promise<void> {
  if (f.placeId !== undefined) {
    const place = await db
      .selectFrom('place')
      .select('id')
      .where('id', '=', f.placeId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!place) throw fail(msg.placeNotFound);
  }
  if (f.wellId !== undefined) {
    const well = await db
      .selectFrom('well')
      .select('id')
      .where('id', '=', f.wellId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!well) throw fail(msg.wellNotFound);
  }
}
