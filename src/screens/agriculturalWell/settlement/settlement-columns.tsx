import type { SettlementRow } from '../../../api/contract/money/settlement';
import { settlementColumnDefs } from '../../../api/contract/money/settlement-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts as t } from '../../../i18n/zh-CN/well-settlement';
import { usePermission } from '../../../ui/permission';
import { tableColumnsOf, type ColumnView, type TableColumn } from '../../../ui/table';

const p = wellPermissions.settlement;

export type SettlementAction = 'detail' | 'retry';

/** 详情 with the view permission; 重新打款 on a failed payout with the apply permission. */
function RowActions({ row, onAction }: { row: SettlementRow; onAction: (action: SettlementAction, row: SettlementRow) => void }) {
  const can: Record<SettlementAction, boolean> = {
    detail: usePermission([p.view]),
    retry: usePermission([p.apply]) && row.status === 'failed',
  };
  const button = (action: SettlementAction, text: string) =>
    can[action] && (
      <button
        type="button"
        className="irr-button"
        data-action={action}
        aria-label={t.rowAction(text, row.settlementNo)}
        onClick={() => onAction(action, row)}
      >
        {text}
      </button>
    );
  return (
    <>
      {button('detail', t.detail)}
      {button('retry', t.retry)}
    </>
  );
}

/** A money column: its text grouped by thousands (the table's default cell). */
const AMOUNT: ColumnView<SettlementRow> = { width: 110, align: 'right' };

/** The settlements table (settlementColumnDefs): number, amount and status read first, period, money, the payout's answer, operations. */
export function settlementColumns(onAction: (action: SettlementAction, row: SettlementRow) => void): TableColumn<SettlementRow>[] {
  return tableColumnsOf(
    settlementColumnDefs,
    {
      settlementNo: { width: 200, fixed: 'left' },
      amount: AMOUNT,
      status: { width: 90, render: (r) => <span data-status={r.status}>{label('payStatus', r.status)}</span> },
      period: 320,
      origin: 90,
      income: AMOUNT,
      refund: AMOUNT,
      fee: AMOUNT,
      service: AMOUNT,
      carry: AMOUNT,
      itemCount: { width: 70, align: 'right' },
      payMeans: 90,
      resultCode: { width: 170, ellipsis: true },
      paidTime: 170,
    },
    {
      actions: {
        key: 'actions',
        title: t.ops,
        width: 150,
        fixed: 'right',
        permissions: [p.view, p.apply],
        print: false,
        render: (r) => <RowActions row={r} onAction={onAction} />,
      },
    },
  );
}
