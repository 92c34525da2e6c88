import type { PersonalizedNames } from '../../../api/contract/param';
import type { CallResponse } from '../../../api/contract/define-call';
import type { quota, QuotaRow } from '../../../api/contract/money/report';
import { quotaColumnDefs } from '../../../api/contract/money/report-columns';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { tableColumnsOf, type ColumnView, type TableColumn } from '../../../ui/table';
import { formatFixed } from '../../../validation';
import type { Figure } from '../../business/home/figure';

type QuotaAnswer = CallResponse<typeof quota>;
const q = t.quota;
const m3 = (v: number) => formatFixed(v, 3);

/** The quota report's table (quotaColumnDefs, one column per tier by the answer's labels): the figures right-aligned. */
export function quotaColumns(tierLabels: readonly string[], names: PersonalizedNames): TableColumn<QuotaRow>[] {
  const figure: ColumnView<QuotaRow> = { width: 110, align: 'right' };
  const tiers = Object.fromEntries(tierLabels.map((_, i) => [`tier${i}`, { width: 130, align: 'right' } satisfies ColumnView<QuotaRow>]));
  return tableColumnsOf(
    quotaColumnDefs(tierLabels),
    {
      name: { width: 100, fixed: 'left' },
      mobile: 120,
      placeName: 120,
      quota: figure,
      used: figure,
      within: figure,
      over: figure,
      ...tiers,
      remaining: figure,
    },
    { names },
  );
}

/** The strip above the table: farmers, those over their quota, and the year's water. */
export const quotaFigures = ({ totals }: QuotaAnswer): Figure[] => [
  { key: 'farmers', label: q.farmers, value: String(totals.farmers) },
  { key: 'overFarmers', label: q.overFarmers, value: String(totals.overFarmers), alert: totals.overFarmers > 0 },
  { key: 'quota', label: q.quota, value: m3(totals.quota) },
  { key: 'used', label: q.used, value: m3(totals.used) },
  { key: 'within', label: q.within, value: m3(totals.within) },
  { key: 'over', label: q.over, value: m3(totals.over) },
];
