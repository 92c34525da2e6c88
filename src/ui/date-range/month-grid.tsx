import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { calendarTexts } from '../../i18n/zh-CN/calendar';
import { dateTexts } from '../../i18n/zh-CN/date-range';
import { useStyles } from '../styles/use-styles';
import { addDays, formatDate, monthGrid, sameDay, sameMonth } from './date-math';
import { monthGridStyles } from './month-grid.styles';

/** How one day of the grid looks and behaves. */
export interface DayCell {
  /** Not pickable (still reachable by the arrow keys, announced as unavailable). @default false */
  disabled?: boolean;
  /** @default false */
  selected?: boolean;
  /** Between the ends of a range. @default false */
  inRange?: boolean;
  /** Extra content under the day number (a price). @default none */
  extra?: ReactNode;
  /** Extra words for screen readers only. @default '' */
  description?: string;
}

export interface MonthGridProps {
  /** The day that holds the keyboard focus; its month is the one shown. */
  active: Date;
  /** The user moved to another day or month (arrows, PageUp/PageDown, the month buttons). */
  onActiveChange: (day: Date) => void;
  /** The user picked an enabled day (click, Enter or Space). */
  onPick: (day: Date) => void;
  /** Describes each of the 42 days. @default every day enabled */
  dayCell?: (day: Date) => DayCell;
  /** Accessible name of the grid. @default '选择日期' */
  label?: string;
}

/** Days the arrow keys move by. */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function sameDayNextMonth(day: Date, months: number): Date {
  const target = new Date(day.getFullYear(), day.getMonth() + months, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(day.getDate(), last));
}

/**
 * One month as a 6 x 7 grid (weeks from Sunday) with a roving focus: arrows move by day and week,
 * Home/End to the week's ends, PageUp/PageDown by month, Enter or Space picks.
 */
export function MonthGrid({ active, onActiveChange, onPick, dayCell = () => ({}), label = calendarTexts.label }: MonthGridProps) {
  useStyles(monthGridStyles);
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const days = monthGrid(active);
  const activeKey = formatDate(active);

  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>(`button[data-date="${activeKey}"]`)?.focus();
  }, [activeKey]);

  const move = (day: Date) => {
    moved.current = true;
    onActiveChange(day);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    let next: Date | null = null;
    if (step !== undefined) next = addDays(active, step);
    else if (event.key === 'Home') next = addDays(active, -active.getDay());
    else if (event.key === 'End') next = addDays(active, 6 - active.getDay());
    else if (event.key === 'PageUp') next = sameDayNextMonth(active, -1);
    else if (event.key === 'PageDown') next = sameDayNextMonth(active, 1);
    if (!next) return;
    event.preventDefault();
    move(next);
  };
  const pick = (day: Date, disabled: boolean | undefined) => {
    if (!disabled) onPick(day);
  };

  return (
    <div className="irr-month" part="month">
      <div className="irr-month-head">
        <button type="button" aria-label={dateTexts.prevMonth} onClick={() => onActiveChange(sameDayNextMonth(active, -1))}>
          ‹
        </button>
        <h3 aria-live="polite">{dateTexts.month(active.getFullYear(), active.getMonth() + 1)}</h3>
        <button type="button" aria-label={dateTexts.nextMonth} onClick={() => onActiveChange(sameDayNextMonth(active, 1))}>
          ›
        </button>
      </div>
      <table ref={table} role="grid" aria-label={label} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {dateTexts.weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3, 4, 5].map((week) => (
            <tr key={week}>
              {days.slice(week * 7, week * 7 + 7).map((day) => {
                const cell = dayCell(day);
                const key = formatDate(day);
                return (
                  <td
                    key={key}
                    role="gridcell"
                    aria-selected={cell.selected ? 'true' : 'false'}
                    data-outside={sameMonth(day, active) ? undefined : ''}
                    data-in-range={cell.inRange ? '' : undefined}
                  >
                    <button
                      type="button"
                      data-date={key}
                      tabIndex={sameDay(day, active) ? 0 : -1}
                      aria-disabled={cell.disabled ? 'true' : undefined}
                      onClick={() => {
                        moved.current = true;
                        onActiveChange(day);
                        pick(day, cell.disabled);
                      }}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          pick(day, cell.disabled);
                        }
                      }}
                    >
                      {/* the accessible name is the visible text with the year and month around it */}
                      <span className="irr-vh">{dateTexts.month(day.getFullYear(), day.getMonth() + 1)}</span>
                      {day.getDate()}
                      <span className="irr-vh">{dateTexts.dayUnit}</span>
                      {cell.extra}
                      {cell.description && <span className="irr-vh"> {cell.description}</span>}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
