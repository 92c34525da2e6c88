import type { FieldCodec, FieldProfile, FieldProtocol } from './field-message';
import { sl651Codec } from './sl651';
import { szy206Codec } from './szy206';

/** The protocols' codecs the gateway speaks (server/docs/field-gateway.md); a protocol missing here refuses its devices. */
export const FIELD_CODECS: Readonly<Partial<Record<FieldProtocol, FieldCodec>>> = { szy206: szy206Codec, sl651: sl651Codec };

/** A protocol's profile by its id, or undefined (an unknown protocol or profile). */
export function fieldProfileOf(protocol: FieldProtocol, profile: string): FieldProfile | undefined {
  return FIELD_CODECS[protocol]?.profiles.find((p) => p.id === profile);
}

/** Every protocol's profiles, as the well's detail offers them. */
export function fieldProfiles(): { transport: FieldProtocol; id: string; label: string }[] {
  return Object.values(FIELD_CODECS).flatMap((codec) =>
    codec.profiles.map((p) => ({ transport: codec.protocol, id: p.id, label: p.label })),
  );
}
