import type { FieldRecord } from '../field-message';
import { BodyReader, MalformedFrame } from './body-reader';
import { readItems } from './report-elements';
import { observe } from './reading';
import { readStation, type UpContext, type UpHandler } from './up-context';
import { NUMBER_BYTES, VENDOR_FN, readFen, readMeter, readOptionalFen, readOptionalMeter, readResult } from './vendor-fields';

/** The IC-card controller's own frames, station → centre (server/docs/field-sl651.md, "ic-card-v1"). */

/** The meter totals (FF01 water, FF02 energy) that end a swipe or a stop: both must be there. */
function meters(c: UpContext): { meterWh: number; meterLiters: number } {
  const { reading } = observe(readItems(c.r), c.profile);
  if (reading.meterWh === undefined || reading.meterLiters === undefined)
    throw new MalformedFrame('the meter totals (FF01, FF02) are missing');
  return { meterWh: reading.meterWh, meterLiters: reading.meterLiters };
}

function readRecord(r: BodyReader, n: number): FieldRecord {
  const what = (field: string) => `record ${n}: ${field}`;
  return {
    recordNo: r.uint32(what('its number')),
    cardNo: r.text(NUMBER_BYTES, what('the card number')),
    startedAt: r.time(6, what('the start')),
    endedAt: r.time(6, what('the end')),
    startWh: readMeter(r, what('the energy at the start')),
    endWh: readMeter(r, what('the energy at the end')),
    startLiters: readMeter(r, what('the water at the start')),
    endLiters: readMeter(r, what('the water at the end')),
    amountFen: readFen(r, what('the amount')),
    balanceBeforeFen: readFen(r, what('the balance before')),
    balanceAfterFen: readFen(r, what('the balance after')),
  };
}

export const VENDOR_UP: Readonly<Record<number, UpHandler>> = {
  [VENDOR_FN.SWIPE]: (c) => {
    readStation(c, false);
    const at = c.r.time(6, 'the swipe time');
    const cardNo = c.r.text(NUMBER_BYTES, 'the card number');
    const orderNo = c.r.text(NUMBER_BYTES, 'the order number');
    // answered by the centre's swipe answer (E0H down), not confirmed
    return { up: [{ kind: 'swipe', at, cardNo, orderNo, ...meters(c) }], confirm: false };
  },
  [VENDOR_FN.STOP]: (c) => {
    readStation(c, false);
    const at = c.r.time(6, 'the stop time');
    const orderNo = c.r.text(NUMBER_BYTES, 'the order number');
    return { up: [{ kind: 'stop', at, orderNo, ...meters(c) }], confirm: true };
  },
  [VENDOR_FN.BLACKLIST]: (c) => {
    readStation(c, false);
    const result = readResult(c.r);
    c.r.end('the blacklist answer');
    return { up: [{ kind: 'ack', command: 'blacklist', serial: c.serial, ...result }], confirm: false };
  },
  [VENDOR_FN.RECORDS]: (c) => {
    readStation(c, false);
    const count = c.r.byte('the record count');
    const records = Array.from({ length: count }, (_, i) => readRecord(c.r, i + 1));
    c.r.end('the records');
    return { up: [{ kind: 'records', records }], confirm: true };
  },
  [VENDOR_FN.RECHARGE]: (c) => {
    readStation(c, false);
    const result = readResult(c.r);
    c.r.end('the recharge answer');
    return { up: [{ kind: 'ack', command: 'recharge', serial: c.serial, ...result }], confirm: false };
  },
  [VENDOR_FN.REMAINING]: (c) => {
    readStation(c, false);
    const cardNo = c.r.text(NUMBER_BYTES, 'the card number');
    const balanceFen = readOptionalFen(c.r, 'the balance');
    const waterLiters = readOptionalMeter(c.r, 'the remaining water');
    c.r.end('the remaining water');
    return {
      up: [
        {
          kind: 'remaining',
          ...(cardNo && { cardNo }),
          ...(balanceFen !== undefined && { balanceFen }),
          ...(waterLiters !== undefined && { waterLiters }),
        },
      ],
      confirm: true,
    };
  },
};
