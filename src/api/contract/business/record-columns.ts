import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import type { RecordRow } from './record';

/** Headers of the records table's columns (the screen's and the export's); equipment and place are personalised names. */
export const recordColumnTitles = {
  orderNo: '订单号', status: '状态', type: '类型', user: '用户', startTime: '开始时间', endTime: '结束时间',
  water: '用水量(m³)', power: '用电量(kWh)', amount: '金额(元)',
} as const;

const t = recordColumnTitles;

/** The wells' records export, column for column as the table. */
export const recordExportColumns: readonly ExportColumn<RecordRow>[] = [
  { title: t.orderNo, text: (r) => r.orderNo },
  { title: (n) => n.equipment, text: (r) => `${r.equipName}(${r.equipCd})` },
  { title: (n) => n.place, text: (r) => r.placeName },
  { title: t.status, text: (r) => label('orderStatus', r.status) },
  { title: t.type, text: (r) => label('orderType', r.orderType) },
  { title: t.user, text: (r) => [r.userName, r.userMobile].filter(Boolean).join(' ') },
  { title: t.startTime, text: (r) => r.startTime },
  { title: t.endTime, text: (r) => r.endTime ?? '' },
  { title: t.water, text: (r) => r.waterM3.toFixed(3) },
  { title: t.power, text: (r) => r.powerKwh.toFixed(2) },
  { title: t.amount, text: (r) => r.amount.toFixed(2) },
];
