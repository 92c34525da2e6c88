import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import { areaColumnTitles } from './area-columns';
import type { ValveRow } from './valve';

/** Headers of the valves table's columns (the screen's and the export's); place and machine are titled as on the areas table. */
export const valveColumnTitles = {
  valveCode: '阀门编码', valveName: '阀门名称', area: '所属区域', enabled: '状态', remark: '备注',
} as const;

const t = valveColumnTitles;

/** The valves' export, column for column as the table. */
export const valveExportColumns: readonly ExportColumn<ValveRow>[] = [
  { title: t.valveCode, text: (r) => r.cd },
  { title: t.valveName, text: (r) => r.name },
  { title: (n) => areaColumnTitles.place(n.place), text: (r) => r.placeName },
  { title: t.area, text: (r) => r.areaName },
  { title: areaColumnTitles.equip, text: (r) => r.equipName ?? '' },
  { title: t.enabled, text: (r) => label('enabled', r.enabled) },
  { title: t.remark, text: (r) => r.remark },
];
