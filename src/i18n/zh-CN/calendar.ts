/** Texts of the calendar day picker (src/ui/calendar) and of the date-range picker's month grid. */
export const calendarTexts = {
  label: '选择日期',
  price: (price: number) => `¥${price.toFixed(2)}`,
  noData: '无数据',
} as const;
