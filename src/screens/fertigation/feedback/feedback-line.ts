import { findPage, picturePrefix, process } from '../../../api/contract/fertigation/feedback';
import { fertigationFeedbackColumns } from '../../../api/contract/fertigation/feedback-columns';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { feedbackScreenTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import type { FeedbackLine } from '../../business/feedback/feedback-line';

/** The fertigation fault-feedback screen: faults of the machines by processed state and fault type. */
export const fertigationFeedbackLine: FeedbackLine = {
  cacheKey: 'fertigation/feedback/findPage',
  calls: { findPage, process, picturePrefix },
  permissions: fertigationPermissions.feedback,
  table: () => t.table,
  columns: fertigationFeedbackColumns,
  filters: ['processed', 'faultType'],
};
