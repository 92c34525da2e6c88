import { readBcdByte, writeBcdByte } from './bcd';
import { malformed } from './frame-error';

/**
 * A station's address (A, 5 bytes) as text: the administrative region code (A1, 6 digits of
 * GB/T 2260, BCD, province first) and the station number (A2, 1 to 65534 in binary, low byte
 * first) written with 5 digits, e.g. `530381:00013`. 0 is no station and 65535 the broadcast
 * address: neither names a terminal. No province is 00: a first byte 00H is SL/T 427-2021's
 * second address form (8 hex digits of SL 502), which is not read.
 */
export const STATION_TEXT = /^((?!00)\d{6}):(\d{5})$/;
const LAST_STATION = 65534;

export function stationAddress(text: string): Buffer {
  const m = STATION_TEXT.exec(text);
  const number = Number(m?.[2]);
  if (!m || number < 1 || number > LAST_STATION) {
    throw new RangeError(`SZY206 station "${text}" is not "<6-digit region code>:<station 00001-65534>", e.g. 530381:00013`);
  }
  const region = m[1]!;
  const address = Buffer.alloc(5);
  for (let i = 0; i < 3; i++) address[i] = writeBcdByte(Number(region.slice(2 * i, 2 * i + 2)));
  address.writeUInt16LE(number, 3);
  return address;
}

export function readStation(address: Uint8Array): string {
  if (address[0] === 0) throw malformed('the second address form (feature byte 00H) is not read');
  const region = [0, 1, 2].map((i) => String(readBcdByte(address[i]!, 'region code')).padStart(2, '0')).join('');
  const number = address[3]! | (address[4]! << 8);
  if (number < 1 || number > LAST_STATION) throw malformed(`station number ${number} names no terminal`);
  return `${region}:${String(number).padStart(5, '0')}`;
}
