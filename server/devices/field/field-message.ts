import type { FAULT_TYPES } from '../../../src/api/contract/fields';

/**
 * What a well's controller says over the water-resources protocols (SZY206-2016 / SL/T 427-2021,
 * SL 651-2014), once its frame is decoded: the same few things the MQTT messages say, so the TCP
 * gateway feeds them to the same ingest (server/docs/field-protocols.md). Each protocol's codec
 * turns bytes into these and back; nothing here knows a socket or the database.
 */

export const FIELD_PROTOCOLS = ['szy206', 'sl651'] as const;
export type FieldProtocol = (typeof FIELD_PROTOCOLS)[number];

/** A well's meters and sensors as one report carries them; a field the frame did not carry is absent. */
export interface FieldReading {
  /** Metres below ground, 2 decimals. */
  waterLevel?: number;
  /** The pump runs. */
  running?: boolean;
  /** Motor current in A and supply voltage in V, 1 decimal. */
  current?: number;
  voltage?: number;
  /** Signal, CSQ 0–31. */
  sig?: number;
  /** The meters' running totals: kWh × 1000 and m³ × 1000. */
  meterWh?: number;
  meterLiters?: number;
}

/** An order the controller finished on its own, kept while offline and sent when back (issue 24 part 2). */
export interface FieldRecord {
  /** The controller's number of the record, increasing by one per order. */
  recordNo: number;
  cardNo: string;
  startedAt: number;
  endedAt: number;
  startWh: number;
  endWh: number;
  startLiters: number;
  endLiters: number;
  /** In fen, as the controller priced and debited it. */
  amountFen: number;
  balanceBeforeFen: number;
  balanceAfterFen: number;
}

export type FieldUp =
  /** Link upkeep: answered by the codec's `reply`, otherwise only keeps the socket alive. */
  | { kind: 'link'; link: 'login' | 'logout' | 'heartbeat' }
  /** A timed, added or answered report. `at`: the device's clock in ms where the frame has one. */
  | { kind: 'status'; at?: number; reading: FieldReading }
  /** An alarm report: its faults (the spec's fault types) and the reading it came with. */
  | { kind: 'alarm'; at?: number; faults: (typeof FAULT_TYPES)[number][]; detail?: string; reading: FieldReading }
  /** A card swiped to start pumping (vendor profiles that ask the centre before pumping). */
  | { kind: 'swipe'; at?: number; cardNo: string; orderNo: string; meterWh: number; meterLiters: number }
  /** The pump stopped on that order. */
  | { kind: 'stop'; at?: number; orderNo: string; meterWh: number; meterLiters: number }
  /**
   * The terminal's answer to a centre's command (`serial`: the command frame's number, where the
   * protocol has one; `action`: the pump action it answers, where the protocol says it: SZY206's
   * 92H/93H answers do, SL 651's 4CH gives the pump's state, not the command's).
   */
  | { kind: 'ack'; command: FieldCommand['kind']; ok: boolean; serial?: number; reason?: string; action?: 'start' | 'stop' }
  /** Finished orders the controller kept (oldest first). */
  | { kind: 'records'; records: FieldRecord[] }
  /** A card's water or money the controller holds (answer to a query or recharge). */
  | { kind: 'remaining'; cardNo?: string; waterLiters?: number; balanceFen?: number }
  /** A well-formed frame of a function the product does not handle: answered as the standard says, written nowhere. */
  | { kind: 'unsupported'; code: number; what: string };

/** What the centre sends a terminal. */
export type FieldCommand =
  | { kind: 'pump'; action: 'start' | 'stop' }
  | { kind: 'query' }
  | { kind: 'recharge'; cardNo: string; amountFen: number; waterLiters?: number }
  | { kind: 'swipeAnswer'; orderNo: string; ok: boolean; balanceFen: number; message?: string }
  | { kind: 'blacklist'; cardNos: string[] }
  /**
   * The answer to one uploaded offline record once the server holds it (booked now or before):
   * the record answered and the highest record number held of the device. The controller forgets
   * `recordNo` only; a record it sent that gets no answer (refused as invalid) it keeps and sends
   * again after its next reconnection (server/docs/field-gateway.md, "Offline orders").
   */
  | { kind: 'recordsAck'; recordNo: number; lastRecordNo: number };

/** Why bytes or a frame were dropped (counted by reason, like the MQTT ingest's). */
export const FIELD_DROPS = ['garbage', 'length', 'oversized', 'crc', 'malformed', 'foreign', 'password', 'timeout'] as const;
export type FieldDrop = (typeof FIELD_DROPS)[number];

/** A decoded frame: whom it is from, what it says, and the answer the standard asks of the centre. */
export interface DecodedFrame {
  /** The station's address as text (SZY206: administrative code + station number; SL 651: the 5-byte station address in hex). */
  station: string;
  /** The frame's password field where the protocol has one, as hex. */
  password?: string;
  up: FieldUp[];
  /** The centre's answer to send back at once (an acknowledgement), if the standard asks for one. */
  reply?: Buffer;
}

export type DecodeResult = ({ ok: true } & DecodedFrame) | { ok: false; drop: FieldDrop; detail: string };

/** The standard's own layout, or a vendor's variant of it (their function codes, element codes, scaling). */
export interface FieldProfile {
  readonly id: string;
  /** As the well's detail lists it, e.g. 标准 SZY206-2016. */
  readonly label: string;
}

/** Splits a byte stream into frames: keeps a partial frame until the rest comes, drops what can never be one. */
export interface FieldFramer {
  push(chunk: Buffer): Array<{ frame: Buffer } | { drop: FieldDrop; bytes: number }>;
}

/** Everything the gateway needs of one protocol; the codec's functions are pure. */
export interface FieldCodec {
  readonly protocol: FieldProtocol;
  readonly profiles: readonly FieldProfile[];
  /** A new framer per socket. */
  framer(): FieldFramer;
  /** A whole frame (as a framer cut it) to what it says; a bad CRC, length, field or value is a drop. */
  decode(frame: Buffer, profile: string): DecodeResult;
  /** A centre's command to the station as a frame (`serial`: this socket's next frame number). */
  encode(station: string, command: FieldCommand, profile: string, options: FrameOptions): Buffer;
  /** The terminal's side, for the simulator and the tests: what a station sends, as a frame. */
  encodeUp(station: string, up: FieldUp, profile: string, options: FrameOptions): Buffer;
  /** The terminal's side: a centre's frame to the command it carries. */
  decodeDown(
    frame: Buffer,
    profile: string,
  ): { ok: true; station: string; command: FieldCommand | null; serial?: number } | { ok: false; drop: FieldDrop; detail: string };
}

export interface FrameOptions {
  /** The protocol's password field, as hex, where it has one. */
  password?: string;
  /** The sender's next frame number (SL 651's serial), where the protocol has one. */
  serial: number;
  /** The sender's clock, for the frame's send time. */
  now: Date;
}
