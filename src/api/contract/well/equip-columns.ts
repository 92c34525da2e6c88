import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { WellRow } from './equip';

/** Headers of the well table's columns (the screen's and the export's); the others are personalised names. */
export const wellColumnTitles = {
  status: '设备状态',
  health: '健康度',
  running: '运行状态',
  signal: '在线/信号',
  billing: '计费方式',
  transformer: '变压器',
  location: '位置',
  electricPrice: '电价(元/kWh)',
  waterPrice: '水价(元/m³)',
  /** 机井名称, with the personalised name of the equipment. */
  name: (equipment: string) => `${equipment}名称`,
} as const;

const t = wellColumnTitles;

/** The wells table's columns and its export's: the table shows the health with the status and the prices with the billing, the export each apart. */
export const wellColumnDefs = columnsOf<WellRow>()([
  { key: 'cd', title: (n) => n.equipmentName, text: (r) => r.cd },
  { key: 'name', title: (n) => t.name(n.equipment), text: (r) => r.name },
  { key: 'placeName', title: (n) => n.place, text: (r) => r.placeName },
  { key: 'status', title: t.status, text: (r) => label('deviceStatus', r.status) },
  { key: 'health', title: t.health, text: (r) => label('deviceHealth', r.health), only: 'export' },
  { key: 'running', title: t.running, text: (r) => label('deviceRunning', r.running) },
  { key: 'signal', title: t.signal, text: (r) => `${label('onlineState', String(r.isOnline))} ${r.sig.toFixed(1)}` },
  { key: 'billing', title: t.billing, text: (r) => label('billingMode', r.billingMode) },
  { key: 'electricPrice', title: t.electricPrice, text: (r) => r.electricPrice.toFixed(2), only: 'export' },
  { key: 'waterPrice', title: t.waterPrice, text: (r) => r.waterPrice.toFixed(2), only: 'export' },
  { key: 'transformer', title: t.transformer, text: (r) => label('transformer', r.transformer) },
  { key: 'keeper', title: (n) => n.equipmentAdmin, text: (r) => [r.keeperName, r.keeperMobile].filter(Boolean).join(' ') },
  { key: 'location', title: t.location, text: (r) => r.location },
]);
