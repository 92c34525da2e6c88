import type { FAULT_TYPES } from '../../../../src/api/contract/fields';

type Fault = (typeof FAULT_TYPES)[number];

/**
 * The last 4 bytes of a report's data: the alarm word, then the status word (each 2 bytes, low
 * byte first). An alarm bit maps to the spec's fault type where one says the same; the others
 * are `other`, named in the alarm's detail. D6 (the pump started or stopped) is an event, not a
 * fault, and D14–D15 are reserved: neither raises anything.
 */
export const ALARM_BITS: readonly { bit: number; name: string; fault: Fault }[] = [
  { bit: 0, name: '工作交流电停电报警', fault: 'no_power' },
  { bit: 1, name: '蓄电池电压报警', fault: 'other' },
  { bit: 2, name: '水位超限报警', fault: 'other' },
  { bit: 3, name: '流量超限报警', fault: 'other' },
  { bit: 4, name: '水质超限报警', fault: 'other' },
  { bit: 5, name: '流量仪表故障报警', fault: 'other' },
  { bit: 7, name: '水位仪表故障报警', fault: 'other' },
  { bit: 8, name: '水压超限报警', fault: 'other' },
  { bit: 9, name: '温度超限报警', fault: 'fever' },
  { bit: 10, name: '终端机IC卡功能报警', fault: 'other' },
  { bit: 11, name: '定值控制报警', fault: 'other' },
  { bit: 12, name: '剩余水量的下限报警', fault: 'other' },
  { bit: 13, name: '终端机箱门状态报警', fault: 'other' },
];
/** Status word D4: the pump, 0 running, 1 stopped. */
const PUMP_STOPPED_BIT = 4;
/** Where `encodeUp` writes a fault without a bit of its own. */
const OTHER_BIT = 13;

export interface TerminalWords {
  faults: Fault[];
  /** The names of the alarm bits set, as the alarm's detail. */
  detail: string;
  running: boolean;
}

export function readTerminalWords(bytes: Uint8Array): TerminalWords {
  const alarm = bytes[0]! | (bytes[1]! << 8);
  const status = bytes[2]! | (bytes[3]! << 8);
  const set = ALARM_BITS.filter(({ bit }) => alarm & (1 << bit));
  return {
    faults: [...new Set(set.map((a) => a.fault))],
    detail: set.map((a) => a.name).join('、'),
    running: (status & (1 << PUMP_STOPPED_BIT)) === 0,
  };
}

/** The words for a report of `faults` (each must have a bit; `other` is written as the box door alarm). */
export function writeTerminalWords(faults: readonly Fault[], running: boolean): Buffer {
  let alarm = 0;
  for (const fault of faults) {
    const bit = fault === 'other' ? OTHER_BIT : ALARM_BITS.find((a) => a.fault === fault)?.bit;
    if (bit === undefined) throw new RangeError(`SZY206 has no alarm bit for the fault ${fault}`);
    alarm |= 1 << bit;
  }
  const out = Buffer.alloc(4);
  out.writeUInt16LE(alarm, 0);
  out.writeUInt16LE(running ? 0 : 1 << PUMP_STOPPED_BIT, 2);
  return out;
}
