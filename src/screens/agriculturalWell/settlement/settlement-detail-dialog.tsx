import type { ReactNode } from 'react';
import { findById, type SettlementItem, type SettlementRow } from '../../../api/contract/money/settlement';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { label } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts as t } from '../../../i18n/zh-CN/well-settlement';
import { Dialog, useDialogData } from '../../../ui/dialog';
import { Table, type TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';
import { payoutResultText as resultText } from '../../../api/contract/money/settlement-columns';
import { DetailList } from '../well/detail-list';

const itemColumns: TableColumn<SettlementItem>[] = [
  { key: 'flowType', title: t.flowType, width: 90, render: (r) => label('flowType', r.flowType) },
  { key: 'orderNo', title: t.orderNo, width: 200 },
  { key: 'cardNo', title: t.cardNo, width: 140 },
  { key: 'amount', title: t.itemAmount, width: 110, align: 'right', render: (r) => formatAmount(r.amount) },
  { key: 'createTime', title: t.itemTime, width: 170 },
];

/** A settlement as the server has it now, and the movements it covers (the newest, up to the server's limit). */
export function SettlementDetailDialog({ settlement, onClose }: { settlement: SettlementRow; onClose: () => void }) {
  const detail = useDialogData(() => callApi(findById, { id: settlement.id }), settlement.id, onClose);
  const s = detail?.settlement;
  const fields: [string, ReactNode][] = s ? [
    [t.settlementNo, s.settlementNo], [t.period, `${s.periodStart} ~ ${s.periodEnd}`], [t.origin, t.origins[s.origin] ?? s.origin],
    [t.income, formatAmount(s.income)], [t.refund, formatAmount(s.refund)], [t.fee, formatAmount(s.fee)], [t.service, formatAmount(s.service)],
    [t.carry, formatAmount(s.carry)], [t.amount, formatAmount(s.amount)], [t.payMeans, label('paymentMeans', s.payMeans)],
    [t.status, label('payStatus', s.status)], [t.resultCode, resultText(s.resultCode)], [t.attempts, s.attempts],
    [t.paidTime, s.paidTime ?? ''], [t.createTime, s.createTime],
  ] : [];
  return (
    <Dialog open title={t.detailTitle(settlement.settlementNo)} onClose={onClose} width={820}
      footer={<button type="button" className="irr-button" onClick={onClose}>{businessTexts.close}</button>}>
      {!detail ? <p role="status">{businessTexts.loading}</p> : (
        <>
          <DetailList items={fields} />
          <h3>{t.items}</h3>
          {detail.items.length < detail.settlement.itemCount && <p>{t.itemsCapped(detail.items.length, detail.settlement.itemCount)}</p>}
          <Table label={t.items} columns={itemColumns} rows={detail.items} rowKey={(r) => r.entryId} />
        </>
      )}
    </Dialog>
  );
}
