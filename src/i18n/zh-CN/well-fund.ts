/** Texts of the fund flows screen (资金流水). */
export const wellFundTexts = {
  table: '资金流水', keyword: '卡号/姓名', range: '时间范围',
  time: '时间', flowType: '流水类型', fundSource: '资金来源', accountKind: '账户', cardNo: '卡号', farmer: '持卡人',
  amount: '金额(元)', balanceAfter: '变动后余额(元)', orderNo: '订单号', memo: '备注',
  export: '导出',
  /** 资金流水-20261125.csv */
  fileName: (day: string) => `资金流水-${day}.csv`,
} as const;
