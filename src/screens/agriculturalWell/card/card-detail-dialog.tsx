import { useMemo, useState, type ReactNode } from 'react';
import { findById, type CardRow, type RechargeRow } from '../../../api/contract/money/card';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { label } from '../../../i18n/zh-CN/enums';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { useSession } from '../../../session/public/session';
import { Dialog, DialogFooter, useDialogData } from '../../../ui/dialog';
import { Table } from '../../../ui/table';
import { formatAmount } from '../../../validation';
import { cardBillColumns, rechargeColumns, rechargeRefundColumn, withCardNo } from './card-detail-tables';
import { RechargeRefundDialog } from './recharge-refund-dialog';
import { DetailList } from '../well/detail-list';

export interface CardDetailDialogProps {
  /** The row picked; the card is read again from the server. */
  card: CardRow;
  onClose: () => void;
  /** A recharge of the card went back (the card's balance changed). @default none */
  onChanged?: () => void;
}

/**
 * A card as the server has it now (findById): the card and its holder, the card it replaced (原卡号,
 * 补卡), its latest recharges and bills with those of the cards it replaced (a 卡号 column then says
 * whose). A recharge that may still go back from this card offers 退款 (with the permission), an old
 * card's too (补卡 moved its money here); after it the card is read again.
 */
export function CardDetailDialog({ card, onClose, onChanged }: CardDetailDialogProps) {
  const labels = useSession((s) => s.labels);
  const [reads, setReads] = useState(0);
  const [refunding, setRefunding] = useState<RechargeRow | null>(null);
  const detail = useDialogData(() => callApi(findById, { id: card.id }), `${card.id}:${reads}`, onClose);
  const c = detail?.card;
  const columns = useMemo(
    () => (detail && c ? withCardNo([...rechargeColumns, rechargeRefundColumn(c, setRefunding)], detail.recharges, c.id) : rechargeColumns),
    [detail, c],
  );
  const billColumns = useMemo(() => (detail && c ? withCardNo(cardBillColumns, detail.bills, c.id) : cardBillColumns), [detail, c]);
  const [replacedFrom, ...earlier] = detail?.replaced ?? [];
  const items: [string, ReactNode][] = c
    ? [
        [t.cardNo, c.cardNo],
        [t.cardType, label('cardType', c.cardType)],
        [t.status, label('onlineCardStatus', c.status)],
        [t.farmerName, c.farmerName],
        [t.mobile, c.farmerMobile],
        [t.idCard, c.idCard],
        [labels.place, c.placeName],
        [t.balance, formatAmount(c.balance)],
        [t.giftBalance, formatAmount(c.giftBalance)],
        ...(c.pendingWrite !== 0
          ? [[t.pendingWrite, <span data-pending-write>{formatAmount(c.pendingWrite)}</span>] as [string, ReactNode]]
          : []),
        [t.createTime, c.createTime],
        ...(replacedFrom
          ? [
              [
                t.replacedFrom,
                t.replacedChain(
                  replacedFrom.cardNo,
                  earlier.map((r) => r.cardNo),
                ),
              ] as [string, ReactNode],
            ]
          : []),
        ...(c.lossTime ? [[t.lossTime, c.lossTime] as [string, ReactNode]] : []),
        ...(c.replacedByCardNo ? [[t.replacedBy, c.replacedByCardNo] as [string, ReactNode]] : []),
      ]
    : [];
  return (
    <>
      <Dialog
        open
        title={t.detailTitle(card.cardNo)}
        onClose={onClose}
        width={820}
        footer={<DialogFooter cancelText={businessTexts.close} onCancel={onClose} />}
      >
        {!detail ? (
          <p role="status">{businessTexts.loading}</p>
        ) : (
          <>
            <DetailList items={items} />
            <h3>{t.recharges}</h3>
            <Table label={t.recharges} columns={columns} rows={detail.recharges} />
            <h3>{t.bills}</h3>
            <Table label={t.bills} columns={billColumns} rows={detail.bills} />
          </>
        )}
      </Dialog>
      {refunding && c && (
        <RechargeRefundDialog
          card={c}
          recharge={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            setRefunding(null);
            setReads((n) => n + 1);
            onChanged?.();
          }}
        />
      )}
    </>
  );
}
