export { CalendarDayPicker, type CalendarDayPickerProps, type CalendarEntry } from './calendar-day-picker';
