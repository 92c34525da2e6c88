import { MAX_REPORT_DAYS } from '../../../src/api/contract/money/report';

/** Refusals of the report calls, worded for the operator. */
export const reportMessages = {
  reversedRange: '开始时间不能晚于结束时间',
  rangeTooLong: `统计时间范围不能超过${MAX_REPORT_DAYS}天`,
  wellNotFound: '机井不存在或已删除',
  placeNotFound: '村镇不存在或已删除',
} as const;
