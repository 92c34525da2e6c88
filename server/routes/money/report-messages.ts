import { MAX_REPORT_DAYS } from '../../../src/api/contract/money/report';
import { wellMessages } from '../well/well-messages';

/** Refusals of the report calls: the wells' (a reversed range, a well or village not found) and the reports' own. */
export const reportMessages = {
  ...wellMessages,
  rangeTooLong: `统计时间范围不能超过${MAX_REPORT_DAYS}天`,
} as const;
