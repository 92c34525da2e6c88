import type { KnownDevice } from '../device-directory';
import type { DecodedFrame, FieldCodec } from './field-message';
import type { RegistrationPacket } from './registration-packet';
import type { GatewayDrop, SocketHost } from './field-socket';

/** A registration's device, and for a frame registration the frame decoded with the device's profile. */
export type Registered = { device: KnownDevice; first?: DecodedFrame };

/** The frame's password is the device's, where both have one (SZY206's frames from a terminal carry none). */
export const passwordMatches = (device: KnownDevice, decoded: DecodedFrame) =>
  device.passwordHex === null || decoded.password === undefined || decoded.password.toUpperCase() === device.passwordHex;

/**
 * The device a registration names, if it registers that way (server/docs/field-gateway.md,
 * "Registration"): a string or IMEI looked up as it is; a frame by its station, decoded again with
 * the device's profile, its password checked. A frame that cannot be decoded is dropped by its
 * reason (`drop`); anything else that names no device is null, the caller's refusal.
 */
export async function lookUpRegistration(
  host: Pick<SocketHost, 'codecs' | 'byRegistration' | 'byStation'>,
  packet: RegistrationPacket,
  frame: { codec: FieldCodec; bytes: Buffer } | undefined,
  drop: (reason: GatewayDrop, detail: string) => void,
): Promise<Registered | null> {
  const usable = (d: KnownDevice | null): d is KnownDevice =>
    d !== null && d.transport !== 'mqtt' && d.wellId !== null && d.profile !== null && host.codecs[d.transport] !== undefined;
  if (packet.kind === 'string' || packet.kind === 'imei') {
    const device = await host.byRegistration(packet.kind, packet.value);
    return usable(device) && device.registrationKind === packet.kind ? { device } : null;
  }
  if (packet.kind !== 'frame' || !frame) return null;
  const { codec, bytes } = frame;
  // the station's address reads the same in every profile: the first profile tells whose frame it is
  const probe = codec.decode(bytes, codec.profiles[0]!.id);
  if (!probe.ok) {
    drop(probe.drop, probe.detail);
    return null;
  }
  const device = await host.byStation(codec.protocol, probe.station.toUpperCase());
  if (!usable(device) || device.registrationKind !== 'frame' || device.transport !== codec.protocol) return null;
  const decoded = device.profile === codec.profiles[0]!.id ? probe : codec.decode(bytes, device.profile!);
  if (!decoded.ok) {
    drop(decoded.drop, `${device.username}: ${decoded.detail}`);
    return null;
  }
  // whoever knows a station's address must also know its password to take its place
  if (!passwordMatches(device, decoded)) {
    drop('password', `${device.username}: registration frame`);
    return null;
  }
  return { device, first: decoded };
}
