import type { ExportColumn } from '../export-columns';
import type { AreaRow } from './area';

/** Headers of the areas table's columns (the screen's and the export's); `place` is the personalised name (默认 村镇). */
export const areaColumnTitles = {
  areaCode: '区域编码', areaName: '区域名称', place: (place: string) => `所属${place}`, acreage: '面积(亩)', crop: '作物',
  valveCount: '阀门数', equip: '施肥机',
} as const;

const t = areaColumnTitles;

/** The areas' export, column for column as the table. */
export const areaExportColumns: readonly ExportColumn<AreaRow>[] = [
  { title: t.areaCode, text: (r) => r.cd },
  { title: t.areaName, text: (r) => r.name },
  { title: (n) => t.place(n.place), text: (r) => r.placeName },
  { title: t.acreage, text: (r) => r.acreageMu },
  { title: t.crop, text: (r) => r.crop },
  { title: t.valveCount, text: (r) => r.valveCount },
  { title: t.equip, text: (r) => r.equipName ?? '' },
];
