import type { FieldUp } from '../field-message';
import { MalformedFrame, type BodyReader } from './body-reader';
import { ID, readStationAddress, type BodyItem } from './report-elements';
import type { Envelope } from './frame-layout';
import { observe } from './reading';
import type { Sl651Profile } from './profiles';

/** A station's frame being read: its envelope, its body past the serial number and send time. */
export interface UpContext {
  env: Envelope;
  profile: Sl651Profile;
  serial: number;
  /** The send time, ms. */
  sent: number;
  r: BodyReader;
}

/** What a frame says, and whether the centre confirms it. */
export interface UpResult {
  up: FieldUp[];
  confirm: boolean;
}

export type UpHandler = (c: UpContext) => UpResult;

/** The station group (F1 F1 + address, then the category byte where the function has one); another station than the header's is malformed. */
export function readStation(c: UpContext, withCategory: boolean): void {
  c.r.expect(ID.STATION, 'the station address identifier (F1 F1)');
  const station = readStationAddress(c.r);
  if (station !== c.env.station) throw new MalformedFrame(`the body names station ${station}, the header ${c.env.station}`);
  if (withCategory) c.r.byte('the station category');
}

/** A report's elements as a status, or an alarm when they carry a fault. */
export function observation(items: readonly BodyItem[], c: UpContext): FieldUp {
  const seen = observe(items, c.profile);
  const at = seen.at ?? c.sent;
  return seen.faults.length > 0
    ? { kind: 'alarm', at, faults: seen.faults, detail: seen.alarms.join('、'), reading: seen.reading }
    : { kind: 'status', at, reading: seen.reading };
}
