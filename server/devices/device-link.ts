import type { KnownDevice } from './device-directory';

/** Where the server meets its devices: its own broker (embedded-broker.ts) or an outside one (outside-broker.ts). */
export interface DeviceLink {
  /** Sends a message to a device (QoS 1); with the embedded broker, to the devices connected to this process. */
  publish(topic: string, payload: string): Promise<void>;
  /** e.g. `mqtt://127.0.0.1:1883` (the embedded broker's port once listening). */
  readonly url: string;
  /** Devices can reach the server through it now: the embedded broker listens, the outside one is connected. */
  readonly up: boolean;
  /** Devices connected to this process's embedded broker (undefined: an outside broker, which counts its own). */
  readonly clients?: number;
  /**
   * Closes the connections of a device made before its key or settings changed to `current` (null:
   * removed or suspended): the embedded broker's; an outside one keeps them until they reconnect.
   */
  drop?(username: string, current: KnownDevice | null): void;
  close(): Promise<void>;
}

/** What a link hands every device message to (server/devices/ingest.ts); `sender` is the username the broker checked, when it knows it. */
export type Receive = (topic: string, payload: Buffer, sender?: string) => void;
