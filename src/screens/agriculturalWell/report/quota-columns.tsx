import type { PersonalizedNames } from '../../../api/contract/param';
import type { CallResponse } from '../../../api/contract/define-call';
import type { quota, QuotaRow } from '../../../api/contract/money/report';
import { QUOTA_TOTALS_ID } from '../../../api/contract/money/report-columns';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import type { TableColumn } from '../../../ui/table';
import type { Figure } from '../../business/home/figure';

type QuotaAnswer = CallResponse<typeof quota>;
const q = t.quota;
const m3 = (v: number) => v.toFixed(3);

/**
 * The quota report's columns, as its export's (quotaExportColumns): the farmer, the mobile, the
 * village, the quota, the water used, within and over it, one column per tier (by the answer's
 * labels), and the quota left.
 */
export function quotaColumns(tierLabels: readonly string[], names: PersonalizedNames): TableColumn<QuotaRow>[] {
  const figure = (key: 'quota' | 'used' | 'within' | 'over', title: string): TableColumn<QuotaRow> =>
    ({ key, title, width: 110, align: 'right', render: (r) => m3(r[key]) });
  return [
    { key: 'name', title: q.name, width: 100, fixed: 'left' },
    { key: 'mobile', title: q.mobile, width: 120 },
    { key: 'placeName', title: names.place, width: 120 },
    figure('quota', q.quota), figure('used', q.used), figure('within', q.within), figure('over', q.over),
    ...tierLabels.map((label, i): TableColumn<QuotaRow> => ({ key: `tier${i}`, title: label, width: 130, align: 'right', render: (r) => m3(r.tiers[i] ?? 0) })),
    { key: 'remaining', title: q.remaining, width: 110, align: 'right', render: (r) => (r.id === QUOTA_TOTALS_ID ? '' : m3(r.remaining)) },
  ];
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
