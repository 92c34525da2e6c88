import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import { equipColumnTitles } from './equip-columns';
import type { EquipTypeRow } from './equip-type';

/** Headers of the equipment types table's columns (the screen's and the export's); name and 启用 as on the machines table. */
export const equipTypeColumnTitles = {
  kind: '类别',
  model: '型号',
  tankCount: '肥桶数量',
  valveLimit: '阀门上限',
  equipCount: '设备数',
} as const;

const t = equipTypeColumnTitles;

/** The equipment types table's columns and its export's. */
export const equipTypeColumnDefs = columnsOf<EquipTypeRow>()([
  { key: 'name', title: equipColumnTitles.name, text: (r) => r.name },
  { key: 'kind', title: t.kind, text: (r) => label('equipmentKind', r.kind) },
  { key: 'model', title: t.model, text: (r) => r.model },
  { key: 'tankCount', title: t.tankCount, text: (r) => r.tankCount },
  { key: 'valveLimit', title: t.valveLimit, text: (r) => r.valveLimit },
  { key: 'equipCount', title: t.equipCount, text: (r) => r.equipCount },
  { key: 'enabled', title: equipColumnTitles.enabled, text: (r) => label('enabled', r.enabled) },
]);
