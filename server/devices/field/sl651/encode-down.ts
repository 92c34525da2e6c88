import type { FieldCommand, FrameOptions } from '../field-message';
import { BodyWriter } from './body-writer';
import { FN } from './function-codes';
import { CONTROL, buildFrame } from './frame-layout';
import type { Sl651Profile } from './profiles';
import { BLACKLIST_CARDS, NUMBER_BYTES, TEXT_BYTES, VENDOR_FN, writeFen, writeMeter, writeSignedFen } from './vendor-fields';

/** A terminal's password until one is set (6.2.3.3 leaves the initial one to the terminal). */
export const DEFAULT_PASSWORD = '0000';

/** `text` cut to at most `max` bytes of UTF-8, at a character's edge. */
function fitUtf8(text: string, max: number): string {
  let fitted = '';
  for (const char of text) {
    if (Buffer.byteLength(fitted + char) > max) break;
    fitted += char;
  }
  return fitted;
}

/** A frame's serial number and send time: the start of every body (6.6.1). */
export function bodyStart(serial: number, at: number): BodyWriter {
  if (!Number.isInteger(serial) || serial < 0 || serial > 0xffff) throw new Error(`an SL 651 serial number is 0–65535, not ${serial}`);
  return new BodyWriter().uint16(serial).time(at, 6);
}

function vendorOnly(profile: Sl651Profile, what: string): void {
  if (!profile.vendor) {
    throw new Error(`SL 651-2014 has no ${what}: the ${profile.id} profile cannot send it (a vendor profile such as ic-card-v1 can)`);
  }
}

/**
 * A centre's command (M4): the pump (4CH), a real-time query (37H), the vendor's recharge, swipe
 * answer, blacklist and offline records' acknowledgement.
 */
export function encodeDown(station: string, command: FieldCommand, profile: Sl651Profile, options: FrameOptions, centre: number): Buffer {
  const w = bodyStart(options.serial, options.now.getTime());
  let fn: number;
  let end: number = CONTROL.ENQ;
  switch (command.kind) {
    case 'pump':
      // table 71: one state byte follows; bit 0 is pump 1
      fn = FN.PUMP;
      w.byte(1).byte(command.action === 'start' ? 1 : 0);
      break;
    case 'query':
      fn = FN.REAL_TIME;
      break;
    case 'recharge':
      vendorOnly(profile, 'card recharge (its 42H/8EH recharges a water meter, not a card)');
      fn = VENDOR_FN.RECHARGE;
      w.text(command.cardNo, NUMBER_BYTES, 'the card number');
      writeFen(w, command.amountFen, 'the amount');
      writeMeter(w, command.waterLiters, 'the water');
      break;
    case 'swipeAnswer':
      vendorOnly(profile, 'card swipe');
      fn = VENDOR_FN.SWIPE;
      // the answer to the station's E0H, so a confirmation: ESC keeps the DTU online
      end = CONTROL.ESC;
      w.text(command.orderNo, NUMBER_BYTES, 'the order number').byte(command.ok ? 0 : 1);
      writeSignedFen(w, command.balanceFen, 'the balance');
      w.text(fitUtf8(command.message ?? '', TEXT_BYTES), TEXT_BYTES, 'the message');
      break;
    case 'recordsAck':
      vendorOnly(profile, 'offline records');
      fn = VENDOR_FN.RECORDS;
      // the answer to the station's E3H once the server holds the record: ESC, as the E0H answer
      end = CONTROL.ESC;
      w.uint32(command.recordNo).uint32(command.lastRecordNo);
      break;
    case 'blacklist':
      vendorOnly(profile, 'card blacklist');
      if (command.cardNos.length > BLACKLIST_CARDS)
        throw new Error(`a blacklist frame holds at most ${BLACKLIST_CARDS} cards, not ${command.cardNos.length}`);
      fn = VENDOR_FN.BLACKLIST;
      w.byte(command.cardNos.length);
      for (const cardNo of command.cardNos) w.text(cardNo, NUMBER_BYTES, 'a card number');
      break;
  }
  return buildFrame({ up: false, centre, station, password: options.password ?? DEFAULT_PASSWORD, fn, body: w.build(), end });
}
