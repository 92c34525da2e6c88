import { settlementItemColumnDefs } from '../../../api/contract/money/settlement-columns';
import { tableColumnsOf } from '../../../ui/table';

/** A settlement's movements (settlementItemColumnDefs), in its detail: type, order, card, amount, time. */
export const settlementItemColumns = tableColumnsOf(settlementItemColumnDefs, {
  flowType: 90,
  orderNo: 200,
  cardNo: 140,
  amount: { width: 110, align: 'right' },
  createTime: 170,
});
