import type { CardRow } from '../../../api/contract/money/card';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { usePermission } from '../../../ui/permission';
import type { TableColumn } from '../../../ui/table';

const p = wellPermissions.card;

/** What a row button asks the screen to open. */
export type CardAction = 'detail' | 'recharge' | 'loss' | 'replace' | 'move';

/**
 * Each button needs its permission and a card in a state that allows it (the server refuses the
 * others): recharge and loss only a normal card, replace a normal or lost one; a replaced card is
 * history, so its farmer is moved from the current card.
 */
function RowActions({ row, onAction }: { row: CardRow; onAction: (action: CardAction, row: CardRow) => void }) {
  const can: Record<CardAction, boolean> = {
    detail: usePermission([p.view]),
    recharge: usePermission([p.recharge]) && row.status === 'normal',
    loss: usePermission([p.loss]) && row.status === 'normal',
    replace: usePermission([p.replace]) && row.status !== 'replace',
    move: usePermission([p.move]) && row.status !== 'replace',
  };
  const button = (action: CardAction, text: string) =>
    can[action] && (
      <button
        type="button"
        className="irr-button"
        data-action={action}
        aria-label={t.rowAction(text, row.cardNo)}
        onClick={() => onAction(action, row)}
      >
        {text}
      </button>
    );
  return (
    <>
      {button('detail', t.detail)}
      {button('recharge', t.recharge)}
      {button('loss', t.loss)}
      {button('replace', t.replace)}
      {button('move', t.move)}
    </>
  );
}

/** The cards screen's operations column, shown to a holder of any of its permissions. */
export function cardActionsColumn(onAction: (action: CardAction, row: CardRow) => void): TableColumn<CardRow> {
  return {
    key: 'actions',
    title: t.ops,
    width: 310,
    fixed: 'right',
    permissions: [p.view, p.recharge, p.loss, p.replace, p.move],
    render: (r) => <RowActions row={r} onAction={onAction} />,
  };
}
