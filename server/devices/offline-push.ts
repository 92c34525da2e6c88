import type { Kysely } from 'kysely';
import type { DownMessage } from '../../src/api/contract/device/messages';
import { downTopic, type DownKind } from '../../src/api/contract/device/topics';
import type { Database } from '../db/schema';
import { blacklistOf, pendingWrites, type OfflinePush } from '../money/card-writes';
import type { KnownDevice } from './device-directory';

/** What every well device of a merchant must hold: the cards to refuse and each offline card's pending writes. */
export interface MerchantLists {
  blacklist: string[];
  writes: Awaited<ReturnType<typeof pendingWrites>>;
}

/**
 * What a merchant's controllers must hold to serve cards offline: each offline card's pending writes
 * (`down/credit`) and the cards to refuse (`down/blacklist`). Sent to every well device of the
 * merchant when it changes (heard on money/card-writes.ts's channel, from whichever process wrote
 * it), and again to a device that comes back: its first message after a silence longer than
 * `silentMs`, or the first this process hears of it. Each message is a whole list (a card's writes,
 * the blacklist), so one sent twice or by two processes changes nothing.
 *
 * The merchant's lists are read once for all its devices coming back together (10,000 wells after a
 * restart or a network outage would otherwise read them 10,000 times): kept until a change of the
 * merchant is heard, and never longer than `silentMs` (a change whose notification was lost, the
 * database away, is sent at the latest then). A catch-up that read its lists before a change heard
 * while it sent them sends them again, so that a device never ends with lists older than the last change.
 */
export class OfflinePushes {
  private readonly lastHeard = new Map<number, number>();
  private readonly lists = new Map<number, { generation: number; readAt: number; lists: Promise<MerchantLists> }>();
  private readonly generations = new Map<number, number>();

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
    for (;;) {
      const generation = this.generationOf(device.merchantId);
      const { blacklist, writes } = await this.listsOf(device.merchantId, generation);
      await this.send(device.username, 'blacklist', { cardNos: blacklist });
      for (const card of writes) await this.send(device.username, 'credit', card);
      if (this.generationOf(device.merchantId) === generation) return;
    }
  }

  /** A change heard on the channel: the card's list, or the blacklist, to every well device of the merchant. */
  async changed(push: OfflinePush): Promise<void> {
    this.generations.set(push.merchantId, this.generationOf(push.merchantId) + 1);
    this.lists.delete(push.merchantId);
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

  private generationOf(merchantId: number): number {
    return this.generations.get(merchantId) ?? 0;
  }

  /** The merchant's lists as read at `generation`: one read shared by the devices that ask meanwhile. */
  private listsOf(merchantId: number, generation: number): Promise<MerchantLists> {
    const now = this.opts.now().getTime();
    const kept = this.lists.get(merchantId);
    if (kept && kept.generation === generation && now - kept.readAt <= this.opts.silentMs) return kept.lists;
    const lists = this.readLists(merchantId);
    const entry = { generation, readAt: now, lists };
    this.lists.set(merchantId, entry);
    // a read that failed is not kept: the next device reads again
    lists.catch(() => {
      if (this.lists.get(merchantId) === entry) this.lists.delete(merchantId);
    });
    return lists;
  }

  /** The merchant's lists from the database. */
  protected async readLists(merchantId: number): Promise<MerchantLists> {
    const [blacklist, writes] = await Promise.all([blacklistOf(this.db, merchantId), pendingWrites(this.db, merchantId)]);
    return { blacklist, writes };
  }

  private send<K extends DownKind>(username: string, kind: K, message: DownMessage<K>): Promise<void> {
    return this.publish(downTopic(username, kind), JSON.stringify(message));
  }
}
