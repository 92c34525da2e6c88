import type { PersonalizedNames } from '../../../api/contract/param';
import type { FeedbackCalls } from '../../../api/contract/business/feedback';
import type { FeedbackPermissions } from '../../../api/contract/business/line';
import type { PlaceCalls } from '../../../api/contract/business/place';

export type FeedbackColumnKey = 'equip' | 'place' | 'faultType' | 'description' | 'reporter' | 'reporterName' | 'createTime' | 'processed';
export type FeedbackFilterKey = 'keyword' | 'placeId' | 'processed' | 'faultType' | 'reporterIdentity';

/** What a business line's fault-feedback screen differs by: its calls, permissions, names, columns and filters. */
export interface FeedbackLine {
  /** Names the line's faults in the table cache, e.g. 'fertigation/feedback/findPage'. */
  cacheKey: string;
  calls: FeedbackCalls;
  permissions: FeedbackPermissions;
  /** The table's accessible name. */
  table: (labels: PersonalizedNames) => string;
  /** Titles of the equipment and place columns (the personalised names for wells). */
  equipTitle: (labels: PersonalizedNames) => string;
  placeTitle: (labels: PersonalizedNames) => string;
  /** The columns shown, in order (the process column follows). */
  columns: readonly FeedbackColumnKey[];
  /** The filters shown, in order. */
  filters: readonly FeedbackFilterKey[];
  /** The line's place list, for the place filter. @default undefined (no place filter) */
  placeList?: PlaceCalls['placeList'];
}
