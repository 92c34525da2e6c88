import { businessNow } from '../date-range/business-now';
import { useMemo, useState } from 'react';
import { calendarTexts } from '../../i18n/zh-CN/calendar';
import { addDays, formatDate, parseDateTime, startOfDay } from '../date-range/date-math';
import { MonthGrid } from '../date-range/month-grid';
import { useStyles } from '../styles/use-styles';
import { calendarStyles } from './calendar.styles';

/** A day with its price (spec section 3, calendar entry). */
export interface CalendarEntry {
  /** yyyy-MM-dd */
  calendar: string;
  price: number;
}

export interface CalendarDayPickerProps {
  /** The days that have data; any other day is disabled. @default [] */
  entries?: CalendarEntry[];
  /** The picked day, yyyy-MM-dd (controlled). @default none */
  value?: string | null;
  /** The user picked an enabled day. @default none */
  onChange?: (day: string, entry: CalendarEntry) => void;
  /** The month shown first, yyyy-MM-dd of any of its days. @default the picked day's month, else today's */
  initialMonth?: string;
  /** The clock (days before yesterday are disabled). @default businessNow (the merchants' wall clock) */
  now?: () => Date;
  /** Accessible name of the grid. @default '选择日期' */
  label?: string;
}

/**
 * Calendar of 6 weeks x 7 days with a price under each day that has data. Days earlier than
 * yesterday and days without data are disabled (spec section 5).
 */
export function CalendarDayPicker({
  entries = [],
  value = null,
  onChange,
  initialMonth,
  now = businessNow,
  label = calendarTexts.label,
}: CalendarDayPickerProps) {
  useStyles(calendarStyles);
  const byDay = useMemo(() => new Map(entries.map((e) => [e.calendar, e])), [entries]);
  const [active, setActive] = useState<Date>(() => startOfDay(parseDateTime(initialMonth ?? value ?? '') ?? now()));
  const yesterday = addDays(startOfDay(now()), -1);

  return (
    <div className="irr-calendar" part="calendar">
      <MonthGrid
        active={active}
        onActiveChange={setActive}
        label={label}
        onPick={(day) => {
          const entry = byDay.get(formatDate(day));
          if (entry) onChange?.(entry.calendar, entry);
        }}
        dayCell={(day) => {
          const entry = byDay.get(formatDate(day));
          return {
            disabled: !entry || day < yesterday,
            selected: value === formatDate(day),
            extra: <span className="irr-calendar-price">{entry ? calendarTexts.price(entry.price) : '\u00a0'}</span>,
            description: entry ? '' : calendarTexts.noData,
          };
        }}
      />
    </div>
  );
}
