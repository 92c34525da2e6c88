import type { FieldReading } from '../field-message';
import { absent } from './bcd';
import { BodyReader } from './body-reader';
import { malformed } from './frame-error';
import type { Szy206Profile } from './profile';
import { readTerminalWords, writeTerminalWords, type TerminalWords } from './terminal-words';
import { TIME_LABEL_LENGTHS } from './time-label';
import { checkBcd, checkFlow, readEnergyWh, readLevelMm, readVolumeM3, writeEnergyWh, writeLevelMm, writeVolumeM3 } from './values';

/**
 * The data of a report (C0H, 81H) or of the answer to a query (B0H): N values of the parameter
 * C's type code names, then the alarm and status words. The product keeps the first meter's
 * value of each kind; the others are only checked.
 */
interface Parameter {
  /** Bytes a value. */
  size: number;
  /** One value only (the terminal's input voltage). */
  single?: boolean;
  read(bytes: Buffer, reading: FieldReading, profile: Szy206Profile): void;
}

const PARAMETERS: Record<number, Parameter> = {
  /** No parameter: the words alone. */
  0x0: { size: 0, read: () => undefined },
  0x2: {
    size: 4,
    read(bytes, reading, profile) {
      const mm = readLevelMm(bytes);
      const depth = mm === undefined ? undefined : profile.depthFromLevel(mm);
      // Above ground (an artesian well) or deeper than 500 m: no level the product can show.
      if (depth !== undefined && depth >= 0 && depth <= 500) reading.waterLevel = depth;
    },
  },
  0x3: {
    size: 10,
    read(bytes, reading) {
      checkFlow(bytes.subarray(0, 5));
      const m3 = readVolumeM3(bytes.subarray(5), 'cumulative water');
      // A negative total is water that flowed back: no meter reading.
      if (m3 !== undefined && m3 >= 0) reading.meterLiters = m3 * 1000;
    },
  },
  0x6: { size: 3, read: (bytes) => checkBcd(bytes, 'power') },
  0x8: {
    size: 4,
    read(bytes, reading) {
      const wh = readEnergyWh(bytes);
      if (wh !== undefined) reading.meterWh = wh;
    },
  },
  0xd: { size: 2, single: true, read: (bytes) => checkBcd(bytes, 'terminal voltage') },
};

export interface RealtimeReport extends TerminalWords {
  reading: FieldReading;
  at?: number;
}

/** The report's values, or undefined for a parameter the product does not read. */
export function readRealtime(code: number, body: Buffer, profile: Szy206Profile, what: string): RealtimeReport | undefined {
  const parameter = PARAMETERS[code];
  if (!parameter) return undefined;
  // Terminals send the time label or leave it out: the one length the values divide is it.
  const fits = [0, ...TIME_LABEL_LENGTHS].filter((label) => {
    const values = body.length - 4 - label;
    if (parameter.size === 0) return values === 0;
    return values >= parameter.size && values % parameter.size === 0 && (!parameter.single || values === parameter.size);
  });
  if (fits.length !== 1)
    throw malformed(`${what}: ${body.length} bytes are no whole number of values, alarm and status words and time label`);
  const count = parameter.size === 0 ? 0 : (body.length - 4 - fits[0]!) / parameter.size;
  const reader = new BodyReader(body, what);
  const reading: FieldReading = {};
  for (let i = 0; i < count; i++) parameter.read(reader.take(parameter.size, 'a value'), i === 0 ? reading : {}, profile);
  const words = readTerminalWords(reader.take(4, 'the alarm and status words'));
  reading.running = words.running;
  return { ...words, reading, ...reader.upTail() };
}

/** The one kind of value a reading holds as C's type code and the data (with the words); no value: the status only. */
export function writeRealtime(reading: FieldReading, faults: Parameters<typeof writeTerminalWords>[0], profile: Szy206Profile) {
  const carried = (['waterLevel', 'meterLiters', 'meterWh'] as const).filter((key) => reading[key] !== undefined);
  const lost = (['current', 'voltage', 'sig'] as const).filter((key) => reading[key] !== undefined);
  if (carried.length > 1 || lost.length > 0) {
    throw new RangeError(
      `an SZY206 report carries one of water level, water meter or energy meter, not ${[...carried, ...lost].join(', ')}`,
    );
  }
  const words = writeTerminalWords(faults, reading.running ?? false);
  const [key] = carried;
  if (key === 'waterLevel') return { code: 0x2, body: Buffer.concat([writeLevelMm(profile.levelFromDepth(reading.waterLevel!)), words]) };
  if (key === 'meterLiters') {
    if (reading.meterLiters! % 1000 !== 0) throw new RangeError(`water meter ${reading.meterLiters} L: the standard counts whole m³`);
    return { code: 0x3, body: Buffer.concat([absent(5), writeVolumeM3(reading.meterLiters! / 1000, 'water meter'), words]) };
  }
  if (key === 'meterWh') return { code: 0x8, body: Buffer.concat([writeEnergyWh(reading.meterWh!), words]) };
  return { code: 0xd, body: Buffer.concat([absent(2), words]) };
}
