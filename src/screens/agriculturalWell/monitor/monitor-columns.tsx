import type { CommandAction } from '../../../api/contract/device/messages';
import type { PersonalizedNames } from '../../../api/contract/param';
import { wellColumnTitles } from '../../../api/contract/well/equip-columns';
import { levelStateText } from '../../../api/contract/well/monitor-columns';
import type { MonitorRow } from '../../../api/contract/well/monitor';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellMonitorTexts as t } from '../../../i18n/zh-CN/well-monitor';
import { SignalStrength } from '../../../ui/signal';
import type { TableColumn } from '../../../ui/table/table-column';
import { FlashOnChange } from './flash-on-change';
import { outcomeText, type PumpCommand } from './use-pump-commands';

export const wellText = (r: Pick<MonitorRow, 'cd' | 'name'>) => `${r.name}(${r.cd})`;

/** 启动 for an idle well, 停止 for a running one; only for an online well with a device, and not while a command waits. */
function commandCell(r: MonitorRow, last: PumpCommand | undefined, onCommand: (row: MonitorRow, action: CommandAction) => void) {
  const action: CommandAction = r.running === 'use' ? 'stop' : 'start';
  const text = action === 'start' ? t.start : t.stop;
  const usable = r.isOnline && r.hasDevice;
  return (
    <>
      {usable && (
        <button type="button" className="irr-button" data-action={action} disabled={last?.status === 'SENT'} aria-label={t.rowAction(text, wellText(r))}
          onClick={() => onCommand(r, action)}>{text}</button>
      )}
      {last && <span className="irr-command-state" role="status" data-phase={last.status}>{outcomeText(last)}</span>}
    </>
  );
}

/** The monitor table's columns (monitor-columns.ts titles, the personalised names), the pump commands last. */
export function monitorColumns(
  labels: PersonalizedNames, commands: ReadonlyMap<number, PumpCommand>, onCommand: (row: MonitorRow, action: CommandAction) => void,
): TableColumn<MonitorRow>[] {
  return [
    { key: 'cd', title: labels.equipmentName, width: 130, fixed: 'left' },
    { key: 'name', title: wellColumnTitles.name(labels.equipment), width: 150 },
    { key: 'placeName', title: labels.place, width: 120 },
    {
      key: 'signal', title: t.signal, width: 130,
      render: (r) => <FlashOnChange value={`${r.isOnline}${r.sig}`}><SignalStrength isOnline={r.isOnline} sig={r.sig} sigIntensity={r.sigIntensity} /></FlashOnChange>,
    },
    { key: 'waterLevel', title: t.waterLevel, width: 90, align: 'right', render: (r) => <FlashOnChange value={r.waterLevel}>{r.waterLevel.toFixed(2)}</FlashOnChange> },
    {
      key: 'levelState', title: t.levelState, width: 100,
      render: (r) => <span className="irr-level-tag" data-state={r.waterLevelState}>{levelStateText(r)}</span>,
    },
    { key: 'current', title: t.current, width: 80, align: 'right', render: (r) => <FlashOnChange value={r.current}>{r.current.toFixed(1)}</FlashOnChange> },
    { key: 'voltage', title: t.voltage, width: 80, align: 'right', render: (r) => <FlashOnChange value={r.voltage}>{r.voltage.toFixed(1)}</FlashOnChange> },
    { key: 'running', title: t.running, width: 90, render: (r) => <FlashOnChange value={r.running}>{label('deviceRunning', r.running)}</FlashOnChange> },
    { key: 'order', title: t.order, width: 220, render: (r) => (r.order ? `${r.order.orderNo} ${r.order.userName} ${r.order.startTime}` : '') },
    { key: 'statusTime', title: t.statusTime, width: 170, render: (r) => r.statusTime ?? '' },
    {
      key: 'ops', title: t.ops, width: 190, fixed: 'right', print: false, permissions: [wellPermissions.monitor.control],
      render: (r) => commandCell(r, commands.get(r.id), onCommand),
    },
  ];
}
