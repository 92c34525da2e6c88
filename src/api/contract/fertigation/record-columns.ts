import type { RecordColumnSet } from '../business/record-columns';

/** The fertigation records table: status and amount read first, no user or power; the machine is 设备 and its place 场地. */
export const fertigationRecordColumns: RecordColumnSet = {
  keys: ['orderNo', 'status', 'amount', 'equip', 'place', 'type', 'startTime', 'endTime', 'water'],
  equip: '设备',
  place: '场地',
};
