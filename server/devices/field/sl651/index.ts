import type { FieldCodec } from '../field-message';
import { decodeDown } from './decode-down';
import { decodeUp } from './decode-up';
import { encodeDown } from './encode-down';
import { encodeUp } from './encode-up';
import { createSl651Framer } from './framer';
import { SL651_PROFILES, sl651Profile } from './profiles';

export { SL651_PROFILES } from './profiles';
export { MAX_FRAME_BYTES } from './frame-layout';

/**
 * SL 651-2014 in its HEX/BCD frames (server/docs/field-sl651.md). `centre`: the centre address
 * written into the commands' frames (1–255), which the terminals are configured with; the
 * confirmations repeat the one the station's frame names.
 */
export function createSl651Codec({ centre = 1 }: { centre?: number } = {}): FieldCodec {
  if (!Number.isInteger(centre) || centre < 1 || centre > 255) throw new Error(`an SL 651 centre address is 1–255, not ${centre}`);
  return {
    protocol: 'sl651',
    profiles: SL651_PROFILES.map(({ id, label }) => ({ id, label })),
    framer: createSl651Framer,
    decode: (frame, profile) => decodeUp(frame, sl651Profile(profile)),
    encode: (station, command, profile, options) => encodeDown(station, command, sl651Profile(profile), options, centre),
    encodeUp: (station, up, profile, options) => encodeUp(station, up, sl651Profile(profile), options, centre),
    decodeDown: (frame, profile) => decodeDown(frame, sl651Profile(profile)),
  };
}

/** The codec with centre address 1. */
export const sl651Codec: FieldCodec = createSl651Codec();
