import type { CardRow } from '../../../api/contract/money/card';
import { cardColumnDefs } from '../../../api/contract/money/card-columns';
import type { PersonalizedNames } from '../../../api/contract/param';
import { label } from '../../../i18n/zh-CN/enums';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';

/** The cards table (cardColumnDefs; the ID card arrives masked); `actions` is the last column. */
export function cardColumns(labels: PersonalizedNames, actions: TableColumn<CardRow>): TableColumn<CardRow>[] {
  return tableColumnsOf(
    cardColumnDefs,
    {
      cardNo: { width: 160, fixed: 'left' },
      cardType: 130,
      status: { width: 90, render: (r) => <span data-status={r.status}>{label('onlineCardStatus', r.status)}</span> },
      farmerName: 100,
      farmerMobile: 120,
      idCard: 180,
      placeName: 120,
      balance: { width: 110, align: 'right', render: (r) => formatAmount(r.balance) },
      giftBalance: { width: 120, align: 'right', render: (r) => formatAmount(r.giftBalance) },
      createTime: 170,
    },
    { names: labels, actions },
  );
}
