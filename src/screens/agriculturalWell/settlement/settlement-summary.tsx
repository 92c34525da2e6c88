import type { SettlementSetting } from '../../../api/contract/money/settlement';
import { label } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts as t } from '../../../i18n/zh-CN/well-settlement';
import { formatAmount } from '../../../validation';
import { DetailList } from '../well/detail-list';

export interface OpenPeriod {
  periodStart: string;
  periodEnd: string | null;
  income: number;
  refund: number;
  itemCount: number;
  carry: number;
}

/** The setting in force and the open period (待结算): what the next settlement holds so far. */
export function SettlementSummary({ setting, open }: { setting: SettlementSetting; open: OpenPeriod }) {
  const rows: [string, string][] = [
    [t.way, label('settlementWay', setting.way)],
    [t.interval, t.intervalDays(setting.interval)],
    [t.payMeans, label('paymentMeans', setting.payMeans)],
    [t.binding, label('accountBinding', setting.accountBinding)],
    [t.account, setting.accountNo ? `${setting.accountName} ${setting.accountNo}`.trim() : t.noAccount],
    [t.feeRate, `${(setting.feePermille / 10).toFixed(1)}%`],
    [
      label('payStatus', 'waitSettle'),
      `${t.openPeriod(open.periodStart, open.periodEnd)}；${t.openFigures(formatAmount(open.income), formatAmount(open.refund), open.itemCount)}${open.carry !== 0 ? t.openCarry(formatAmount(open.carry)) : ''}`,
    ],
  ];
  return (
    <section aria-label={t.summary} data-summary="">
      <DetailList items={rows} />
    </section>
  );
}
