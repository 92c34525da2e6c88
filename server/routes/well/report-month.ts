import { formatDateTime, parseDateTime } from '../../http/format';

/**
 * A China calendar month of the history's reports: `yyyy-MM`, its rollup key (its first day), the
 * next month's first day, and the instants it starts and ends.
 */
export interface ReportMonth {
  month: string;
  key: string;
  endKey: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `yyyy-MM` (the contract checked its shape). */
export function reportMonth(month: string): ReportMonth {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const next = m === 12 ? `${year + 1}-01` : `${year}-${pad(m + 1)}`;
  return {
    month,
    key: `${month}-01`,
    endKey: `${next}-01`,
    start: parseDateTime(`${month}-01 00:00:00`)!,
    end: parseDateTime(`${next}-01 00:00:00`)!,
  };
}

/** The China month holding `at`, `yyyy-MM`. */
export const monthOf = (at: Date): string => formatDateTime(at).slice(0, 7);

/** The same month a year before. */
export const yearBefore = (month: string): string => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
