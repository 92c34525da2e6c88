import type { FAULT_TYPES } from '../../../../src/api/contract/fields';

type Fault = (typeof FAULT_TYPES)[number];

/**
 * The station's status and alarm word (table 58: element 45H, 4 bytes HEX; the body of 46H and
 * 4BH). A set bit is a fault where one of the spec's fault types fits, `other` where none does
 * (its name goes into the alarm's detail); the door, the IC-card switch and the pump are states.
 */
const BITS: ReadonlyArray<{ bit: number; name: string; fault: Fault }> = [
  { bit: 0, name: '交流电停电', fault: 'no_power' },
  { bit: 1, name: '蓄电池电压低', fault: 'other' },
  { bit: 2, name: '水位超限报警', fault: 'other' },
  { bit: 3, name: '流量超限报警', fault: 'other' },
  { bit: 4, name: '水质超限报警', fault: 'other' },
  { bit: 5, name: '流量仪表故障', fault: 'other' },
  { bit: 6, name: '水位仪表故障', fault: 'other' },
  { bit: 8, name: '存储器异常', fault: 'run_error' },
  { bit: 11, name: '剩余水量超限', fault: 'other' },
];

/** BIT10: 0 the pump works, 1 it stands. */
const PUMP_STOPPED = 1 << 10;

export interface StatusWord {
  running: boolean;
  faults: Fault[];
  /** The names of the set alarm bits, as table 58 gives them. */
  alarms: string[];
}

export function readStatusWord(word: number): StatusWord {
  const set = BITS.filter((b) => (word >>> b.bit) & 1);
  return { running: (word & PUMP_STOPPED) === 0, faults: [...new Set(set.map((b) => b.fault))], alarms: set.map((b) => b.name) };
}

/** The faults the word can carry: `other` is written as its first `other` bit (蓄电池电压低). */
export const STATUS_WORD_FAULTS: ReadonlySet<Fault> = new Set(BITS.map((b) => b.fault));

export function statusWord(running: boolean, faults: readonly Fault[]): number {
  let word = running ? 0 : PUMP_STOPPED;
  for (const fault of faults) {
    const bit = BITS.find((b) => b.fault === fault);
    if (!bit) throw new Error(`SL 651's status word has no bit for the fault ${fault}`);
    word |= 1 << bit.bit;
  }
  return word >>> 0;
}
