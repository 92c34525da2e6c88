import type { FieldCommand, FieldDrop } from '../field-message';
import { BodyReader, MalformedFrame, hex2 } from './body-reader';
import { FN } from './function-codes';
import { DOWN_END_BYTES, readEnvelope } from './frame-layout';
import type { Sl651Profile } from './profiles';
import { BLACKLIST_CARDS, NUMBER_BYTES, TEXT_BYTES, VENDOR_FN, readOptionalMeter, readFen, readSignedFen } from './vendor-fields';

export type DecodeDownResult =
  { ok: true; station: string; command: FieldCommand | null; serial?: number } | { ok: false; drop: FieldDrop; detail: string };

type DownHandler = (r: BodyReader) => FieldCommand | null;

/** A command whose body ends after the send time is the centre's confirmation of the station's frame of that code. */
const withParameters =
  (read: (r: BodyReader) => FieldCommand): DownHandler =>
  (r) =>
    r.left === 0 ? null : read(r);

const STANDARD_DOWN: Readonly<Record<number, DownHandler>> = {
  [FN.REAL_TIME]: () => ({ kind: 'query' }),
  [FN.PUMP_DATA]: () => ({ kind: 'query' }),
  [FN.PUMP]: withParameters((r) => {
    const count = r.byte('the pump state byte count');
    if (count === 0) throw new MalformedFrame('no pump state');
    return { kind: 'pump', action: r.take(count, 'the pump states')[0]! & 1 ? 'start' : 'stop' };
  }),
};

const VENDOR_DOWN: Readonly<Record<number, DownHandler>> = {
  [VENDOR_FN.SWIPE]: withParameters((r) => {
    const orderNo = r.text(NUMBER_BYTES, 'the order number');
    const ok = r.byte('the result') === 0;
    const balanceFen = readSignedFen(r, 'the balance');
    const message = r.text(TEXT_BYTES, 'the message');
    return { kind: 'swipeAnswer', orderNo, ok, balanceFen, ...(message && { message }) };
  }),
  [VENDOR_FN.BLACKLIST]: withParameters((r) => {
    const count = r.byte('the card count');
    if (count > BLACKLIST_CARDS) throw new MalformedFrame(`${count} cards, over ${BLACKLIST_CARDS}`);
    return { kind: 'blacklist', cardNos: Array.from({ length: count }, () => r.text(NUMBER_BYTES, 'a card number')) };
  }),
  [VENDOR_FN.RECORDS]: withParameters((r) => ({
    kind: 'recordsAck',
    recordNo: r.uint32('the record number'),
    lastRecordNo: r.uint32('the last record number'),
  })),
  [VENDOR_FN.RECHARGE]: withParameters((r) => {
    const cardNo = r.text(NUMBER_BYTES, 'the card number');
    const amountFen = readFen(r, 'the amount');
    const waterLiters = readOptionalMeter(r, 'the water');
    return { kind: 'recharge', cardNo, amountFen, ...(waterLiters !== undefined && { waterLiters }) };
  }),
};

/** The station's side: a centre's frame to the command it carries (null: a confirmation, or nothing this profile knows). */
export function decodeDown(frame: Buffer, profile: Sl651Profile): DecodeDownResult {
  const env = readEnvelope(frame);
  if (!env.ok) return env;
  if (env.up) return { ok: false, drop: 'malformed', detail: 'a station → centre (up) frame from the centre' };
  if (!DOWN_END_BYTES.has(env.end)) return { ok: false, drop: 'malformed', detail: `end byte ${hex2(env.end)} is not the centre's` };
  try {
    const r = new BodyReader(env.body);
    const serial = r.uint16('the serial number');
    r.time(6, 'the send time');
    const handler = STANDARD_DOWN[env.fn] ?? (profile.vendor ? VENDOR_DOWN[env.fn] : undefined);
    const command = handler ? handler(r) : null;
    return { ok: true, station: env.station, command, serial };
  } catch (error) {
    if (error instanceof MalformedFrame) return { ok: false, drop: 'malformed', detail: `${hex2(env.fn)}H: ${error.message}` };
    throw error;
  }
}
