import type { CardRow } from '../../../api/contract/money/card';
import { cardColumnDefs, cardStatusText } from '../../../api/contract/money/card-columns';
import type { PersonalizedNames } from '../../../api/contract/param';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

/** The cards table (cardColumnDefs; the ID card arrives masked); `actions` is the last column. */
export function cardColumns(labels: PersonalizedNames, actions: TableColumn<CardRow>): TableColumn<CardRow>[] {
  return tableColumnsOf(
    cardColumnDefs,
    {
      cardNo: { width: 160, fixed: 'left' },
      status: {
        width: 150,
        render: (r) => (
          <span data-status={r.status} data-pending-write={r.pendingWrite !== 0 || undefined}>
            {cardStatusText(r)}
          </span>
        ),
      },
      balance: { width: 110, align: 'right' },
      cardType: 130,
      farmerName: { width: 100, ellipsis: true },
      farmerMobile: 120,
      idCard: 180,
      placeName: { width: 120, ellipsis: true },
      giftBalance: { width: 120, align: 'right' },
      createTime: 170,
    },
    { names: labels, actions },
  );
}
