/** Texts of the date-range picker (src/ui/date-range). */
export const dateTexts = {
  rangeLabel: '日期范围',
  start: '开始时间',
  end: '结束时间',
  to: '至',
  prevMonth: '上个月',
  nextMonth: '下个月',
  month: (year: number, month: number) => `${year}年${month}月`,
  dayUnit: '日',
  weekdays: ['日', '一', '二', '三', '四', '五', '六'],
  shortcutsLabel: '快捷选项',
  shortcuts: { week: '最近一周', twoWeeks: '最近两周', month: '最近一个月' },
  pickEnd: '请选择结束日期',
} as const;
