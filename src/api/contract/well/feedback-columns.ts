import type { FeedbackColumnSet } from '../business/feedback-columns';

/** The wells' fault-feedback table: every column, the equipment and place under their personalised names. */
export const wellFeedbackColumns: FeedbackColumnSet = {
  keys: ['equip', 'place', 'faultType', 'description', 'reporter', 'reporterName', 'createTime', 'processed'],
  equip: (n) => n.equipment,
  place: (n) => n.place,
};
