import { defineFeedbackCalls } from '../business/feedback';
import { fertigationPermissions } from './permissions';

export { feedbackRow, pictureKey, type FeedbackRow } from '../business/feedback';

/** fertigation/feedback/findPage, process and picturePrefix (shapes shared with the wells' faults). */
export const { findPage, process, picturePrefix } = defineFeedbackCalls('fertigation', fertigationPermissions.feedback);
