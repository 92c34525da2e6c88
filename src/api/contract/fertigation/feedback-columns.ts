import type { FeedbackColumnSet } from '../business/feedback-columns';

/** The fertigation fault-feedback table: the machine (设备), whether it is processed (read first), the fault, who reported it and when. */
export const fertigationFeedbackColumns: FeedbackColumnSet = {
  keys: ['equip', 'processed', 'faultType', 'reporter', 'createTime'],
  equip: '设备',
  place: (n) => n.place,
};
