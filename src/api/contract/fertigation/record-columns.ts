import type { RecordColumnSet } from '../business/record-columns';

/** The fertigation records table: no user or power; the machine is 设备 and its place 场地. */
export const fertigationRecordColumns: RecordColumnSet = {
  keys: ['orderNo', 'equip', 'place', 'status', 'type', 'startTime', 'endTime', 'water', 'amount'],
  equip: '设备',
  place: '场地',
};
