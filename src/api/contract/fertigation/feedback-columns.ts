import type { FeedbackColumnSet } from '../business/feedback-columns';

/** The fertigation fault-feedback table: the machine (设备), the fault, who reported it and when, and whether it is processed. */
export const fertigationFeedbackColumns: FeedbackColumnSet = {
  keys: ['equip', 'faultType', 'reporter', 'createTime', 'processed'],
  equip: '设备',
  place: (n) => n.place,
};
