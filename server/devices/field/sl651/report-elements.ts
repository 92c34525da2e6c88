import { bcdDigits } from './bcd';
import { BodyReader, MalformedFrame, hex2 } from './body-reader';

/**
 * Elements as HEX/BCD frames write them (6.6.3, table 26): an identifier guide (table C.1; FF is
 * followed by one more byte of a user-defined identifier, written here as FFxx), a data
 * definition byte (the value's bytes << 3 | its decimals), then the value. F0 (observation
 * time) and F1 (station address) are written twice (F0 F0, F1 F1) before their fixed fields;
 * F2 (manual data), F3 (picture) and FD (flow batch) take the rest of the body.
 */
export const ID = {
  OBSERVED: 0xf0,
  STATION: 0xf1,
  /** 地下水瞬时埋深, m, N(6,2). */
  GROUNDWATER_DEPTH: 0x0e,
  /** 电源电压 (the terminal's supply, usually its battery), V, N(4,2). */
  SUPPLY_VOLTAGE: 0x38,
  /** 遥测站状态及报警信息, 4 bytes HEX (table 58). */
  STATUS_WORD: 0x45,
  /** 交流A/B/C相电压, V, N(4,1). */
  VOLTAGE_A: 0x70,
  VOLTAGE_B: 0x71,
  VOLTAGE_C: 0x72,
  /** 交流A/B/C相电流, A, N(4,1). */
  CURRENT_A: 0x73,
  CURRENT_B: 0x74,
  CURRENT_C: 0x75,
} as const;

const REST_OF_BODY: ReadonlySet<number> = new Set([0xf2, 0xf3, 0xfd]);

/** Table C.1's elements 01H–75H are BCD numbers but the status word (45H): checked even where the product does not read them. */
const isStandardBcd = (id: number) => id >= 0x01 && id <= 0x75 && id !== ID.STATUS_WORD;

export type BodyItem =
  { kind: 'observed'; at: number } | { kind: 'station'; station: string } | { kind: 'element'; id: number; decimals: number; data: Buffer };

export const idText = (id: number) => (id > 0xff ? `FF${hex2(id & 0xff)}` : hex2(id));

/** The station group after its F1: the second F1 and the 5-byte address. */
export function readStationAddress(r: BodyReader): string {
  r.expect(ID.STATION, 'the station address identifier (F1 F1)');
  return r.take(5, 'the station address').toString('hex').toUpperCase();
}

/** Everything after the station group of a report, in order. */
export function readItems(r: BodyReader): BodyItem[] {
  const items: BodyItem[] = [];
  while (r.left > 0) {
    const guide = r.byte('an identifier');
    if (guide === ID.OBSERVED) {
      r.expect(ID.OBSERVED, 'the observation time identifier (F0 F0)');
      items.push({ kind: 'observed', at: r.time(5, 'the observation time') });
    } else if (guide === ID.STATION) {
      items.push({ kind: 'station', station: readStationAddress(r) });
    } else if (REST_OF_BODY.has(guide)) {
      r.byte(`the second byte of ${hex2(guide)}`);
      items.push({ kind: 'element', id: guide, decimals: 0, data: r.rest() });
    } else {
      const id = guide === 0xff ? 0xff00 | r.byte('a user-defined identifier') : guide;
      const definition = r.byte(`the data definition of ${idText(id)}`);
      const data = r.take(definition >> 3, `element ${idText(id)}`);
      if (isStandardBcd(id)) signedDigits(data, `element ${idText(id)}`);
      items.push({ kind: 'element', id, decimals: definition & 7, data });
    }
  }
  return items;
}

const isNegative = (data: Buffer) => data.length > 1 && data[0] === 0xff;

/** The digits of a BCD number, past its sign byte. */
function signedDigits(data: Buffer, what: string): string {
  const digits = data.length > 0 ? bcdDigits(isNegative(data) ? data.subarray(1) : data) : null;
  if (digits === null) throw new MalformedFrame(`${what}: not a BCD number`);
  return digits;
}

/**
 * A BCD element's value in units of its last decimal (12.68 V with 2 decimals: 1268). A first
 * byte FF makes it negative (6.6.3.3: FF, or FF0 for an odd count of digits, before the digits).
 */
export function bcdValue(data: Buffer, what: string): number {
  const negative = isNegative(data);
  const digits = signedDigits(data, what);
  const significant = digits.replace(/^0+/, '');
  if (significant.length > 15) throw new MalformedFrame(`${what}: ${significant.length} digits, more than a reading can hold`);
  const magnitude = Number(significant || '0');
  return negative ? -magnitude : magnitude;
}

const identifier = (id: number) => (id > 0xff ? Buffer.of(0xff, id & 0xff) : Buffer.of(id));

/** An element with a BCD value (`units`: the value × 10^decimals, an integer), in at least `minBytes` bytes. */
export function bcdElement(id: number, units: number, decimals: number, minBytes: number): Buffer {
  if (!Number.isSafeInteger(units)) throw new Error(`element ${idText(id)}: ${units} is not a whole count of its last decimal`);
  const magnitude = String(Math.abs(units));
  const sign = units < 0 ? 1 : 0;
  const bytes = Math.max(Math.ceil(magnitude.length / 2), minBytes - sign);
  if (bytes + sign > 31) throw new Error(`element ${idText(id)}: ${units} needs more than 31 bytes`);
  const value = Buffer.from(magnitude.padStart(bytes * 2, '0'), 'hex');
  return Buffer.concat([identifier(id), Buffer.of(((bytes + sign) << 3) | decimals), sign ? Buffer.of(0xff) : Buffer.alloc(0), value]);
}

/** An element with a HEX value. */
export function hexElement(id: number, data: Buffer): Buffer {
  return Buffer.concat([identifier(id), Buffer.of(data.length << 3), data]);
}
