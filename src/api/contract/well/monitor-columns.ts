import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import type { MonitorRow } from './monitor';
import { wellColumnTitles } from './equip-columns';

/** Headers of the monitor table's columns (the screen's and the export's); the others are personalised names. */
export const monitorColumnTitles = {
  signal: '在线/信号', waterLevel: '水位(m)', levelState: '水位状态', current: '电流(A)', voltage: '电压(V)',
  running: '运行状态', order: '当前订单', statusTime: '上报时间',
} as const;

const t = monitorColumnTitles;

/** 正常 or the bound the water level passed. */
export const levelStateText = (r: Pick<MonitorRow, 'waterLevelState'>) =>
  (r.waterLevelState === 'normal' ? '正常' : label('waterLevelMonitor', r.waterLevelState));

/** The monitor's export: the table's columns. */
export const monitorExportColumns: readonly ExportColumn<MonitorRow>[] = [
  { title: (n) => n.equipmentName, text: (r) => r.cd },
  { title: (n) => wellColumnTitles.name(n.equipment), text: (r) => r.name },
  { title: (n) => n.place, text: (r) => r.placeName },
  { title: t.signal, text: (r) => `${label('onlineState', String(r.isOnline))} ${r.sig.toFixed(1)}` },
  { title: t.waterLevel, text: (r) => r.waterLevel.toFixed(2) },
  { title: t.levelState, text: levelStateText },
  { title: t.current, text: (r) => r.current.toFixed(1) },
  { title: t.voltage, text: (r) => r.voltage.toFixed(1) },
  { title: t.running, text: (r) => label('deviceRunning', r.running) },
  { title: t.order, text: (r) => (r.order ? `${r.order.orderNo} ${r.order.userName} ${r.order.startTime}` : '') },
  { title: t.statusTime, text: (r) => r.statusTime ?? '' },
];
