import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import { equipColumnTitles } from './equip-columns';
import type { EquipTypeRow } from './equip-type';

/** Headers of the equipment types table's columns (the screen's and the export's); name and 启用 as on the machines table. */
export const equipTypeColumnTitles = {
  kind: '类别', model: '型号', tankCount: '肥桶数量', valveLimit: '阀门上限', equipCount: '设备数',
} as const;

const t = equipTypeColumnTitles;

/** The equipment types' export, column for column as the table. */
export const equipTypeExportColumns: readonly ExportColumn<EquipTypeRow>[] = [
  { title: equipColumnTitles.name, text: (r) => r.name },
  { title: t.kind, text: (r) => label('equipmentKind', r.kind) },
  { title: t.model, text: (r) => r.model },
  { title: t.tankCount, text: (r) => r.tankCount },
  { title: t.valveLimit, text: (r) => r.valveLimit },
  { title: t.equipCount, text: (r) => r.equipCount },
  { title: equipColumnTitles.enabled, text: (r) => label('enabled', r.enabled) },
];
