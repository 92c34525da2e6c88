import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import type { WellRow } from './equip';

/** Headers of the well table's columns (the screen's and the export's); the others are personalised names. */
export const wellColumnTitles = {
  status: '设备状态', health: '健康度', running: '运行状态', signal: '在线/信号', billing: '计费方式', transformer: '变压器',
  location: '位置', electricPrice: '电价(元/kWh)', waterPrice: '水价(元/m³)',
  /** 机井名称, with the personalised name of the equipment. */
  name: (equipment: string) => `${equipment}名称`,
} as const;

const t = wellColumnTitles;

/** The wells' export: the table's columns, with status and health, and the billing's prices, apart. */
export const wellExportColumns: readonly ExportColumn<WellRow>[] = [
  { title: (n) => n.equipmentName, text: (r) => r.cd },
  { title: (n) => t.name(n.equipment), text: (r) => r.name },
  { title: (n) => n.place, text: (r) => r.placeName },
  { title: t.status, text: (r) => label('deviceStatus', r.status) },
  { title: t.health, text: (r) => label('deviceHealth', r.health) },
  { title: t.running, text: (r) => label('deviceRunning', r.running) },
  { title: t.signal, text: (r) => `${label('onlineState', String(r.isOnline))} ${r.sig.toFixed(1)}` },
  { title: t.billing, text: (r) => label('billingMode', r.billingMode) },
  { title: t.electricPrice, text: (r) => r.electricPrice.toFixed(2) },
  { title: t.waterPrice, text: (r) => r.waterPrice.toFixed(2) },
  { title: t.transformer, text: (r) => label('transformer', r.transformer) },
  { title: (n) => n.equipmentAdmin, text: (r) => [r.keeperName, r.keeperMobile].filter(Boolean).join(' ') },
  { title: t.location, text: (r) => r.location },
];
