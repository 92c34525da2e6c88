import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import { areaColumnTitles } from './area-columns';
import type { ValveRow } from './valve';

/** Headers of the valves table's columns (the screen's and the export's); place and machine are titled as on the areas table. */
export const valveColumnTitles = {
  valveCode: '阀门编码',
  valveName: '阀门名称',
  area: '所属区域',
  enabled: '状态',
  remark: '备注',
} as const;

const t = valveColumnTitles;

/** The valves table's columns and its export's. */
export const valveColumnDefs = columnsOf<ValveRow>()([
  { key: 'cd', title: t.valveCode, text: (r) => r.cd },
  { key: 'name', title: t.valveName, text: (r) => r.name },
  { key: 'placeName', title: (n) => areaColumnTitles.place(n.place), text: (r) => r.placeName },
  { key: 'areaName', title: t.area, text: (r) => r.areaName },
  { key: 'equip', title: areaColumnTitles.equip, text: (r) => r.equipName ?? '' },
  { key: 'enabled', title: t.enabled, text: (r) => label('enabled', r.enabled) },
  { key: 'remark', title: t.remark, text: (r) => r.remark },
]);
