import { sql, type Transaction } from 'kysely';
import type { FeedbackCalls } from '../../../src/api/contract/business/feedback';
import type { PlacePermissions } from '../../../src/api/contract/business/line';
import type { PlaceCalls } from '../../../src/api/contract/business/place';
import type { RecordCalls } from '../../../src/api/contract/business/record';
import type { Database } from '../../db/schema';

/**
 * A business line whose places, usage records and fault reports are served by the shared routes
 * of this folder: what differs between fertigation and wells is only which calls, which
 * permissions, which equipment table and column, and what a cancelled order frees.
 */
export interface BusinessLine {
  /** `usage_record.business` and `fault_feedback.business` of the line's rows. */
  readonly business: 'fertigation' | 'well';
  readonly calls: { readonly record: RecordCalls; readonly feedback: FeedbackCalls; readonly place: PlaceCalls };
  /** savePlace needs `add` to create and `edit` to change a place (the call admits either). */
  readonly permissions: { readonly place: PlacePermissions };
  readonly equipment: {
    readonly table: 'fertigation_equip' | 'well';
    /** The column of usage_record and fault_feedback that names the equipment. */
    readonly column: 'equip_id' | 'well_id';
  };
  /**
   * Marks the equipment free (a machine AVAILABLE, a well leisure). The cancel calls it in its
   * transaction once it has cancelled an order and no other order of that equipment is running.
   */
  readonly freeEquipment?: (trx: Transaction<Database>, equip: { merchantId: number; equipId: number }) => Promise<void>;
}

/** The columns both equipment tables have, which is all the shared routes read of them. */
export interface LineEquipRow {
  id: number;
  merchant_id: number;
  place_id: number;
  cd: string;
  name: string;
}

/** The line's equipment table, aliased `e` (kysely cannot type a table chosen at run time). */
export const lineEquip = (line: BusinessLine) => sql<LineEquipRow>`${sql.table(line.equipment.table)}`.as('e');
