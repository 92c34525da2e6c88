import type { DecodeResult } from '../field-message';
import { BodyReader, MalformedFrame, hex2 } from './body-reader';
import { CONFIRMED_REPORTS, functionName } from './function-codes';
import { CONTROL, UP_END_BYTES, readEnvelope } from './frame-layout';
import type { Sl651Profile } from './profiles';
import { confirmFrame } from './reply';
import { STANDARD_UP } from './standard-up';
import type { UpHandler, UpResult } from './up-context';
import { VENDOR_UP } from './vendor-up';

const handlerOf = (fn: number, profile: Sl651Profile): UpHandler | undefined =>
  STANDARD_UP[fn] ?? (profile.vendor ? VENDOR_UP[fn] : undefined);

/** The function codes a profile reads (the rest decode as unsupported). */
export const handles = (fn: number, profile: Sl651Profile) => handlerOf(fn, profile) !== undefined;

/** A station's frame to what it says and the centre's answer, or why it is dropped. */
export function decodeUp(frame: Buffer, profile: Sl651Profile): DecodeResult {
  const env = readEnvelope(frame);
  if (!env.ok) return env;
  if (!env.up) return { ok: false, drop: 'malformed', detail: 'a centre → station (down) frame from a station' };
  if (!UP_END_BYTES.has(env.end))
    return { ok: false, drop: 'malformed', detail: `end byte ${hex2(env.end)} is not a station's (ETX or ETB)` };
  const from = { station: env.station, password: env.password };
  const unsupported = (what: string) => ({ kind: 'unsupported' as const, code: env.fn, what });
  if (env.start === CONTROL.SYN) {
    // M3: packets to gather and acknowledge one by one (6.3.1.2 c), which no well needs; unanswered, the station gives up after two resends
    return { ok: true, ...from, up: [unsupported(`多包传输 (M3) ${functionName(env.fn)}`)] };
  }
  try {
    const r = new BodyReader(env.body);
    const serial = r.uint16('the serial number');
    const sent = r.time(6, 'the send time');
    const handler = handlerOf(env.fn, profile);
    const said: UpResult = handler
      ? handler({ env, profile, serial, sent, r })
      : { up: [unsupported(functionName(env.fn))], confirm: CONFIRMED_REPORTS.has(env.fn) };
    return { ok: true, ...from, up: said.up, ...(said.confirm && { reply: confirmFrame(env) }) };
  } catch (error) {
    if (error instanceof MalformedFrame) return { ok: false, drop: 'malformed', detail: `${hex2(env.fn)}H: ${error.message}` };
    throw error;
  }
}
