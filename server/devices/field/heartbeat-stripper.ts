const EMPTY = Buffer.alloc(0);

/**
 * Takes a DTU's own heartbeat packets out of its stream (server/docs/field-gateway.md,
 * "Heartbeats"). A DTU sends one on its own when the line is idle, so it begins a chunk; several
 * in a row, or one split over two reads, are taken too. A packet cannot begin with the protocol's
 * frame start (the settings refuse it), so a frame is never taken for one. One glued behind a
 * frame reaches the framer, which drops it as garbage.
 */
export class HeartbeatStripper {
  private held: Buffer = EMPTY;

  constructor(private readonly packet: Buffer | null) {}

  /** The bytes without the heartbeats in front, and how many there were. */
  push(chunk: Buffer): { data: Buffer; beats: number } {
    const packet = this.packet;
    if (!packet) return { data: chunk, beats: 0 };
    let data = this.held.length > 0 ? Buffer.concat([this.held, chunk]) : chunk;
    this.held = EMPTY;
    let beats = 0;
    while (data.length >= packet.length && data.subarray(0, packet.length).equals(packet)) {
      data = data.subarray(packet.length);
      beats += 1;
    }
    // the start of a packet: kept for the next read (a packet's bytes at most)
    if (data.length > 0 && data.length < packet.length && packet.subarray(0, data.length).equals(data)) {
      this.held = Buffer.from(data);
      data = EMPTY;
    }
    return { data, beats };
  }
}
