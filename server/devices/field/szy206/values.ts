import { isAbsent, readBcd, writeBcd } from './bcd';
import { malformed } from './frame-error';
import { hex } from './hex';

/**
 * The real-time values a well's terminal reports, in the standard's units (SZY206-2016, tables
 * 34–47 of SL/T 427-2021). A value of AAH bytes is one the terminal does not measure: undefined.
 */

/** Water level, 4 bytes: mm and cm, dm and m, 10 m and 100 m, 1000 m and the sign nibble (0H +, FH −); in mm. */
export function readLevelMm(bytes: Uint8Array): number | undefined {
  if (isAbsent(bytes)) return undefined;
  const sign = bytes[3]! >> 4;
  if (sign !== 0 && sign !== 0xf) throw malformed(`water level sign nibble ${hex(sign)} is neither 00H nor 0FH`);
  const mm = readBcd(Buffer.of(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]! & 0x0f), 'water level');
  return sign === 0xf ? -mm : mm;
}

export function writeLevelMm(mm: number): Buffer {
  const out = writeBcd(Math.abs(mm), 4, 'water level (mm)');
  if (out[3]! > 9) throw new RangeError(`water level ${mm} mm is beyond ±9999.999 m`);
  if (mm < 0) out[3] = out[3]! | 0xf0;
  return out;
}

/** A volume of water, 5 bytes: 10 digits of m³, the highest 0–7 in D6–D4 of the last byte, D7 the sign. */
export function readVolumeM3(bytes: Uint8Array, what: string): number | undefined {
  if (isAbsent(bytes)) return undefined;
  const last = bytes[4]!;
  const m3 = readBcd(Buffer.of(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!, last & 0x7f), what);
  return last & 0x80 ? -m3 : m3;
}

export function writeVolumeM3(m3: number, what: string): Buffer {
  if (Math.abs(m3) >= 8e9) throw new RangeError(`${what}: ${m3} m³ is beyond ±7999999999`);
  const out = writeBcd(Math.abs(m3), 5, what);
  if (m3 < 0) out[4] = out[4]! | 0x80;
  return out;
}

/** Electric energy, 4 bytes of BCD in hundredths of a kWh (0 to 999999.99); in Wh. */
export function readEnergyWh(bytes: Uint8Array): number | undefined {
  return isAbsent(bytes) ? undefined : readBcd(bytes, 'electric energy') * 10;
}

export function writeEnergyWh(wh: number): Buffer {
  if (wh % 10 !== 0) throw new RangeError(`electric energy ${wh} Wh: the standard counts hundredths of a kWh (10 Wh)`);
  return writeBcd(wh / 10, 4, 'electric energy');
}

/** A value read only to check it is one (its digits BCD), of which the product keeps nothing. */
export function checkBcd(bytes: Uint8Array, what: string): void {
  if (!isAbsent(bytes)) readBcd(bytes, what);
}

/** Instantaneous flow, 5 bytes: four of BCD, the fifth its sign and unit. */
export function checkFlow(bytes: Uint8Array): void {
  checkBcd(bytes.subarray(0, 4), 'flow');
}
