import type { ReportFigures } from '../../../api/contract/money/report';
import { fixedPointDecimals } from '../../../api/contract/figure-cell';
import { figureColumns } from '../../../api/contract/money/report-columns';
import { useStyles } from '../../../ui/styles/use-styles';
import { FigureList } from '../../business/home/figure-list';
import type { Figure } from '../../business/home/figure';
import { cardNumber } from '../../business/home/home-format';
import { homeStyles } from '../../business/home/home.styles';

/** The figures of the strip: water, power, revenue, refund, net and orders, titled as the columns. */
const STRIP: readonly (keyof ReportFigures)[] = ['water', 'power', 'revenue', 'refund', 'net', 'orders'];

/** A summary's totals as the strip's cards: each grouped with its column's decimals, from 100,000 up in 万 (the whole figure on hover). */
export const summaryFigures = (totals: ReportFigures): Figure[] =>
  figureColumns
    .filter((c) => STRIP.includes(c.key))
    .map((c) => ({
      key: c.key,
      label: c.title,
      ...cardNumber(totals[c.key], (fixedPointDecimals(String(c.text(totals))) ?? 0) as 0 | 1 | 2 | 3),
    }));

/** The totals of the whole range (every row, not only the page) as a strip of cards above the table. */
export function ReportTotals({ label, figures }: { label: string; figures: readonly Figure[] }) {
  useStyles(homeStyles);
  return (
    <section aria-label={label} data-totals="">
      <FigureList label={label} figures={figures} />
    </section>
  );
}
