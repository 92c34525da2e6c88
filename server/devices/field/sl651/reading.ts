import type { FAULT_TYPES } from '../../../../src/api/contract/fields';
import type { FieldReading } from '../field-message';
import { MalformedFrame } from './body-reader';
import { ID, bcdElement, bcdValue, hexElement, idText, type BodyItem } from './report-elements';
import type { Sl651Profile } from './profiles';
import { readStatusWord, statusWord } from './status-word';

type Fault = (typeof FAULT_TYPES)[number];

/** E.8.2.2: a groundwater depth of 444 m says the well has run dry. */
const DRY_WELL_METRES = 444;
const DRY_WELL = '监测井干涸';

/** A report's elements as the product reads them. */
export interface Observation {
  /** The latest observation time (F0 F0) of the report. */
  at?: number;
  reading: FieldReading;
  faults: Fault[];
  /** What the faults are, in the standard's words. */
  alarms: string[];
}

/** `units` (a count of 10^-decimals) as a number of `places` decimals. */
function scaled(units: number, decimals: number, places: number): number {
  return places >= decimals
    ? (units * 10 ** (places - decimals)) / 10 ** places
    : Math.round(units / 10 ** (decimals - places)) / 10 ** places;
}

/** m³ or kWh as litres or Wh (whole thousandths). */
function thousandths(units: number, decimals: number, what: string): number {
  if (units < 0) throw new MalformedFrame(`${what}: a meter total below zero`);
  return decimals <= 3 ? units * 10 ** (3 - decimals) : Math.round(units / 10 ** (decimals - 3));
}

/**
 * What a report's elements say of the well. Voltage: phase A (70H) where the report has it (the
 * pump's supply), else the terminal's supply voltage (38H); current: phase A (73H).
 */
export function observe(items: readonly BodyItem[], profile: Sl651Profile): Observation {
  const seen: Observation = { reading: {}, faults: [], alarms: [] };
  let supplyVoltage: number | undefined;
  for (const item of items) {
    if (item.kind === 'observed') seen.at = Math.max(seen.at ?? item.at, item.at);
    if (item.kind === 'station') throw new MalformedFrame('a second station in one report (multi-station reports are not handled)');
    if (item.kind !== 'element') continue;
    const { id, decimals, data } = item;
    const what = `element ${idText(id)}`;
    if (id === ID.STATUS_WORD) {
      if (data.length !== 4) throw new MalformedFrame(`the status word is ${data.length} bytes, not 4`);
      const word = readStatusWord(data.readUInt32BE());
      seen.reading.running = word.running;
      seen.faults.push(...word.faults);
      seen.alarms.push(...word.alarms);
    } else if (id === ID.GROUNDWATER_DEPTH) {
      const units = bcdValue(data, what);
      if (units === DRY_WELL_METRES * 10 ** decimals) {
        seen.faults.push('no_water');
        seen.alarms.push(DRY_WELL);
      } else seen.reading.waterLevel = scaled(units, decimals, 2);
    } else if (id === ID.VOLTAGE_A) seen.reading.voltage = scaled(bcdValue(data, what), decimals, 1);
    else if (id === ID.SUPPLY_VOLTAGE) supplyVoltage = scaled(bcdValue(data, what), decimals, 1);
    else if (id === ID.CURRENT_A) seen.reading.current = scaled(bcdValue(data, what), decimals, 1);
    else if (id === profile.extended?.water) seen.reading.meterLiters = thousandths(bcdValue(data, what), decimals, what);
    else if (id === profile.extended?.energy) seen.reading.meterWh = thousandths(bcdValue(data, what), decimals, what);
    else if (id === profile.extended?.signal) seen.reading.sig = scaled(bcdValue(data, what), decimals, 1);
  }
  if (seen.reading.voltage === undefined && supplyVoltage !== undefined) seen.reading.voltage = supplyVoltage;
  seen.faults = [...new Set(seen.faults)];
  return seen;
}

/** `value` × 10^places as an integer; more decimals than that is the caller's mistake. */
function units(value: number, places: number, what: string): number {
  const n = Math.round(value * 10 ** places);
  if (Math.abs(n - value * 10 ** places) > 1e-6) throw new Error(`${what} ${value} has more than ${places} decimals`);
  return n;
}

/** A reading (and the faults of an alarm) as the elements of a report, in the profile's identifiers. */
export function readingElements(reading: FieldReading, faults: readonly Fault[], profile: Sl651Profile): Buffer {
  const { extended } = profile;
  const parts: Buffer[] = [];
  const dry = faults.includes('no_water');
  if (dry && reading.waterLevel !== undefined) throw new Error('a dry well (444 m, no_water) has no water level');
  if (reading.waterLevel === DRY_WELL_METRES) throw new Error("444 m is the standard's mark of a dry well, not a level");
  if (dry) parts.push(bcdElement(ID.GROUNDWATER_DEPTH, DRY_WELL_METRES * 100, 2, 3));
  if (reading.waterLevel !== undefined) parts.push(bcdElement(ID.GROUNDWATER_DEPTH, units(reading.waterLevel, 2, 'waterLevel'), 2, 3));
  if (reading.voltage !== undefined) parts.push(bcdElement(ID.VOLTAGE_A, units(reading.voltage, 1, 'voltage'), 1, 2));
  if (reading.current !== undefined) parts.push(bcdElement(ID.CURRENT_A, units(reading.current, 1, 'current'), 1, 2));
  const carried = { sig: reading.sig, meterWh: reading.meterWh, meterLiters: reading.meterLiters };
  if (!extended && Object.values(carried).some((v) => v !== undefined)) {
    throw new Error(`the ${profile.id} profile carries no signal or meter totals (SL 651-2014 has no element for them)`);
  }
  if (extended && reading.meterLiters !== undefined)
    parts.push(bcdElement(extended.water, units(reading.meterLiters, 0, 'meterLiters'), 3, 7));
  if (extended && reading.meterWh !== undefined) parts.push(bcdElement(extended.energy, units(reading.meterWh, 0, 'meterWh'), 3, 7));
  if (extended && reading.sig !== undefined) parts.push(bcdElement(extended.signal, units(reading.sig, 1, 'sig'), 1, 2));
  const wordFaults = faults.filter((f) => f !== 'no_water');
  if (reading.running !== undefined || wordFaults.length > 0) {
    const word = Buffer.alloc(4);
    word.writeUInt32BE(statusWord(reading.running ?? false, wordFaults));
    parts.push(hexElement(ID.STATUS_WORD, word));
  }
  return Buffer.concat(parts);
}
