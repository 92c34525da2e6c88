import type { ReportFigures } from '../../../api/contract/money/report';
import { figureColumns } from '../../../api/contract/money/report-columns';
import { useStyles } from '../../../ui/styles/use-styles';
import { FigureList } from '../../business/home/figure-list';
import type { Figure } from '../../business/home/figure';
import { homeStyles } from '../../business/home/home.styles';

/** The figures of the strip: water, power, revenue, refund, net and orders, titled as the columns. */
const STRIP: readonly (keyof ReportFigures)[] = ['water', 'power', 'revenue', 'refund', 'net', 'orders'];

/** A summary's totals as the strip's cards. */
export const summaryFigures = (totals: ReportFigures): Figure[] =>
  figureColumns.filter((c) => STRIP.includes(c.key)).map((c) => ({ key: c.key, label: c.title, value: String(c.text(totals)) }));

/** The totals of the whole range (every row, not only the page) as a strip of cards above the table. */
export function ReportTotals({ label, figures }: { label: string; figures: readonly Figure[] }) {
  useStyles(homeStyles);
  return (
    <section aria-label={label} data-totals="">
      <FigureList label={label} figures={figures} />
    </section>
  );
}
