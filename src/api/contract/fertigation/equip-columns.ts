import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { EquipRow } from './equip';

/** Headers of the machines table's columns (the screen's and the export's); the place is a personalised name. */
export const equipColumnTitles = {
  code: '编号',
  name: '名称',
  type: '设备类型',
  areas: '绑定区域',
  runState: '运行状态',
  status: '设备状态',
  signal: '在线/信号',
  enabled: '启用',
} as const;

const t = equipColumnTitles;

/**
 * The machines table's columns and its export's: code and name, then what is read first (run state,
 * status); the signal written as 在线 12.5, as the wells' export writes it.
 */
export const equipColumnDefs = columnsOf<EquipRow>()([
  { key: 'cd', title: t.code, text: (r) => r.cd },
  { key: 'name', title: t.name, text: (r) => r.name },
  { key: 'runState', title: t.runState, text: (r) => label('equipmentRunState', r.runState) },
  { key: 'status', title: t.status, text: (r) => label('deviceStatus', r.status) },
  { key: 'placeName', title: (n) => n.place, text: (r) => r.placeName },
  { key: 'equipTypeName', title: t.type, text: (r) => r.equipTypeName },
  { key: 'areas', title: t.areas, text: (r) => r.areas.map((a) => a.name).join('、') },
  { key: 'signal', title: t.signal, text: (r) => `${label('onlineState', String(r.isOnline))} ${r.sig.toFixed(1)}` },
  { key: 'enabled', title: t.enabled, text: (r) => label('enabled', r.enabled) },
]);
