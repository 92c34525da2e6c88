import type { ReactNode } from 'react';
import { findById, type CardRow } from '../../../api/contract/money/card';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { label } from '../../../i18n/zh-CN/enums';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { useSession } from '../../../session';
import { Dialog, useDialogData } from '../../../ui/dialog';
import { useStyles } from '../../../ui/styles/use-styles';
import { Table } from '../../../ui/table';
import { formatAmount } from '../../../validation';
import { wellDetailStyles } from '../well/well-detail.styles';
import { cardBillColumns, rechargeColumns } from './card-detail-tables';

export interface CardDetailDialogProps {
  /** The row picked; the card is read again from the server. */
  card: CardRow;
  onClose: () => void;
}

/** A card as the server has it now (findById): the card and its holder, its latest recharges and bills. */
export function CardDetailDialog({ card, onClose }: CardDetailDialogProps) {
  useStyles(wellDetailStyles);
  const labels = useSession((s) => s.labels);
  const detail = useDialogData(() => callApi(findById, { id: card.id }), card.id, onClose);
  const c = detail?.card;
  const items: [string, ReactNode][] = c ? [
    [t.cardNo, c.cardNo], [t.cardType, label('cardType', c.cardType)], [t.status, label('onlineCardStatus', c.status)],
    [t.farmerName, c.farmerName], [t.mobile, c.farmerMobile], [t.idCard, c.idCard], [labels.place, c.placeName],
    [t.balance, formatAmount(c.balance)], [t.giftBalance, formatAmount(c.giftBalance)], [t.createTime, c.createTime],
    ...(c.lossTime ? [[t.lossTime, c.lossTime] as [string, ReactNode]] : []),
    ...(c.replacedByCardNo ? [[t.replacedBy, c.replacedByCardNo] as [string, ReactNode]] : []),
  ] : [];
  return (
    <Dialog open title={t.detailTitle(card.cardNo)} onClose={onClose} width={820}
      footer={<button type="button" className="irr-button" onClick={onClose}>{businessTexts.close}</button>}>
      {!detail ? <p role="status">{businessTexts.loading}</p> : (
        <>
          <dl className="irr-well-detail">
            {items.map(([name, value]) => <div key={name}><dt>{name}</dt><dd>{value}</dd></div>)}
          </dl>
          <h3>{t.recharges}</h3>
          <Table label={t.recharges} columns={rechargeColumns} rows={detail.recharges} />
          <h3>{t.bills}</h3>
          <Table label={t.bills} columns={cardBillColumns} rows={detail.bills} />
        </>
      )}
    </Dialog>
  );
}
