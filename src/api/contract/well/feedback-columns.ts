import type { FeedbackColumnSet } from '../business/feedback-columns';

/** The wells' fault-feedback table: every column, whether processed read first, the equipment and place under their personalised names. */
export const wellFeedbackColumns: FeedbackColumnSet = {
  keys: ['equip', 'processed', 'place', 'faultType', 'description', 'reporter', 'reporterName', 'createTime'],
  equip: (n) => n.equipment,
  place: (n) => n.place,
};
