import type { ReactNode } from 'react';
import { findById, type BillRow } from '../../../api/contract/money/bill';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { label } from '../../../i18n/zh-CN/enums';
import { wellBillTexts as t } from '../../../i18n/zh-CN/well-bill';
import { useSession } from '../../../session/public/session';
import { Dialog, DialogFooter, useDialogData } from '../../../ui/dialog';
import { Table } from '../../../ui/table';
import { formatAmount, formatFixed } from '../../../validation';
import { lineColumns, refundColumns } from './bill-detail-tables';
import { DetailList } from '../well/detail-list';

export interface BillDetailDialogProps {
  /** The row picked; the bill is read again from the server. */
  bill: BillRow;
  onClose: () => void;
}

/** A bill as the server has it now (findById): its fields, priced lines and refunds. */
export function BillDetailDialog({ bill, onClose }: BillDetailDialogProps) {
  const labels = useSession((s) => s.labels);
  const detail = useDialogData(() => callApi(findById, { id: bill.id }), bill.id, onClose);
  const b = detail?.bill;
  const items: [string, ReactNode][] = b
    ? [
        [t.orderNo, b.orderNo],
        [t.cardNo, b.cardNo],
        [t.farmer, [b.farmerName, b.farmerMobile].filter(Boolean).join(' ')],
        [labels.equipment, `${b.wellName}(${b.wellCd})`],
        [labels.place, b.placeName],
        [t.billingMode, label('billingMode', b.billingMode)],
        [t.water, formatFixed(b.waterM3, 3)],
        [t.waterFromPower, b.waterFromPower ? t.yes : t.no],
        [t.overQuota, formatFixed(b.overQuotaM3, 3)],
        [t.power, formatFixed(b.powerKwh, 2)],
        [t.count, b.count],
        [t.amount, formatAmount(b.amount)],
        [t.refunded, formatAmount(b.refundedAmount)],
        [t.refundedCount, b.refundedCount],
        [t.shortfall, formatAmount(b.shortfall)],
        [t.status, label('billStatus', b.status)],
        [t.payMode, label('payMode', b.payMode)],
        [t.time, b.createTime],
      ]
    : [];
  return (
    <Dialog
      open
      title={t.detailTitle(bill.orderNo)}
      onClose={onClose}
      width={820}
      footer={<DialogFooter cancelText={businessTexts.close} onCancel={onClose} />}
    >
      {!detail ? (
        <p role="status">{businessTexts.loading}</p>
      ) : (
        <>
          <DetailList items={items} />
          <h3>{t.lines}</h3>
          <Table label={t.lines} columns={lineColumns} rows={detail.lines} rowKey={(_, i) => i} />
          <h3>{t.refunds}</h3>
          <Table label={t.refunds} columns={refundColumns} rows={detail.refunds} emptyText={t.none} />
        </>
      )}
    </Dialog>
  );
}
