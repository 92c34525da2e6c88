import { useMemo } from 'react';
import { loss, type CardRow } from '../../../api/contract/money/card';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { placeList } from '../../../api/contract/well/place';
import { callApi } from '../../../api/transport';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { formatAmount } from '../../../validation';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { useLinePlaces } from '../../business/use-place-options';
import { useRowDialogs } from '../../business/use-row-dialogs';
import { cardActionsColumn, type CardAction } from './card-actions';
import { cardColumns } from './card-columns';
import { CardDetailDialog } from './card-detail-dialog';
import { cardExport, cardFilters, fetchCards } from './card-filters';
import { IssueDialog } from './issue-dialog';
import { MovePlaceDialog } from './move-place-dialog';
import { RechargeDialog } from './recharge-dialog';
import { ReplaceDialog } from './replace-dialog';

type Open = { action: CardAction; row: CardRow } | { action: 'issue'; row: null };

/**
 * /agriculturalWell/card (用户卡管理): the farmers' cards; issue, recharge, report lost, replace, move
 * the holder; a recharge goes back from the card's detail.
 */
export function CardScreen({ title }: ScreenProps) {
  const labels = useSession((s) => s.labels);
  const places = useLinePlaces(placeList);
  const { open, setOpen, close, refreshKey, reload, done } = useRowDialogs<Open>();
  const filters = useMemo(() => cardFilters(labels, places), [labels, places]);
  const columns = useMemo(
    () =>
      cardColumns(
        labels,
        cardActionsColumn((action, row) => setOpen({ action, row })),
      ),
    [labels, setOpen],
  );
  const row = open?.row ?? null;
  return (
    <>
      <TablePage
        cacheKey="irrigationWell/card/findPage"
        fetcher={fetchCards}
        exportAs={cardExport}
        columns={columns}
        filters={filters}
        label={title || t.table}
        refreshKey={refreshKey}
        toolbar={
          <Permission anyOf={[wellPermissions.card.issue]}>
            <button
              type="button"
              className="irr-button"
              data-primary=""
              data-action="issue"
              onClick={() => setOpen({ action: 'issue', row: null })}
            >
              {t.issue}
            </button>
          </Permission>
        }
      />
      {open?.action === 'issue' && <IssueDialog onIssued={(card) => done(t.issued(card.cardNo))} onClose={close} />}
      {open?.action === 'detail' && row && <CardDetailDialog card={row} onClose={close} onChanged={reload} />}
      {open?.action === 'recharge' && row && (
        <RechargeDialog card={row} onRecharged={(balance) => done(t.recharged(formatAmount(balance)))} onClose={close} />
      )}
      {open?.action === 'loss' && row && (
        <ConfirmDialog
          title={t.lossTitle}
          message={t.lossConfirm(row.cardNo, row.farmerName)}
          onClose={close}
          onConfirm={() => callApi(loss, { cardId: row.id }).then(() => done(t.lost), reload)}
        />
      )}
      {open?.action === 'replace' && row && (
        <ReplaceDialog card={row} onReplaced={(card) => done(t.replaced(card.cardNo))} onClose={close} />
      )}
      {open?.action === 'move' && row && <MovePlaceDialog card={row} onMoved={() => done(t.moved)} onClose={close} />}
    </>
  );
}
