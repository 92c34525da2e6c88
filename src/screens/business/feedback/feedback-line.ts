import type { PersonalizedNames } from '../../../api/contract/param';
import type { FeedbackCalls } from '../../../api/contract/business/feedback';
import type { FeedbackPermissions } from '../../../api/contract/business/line';
import type { FeedbackColumnSet } from '../../../api/contract/business/feedback-columns';
import type { PlaceCalls } from '../../../api/contract/business/place';

export type FeedbackFilterKey = 'keyword' | 'placeId' | 'processed' | 'faultType' | 'reporterIdentity';

/**
 * What a business line's fault-feedback screen differs by: its calls, permissions, names, columns
 * and filters. Its findPage exports (导出CSV / 导出Excel) the same columns (the contract's EXPORT_TABLE).
 */
export interface FeedbackLine {
  /** Names the line's faults in the table cache, e.g. 'fertigation/feedback/findPage'. */
  cacheKey: string;
  calls: FeedbackCalls;
  permissions: FeedbackPermissions;
  /** The table's accessible name. */
  table: (labels: PersonalizedNames) => string;
  /** The columns shown, in order (the process column follows), with the titles of the equipment and place columns: the export's. */
  columns: FeedbackColumnSet;
  /** The filters shown, in order. */
  filters: readonly FeedbackFilterKey[];
  /** The line's place list, for the place filter. @default undefined (no place filter) */
  placeList?: PlaceCalls['placeList'];
}
