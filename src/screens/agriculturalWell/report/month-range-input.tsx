import { useId } from 'react';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import type { MonthRange } from './report-query';

/**
 * The months of the 按月 tab: two month inputs (yyyy-MM). Not checked here: the server
 * answers a reversed range or one over a year with its message.
 */
export function MonthRangeInput({ value, onChange }: { value: MonthRange; onChange: (range: MonthRange) => void }) {
  const id = useId();
  const input = (end: keyof MonthRange, label: string) => (
    <>
      <label htmlFor={`${id}-${end}`}>{label}</label>
      <input
        id={`${id}-${end}`}
        name={end}
        type="month"
        value={value[end]}
        required
        onChange={(e) => {
          if (e.target.value) onChange({ ...value, [end]: e.target.value });
        }}
      />
    </>
  );
  return (
    <span role="group" aria-label={t.months} className="irr-filter-item">
      {input('from', t.monthFrom)}
      <span aria-hidden="true">{t.to}</span>
      {input('to', t.monthTo)}
    </span>
  );
}
