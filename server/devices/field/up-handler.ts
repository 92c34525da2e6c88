import type { Kysely } from 'kysely';
import { MAX_CLOCK_SKEW_MS } from '../../../src/api/contract/device/messages';
import type { Database } from '../../db/schema';
import type { Ingest } from '../ingest';
import type { FieldUp } from './field-message';
import type { FieldSocket } from './field-socket';
import { toIngestMessages } from './field-uplink';
import { pendingCommandOf } from './pending-command';
import type { SentWrites } from './sent-writes';

/**
 * What the gateway does with each message of a checked frame (server/docs/field-gateway.md, "The
 * same ingest"): the MQTT message of the same meaning through `Ingest.deliver`, the answer to a
 * pump command as the ack of the command it ends, each offline record as an `up/order` and a
 * card's balance after a recharge as its `up/credit` ("Offline orders"); a link frame only kept
 * the socket alive, an unsupported one is counted. Never rejects: a failure is the ingest's `failed`.
 */
export function upHandler(opts: {
  db: Kysely<Database>;
  ingest: Ingest;
  writes: SentWrites;
  now: () => Date;
  onUnsupported: (code: number) => void;
}): (socket: FieldSocket, up: FieldUp) => Promise<void> {
  const { db, ingest, now } = opts;
  /** The last `seq` given each device: its messages' numbers only increase, across sockets. */
  const seqs = new Map<number, number>();

  /**
   * A message's number and time: the number only increases per device (the server's clock in ms,
   * or the last one's next), the time is the frame's where it is near the server's. A terminal's
   * clock that drifted, or an hourly report's observation time, does not make its report a replay:
   * on a socket the registration, not a device's clock, says who speaks (field-gateway.md, "Security").
   */
  const head = (deviceId: number, lastSeq: number) => (at: number | undefined) => {
    const clock = now().getTime();
    const seq = Math.max(clock, (seqs.get(deviceId) ?? 0) + 1, lastSeq + 1);
    seqs.set(deviceId, seq);
    return { seq, ts: at !== undefined && Math.abs(at - clock) <= MAX_CLOCK_SKEW_MS ? at : clock };
  };

  /**
   * The command an answer ends: the one this socket sent under the answer's serial, else its
   * oldest unanswered; an answer without a serial (SZY206) may also end the well's command sent
   * to an older socket of the device, before a reconnect.
   */
  const commandAnswered = async (socket: FieldSocket, serial: number | undefined, wellId: number) =>
    socket.takeCommand(serial) ?? socket.takeCommand(undefined) ?? (serial === undefined ? await pendingCommandOf(db, wellId) : undefined);

  return async (socket, up) => {
    const device = socket.device!;
    const next = head(device.id, device.lastSeq);
    try {
      switch (up.kind) {
        case 'link':
          return;
        case 'unsupported':
          return opts.onUnsupported(up.code);
        case 'records':
          // each booked and answered (recordsAck) as an `up/order`, in the device's turn, oldest first
          for (const record of up.records) await ingest.deliver(device, 'order', { ...next(undefined), ...record });
          return;
        case 'remaining': {
          // the card's balance after a recharge this gateway sent confirms its write; any other is only the controller's word
          const write = up.cardNo !== undefined && up.balanceFen !== undefined ? opts.writes.confirmedBy(device.id, up.cardNo) : undefined;
          if (write === undefined) return;
          // the frame has no time: the chip took it at a swipe after the command was sent, which is
          // before the order of that swipe started (its record's balance chain counts the write)
          await ingest.deliver(device, 'credit', {
            ...next(undefined),
            cardNo: up.cardNo,
            serial: write.serial,
            writtenAt: write.sentAt,
            balanceAfterFen: up.balanceFen,
          });
          return;
        }
        case 'ack': {
          if (up.command === 'recharge') {
            // ok: the controller holds the write until the card's next swipe; refused: it stays 待写卡, offered again
            if (!opts.writes.answered(device.id, up.serial, up.ok)) ingest.drop('refused', `${device.username} recharge answer: none sent`);
            return;
          }
          if (up.command === 'blacklist') {
            if (!up.ok) ingest.drop('refused', `${device.username} blacklist refused: ${up.reason ?? ''}`);
            return;
          }
          if (up.command !== 'pump') return ingest.drop('refused', `${device.username} ack of ${up.command}: not handled`);
          const cmdId = await commandAnswered(socket, up.serial, device.wellId!);
          if (cmdId === undefined) {
            // SL 651's pump state is an answer and a self-report alike: with nothing waiting, its status says it all
            if (up.serial !== undefined) return;
            return ingest.drop('refused', `${device.username} ack: no command waiting`);
          }
          await ingest.deliver(device, 'ack', {
            ...next(undefined),
            cmdId,
            ok: up.ok,
            ...(up.reason ? { reason: up.reason.slice(0, 100) } : {}),
          });
          return;
        }
        default: {
          const { messages, reading } = toIngestMessages(up, socket.reading!, next, device.id);
          socket.reading = reading;
          for (const m of messages) await ingest.deliver(device, m.kind, m.message);
        }
      }
    } catch (error) {
      ingest.drop('failed', `${device.username} ${up.kind}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
