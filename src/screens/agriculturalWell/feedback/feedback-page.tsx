import { findPage, picturePrefix, process } from '../../../api/contract/well/feedback';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { wellFeedbackColumns } from '../../../api/contract/well/feedback-columns';
import { placeList } from '../../../api/contract/well/place';
import { wellFeedbackTexts as t } from '../../../i18n/zh-CN/well-record';
import type { FeedbackLine } from '../../business/feedback/feedback-line';
import { BusinessFeedbackPage } from '../../business/feedback/feedback-page';

/** The wells' fault reports: every fault type of spec section 3, by reporter, place, identity and state. */
export const wellFeedbackLine: FeedbackLine = {
  cacheKey: 'irrigationWell/feedback/findPage',
  calls: { findPage, process, picturePrefix },
  permissions: wellPermissions.feedback,
  table: () => t.table,
  columns: wellFeedbackColumns,
  filters: ['keyword', 'placeId', 'processed', 'faultType', 'reporterIdentity'],
  placeList,
};

/** /agriculturalWell/feedback: fault feedback of the wells; process one with a result and pictures. */
export function WellFeedbackPage() {
  return <BusinessFeedbackPage line={wellFeedbackLine} />;
}
