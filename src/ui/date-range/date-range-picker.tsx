import { businessNow } from './business-now';
import { useState } from 'react';
import { dateTexts } from '../../i18n/zh-CN/date-range';
import { Popover } from '../popover/popover';
import { useStyles } from '../styles/use-styles';
import { currentMonthRange, type DateRange } from './date-range';
import { DateRangePanel } from './date-range-panel';
import { dateRangeStyles } from './date-range.styles';

export interface DateRangePickerProps {
  /** The range (controlled). @default uncontrolled, from `defaultValue` */
  value?: DateRange;
  /** @default the current month, 00:00:00 to 23:59:59 */
  defaultValue?: DateRange;
  /** A complete range was picked. @default none */
  onChange?: (range: DateRange) => void;
  /** Month-limited variant: both ends in one month. @default false */
  sameMonth?: boolean;
  /** Show the shortcuts. @default true */
  shortcuts?: boolean;
  /** Accessible name of the trigger and the panel. @default '日期范围' */
  label?: string;
  /** The clock. @default businessNow (the merchants' wall clock) */
  now?: () => Date;
}

/**
 * A button showing the range (`yyyy-MM-dd HH:mm:ss 至 …`) that opens the panel in a popover;
 * picking the second day or a shortcut closes it.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  sameMonth = false,
  shortcuts = true,
  label = dateTexts.rangeLabel,
  now = businessNow,
}: DateRangePickerProps) {
  useStyles(dateRangeStyles);
  const [inner, setInner] = useState<DateRange>(() => defaultValue ?? currentMonthRange(now()));
  const [open, setOpen] = useState(false);
  const range = value ?? inner;
  const change = (next: DateRange, close: boolean) => {
    setInner(next);
    onChange?.(next);
    if (close) setOpen(false);
  };
  return (
    <Popover
      label={label}
      open={open}
      onOpenChange={setOpen}
      trigger={(p) => (
        <button
          type="button"
          className="irr-range-trigger"
          aria-label={`${label}: ${range.start} ${dateTexts.to} ${range.end}`}
          part="trigger"
          {...p}
        >
          <span>{range.start}</span>
          <span aria-hidden="true">{dateTexts.to}</span>
          <span>{range.end}</span>
        </button>
      )}
    >
      <DateRangePanel
        value={range}
        sameMonth={sameMonth}
        shortcuts={shortcuts}
        now={now}
        onChange={(next, via) => change(next, via !== 'time')}
      />
    </Popover>
  );
}
