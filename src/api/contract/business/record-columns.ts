import { label } from '../enum-labels';
import type { ColumnTitle, ExportColumn } from '../export-columns';
import type { RecordRow } from './record';

/** Headers of the records table's columns (the screen's and the export's); equipment and place are the line's. */
export const recordColumnTitles = {
  orderNo: '订单号', status: '状态', type: '类型', user: '用户', startTime: '开始时间', endTime: '结束时间',
  water: '用水量(m³)', power: '用电量(kWh)', amount: '金额(元)',
} as const;

export type RecordColumnKey = 'orderNo' | 'equip' | 'place' | 'status' | 'type' | 'user' | 'startTime' | 'endTime' | 'water' | 'power' | 'amount';

/** A line's records table: the columns it shows, in order, and the headers of its equipment and place columns. */
export interface RecordColumnSet {
  readonly keys: readonly RecordColumnKey[];
  readonly equip: ColumnTitle;
  readonly place: ColumnTitle;
}

const t = recordColumnTitles;

function recordColumn(key: RecordColumnKey, set: RecordColumnSet): ExportColumn<RecordRow> {
  switch (key) {
    case 'orderNo': return { title: t.orderNo, text: (r) => r.orderNo };
    case 'equip': return { title: set.equip, text: (r) => `${r.equipName}(${r.equipCd})` };
    case 'place': return { title: set.place, text: (r) => r.placeName };
    case 'status': return { title: t.status, text: (r) => label('orderStatus', r.status) };
    case 'type': return { title: t.type, text: (r) => label('orderType', r.orderType) };
    case 'user': return { title: t.user, text: (r) => [r.userName, r.userMobile].filter(Boolean).join(' ') };
    case 'startTime': return { title: t.startTime, text: (r) => r.startTime };
    case 'endTime': return { title: t.endTime, text: (r) => r.endTime ?? '' };
    case 'water': return { title: t.water, text: (r) => r.waterM3.toFixed(3) };
    case 'power': return { title: t.power, text: (r) => r.powerKwh.toFixed(2) };
    case 'amount': return { title: t.amount, text: (r) => r.amount.toFixed(2) };
  }
}

/** A line's records export, column for column as its table. */
export const recordExportColumnsOf = (set: RecordColumnSet): readonly ExportColumn<RecordRow>[] => set.keys.map((key) => recordColumn(key, set));

/** The wells' records table: every column, the equipment and place under their personalised names. */
export const wellRecordColumns: RecordColumnSet = {
  keys: ['orderNo', 'equip', 'place', 'status', 'type', 'user', 'startTime', 'endTime', 'water', 'power', 'amount'],
  equip: (n) => n.equipment,
  place: (n) => n.place,
};

/** The wells' records export. */
export const recordExportColumns = recordExportColumnsOf(wellRecordColumns);
