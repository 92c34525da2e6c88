import type { FieldCommand, FieldProfile, FieldUp } from '../field-message';
import type { ParsedFrame } from './frame';
import type { TimeLabelLength } from './time-label';

/** What a terminal's frame says, and the centre's answer (its AFN and data) where the standard asks for one. */
export interface UpDecoded {
  up: FieldUp[];
  answer?: { afn: number; body: Buffer };
}

/** A frame to send: its AFN, C's type code, data, and whether a password and a time label follow. */
export interface Outgoing {
  afn: number;
  code: number;
  body: Buffer;
  password?: boolean;
  timeLabel?: boolean;
  /** The time label's time when it is not the sending time (a report's reading time). */
  at?: number;
}

type Of<U, K> = Extract<U, { kind: K }>;

/** The frames of one function or a vendor's extension: how each is read and written, from either side. */
export interface FrameSet {
  /** Terminal → centre, read by the centre, by AFN. */
  up?: Record<number, (frame: ParsedFrame, profile: Szy206Profile) => UpDecoded>;
  /** Centre → terminal, read by the terminal (the simulator, the tests), by AFN. */
  down?: Record<number, (frame: ParsedFrame, profile: Szy206Profile) => FieldCommand | null>;
  commands?: { [K in FieldCommand['kind']]?: (command: Of<FieldCommand, K>, profile: Szy206Profile) => Outgoing };
  ups?: { [K in FieldUp['kind']]?: (up: Of<FieldUp, K>, profile: Szy206Profile) => Outgoing };
}

export interface Szy206Profile extends FieldProfile, Required<FrameSet> {
  /** The time label this profile writes: 5 bytes (SZY206-2016) or 7 (SL/T 427-2021, with the date). */
  readonly timeLabel: TimeLabelLength;
  /** A reported water level (mm, as the profile's terminals mean it) to metres below ground, 2 decimals. */
  depthFromLevel(mm: number): number;
  levelFromDepth(metresBelowGround: number): number;
  /** The pump's number in remote start and stop (D3–D0; D7–D4 0H says a pump). */
  readonly pumpNo: number;
}

/** The sets merged in order: a later set's frame or encoder replaces an earlier one's. */
export function mergeFrameSets(sets: readonly FrameSet[]): Required<FrameSet> {
  return {
    up: Object.assign({}, ...sets.map((s) => s.up)),
    down: Object.assign({}, ...sets.map((s) => s.down)),
    commands: Object.assign({}, ...sets.map((s) => s.commands)),
    ups: Object.assign({}, ...sets.map((s) => s.ups)),
  };
}
