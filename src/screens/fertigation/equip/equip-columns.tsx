import type { EquipRow } from '../../../api/contract/fertigation/equip';
import { equipColumnDefs } from '../../../api/contract/fertigation/equip-columns';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import type { PersonalizedNames } from '../../../api/contract/param';
import { label } from '../../../i18n/zh-CN/enums';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { usePermission } from '../../../ui/permission';
import { SignalStrength } from '../../../ui/signal';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

const p = fertigationPermissions.equip;

/** What a row button asks the screen to open. */
export type EquipAction = 'edit' | 'bind' | 'param' | 'status' | 'move';

function RowActions({ row, onAction }: { row: EquipRow; onAction: (action: EquipAction, row: EquipRow) => void }) {
  const edit = usePermission([p.edit]);
  const can = { edit, bind: edit, param: usePermission([p.param]), status: usePermission([p.status]), move: usePermission([p.move]) };
  const button = (action: EquipAction, text: string) =>
    can[action] && (
      <button
        type="button"
        className="irr-button"
        data-action={action}
        aria-label={`${text} ${row.name}`}
        onClick={() => onAction(action, row)}
      >
        {text}
      </button>
    );
  return (
    <>
      {button('edit', t.edit)}
      {button('bind', t.bind)}
      {button('param', t.param)}
      {button('status', row.status === 'stop' ? t.enable : t.stop)}
      {button('move', t.move)}
    </>
  );
}

/** The equipment table (equipColumnDefs): the signal drawn, the row buttons last. */
export function equipColumns(labels: PersonalizedNames, onAction: (action: EquipAction, row: EquipRow) => void): TableColumn<EquipRow>[] {
  return tableColumnsOf(
    equipColumnDefs,
    {
      cd: { width: 120, fixed: 'left' },
      name: { width: 160, fixed: 'left', ellipsis: true },
      runState: 100,
      status: { width: 100, render: (r) => <span data-status={r.status}>{label('deviceStatus', r.status)}</span> },
      placeName: { width: 140, ellipsis: true },
      equipTypeName: { width: 140, ellipsis: true },
      areas: { width: 160, ellipsis: true },
      signal: { width: 140, render: (r) => <SignalStrength isOnline={r.isOnline} sig={r.sig} sigIntensity={r.sigIntensity} /> },
      enabled: 80,
    },
    {
      names: labels,
      actions: {
        key: 'actions',
        title: t.actions,
        width: 340,
        fixed: 'right',
        permissions: [p.edit, p.param, p.status, p.move],
        render: (r) => <RowActions row={r} onAction={onAction} />,
      },
    },
  );
}
