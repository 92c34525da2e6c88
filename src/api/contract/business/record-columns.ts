import { label } from '../enum-labels';
import type { ColumnDef } from '../column-def';
import type { ColumnTitle } from '../export-columns';
import type { RecordRow } from './record';

/** Headers of the records table's columns (the screen's and the export's); equipment and place are the line's. */
export const recordColumnTitles = {
  orderNo: '订单号',
  status: '状态',
  type: '类型',
  user: '用户',
  startTime: '开始时间',
  endTime: '结束时间',
  water: '用水量(m³)',
  power: '用电量(kWh)',
  amount: '金额(元)',
} as const;

export type RecordColumnKey =
  'orderNo' | 'equip' | 'place' | 'status' | 'type' | 'user' | 'startTime' | 'endTime' | 'water' | 'power' | 'amount';

/** A line's records table: the columns it shows, in order, and the headers of its equipment and place columns. */
export interface RecordColumnSet {
  readonly keys: readonly RecordColumnKey[];
  readonly equip: ColumnTitle;
  readonly place: ColumnTitle;
}

const t = recordColumnTitles;

function recordColumn(key: RecordColumnKey, set: RecordColumnSet): ColumnDef<RecordRow, RecordColumnKey> {
  switch (key) {
    case 'orderNo':
      return { key, title: t.orderNo, text: (r) => r.orderNo };
    case 'equip':
      return { key, title: set.equip, text: (r) => `${r.equipName}(${r.equipCd})` };
    case 'place':
      return { key, title: set.place, text: (r) => r.placeName };
    case 'status':
      return { key, title: t.status, text: (r) => label('orderStatus', r.status) };
    case 'type':
      return { key, title: t.type, text: (r) => label('orderType', r.orderType) };
    case 'user':
      return { key, title: t.user, text: (r) => [r.userName, r.userMobile].filter(Boolean).join(' ') };
    case 'startTime':
      return { key, title: t.startTime, text: (r) => r.startTime };
    case 'endTime':
      return { key, title: t.endTime, text: (r) => r.endTime ?? '' };
    case 'water':
      return { key, title: t.water, text: (r) => r.waterM3.toFixed(3) };
    case 'power':
      return { key, title: t.power, text: (r) => r.powerKwh.toFixed(2) };
    case 'amount':
      return { key, title: t.amount, text: (r) => r.amount.toFixed(2) };
  }
}

/** A line's records table's columns and its export's. */
export const recordColumnDefsOf = (set: RecordColumnSet): readonly ColumnDef<RecordRow, RecordColumnKey>[] =>
  set.keys.map((key) => recordColumn(key, set));

/** The wells' records table: every column, status and amount read first, the equipment and place under their personalised names. */
export const wellRecordColumns: RecordColumnSet = {
  keys: ['orderNo', 'status', 'amount', 'equip', 'place', 'type', 'user', 'startTime', 'endTime', 'water', 'power'],
  equip: (n) => n.equipment,
  place: (n) => n.place,
};
