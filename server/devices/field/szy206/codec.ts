import type { DecodeResult, FieldCodec, FieldCommand, FieldUp, FrameOptions } from '../field-message';
import { afnName, SELF_REPORTS } from './afn-names';
import { answerControl, buildFrame, DIR_UP, FCB_FIRST, parseFrame, type ParsedFrame } from './frame';
import { FrameError } from './frame-error';
import { Szy206Framer } from './framer';
import type { Outgoing, Szy206Profile, UpDecoded } from './profile';
import { szy206Profile, SZY206_PROFILES } from './profiles';
import { stationAddress } from './station';
import { writeTimeLabel } from './time-label';

/** The password (PW) as written: 4 decimal digits (key 1, then key 2), on the wire in that order. */
function password(text = '0000'): Buffer {
  if (!/^\d{4}$/.test(text)) throw new RangeError(`SZY206 password "${text}" is not 4 digits`);
  return Buffer.from(text, 'hex');
}

function send(station: string, out: Outgoing, control: number, profile: Szy206Profile, options: FrameOptions): Buffer {
  const tail = [
    out.password ? password(options.password) : Buffer.alloc(0),
    out.timeLabel ? writeTimeLabel(out.at === undefined ? options.now : new Date(out.at), profile.timeLabel) : Buffer.alloc(0),
  ];
  return buildFrame({
    control: control | FCB_FIRST | out.code,
    address: stationAddress(station),
    afn: out.afn,
    body: Buffer.concat([out.body, ...tail]),
  });
}

/** A function the profile does not read (or a split frame, not put together): named, and confirmed if it is a self-report. */
function unsupported({ afn, split }: ParsedFrame): UpDecoded {
  const up: FieldUp = { kind: 'unsupported', code: afn, what: `${afnName(afn)}${split === undefined ? '' : '（拆分帧，不拼接）'}` };
  return { up: [up], ...(split === undefined && SELF_REPORTS.includes(afn) ? { answer: { afn, body: Buffer.of(0) } } : {}) };
}

function refused(error: unknown) {
  if (error instanceof FrameError) return { ok: false as const, drop: error.drop, detail: error.message };
  throw error;
}

function cannot(profile: Szy206Profile, what: string): never {
  throw new RangeError(`SZY206 profile ${profile.id} (${profile.label}) cannot write ${what}`);
}

export const szy206Codec: FieldCodec = {
  protocol: 'szy206',
  profiles: SZY206_PROFILES.map(({ id, label }) => ({ id, label })),

  framer: () => new Szy206Framer(),

  decode(frame, profileId): DecodeResult {
    const profile = szy206Profile(profileId);
    try {
      const parsed = parseFrame(frame, 'up');
      const read = parsed.split === undefined ? profile.up[parsed.afn] : undefined;
      const decoded = read ? read(parsed, profile) : unsupported(parsed);
      const reply = decoded.answer && buildFrame({ control: answerControl(parsed.control), address: parsed.address, ...decoded.answer });
      return { ok: true, station: parsed.station, up: decoded.up, ...(reply ? { reply } : {}) };
    } catch (error) {
      return refused(error);
    }
  },

  encode(station, command: FieldCommand, profileId, options) {
    const profile = szy206Profile(profileId);
    const write = profile.commands[command.kind] as ((c: FieldCommand, p: Szy206Profile) => Outgoing) | undefined;
    return send(station, (write ?? cannot(profile, command.kind))(command, profile), 0, profile, options);
  },

  encodeUp(station, up: FieldUp, profileId, options) {
    const profile = szy206Profile(profileId);
    const write = profile.ups[up.kind] as ((u: FieldUp, p: Szy206Profile) => Outgoing) | undefined;
    return send(station, (write ?? cannot(profile, up.kind))(up, profile), DIR_UP, profile, options);
  },

  decodeDown(frame, profileId) {
    const profile = szy206Profile(profileId);
    try {
      const parsed = parseFrame(frame, 'down');
      const read = parsed.split === undefined ? profile.down[parsed.afn] : undefined;
      return { ok: true, station: parsed.station, command: read ? read(parsed, profile) : null };
    } catch (error) {
      return refused(error);
    }
  },
};
