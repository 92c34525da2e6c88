import type { FieldUp, FrameOptions } from '../field-message';
import type { BodyWriter } from './body-writer';
import { ID } from './report-elements';
import { bodyStart, DEFAULT_PASSWORD } from './encode-down';
import { FN } from './function-codes';
import { CONTROL, buildFrame, hexField } from './frame-layout';
import { handles } from './decode-up';
import type { Sl651Profile } from './profiles';
import { readingElements } from './reading';
import { writeVendorUp } from './vendor-up-write';

/** The category a well's terminal reports as (appendix A): 47H, groundwater. */
export const WELL_CATEGORY = 0x47;

const writeStation = (w: BodyWriter, station: string) =>
  w
    .byte(ID.STATION)
    .byte(ID.STATION)
    .bytes(hexField(station, 10, 'station address'));

/**
 * The station's side, for the simulator and the tests: what a terminal sends, as a frame ending ETX.
 * A status of the pump's state alone is its 4CH self-report (also its answer to a pump command);
 * any other status or alarm is a timed report (32H). An answer carries the command's serial.
 */
export function encodeUp(station: string, up: FieldUp, profile: Sl651Profile, options: FrameOptions, centre: number): Buffer {
  const now = options.now.getTime();
  const serial = up.kind === 'ack' && up.serial !== undefined ? up.serial : options.serial;
  const pumpState = up.kind === 'status' && Object.keys(up.reading).length === 1 && up.reading.running !== undefined;
  // the 4CH has no observation time: its send time is the moment
  const w = bodyStart(serial, pumpState && up.at !== undefined ? up.at : now);
  let fn: number;
  if (up.kind === 'link') {
    if (up.link !== 'heartbeat') throw new Error(`SL 651-2014 has no ${up.link} frame: a DTU registers by its own packet`);
    fn = FN.KEEP_ALIVE;
  } else if (pumpState) {
    writeStation(w, station)
      .byte(1)
      .byte(up.reading.running ? 1 : 0);
    fn = FN.PUMP;
  } else if (up.kind === 'status' || up.kind === 'alarm') {
    writeStation(w, station)
      .byte(WELL_CATEGORY)
      .byte(ID.OBSERVED)
      .byte(ID.OBSERVED)
      .time(up.at ?? now, 5);
    w.bytes(readingElements(up.reading, up.kind === 'alarm' ? up.faults : [], profile));
    fn = FN.TIMED;
  } else if (up.kind === 'unsupported') {
    if (handles(up.code, profile)) throw new Error(`function ${up.code.toString(16)}H is one the ${profile.id} profile reads`);
    fn = up.code;
  } else if (up.kind === 'ack' && up.command === 'pump') {
    throw new Error("a terminal answers a pump command with the pump's state: encode a status of `running` alone (4CH)");
  } else {
    if (!profile.vendor)
      throw new Error(
        `SL 651-2014 has no ${up.kind === 'ack' ? `answer to a ${up.command} command` : up.kind} frame: use a vendor profile such as ic-card-v1`,
      );
    fn = writeVendorUp(writeStation(w, station), up, profile, now);
  }
  return buildFrame({ up: true, centre, station, password: options.password ?? DEFAULT_PASSWORD, fn, body: w.build(), end: CONTROL.ETX });
}
