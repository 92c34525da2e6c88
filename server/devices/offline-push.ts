import type { Kysely } from 'kysely';
import type { DownMessage } from '../../src/api/contract/device/messages';
import { downTopic, type DownKind } from '../../src/api/contract/device/topics';
import type { Database } from '../db/schema';
import { blacklistOf, pendingWrites, type OfflinePush } from '../money/card-writes';
import type { KnownDevice } from './device-directory';

/**
 * What a merchant's controllers must hold to serve cards offline: each offline card's pending writes
 * (`down/credit`) and the cards to refuse (`down/blacklist`). Sent to every well device of the
 * merchant when it changes (heard on money/card-writes.ts's channel, from whichever process wrote
 * it), and again to a device that comes back: its first message after a silence longer than
 * `silentMs`, or the first this process hears of it. Each message is a whole list (a card's writes,
 * the blacklist), so one sent twice or by two processes changes nothing.
 */
export class OfflinePushes {
  private readonly lastHeard = new Map<number, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly publish: (topic: string, payload: string) => Promise<void>,
    private readonly opts: { silentMs: number; now: () => Date },
  ) {}

  /** Every message of a device, in its turn: after a silence, it is first sent what it must hold. */
  async heard(device: KnownDevice): Promise<void> {
    if (device.wellId === null) return;
    const at = this.opts.now().getTime();
    const last = this.lastHeard.get(device.id);
    this.lastHeard.set(device.id, at);
    if (last !== undefined && at - last <= this.opts.silentMs) return;
    try {
      await this.catchUp(device);
    } catch (error) {
      // not sent (the database away): its next message tries again, or it would wait a whole silence for its blacklist
      if (this.lastHeard.get(device.id) === at) this.lastHeard.delete(device.id);
      throw error;
    }
  }

  /** The blacklist and every pending write of the merchant, to one device. */
  async catchUp(device: Pick<KnownDevice, 'username' | 'merchantId'>): Promise<void> {
    await this.send(device.username, 'blacklist', { cardNos: await blacklistOf(this.db, device.merchantId) });
    for (const card of await pendingWrites(this.db, device.merchantId)) await this.send(device.username, 'credit', card);
  }

  /** A change heard on the channel: the card's list, or the blacklist, to every well device of the merchant. */
  async changed(push: OfflinePush): Promise<void> {
    const devices = await this.db
      .selectFrom('device')
      .select('username')
      .where('merchant_id', '=', push.merchantId)
      .where('well_id', 'is not', null)
      .orderBy('id')
      .execute();
    if (devices.length === 0) return;
    if ('cardId' in push) {
      const [card] = await pendingWrites(this.db, push.merchantId, push.cardId);
      if (card) for (const d of devices) await this.send(d.username, 'credit', card);
    } else {
      const cardNos = await blacklistOf(this.db, push.merchantId);
      for (const d of devices) await this.send(d.username, 'blacklist', { cardNos });
    }
  }

  private send<K extends DownKind>(username: string, kind: K, message: DownMessage<K>): Promise<void> {
    return this.publish(downTopic(username, kind), JSON.stringify(message));
  }
}
