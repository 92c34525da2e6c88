export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export { DateRangePanel, type DateRangePanelProps } from './date-range-panel';
export { MonthGrid, type MonthGridProps, type DayCell } from './month-grid';
export { currentMonthRange, dayRange, lastDaysRange, parseRange, DEFAULT_END_TIME, DEFAULT_START_TIME, type DateRange } from './date-range';
export { addDays, formatDate, formatDateTime, monthGrid, parseDateTime } from './date-math';
export { businessNow } from './business-now';
