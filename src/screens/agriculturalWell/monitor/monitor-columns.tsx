import type { CommandAction } from '../../../api/contract/device/messages';
import type { PersonalizedNames } from '../../../api/contract/param';
import { levelStateText, monitorColumnDefs, transportText } from '../../../api/contract/well/monitor-columns';
import type { MonitorRow } from '../../../api/contract/well/monitor';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellMonitorTexts as t } from '../../../i18n/zh-CN/well-monitor';
import { SignalStrength } from '../../../ui/signal';
import { Sparkline } from '../../../ui/sparkline';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';
import { FlashOnChange } from './flash-on-change';
import { outcomeText, type PumpCommand } from './use-pump-commands';
import type { LevelSparklines } from './use-level-sparklines';

export const wellText = (r: Pick<MonitorRow, 'cd' | 'name'>) => `${r.name}(${r.cd})`;

/** 启动 for an idle well (not a stopped one), 停止 for a running one; only for an online well with a device, and not while a command waits. */
function commandCell(r: MonitorRow, last: PumpCommand | undefined, onCommand: (row: MonitorRow, action: CommandAction) => void) {
  const action: CommandAction = r.running === 'use' ? 'stop' : 'start';
  const text = action === 'start' ? t.start : t.stop;
  const usable = r.isOnline && r.hasDevice && !(action === 'start' && r.stopped);
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

/** The latest level a sparkline's values hold (the last hour that has one). */
const latest = (levels: readonly (number | null)[]) => [...levels].reverse().find((v) => v !== null) ?? null;

/** 24小时水位: the screen's own column (not exported, not printed), empty until the page's sparklines come. */
function sparklineColumn(sparklines: LevelSparklines): TableColumn<MonitorRow> {
  return {
    key: 'levelSparkline',
    title: t.sparkline,
    width: 120,
    print: false,
    render: (r) => {
      const levels = sparklines.get(r.id);
      return levels && <Sparkline values={levels} label={t.sparklineOf(latest(levels))} />;
    },
  };
}

/**
 * The monitor table (monitorColumnDefs, the columns read first next to the well): the well (code
 * and name) fixed on the left, the live figures flashing when they change, the 24-hour sparkline
 * after the columns read first (they keep their places, up to the order pumping), the pump
 * commands last.
 */
export function monitorColumns(
  labels: PersonalizedNames,
  commands: ReadonlyMap<number, PumpCommand>,
  onCommand: (row: MonitorRow, action: CommandAction) => void,
  sparklines: LevelSparklines = new Map(),
): TableColumn<MonitorRow>[] {
  const columns = tableColumnsOf(
    monitorColumnDefs,
    {
      cd: { width: 130, fixed: 'left' },
      name: { width: 150, fixed: 'left', ellipsis: true },
      signal: {
        width: 130,
        render: (r) => (
          <FlashOnChange value={`${r.isOnline}${r.sig}`}>
            <SignalStrength isOnline={r.isOnline} sig={r.sig} sigIntensity={r.sigIntensity} />
          </FlashOnChange>
        ),
      },
      waterLevel: {
        width: 90,
        align: 'right',
        render: (r) => <FlashOnChange value={r.waterLevel}>{r.waterLevel.toFixed(2)}</FlashOnChange>,
      },
      running: { width: 90, render: (r) => <FlashOnChange value={r.running}>{label('deviceRunning', r.running)}</FlashOnChange> },
      order: { width: 280, ellipsis: true },
      placeName: { width: 120, ellipsis: true },
      transport: {
        width: 90,
        render: (r) => (
          <span className="irr-transport-tag" data-transport={r.transport ?? 'none'}>
            {transportText(r)}
          </span>
        ),
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
  const after = columns.findIndex((c) => c.key === 'order') + 1;
  return [...columns.slice(0, after), sparklineColumn(sparklines), ...columns.slice(after)];
}
