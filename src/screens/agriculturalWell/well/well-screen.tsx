import { useMemo } from 'react';
import { changeStatus, enable, type WellRow } from '../../../api/contract/well/equip';
import { callApi } from '../../../api/transport';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { businessTexts } from '../../../i18n/zh-CN/business';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { useRowDialogs } from '../../business/use-row-dialogs';
import { BillingDialog } from './billing-dialog';
import { wellActionsColumn, type WellAction } from './well-actions';
import { WellDetailDialog } from './well-detail-dialog';
import { WellEditDialog } from './well-edit-dialog';
import { WellParamDialog } from './well-param-dialog';
import { WellTable } from './well-table';

type Open = { action: WellAction; row: WellRow };

/** /agriculturalWell/well (机井管理): the well table with the row actions, each gated by its permission. */
export function WellScreen({ title }: ScreenProps) {
  const labels = useSession((s) => s.labels);
  const { open, setOpen, close, refreshKey, reload, done } = useRowDialogs<Open>();
  const actions = useMemo(() => wellActionsColumn((action, row) => setOpen({ action, row })), []);
  const row = open?.row ?? null;
  const stopping = row?.status !== 'stop';
  // A refusal means the row is stale (stopped by someone else, or pumping meanwhile): reload it either way.
  const toggle = (w: WellRow) => (stopping ? callApi(changeStatus, { id: w.id, status: 'stop' }) : callApi(enable, { id: w.id }));
  return (
    <>
      <WellTable label={title || t.table(labels.equipment)} actions={actions} refreshKey={refreshKey} />
      {open?.action === 'detail' && row && <WellDetailDialog well={row} onClose={close} />}
      {open?.action === 'edit' && row && <WellEditDialog well={row} onSaved={() => done(businessTexts.saved)} onClose={close} />}
      {open?.action === 'billing' && row && <BillingDialog well={row} onSaved={() => done(businessTexts.saved)} onClose={close} />}
      {open?.action === 'param' && row && <WellParamDialog well={row} onSaved={() => done(businessTexts.saved)} onClose={close} />}
      {open?.action === 'status' && row && (
        <ConfirmDialog
          title={stopping ? t.stop : t.enable}
          message={t.confirmStatus(stopping ? t.stop : t.enable, `${row.cd} ${row.name}`)}
          onClose={close}
          onConfirm={() => toggle(row).then(() => done(businessTexts.changed), reload)}
        />
      )}
    </>
  );
}
