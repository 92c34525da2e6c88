import { businessNow } from './business-now';
import { useState } from 'react';
import { dateTexts } from '../../i18n/zh-CN/date-range';
import { useStyles } from '../styles/use-styles';
import { sameDay, startOfDay } from './date-math';
import { dayRange, DEFAULT_END_TIME, DEFAULT_START_TIME, lastDaysRange, parseRange, type DateRange } from './date-range';
import { dateRangeStyles } from './date-range.styles';
import { MonthGrid } from './month-grid';
import { TimeField } from './time-field';
import { monthLimitedDisabledDate, validateSameMonthRange } from '../../validation';

export interface DateRangePanelProps {
  /** The range shown (`yyyy-MM-dd HH:mm:ss` ends). */
  value: DateRange;
  /** A complete range was picked: two days, a shortcut, or a new time of an end. */
  onChange: (range: DateRange, via: 'days' | 'shortcut' | 'time') => void;
  /** Month-limited variant: both ends must lie in one month. @default false */
  sameMonth?: boolean;
  /** Show the shortcuts (last week, two weeks, one month). @default true */
  shortcuts?: boolean;
  /** The clock (today, for the shortcuts). @default businessNow (the merchants' wall clock) */
  now?: () => Date;
}

/** Shortcut days (spec section 9): last week 7, two weeks 14, one month 30, today included. */
const SHORTCUTS = [
  { days: 7, label: dateTexts.shortcuts.week },
  { days: 14, label: dateTexts.shortcuts.twoWeeks },
  { days: 30, label: dateTexts.shortcuts.month },
] as const;

const timeOf = (text: string, fallback: string) => /\d{2}:\d{2}:\d{2}$/.exec(text)?.[0] ?? fallback;

/**
 * The inline body of the date-range picker: shortcuts, a month grid (the first pick is the start,
 * the second the end) and the times of both ends (00:00:00 and 23:59:59 unless changed).
 */
export function DateRangePanel({ value, onChange, sameMonth: limited = false, shortcuts = true, now = businessNow }: DateRangePanelProps) {
  useStyles(dateRangeStyles);
  const parsed = parseRange(value);
  const [anchor, setAnchor] = useState<Date | null>(null);
  const [active, setActive] = useState<Date>(() => startOfDay(parsed?.[0] ?? now()));
  const startTime = timeOf(value.start, DEFAULT_START_TIME);
  const endTime = timeOf(value.end, DEFAULT_END_TIME);
  const [from, to] = parsed ? [startOfDay(parsed[0]), startOfDay(parsed[1])] : [null, null];

  const pick = (day: Date) => {
    if (!anchor) {
      setAnchor(day);
      return;
    }
    const [a, b] = day < anchor ? [day, anchor] : [anchor, day];
    setAnchor(null);
    onChange(dayRange(a, b, startTime, endTime), 'days');
  };
  const setTime = (end: boolean, time: string) => {
    if (!from || !to) return;
    onChange(end ? dayRange(from, to, startTime, time) : dayRange(from, to, time, endTime), 'time');
  };
  const today = now();
  const error = limited ? validateSameMonthRange(parsed) : null;
  const outsideMonth = monthLimitedDisabledDate(limited ? anchor : null);

  return (
    <div className="irr-range-panel" part="panel">
      {shortcuts && (
        <div className="irr-range-shortcuts" role="group" aria-label={dateTexts.shortcutsLabel}>
          {SHORTCUTS.map(({ days, label }) => {
            const range = lastDaysRange(today, days);
            const blocked = limited ? validateSameMonthRange(parseRange(range)) : null;
            return (
              <button
                key={days}
                type="button"
                disabled={blocked !== null}
                title={blocked ?? undefined}
                onClick={() => {
                  setAnchor(null);
                  onChange(range, 'shortcut');
                }}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      <div>
        <MonthGrid
          active={active}
          onActiveChange={setActive}
          onPick={pick}
          label={dateTexts.rangeLabel}
          dayCell={(day) => {
            const ends = anchor ? [anchor] : [from, to];
            return {
              disabled: outsideMonth(day),
              selected: ends.some((end) => end !== null && sameDay(day, end)),
              inRange: !anchor && from !== null && to !== null && day > from && day < to,
            };
          }}
        />
        <div className="irr-range-times">
          <label>
            {dateTexts.start}
            <TimeField value={startTime} onChange={(time) => setTime(false, time)} />
          </label>
          <label>
            {dateTexts.end}
            <TimeField value={endTime} onChange={(time) => setTime(true, time)} />
          </label>
        </div>
        <p className="irr-range-hint" role={error ? 'alert' : undefined} aria-live="polite">
          {error ?? (anchor ? dateTexts.pickEnd : '')}
        </p>
      </div>
    </div>
  );
}
