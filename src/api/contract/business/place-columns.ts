import { columnsOf, type ColumnDef } from '../column-def';
import type { PlaceRow } from './place';

/** Headers of the places table's columns (the screen's and the export's); `place` is the personalised name (默认 村镇). */
export const placeColumnTitles = {
  placeName: (place: string) => `${place}名称`,
  region: '所在地区',
  address: '详细地址',
  managerName: '负责人',
  managerMobile: '负责人手机号',
} as const;

const t = placeColumnTitles;

/** 省 / 市 / 区县 of a place. */
export const regionText = (r: PlaceRow): string => [r.provinceName, r.cityName, r.areaName].filter(Boolean).join(' / ');

/** A line's places table's columns and its export's: the line's own counts column last. */
export const placeColumnDefsOf = (counts: ColumnDef<PlaceRow, 'counts'>) =>
  columnsOf<PlaceRow>()([
    { key: 'name', title: (n) => t.placeName(n.place), text: (r) => r.name },
    { key: 'region', title: t.region, text: regionText },
    { key: 'address', title: t.address, text: (r) => r.address },
    { key: 'managerName', title: t.managerName, text: (r) => r.managerName },
    { key: 'managerMobile', title: t.managerMobile, text: (r) => r.managerMobile },
    counts,
  ]);
