import type { CardRow } from '../../../api/contract/money/card';
import type { PersonalizedNames } from '../../../api/contract/param';
import { label } from '../../../i18n/zh-CN/enums';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import type { TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';

/** The cards table's columns (the ID card arrives masked); `actions` is the last column. */
export function cardColumns(labels: PersonalizedNames, actions: TableColumn<CardRow>): TableColumn<CardRow>[] {
  return [
    { key: 'cardNo', title: t.cardNo, width: 160, fixed: 'left' },
    { key: 'cardType', title: t.cardType, width: 130, render: (r) => label('cardType', r.cardType) },
    { key: 'status', title: t.status, width: 90, render: (r) => <span data-status={r.status}>{label('onlineCardStatus', r.status)}</span> },
    { key: 'farmerName', title: t.farmerName, width: 100 },
    { key: 'farmerMobile', title: t.mobile, width: 120 },
    { key: 'idCard', title: t.idCard, width: 180 },
    { key: 'placeName', title: labels.place, width: 120 },
    { key: 'balance', title: t.balance, width: 110, align: 'right', render: (r) => formatAmount(r.balance) },
    { key: 'giftBalance', title: t.giftBalance, width: 120, align: 'right', render: (r) => formatAmount(r.giftBalance) },
    { key: 'createTime', title: t.createTime, width: 170 },
    actions,
  ];
}
