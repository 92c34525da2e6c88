import type { ExportColumn } from '../export-columns';
import type { PlaceRow } from './place';

/** Headers of the places table's columns (the screen's and the export's); `place` is the personalised name (默认 村镇). */
export const placeColumnTitles = {
  placeName: (place: string) => `${place}名称`,
  region: '所在地区', address: '详细地址', managerName: '负责人', managerMobile: '负责人手机号',
} as const;

const t = placeColumnTitles;

/** 省 / 市 / 区县 of a place. */
export const regionText = (r: PlaceRow): string => [r.provinceName, r.cityName, r.areaName].filter(Boolean).join(' / ');

/** A line's places export, column for column as its table: the line's own counts column last. */
export const placeExportColumnsOf = (counts: ExportColumn<PlaceRow>): readonly ExportColumn<PlaceRow>[] => [
  { title: (n) => t.placeName(n.place), text: (r) => r.name },
  { title: t.region, text: regionText },
  { title: t.address, text: (r) => r.address },
  { title: t.managerName, text: (r) => r.managerName },
  { title: t.managerMobile, text: (r) => r.managerMobile },
  counts,
];
