import type { EquipRow } from '../../../api/contract/fertigation/equip';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { usePermission } from '../../../ui/permission';
import { SignalStrength } from '../../../ui/signal';
import type { TableColumn } from '../../../ui/table/table-column';

const p = fertigationPermissions.equip;

/** What a row button asks the screen to open. */
export type EquipAction = 'edit' | 'bind' | 'param' | 'status' | 'move';

function RowActions({ row, onAction }: { row: EquipRow; onAction: (action: EquipAction, row: EquipRow) => void }) {
  const edit = usePermission([p.edit]);
  const can = { edit, bind: edit, param: usePermission([p.param]), status: usePermission([p.status]), move: usePermission([p.move]) };
  const button = (action: EquipAction, text: string) => can[action] && (
    <button type="button" className="irr-button" data-action={action} aria-label={`${text} ${row.name}`} onClick={() => onAction(action, row)}>{text}</button>
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

/** The equipment table's columns; `placeTitle` is the personalised place label (村镇 by default). */
export function equipColumns(placeTitle: string, onAction: (action: EquipAction, row: EquipRow) => void): TableColumn<EquipRow>[] {
  return [
    { key: 'cd', title: t.code, width: 120 },
    { key: 'name', title: t.name, width: 160 },
    { key: 'placeName', title: placeTitle, width: 140 },
    { key: 'equipTypeName', title: t.type, width: 140 },
    { key: 'areas', title: t.areas, width: 160, render: (r) => r.areas.map((a) => a.name).join('、') },
    { key: 'runState', title: t.runState, width: 100, render: (r) => label('equipmentRunState', r.runState) },
    { key: 'status', title: t.status, width: 100, render: (r) => <span data-status={r.status}>{label('deviceStatus', r.status)}</span> },
    { key: 'signal', title: t.signal, width: 140, render: (r) => <SignalStrength isOnline={r.isOnline} sig={r.sig} sigIntensity={r.sigIntensity} /> },
    { key: 'enabled', title: t.enabled, width: 80, render: (r) => label('enabled', r.enabled) },
    {
      key: 'actions', title: t.actions, width: 340, fixed: 'right', permissions: [p.edit, p.param, p.status, p.move],
      render: (r) => <RowActions row={r} onAction={onAction} />,
    },
  ];
}
