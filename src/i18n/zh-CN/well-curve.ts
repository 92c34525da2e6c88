import type { CurveRange } from '../../api/contract/well/history';

/** Texts of a well's 曲线 (the detail dialog's second tab, its own chunk). */
export const wellCurveTexts = {
  ranges: { day: '日', week: '周', month: '月', year: '年' } satisfies Record<CurveRange, string>,
  rangeLabel: '时间范围',
  span: (from: string, to: string) => `${from} 至 ${to}`,
  pagingLabel: '翻看时间段',
  earlier: '‹ 上一段',
  later: '下一段 ›',
  latest: '最新',
  level: '水位埋深',
  current: '电流',
  flow: '流量',
  levelUnit: 'm',
  currentUnit: 'A',
  flowUnit: 'm³/h',
  levelMin: '下限',
  levelMax: '上限',
  levelBand: '最低–最高',
  chart: (series: string, unit: string) => `${series}(${unit})曲线`,
  readout: '光标处数值',
  time: '时间',
  none: '—',
  empty: '无数据：该机井在此时间段没有上报',
  loading: '曲线加载中…',
  failed: (message: string) => `曲线加载失败：${message}`,
  retry: '重试',
} as const;
