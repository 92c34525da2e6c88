import type { FieldUp } from '../field-message';
import { readBin, writeBin } from './bin';
import { BodyReader } from './body-reader';
import type { FrameSet, Outgoing, Szy206Profile, UpDecoded } from './profile';
import { readText, writeText } from './text-field';
import { readRecord, writeRecord } from './ic-card-v1-records';
import {
  readCard,
  readFen,
  readMeter,
  readOptionalLitres,
  readOrderNo,
  readResult,
  writeCard,
  writeFen,
  writeMeter,
  writeOptionalLitres,
  writeOrderNo,
  writeResult,
} from './vendor-fields';

/**
 * The card business of ic-card-v1 in the user-defined AFNs (FFH, then the code): swipe and order
 * end, the centre's swipe answer, the card blacklist, offline order records and the centre's
 * acknowledgement of each, a card's recharge and its balance. The layouts are in
 * server/docs/field-szy206.md.
 */
const SWIPE = 0xff01;
const STOP = 0xff02;
const BLACKLIST = 0xff03;
const RECORDS = 0xff04;
const RECHARGE = 0xff05;
const BALANCE = 0xff06;
const MESSAGE_BYTES = 120;

const reader = (body: Buffer, what: string) => new BodyReader(body, what);

/** The controller's answer to a command: its result byte. */
const answered =
  (command: 'blacklist' | 'recharge', what: string) =>
  ({ body }: { body: Buffer }): UpDecoded => {
    const r = reader(body, what);
    const result = readResult(r);
    r.upTail();
    return { up: [{ kind: 'ack', command, ...result }] };
  };

const withAt = (at: number | undefined) => (at === undefined ? {} : { at });

/** The controller's answers this profile writes itself; the pump's are the standard's. */
export function icCardAck(
  up: Extract<FieldUp, { kind: 'ack' }>,
  standard: (up: Extract<FieldUp, { kind: 'ack' }>, profile: Szy206Profile) => Outgoing,
  profile: Szy206Profile,
): Outgoing {
  if (up.command === 'blacklist') return { afn: BLACKLIST, code: 0, body: writeResult(up.ok) };
  if (up.command === 'recharge') return { afn: RECHARGE, code: 0, body: writeResult(up.ok) };
  return standard(up, profile);
}

export const icCardV1Frames: FrameSet = {
  up: {
    [SWIPE]: ({ body }) => {
      const r = reader(body, '刷卡开泵');
      const swipe = {
        cardNo: readCard(r),
        orderNo: readOrderNo(r),
        meterWh: readMeter(r, 'the Wh meter'),
        meterLiters: readMeter(r, 'the water meter'),
      };
      return { up: [{ kind: 'swipe', ...withAt(r.upTail().at), ...swipe }] };
    },
    [STOP]: ({ body }) => {
      const r = reader(body, '订单结束');
      const orderBytes = Buffer.from(body.subarray(0, 4));
      const stop = { orderNo: readOrderNo(r), meterWh: readMeter(r, 'the Wh meter'), meterLiters: readMeter(r, 'the water meter') };
      return { up: [{ kind: 'stop', ...withAt(r.upTail().at), ...stop }], answer: { afn: STOP, body: orderBytes } };
    },
    [BLACKLIST]: answered('blacklist', '黑名单应答'),
    [RECORDS]: ({ body }) => {
      const r = reader(body, '离线订单');
      const count = r.byte('the record count');
      const records = Array.from({ length: count }, () => readRecord(r));
      r.upTail();
      return { up: [{ kind: 'records', records }] };
    },
    [RECHARGE]: answered('recharge', '远程充值应答'),
    [BALANCE]: ({ body }) => {
      const r = reader(body, '卡余额');
      const balance = { cardNo: readCard(r), balanceFen: readFen(r, 'the balance'), ...readOptionalLitres(r) };
      r.upTail();
      return { up: [{ kind: 'remaining', ...balance }] };
    },
  },
  down: {
    [SWIPE]: ({ body }) => {
      const r = reader(body, '刷卡应答');
      const orderNo = readOrderNo(r);
      const ok = readResult(r).ok;
      const balanceFen = readFen(r, 'the balance');
      const message = readText(r, 'the message');
      r.downTail(true);
      return { kind: 'swipeAnswer', orderNo, ok, balanceFen, ...(message ? { message } : {}) };
    },
    [STOP]: ({ body }) => {
      const r = reader(body, '订单结束确认');
      readOrderNo(r);
      r.downTail(false);
      return null;
    },
    [BLACKLIST]: ({ body }) => {
      const r = reader(body, '黑名单');
      const cardNos = Array.from({ length: r.byte('the card count') }, () => readCard(r));
      r.downTail(true);
      return { kind: 'blacklist', cardNos };
    },
    [RECORDS]: ({ body }) => {
      const r = reader(body, '离线订单确认');
      const recordNo = readBin(r.take(4, 'the record number'));
      const lastRecordNo = readBin(r.take(4, 'the last record number'));
      r.downTail(true);
      return { kind: 'recordsAck', recordNo, lastRecordNo };
    },
    [RECHARGE]: ({ body }) => {
      const r = reader(body, '远程充值');
      const recharge = { cardNo: readCard(r), amountFen: readFen(r, 'the amount'), ...readOptionalLitres(r) };
      r.downTail(true);
      return { kind: 'recharge', ...recharge };
    },
  },
  commands: {
    swipeAnswer: (c) => ({
      afn: SWIPE,
      code: 0,
      body: Buffer.concat([
        writeOrderNo(c.orderNo),
        writeResult(c.ok),
        writeFen(c.balanceFen, 'balance'),
        writeText(c.message ?? '', 'message', MESSAGE_BYTES),
      ]),
      password: true,
      timeLabel: true,
    }),
    blacklist: (c) => {
      if (c.cardNos.length < 1 || c.cardNos.length > 255)
        throw new RangeError(`ic-card-v1 blacklist of ${c.cardNos.length} cards: 1 to 255 a frame`);
      return {
        afn: BLACKLIST,
        code: 0,
        body: Buffer.concat([Buffer.of(c.cardNos.length), ...c.cardNos.map(writeCard)]),
        password: true,
        timeLabel: true,
      };
    },
    recordsAck: (c) => ({
      afn: RECORDS,
      code: 0,
      body: Buffer.concat([writeBin(c.recordNo, 4, 'record number'), writeBin(c.lastRecordNo, 4, 'last record number')]),
      password: true,
      timeLabel: true,
    }),
    recharge: (c) => ({
      afn: RECHARGE,
      code: 0,
      body: Buffer.concat([writeCard(c.cardNo), writeFen(c.amountFen, 'amount'), writeOptionalLitres(c.waterLiters)]),
      password: true,
      timeLabel: true,
    }),
  },
  ups: {
    swipe: (up) => ({
      afn: SWIPE,
      code: 0,
      body: Buffer.concat([
        writeCard(up.cardNo),
        writeOrderNo(up.orderNo),
        writeMeter(up.meterWh, 'Wh meter'),
        writeMeter(up.meterLiters, 'water meter'),
      ]),
      timeLabel: true,
      at: up.at,
    }),
    stop: (up) => ({
      afn: STOP,
      code: 0,
      body: Buffer.concat([writeOrderNo(up.orderNo), writeMeter(up.meterWh, 'Wh meter'), writeMeter(up.meterLiters, 'water meter')]),
      timeLabel: true,
      at: up.at,
    }),
    records: (up) => {
      if (up.records.length < 1 || up.records.length > 255)
        throw new RangeError(`ic-card-v1 records: ${up.records.length}, 1 to 255 a frame`);
      return { afn: RECORDS, code: 0, body: Buffer.concat([Buffer.of(up.records.length), ...up.records.map(writeRecord)]) };
    },
  },
};

/** A card's balance (FF06H); without a card, the standard's remaining water (55H). */
export function icCardRemaining(
  up: Extract<FieldUp, { kind: 'remaining' }>,
  standard: (up: Extract<FieldUp, { kind: 'remaining' }>, profile: Szy206Profile) => Outgoing,
  profile: Szy206Profile,
): Outgoing {
  if (up.cardNo === undefined) return standard(up, profile);
  if (up.balanceFen === undefined) throw new RangeError('ic-card-v1 card balance needs balanceFen');
  return {
    afn: BALANCE,
    code: 0,
    body: Buffer.concat([writeCard(up.cardNo), writeFen(up.balanceFen, 'balance'), writeOptionalLitres(up.waterLiters)]),
  };
}
