import { defineFeedbackCalls } from '../business/feedback';
import { wellPermissions } from './permissions';

/** irrigationWell/feedback/findPage, process and picturePrefix (the fertigation feedback calls' shapes; `equip*` is the well). */
export const { findPage, process, picturePrefix } = defineFeedbackCalls('irrigationWell', wellPermissions.feedback);
