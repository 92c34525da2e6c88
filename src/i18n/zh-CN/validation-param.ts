/**
 * Messages of the fertigation parameter rules (src/validation/fertigation-param.ts). The field
 * names and bounds are the saveParam contract's; the order rules say "须小于" because the server
 * refuses equal bounds too.
 */
export const paramFieldNames = {
  tankARatio: 'A桶配比',
  tankBRatio: 'B桶配比',
  tankCRatio: 'C桶配比',
  ecMin: 'EC下限',
  ecMax: 'EC上限',
  phMin: 'pH下限',
  phMax: 'pH上限',
  flowRate: '流量',
  pressure: '压力',
  mixSeconds: '搅拌时长',
} as const;

export const paramTexts = {
  required: (what: string) => `${what}不能为空`,
  notNumber: (what: string) => `${what}须为数字`,
  integer: (what: string) => `${what}须为整数`,
  decimals: (what: string, decimals: number) => `${what}最多${decimals}位小数`,
  range: (what: string, min: number, max: number) => `${what}须在${min}到${max}之间`,
  ratioTotal: (total: string) => `A、B、C桶配比之和须为100，当前为${total}`,
  ecOrder: 'EC下限须小于EC上限',
  phOrder: 'pH下限须小于pH上限',
} as const;
