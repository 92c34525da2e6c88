import { readBcd, writeBcd } from './bcd';
import { BodyReader } from './body-reader';
import type { FrameSet, Outgoing } from './profile';
import { readVolumeM3, writeVolumeM3 } from './values';

/**
 * The terminal's own water quota, in whole m³: AFN 15H sets this recharge (4 bytes BCD, 0 to
 * 99999999, password and time label follow) and the terminal answers with the amount it took;
 * the answer to AFN 55H gives the last recharge (4 bytes) and the water left (5 bytes, D7 of the
 * last the sign: below zero is water drawn on credit). The standard names no card and no money.
 */
const RECHARGE = 0x15;
const REMAINING = 0x55;

const wholeM3 = (litres: number | undefined, what: string) => {
  if (litres === undefined || litres % 1000 !== 0) throw new RangeError(`${what}: ${litres} L, the standard counts whole m³`);
  return litres / 1000;
};

/** The terminal took the recharge (its answer echoes the amount: written as 0, not read). */
export const rechargeAnswer = (): Outgoing => ({ afn: RECHARGE, code: 0, body: Buffer.alloc(4) });

export const waterQuotaFrames: FrameSet = {
  up: {
    [RECHARGE]: ({ body }) => {
      const reader = new BodyReader(body, '充值应答');
      readBcd(reader.take(4, 'the recharge'), 'recharge');
      reader.upTail();
      return { up: [{ kind: 'ack', command: 'recharge', ok: true }] };
    },
    [REMAINING]: ({ body }) => {
      const reader = new BodyReader(body, '剩余水量应答');
      readBcd(reader.take(4, 'the last recharge'), 'last recharge');
      const m3 = readVolumeM3(reader.take(5, 'the water left'), 'water left');
      reader.upTail();
      return { up: [{ kind: 'remaining', ...(m3 === undefined ? {} : { waterLiters: m3 * 1000 }) }] };
    },
  },
  down: {
    [RECHARGE]: ({ body }) => {
      const reader = new BodyReader(body, '充值');
      const m3 = readBcd(reader.take(4, 'the recharge'), 'recharge');
      reader.downTail(true);
      return { kind: 'recharge', cardNo: '', amountFen: 0, waterLiters: m3 * 1000 };
    },
  },
  commands: {
    recharge: (command) => {
      if (command.cardNo !== '') throw new RangeError('standard SZY206 recharges the terminal, not a card: a card needs a vendor profile');
      return {
        afn: RECHARGE,
        code: 0,
        body: writeBcd(wholeM3(command.waterLiters, 'recharge'), 4, 'recharge (m³)'),
        password: true,
        timeLabel: true,
      };
    },
  },
  ups: {
    remaining: (up) => {
      if (up.cardNo !== undefined || up.balanceFen !== undefined)
        throw new RangeError('standard SZY206 remaining water names no card and no money');
      return {
        afn: REMAINING,
        code: 0,
        body: Buffer.concat([Buffer.alloc(4), writeVolumeM3(wholeM3(up.waterLiters, 'water left'), 'water left')]),
      };
    },
  },
};
