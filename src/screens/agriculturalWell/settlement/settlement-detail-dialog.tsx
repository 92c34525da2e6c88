import { useMemo, type ReactNode } from 'react';
import { findById, findItemPage, type SettlementRow } from '../../../api/contract/money/settlement';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { label } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts as t } from '../../../i18n/zh-CN/well-settlement';
import { Dialog, DialogFooter, useDialogData } from '../../../ui/dialog';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { formatAmount } from '../../../validation';
import { payoutResultText as resultText } from '../../../api/contract/money/settlement-columns';
import { DetailList } from '../well/detail-list';
import { settlementItemColumns } from './settlement-item-columns';

/** A settlement as the server has it now, and every movement it covers, paged and exported. */
export function SettlementDetailDialog({ settlement, onClose }: { settlement: SettlementRow; onClose: () => void }) {
  const detail = useDialogData(() => callApi(findById, { id: settlement.id }), settlement.id, onClose);
  // every movement, a page at a time, and exported whole
  const items = useMemo(
    () => ({
      fetcher: ({ page, size }: PageQuery) => callApi(findItemPage, { settlementId: settlement.id, page, size }),
      exportAs: {
        call: findItemPage.path,
        filters: () => ({ settlementId: settlement.id }),
        fileName: () => `${t.items}-${settlement.settlementNo}`,
      } satisfies TableExport,
    }),
    [settlement.id, settlement.settlementNo],
  );
  const s = detail?.settlement;
  const fields: [string, ReactNode][] = s
    ? [
        [t.settlementNo, s.settlementNo],
        [t.period, `${s.periodStart} ~ ${s.periodEnd}`],
        [t.origin, t.origins[s.origin] ?? s.origin],
        [t.income, formatAmount(s.income)],
        [t.refund, formatAmount(s.refund)],
        [t.fee, formatAmount(s.fee)],
        [t.service, formatAmount(s.service)],
        [t.carry, formatAmount(s.carry)],
        [t.amount, formatAmount(s.amount)],
        [t.payMeans, label('paymentMeans', s.payMeans)],
        [t.status, label('payStatus', s.status)],
        [t.resultCode, resultText(s.resultCode)],
        [t.attempts, s.attempts],
        [t.paidTime, s.paidTime ?? ''],
        [t.createTime, s.createTime],
      ]
    : [];
  return (
    <Dialog
      open
      title={t.detailTitle(settlement.settlementNo)}
      onClose={onClose}
      width={900}
      footer={<DialogFooter cancelText={businessTexts.close} onCancel={onClose} />}
    >
      {!detail ? (
        <p role="status">{businessTexts.loading}</p>
      ) : (
        <>
          <DetailList items={fields} />
          <h3>{t.items}</h3>
          <TablePage
            cacheKey={`${findItemPage.path}#${settlement.id}`}
            fetcher={items.fetcher}
            columns={settlementItemColumns}
            label={t.items}
            rowKey={(r) => r.entryId}
            exportAs={items.exportAs}
          />
        </>
      )}
    </Dialog>
  );
}
