import type { FieldRecord, FieldUp } from '../field-message';
import type { BodyWriter } from './body-writer';
import type { Sl651Profile } from './profiles';
import { readingElements } from './reading';
import { NUMBER_BYTES, VENDOR_FN, writeFen, writeMeter, writeResult } from './vendor-fields';

/** The IC-card controller's own frames, station → centre, after the station group (the reading twin is vendor-up.ts). */

type VendorUp = Extract<FieldUp, { kind: 'swipe' | 'stop' | 'records' | 'remaining' | 'ack' }>;

function writeRecord(w: BodyWriter, record: FieldRecord): void {
  w.uint32(record.recordNo).text(record.cardNo, NUMBER_BYTES, 'the card number').time(record.startedAt, 6).time(record.endedAt, 6);
  writeMeter(w, record.startWh, 'startWh');
  writeMeter(w, record.endWh, 'endWh');
  writeMeter(w, record.startLiters, 'startLiters');
  writeMeter(w, record.endLiters, 'endLiters');
  writeFen(w, record.amountFen, 'amountFen');
  writeFen(w, record.balanceBeforeFen, 'balanceBeforeFen');
  writeFen(w, record.balanceAfterFen, 'balanceAfterFen');
}

/** Writes the body of a vendor frame and gives its function code. */
export function writeVendorUp(w: BodyWriter, up: VendorUp, profile: Sl651Profile, now: number): number {
  switch (up.kind) {
    case 'swipe':
      w.time(up.at ?? now, 6)
        .text(up.cardNo, NUMBER_BYTES, 'the card number')
        .text(up.orderNo, NUMBER_BYTES, 'the order number');
      w.bytes(readingElements({ meterWh: up.meterWh, meterLiters: up.meterLiters }, [], profile));
      return VENDOR_FN.SWIPE;
    case 'stop':
      w.time(up.at ?? now, 6).text(up.orderNo, NUMBER_BYTES, 'the order number');
      w.bytes(readingElements({ meterWh: up.meterWh, meterLiters: up.meterLiters }, [], profile));
      return VENDOR_FN.STOP;
    case 'records':
      if (up.records.length > 0xff) throw new Error(`${up.records.length} records do not fit one frame`);
      w.byte(up.records.length);
      for (const record of up.records) writeRecord(w, record);
      return VENDOR_FN.RECORDS;
    case 'remaining':
      w.text(up.cardNo ?? '', NUMBER_BYTES, 'the card number');
      writeFen(w, up.balanceFen, 'balanceFen');
      writeMeter(w, up.waterLiters, 'waterLiters');
      return VENDOR_FN.REMAINING;
    case 'ack':
      if (up.command !== 'blacklist' && up.command !== 'recharge')
        throw new Error(`the ${profile.id} profile has no answer to a ${up.command} command`);
      writeResult(w, up.ok, up.reason);
      return up.command === 'blacklist' ? VENDOR_FN.BLACKLIST : VENDOR_FN.RECHARGE;
  }
}
