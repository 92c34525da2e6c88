import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import type { EquipRow } from './equip';

/** Headers of the machines table's columns (the screen's and the export's); the place is a personalised name. */
export const equipColumnTitles = {
  code: '编号', name: '名称', type: '设备类型', areas: '绑定区域', runState: '运行状态', status: '设备状态', signal: '在线/信号', enabled: '启用',
} as const;

const t = equipColumnTitles;

/** The machines' export, column for column as the table (the signal as 在线 12.5, as the wells' export writes it). */
export const equipExportColumns: readonly ExportColumn<EquipRow>[] = [
  { title: t.code, text: (r) => r.cd },
  { title: t.name, text: (r) => r.name },
  { title: (n) => n.place, text: (r) => r.placeName },
  { title: t.type, text: (r) => r.equipTypeName },
  { title: t.areas, text: (r) => r.areas.map((a) => a.name).join('、') },
  { title: t.runState, text: (r) => label('equipmentRunState', r.runState) },
  { title: t.status, text: (r) => label('deviceStatus', r.status) },
  { title: t.signal, text: (r) => `${label('onlineState', String(r.isOnline))} ${r.sig.toFixed(1)}` },
  { title: t.enabled, text: (r) => label('enabled', r.enabled) },
];
