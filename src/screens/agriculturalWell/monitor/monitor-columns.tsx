import type { CommandAction } from '../../../api/contract/device/messages';
import type { PersonalizedNames } from '../../../api/contract/param';
import { levelStateText, monitorColumnDefs, transportText } from '../../../api/contract/well/monitor-columns';
import type { MonitorRow } from '../../../api/contract/well/monitor';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellMonitorTexts as t } from '../../../i18n/zh-CN/well-monitor';
import { SignalStrength } from '../../../ui/signal';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';
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
        <button
          type="button"
          className="irr-button"
          data-action={action}
          disabled={last?.status === 'SENT'}
          aria-label={t.rowAction(text, wellText(r))}
          onClick={() => onCommand(r, action)}
        >
          {text}
        </button>
      )}
      {last && (
        <span className="irr-command-state" role="status" data-phase={last.status}>
          {outcomeText(last)}
        </span>
      )}
    </>
  );
}

/** The monitor table (monitorColumnDefs): the live figures flash when they change, the pump commands last. */
export function monitorColumns(
  labels: PersonalizedNames,
  commands: ReadonlyMap<number, PumpCommand>,
  onCommand: (row: MonitorRow, action: CommandAction) => void,
): TableColumn<MonitorRow>[] {
  return tableColumnsOf(
    monitorColumnDefs,
    {
      cd: { width: 130, fixed: 'left' },
      name: 150,
      placeName: 120,
      signal: {
        width: 130,
        render: (r) => (
          <FlashOnChange value={`${r.isOnline}${r.sig}`}>
            <SignalStrength isOnline={r.isOnline} sig={r.sig} sigIntensity={r.sigIntensity} />
          </FlashOnChange>
        ),
      },
      transport: {
        width: 90,
        render: (r) => (
          <span className="irr-transport-tag" data-transport={r.transport ?? 'none'}>
            {transportText(r)}
          </span>
        ),
      },
      waterLevel: {
        width: 90,
        align: 'right',
        render: (r) => <FlashOnChange value={r.waterLevel}>{r.waterLevel.toFixed(2)}</FlashOnChange>,
      },
      levelState: {
        width: 100,
        render: (r) => (
          <span className="irr-level-tag" data-state={r.waterLevelState}>
            {levelStateText(r)}
          </span>
        ),
      },
      current: { width: 80, align: 'right', render: (r) => <FlashOnChange value={r.current}>{r.current.toFixed(1)}</FlashOnChange> },
      voltage: { width: 80, align: 'right', render: (r) => <FlashOnChange value={r.voltage}>{r.voltage.toFixed(1)}</FlashOnChange> },
      running: { width: 90, render: (r) => <FlashOnChange value={r.running}>{label('deviceRunning', r.running)}</FlashOnChange> },
      order: 220,
      statusTime: 170,
    },
    {
      names: labels,
      actions: {
        key: 'ops',
        title: t.ops,
        width: 190,
        fixed: 'right',
        print: false,
        permissions: [wellPermissions.monitor.control],
        render: (r) => commandCell(r, commands.get(r.id), onCommand),
      },
    },
  );
}
