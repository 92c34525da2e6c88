import { flowColumnTitles } from '../../api/contract/money/fund-columns';

/** Texts of the fund flows screen (资金流水). */
export const wellFundTexts = {
  ...flowColumnTitles,
  table: '资金流水',
  keyword: '卡号/姓名',
  range: '时间范围',
} as const;
