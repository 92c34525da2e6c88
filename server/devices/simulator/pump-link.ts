import type { DownKind, UpKind } from '../../../src/api/contract/device/topics';

/** What the server told a simulated device, as the MQTT message of that meaning (server/docs/devices.md). */
export type DownHandler = (kind: DownKind, message: Record<string, unknown>) => void;

/**
 * How a simulated pump reaches the server: MQTT (`mqtt-link.ts`) or a DTU's TCP socket speaking
 * SZY206 or SL 651 (`dtu-link.ts`). The pump says and hears the MQTT messages; a link carries them
 * as its transport can, and reconnects after a drop.
 */
export interface PumpLink {
  readonly connected: boolean;
  /** Sends a message (stamped with `seq` and `ts`). `pumpRunning`: the pump's state after it, which some frames carry. */
  send(kind: UpKind, message: Record<string, unknown>, pumpRunning: boolean): void;
  /** The controller's number for a new order. */
  newOrderNo(): string;
  /** Whether the controller asks the centre before pumping on a card. */
  readonly swipes: boolean;
  /** The faults it can report. */
  readonly faults: readonly string[];
  /** It keeps offline orders through an outage and sends them when back (MQTT only, as yet). */
  readonly outages: boolean;
  close(): Promise<void>;
}
