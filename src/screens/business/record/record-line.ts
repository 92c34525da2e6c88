import type { PersonalizedNames } from '../../../api/contract/param';
import type { RecordPermissions } from '../../../api/contract/business/line';
import type { PlaceCalls } from '../../../api/contract/business/place';
import type { RecordCalls } from '../../../api/contract/business/record';

export type RecordColumnKey = 'orderNo' | 'equip' | 'place' | 'status' | 'type' | 'user' | 'startTime' | 'endTime' | 'water' | 'power' | 'amount';
export type RecordFilterKey = 'keyword' | 'status' | 'orderType' | 'placeId';

/** What a business line's records screen differs by: its calls, permissions, names, columns and filters. */
export interface RecordLine {
  /** Names the line's records in the table cache, e.g. 'fertigation/record/findPage'. */
  cacheKey: string;
  calls: RecordCalls;
  permissions: RecordPermissions;
  /** The table's accessible name. */
  table: (labels: PersonalizedNames) => string;
  /** Titles of the equipment and place columns (the personalised names for wells). */
  equipTitle: (labels: PersonalizedNames) => string;
  placeTitle: (labels: PersonalizedNames) => string;
  /** Label of the keyword filter (order number, and the user's mobile where offered). */
  keywordLabel: string;
  /** The columns shown, in order (the cancel column follows). */
  columns: readonly RecordColumnKey[];
  /** The filters shown, in order (the start-time range is always there). */
  filters: readonly RecordFilterKey[];
  /** The line's place list, for the place filter. @default undefined (no place filter) */
  placeList?: PlaceCalls['placeList'];
  /** The page offers 导出CSV / 导出Excel (its findPage is in the contract's EXPORT_TABLE). @default false */
  exports?: boolean;
}
