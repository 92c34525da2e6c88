import { FRAME_START_BYTE, REGISTRATION_STRING, REGISTRATION_STRING_LENGTH } from '../../../src/api/contract/device/field-link';
import type { FieldProtocol } from './field-message';

/** What a DTU's first bytes say (server/docs/field-gateway.md, "Registration"). */
export type RegistrationPacket =
  /** A registration string the console made (`IRR` + 24 hex digits), and the bytes it took. */
  | { kind: 'string'; value: string; length: number }
  /** The DTU's IMEI as 15 ASCII digits. */
  | { kind: 'imei'; value: string; length: number }
  /** A protocol's frame: the station in it names the device (the bytes are the framer's). */
  | { kind: 'frame'; protocol: FieldProtocol }
  /** Too few bytes yet to tell. */
  | { kind: 'more' }
  /** Bytes no registration begins with. */
  | { kind: 'none' };

const IMEI_LENGTH = 15;
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;
const PREFIX = 'IRR';

/**
 * The registration at the start of a socket's bytes. A string or an IMEI has a fixed length, so
 * no terminator is needed (one that follows, CR, LF or NUL, is skipped by the socket); a frame
 * is told by its start byte.
 */
export function parseRegistration(bytes: Buffer): RegistrationPacket {
  if (bytes.length === 0) return { kind: 'more' };
  for (const [protocol, start] of Object.entries(FRAME_START_BYTE) as [FieldProtocol, number][])
    if (bytes[0] === start) return { kind: 'frame', protocol };
  if (isDigit(bytes[0]!)) {
    const digits = bytes.subarray(0, IMEI_LENGTH);
    if (!digits.every(isDigit)) return { kind: 'none' };
    return digits.length < IMEI_LENGTH ? { kind: 'more' } : { kind: 'imei', value: digits.toString('latin1'), length: IMEI_LENGTH };
  }
  const text = bytes.subarray(0, REGISTRATION_STRING_LENGTH).toString('latin1');
  if (text.length < PREFIX.length) return PREFIX.startsWith(text) ? { kind: 'more' } : { kind: 'none' };
  if (!/^IRR[0-9A-F]*$/.test(text)) return { kind: 'none' };
  if (text.length < REGISTRATION_STRING_LENGTH) return { kind: 'more' };
  return REGISTRATION_STRING.test(text) ? { kind: 'string', value: text, length: REGISTRATION_STRING_LENGTH } : { kind: 'none' };
}

/** Line ends and NULs some DTUs send after their registration packet. */
export const isTerminator = (b: number) => b === 0x0d || b === 0x0a || b === 0x00;
