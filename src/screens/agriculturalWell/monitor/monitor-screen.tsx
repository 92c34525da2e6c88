import { useCallback, useMemo, useState } from 'react';
import type { CommandAction } from '../../../api/contract/device/messages';
import type { MonitorRow } from '../../../api/contract/well/monitor';
import { placeList } from '../../../api/contract/well/place';
import { wellMonitorTexts as t } from '../../../i18n/zh-CN/well-monitor';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { useStyles } from '../../../ui/styles/use-styles';
import { TablePage } from '../../../features/table-page';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { useLinePlaces } from '../../business/use-place-options';
import { monitorColumns, wellText } from './monitor-columns';
import { monitorExport, monitorFetcher, monitorFilters, monitorRowFilter } from './monitor-filters';
import { monitorStyles } from './monitor.styles';
import { MonitorSummaryStrip } from './monitor-summary';
import { usePumpCommands } from './use-pump-commands';
import { useMonitorLive } from './use-monitor-live';
import { useLevelSparklines } from './use-level-sparklines';
import { LazyAlarmRulesDialog } from './lazy-alarm-rules';
import { Permission } from '../../../ui/permission';
import { wellPermissions } from '../../../api/contract/well/permissions';

type Asked = { row: MonitorRow; action: CommandAction };

/**
 * /agriculturalWell/monitor (设备监控): the merchant's counts, the wells' live state (signal, water
 * level and its bounds, current, voltage, running order) changing in place as the live stream
 * reports it, each well's last 24 hours of level as a sparkline, and 启动/停止 of a pump (control permission), whose outcome is the device's answer.
 * Opened with `?keyword=`, the table starts filtered by it (a link to a well).
 */
export function MonitorScreen({ title, query }: ScreenProps) {
  useStyles(monitorStyles);
  const labels = useSession((s) => s.labels);
  const places = useLinePlaces(placeList);
  const commands = usePumpCommands();
  const live = useMonitorLive(commands.answered);
  const sparklines = useLevelSparklines();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  // a link to one well (…/monitor?keyword=QH-001, the home page's) opens the table filtered by it
  const linked = query.keyword;
  const filters = useMemo(() => monitorFilters(labels, places, linked), [labels, places, linked]);
  const columns = useMemo(
    () => monitorColumns(labels, commands.byWell, (row, action) => setAsked({ row, action }), sparklines.levels),
    [labels, commands.byWell, sparklines.levels],
  );
  const { pageShown } = live;
  const rowsShown = useCallback(
    (rows: readonly MonitorRow[]) => {
      pageShown(rows);
      sparklines.pageShown(rows);
    },
    [pageShown, sparklines.pageShown],
  );
  const fetcher = useMemo(() => monitorFetcher(live.loaded), [live.loaded]);
  const actionText = asked?.action === 'start' ? t.start : t.stop;
  return (
    <>
      <MonitorSummaryStrip summary={live.summary} />
      <TablePage
        key={linked}
        cacheKey="irrigationWell/monitor/findPage"
        fetcher={fetcher}
        columns={columns}
        filters={filters}
        label={title || t.table}
        exportAs={monitorExport}
        refreshKey={live.refreshKey}
        rowUpdates={live.rowUpdates}
        rowFilter={monitorRowFilter}
        onRowsShown={rowsShown}
        toolbar={
          <>
            <span className="irr-live-state" role="status" data-down={!live.connected || undefined}>
              {live.connected ? t.live.on : t.live.off}
            </span>
            <Permission anyOf={[wellPermissions.monitor.alarm]}>
              <button type="button" className="irr-button" onClick={() => setRulesOpen(true)}>
                {t.alarmRules}
              </button>
            </Permission>
          </>
        }
      />
      {rulesOpen && <LazyAlarmRulesDialog open onClose={() => setRulesOpen(false)} />}
      {asked && (
        <ConfirmDialog
          title={t.confirmTitle(actionText)}
          message={t.confirm(actionText, wellText(asked.row))}
          onClose={() => setAsked(null)}
          onConfirm={() => commands.send(asked.row.id, wellText(asked.row), asked.action)}
        />
      )}
    </>
  );
}
