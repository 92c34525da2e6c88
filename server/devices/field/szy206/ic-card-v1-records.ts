import type { FieldRecord } from '../field-message';
import { readBin, writeBin } from './bin';
import type { BodyReader } from './body-reader';
import { readClock, writeClock } from './time-label';
import { readCard, readFen, readMeter, writeCard, writeFen, writeMeter } from './vendor-fields';

/**
 * One offline order in ic-card-v1's records frame (FF04H): record number (4 bytes binary), card,
 * start and end (6 bytes BCD each, second to year, China time), the four meters (5 bytes binary),
 * amount, balance before and after (4 bytes binary fen).
 */
export function readRecord(r: BodyReader): FieldRecord {
  return {
    recordNo: readBin(r.take(4, 'the record number')),
    cardNo: readCard(r),
    startedAt: readClock(r.take(6, 'the start time'), 'start time')!,
    endedAt: readClock(r.take(6, 'the end time'), 'end time')!,
    startWh: readMeter(r, 'the start Wh'),
    endWh: readMeter(r, 'the end Wh'),
    startLiters: readMeter(r, 'the start litres'),
    endLiters: readMeter(r, 'the end litres'),
    amountFen: readFen(r, 'the amount'),
    balanceBeforeFen: readFen(r, 'the balance before'),
    balanceAfterFen: readFen(r, 'the balance after'),
  };
}

export function writeRecord(record: FieldRecord): Buffer {
  return Buffer.concat([
    writeBin(record.recordNo, 4, 'record number'),
    writeCard(record.cardNo),
    writeClock(new Date(record.startedAt), 6),
    writeClock(new Date(record.endedAt), 6),
    writeMeter(record.startWh, 'start Wh'),
    writeMeter(record.endWh, 'end Wh'),
    writeMeter(record.startLiters, 'start litres'),
    writeMeter(record.endLiters, 'end litres'),
    writeFen(record.amountFen, 'amount'),
    writeFen(record.balanceBeforeFen, 'balance before'),
    writeFen(record.balanceAfterFen, 'balance after'),
  ]);
}
