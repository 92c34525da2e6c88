import { columnsOf } from '../column-def';
import type { AreaRow } from './area';

/** Headers of the areas table's columns (the screen's and the export's); `place` is the personalised name (默认 村镇). */
export const areaColumnTitles = {
  areaCode: '区域编码',
  areaName: '区域名称',
  place: (place: string) => `所属${place}`,
  acreage: '面积(亩)',
  crop: '作物',
  valveCount: '阀门数',
  equip: '施肥机',
} as const;

const t = areaColumnTitles;

/** The areas table's columns and its export's. */
export const areaColumnDefs = columnsOf<AreaRow>()([
  { key: 'cd', title: t.areaCode, text: (r) => r.cd },
  { key: 'name', title: t.areaName, text: (r) => r.name },
  { key: 'placeName', title: (n) => t.place(n.place), text: (r) => r.placeName },
  { key: 'acreageMu', title: t.acreage, text: (r) => r.acreageMu },
  { key: 'crop', title: t.crop, text: (r) => r.crop },
  { key: 'valveCount', title: t.valveCount, text: (r) => r.valveCount },
  { key: 'equip', title: t.equip, text: (r) => r.equipName ?? '' },
]);
