import { quotaColumnTitles, REPORT_DIMENSION_TEXTS } from '../../api/contract/money/report-columns';
import {
  completenessColumnTitles,
  extractionColumnTitles,
  HISTORY_REPORT_TEXTS,
  levelColumnTitles,
  REPORT_GROUP_TEXTS,
} from '../../api/contract/well/history-report-columns';

/**
 * Texts of the reports screen (统计报表). The columns' headers are the contract's
 * (report-columns.ts), so that the table and its export say the same.
 */
export const wellReportTexts = {
  table: '统计报表',
  tabs: '统计维度',
  dimensions: REPORT_DIMENSION_TEXTS,
  quotaTab: '用水定额',
  filters: '筛选条件',
  range: '统计时间',
  farmerRange: '统计时间(同一月内)',
  months: '统计月份',
  monthFrom: '起始月份',
  monthTo: '结束月份',
  to: '至',
  year: '年度',
  yearOption: (year: number) => `${year}年`,
  allPlaces: '全部',
  well: (equipment: string) => equipment,
  wellSearch: (equipment: string) => `搜索${equipment}编号或名称`,
  wellCode: (equipmentName: string) => equipmentName,
  wellName: '名称',
  clearWell: (equipment: string) => `清除${equipment}`,
  /** The range the answer counted (month and farmer: widened to whole months). */
  counted: (start: string, end: string) => `统计范围：${start} 至 ${end}`,
  countedYear: (year: number) => `统计年度：${year}年`,
  totalsOf: (what: string) => `${what}汇总`,
  tableOf: (what: string) => `${what}明细`,
  fileName: (what: string, day: string) => `统计报表-${what}-${day}`,
  chartOf: (what: string) => `${what}图表`,
  chartLegend: '图例',
  quota: { ...quotaColumnTitles, farmers: '用户数', overFarmers: '超定额户数' },
  /** The history's reports (水位月报, 取水量, 数据完整性). */
  history: HISTORY_REPORT_TEXTS,
  month: '统计月份',
  group: '统计对象',
  groups: REPORT_GROUP_TEXTS,
  levelNote: (month: string, lastYear: string) => `统计月份：${month}，同比：${lastYear}。埋深为地面至水面的距离，同比变化为正表示水位下降`,
  extractionNote: (year: number) => `统计年度：${year}年。水量为设备上报的水表读数，无流量计的机井以电折水`,
  completenessNote: (month: string) =>
    `统计月份：${month}，自设备接入至今。MQTT设备应每10秒上报一次，DTU终端应每小时至少上报一次；完整率最低的排在最前`,
  level: levelColumnTitles,
  extraction: { ...extractionColumnTitles, months: '逐月取水' },
  completeness: { ...completenessColumnTitles, devices: '设备数', poor: (percent: number) => `完整率低于${percent}%` },
} as const;
