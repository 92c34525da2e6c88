import { TRANSPORT_SHORT_NAMES } from '../device/field-link';
import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { MonitorRow } from './monitor';
import { wellColumnTitles } from './equip-columns';

/** Headers of the monitor table's columns (the screen's and the export's); the others are personalised names. */
export const monitorColumnTitles = {
  signal: '在线/信号',
  transport: '通信方式',
  waterLevel: '水位(m)',
  levelState: '水位状态',
  current: '电流(A)',
  voltage: '电压(V)',
  running: '运行状态',
  order: '当前订单',
  statusTime: '上报时间',
} as const;

const t = monitorColumnTitles;

/** 正常 or the bound the water level passed. */
export const levelStateText = (r: Pick<MonitorRow, 'waterLevelState'>) =>
  r.waterLevelState === 'normal' ? '正常' : label('waterLevelMonitor', r.waterLevelState);

/** A well's transport as the monitor names it (— : no device yet). */
export const transportText = (r: Pick<MonitorRow, 'transport'>) => (r.transport ? TRANSPORT_SHORT_NAMES[r.transport] : '—');

/** The monitor table's columns and its export's: the well, then what a watcher reads first (online and signal, level, running, the order pumping). */
export const monitorColumnDefs = columnsOf<MonitorRow>()([
  { key: 'cd', title: (n) => n.equipmentName, text: (r) => r.cd },
  { key: 'name', title: (n) => wellColumnTitles.name(n.equipment), text: (r) => r.name },
  { key: 'signal', title: t.signal, text: (r) => `${label('onlineState', String(r.isOnline))} ${r.sig.toFixed(1)}` },
  { key: 'waterLevel', title: t.waterLevel, text: (r) => r.waterLevel.toFixed(2) },
  { key: 'running', title: t.running, text: (r) => label('deviceRunning', r.running) },
  { key: 'order', title: t.order, text: (r) => (r.order ? `${r.order.orderNo} ${r.order.userName} ${r.order.startTime}` : '') },
  { key: 'placeName', title: (n) => n.place, text: (r) => r.placeName },
  { key: 'transport', title: t.transport, text: transportText },
  { key: 'levelState', title: t.levelState, text: levelStateText },
  { key: 'current', title: t.current, text: (r) => r.current.toFixed(1) },
  { key: 'voltage', title: t.voltage, text: (r) => r.voltage.toFixed(1) },
  { key: 'statusTime', title: t.statusTime, text: (r) => r.statusTime ?? '' },
]);
