import type { PersonalizedNames } from '../../../api/contract/param';
import type { WellRow } from '../../../api/contract/well/equip';
import { label } from '../../../i18n/zh-CN/enums';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { SignalStrength } from '../../../ui/signal';
import type { TableColumn } from '../../../ui/table/table-column';
import { billingText, keeperText } from './well-format';

/**
 * The well table's columns with the personalised names. With `onSelect` a well's code is a button
 * that picks it (the portal's `irr-well-select`); `actions` is a last column (the screen's row actions).
 */
export function wellColumns(labels: PersonalizedNames, onSelect?: (row: WellRow) => void, actions?: TableColumn<WellRow>): TableColumn<WellRow>[] {
  const columns: TableColumn<WellRow>[] = [
    {
      key: 'cd', title: labels.equipmentName, width: 130, fixed: 'left',
      render: (r) => (onSelect
        ? <button type="button" className="irr-well-select" aria-label={t.select(`${r.cd} ${r.name}`)} onClick={() => onSelect(r)}>{r.cd}</button>
        : r.cd),
    },
    { key: 'name', title: t.name(labels.equipment), width: 160 },
    { key: 'placeName', title: labels.place, width: 120 },
    {
      key: 'status', title: t.status, width: 110,
      render: (r) => <span data-status={r.status} data-health={r.health}>{t.statusAndHealth(label('deviceStatus', r.status), label('deviceHealth', r.health))}</span>,
    },
    { key: 'running', title: t.running, width: 90, render: (r) => label('deviceRunning', r.running) },
    { key: 'signal', title: t.signal, width: 120, render: (r) => <SignalStrength isOnline={r.isOnline} sig={r.sig} sigIntensity={r.sigIntensity} /> },
    { key: 'billing', title: t.billing, width: 260, render: billingText },
    { key: 'transformer', title: t.transformer, width: 80, render: (r) => label('transformer', r.transformer) },
    { key: 'keeper', title: labels.equipmentAdmin, width: 180, render: keeperText },
    { key: 'location', title: t.location, width: 200 },
  ];
  return actions ? [...columns, actions] : columns;
}
