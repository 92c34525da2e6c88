import type { PersonalizedNames } from '../../../api/contract/param';
import type { RecordPermissions } from '../../../api/contract/business/line';
import type { PlaceCalls } from '../../../api/contract/business/place';
import type { RecordCalls } from '../../../api/contract/business/record';
import type { RecordColumnSet } from '../../../api/contract/business/record-columns';

export type RecordFilterKey = 'keyword' | 'status' | 'orderType' | 'placeId';

/**
 * What a business line's records screen differs by: its calls, permissions, names, columns and
 * filters. Its findPage exports (导出CSV / 导出Excel) the same columns (the contract's EXPORT_TABLE).
 */
export interface RecordLine {
  /** Names the line's records in the table cache, e.g. 'fertigation/record/findPage'. */
  cacheKey: string;
  calls: RecordCalls;
  permissions: RecordPermissions;
  /** The table's accessible name. */
  table: (labels: PersonalizedNames) => string;
  /** The columns shown, in order (the cancel column follows), with the titles of the equipment and place columns: the export's. */
  columns: RecordColumnSet;
  /** Label of the keyword filter (order number, and the user's mobile where offered). */
  keywordLabel: string;
  /** The filters shown, in order (the start-time range is always there). */
  filters: readonly RecordFilterKey[];
  /** The line's place list, for the place filter. @default undefined (no place filter) */
  placeList?: PlaceCalls['placeList'];
}
