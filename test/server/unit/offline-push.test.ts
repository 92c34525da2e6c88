import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { KnownDevice } from '../../../server/devices/device-directory';
import { OfflinePushes, type MerchantLists } from '../../../server/devices/offline-push';

/** The pushes' catch-up replaced by a record of the devices it ran for, failing while `away`. */
class Recorded extends OfflinePushes {
  readonly caughtUp: number[] = [];
  away = false;
  override async catchUp(device: Pick<KnownDevice, 'username' | 'merchantId'>): Promise<void> {
    if (this.away) throw new Error('database away');
    this.caughtUp.push(Number(device.username));
  }
}

test('a device heard after a silence is caught up once; a catch-up that failed is tried again at its next message', async () => {
  let now = 1_000_000;
  const pushes = new Recorded({} as Kysely<Database>, async () => undefined, { silentMs: 60_000, now: () => new Date(now) });
  const device = { id: 7, username: '7', merchantId: 1, wellId: 3 } as KnownDevice;

  pushes.away = true;
  await assert.rejects(pushes.heard(device), /database away/);
  pushes.away = false;
  now += 10_000;
  await pushes.heard(device);
  now += 10_000;
  await pushes.heard(device);
  assert.deepEqual(pushes.caughtUp, [7], 'caught up at the message after the failure, then not again within the silence');

  now += 60_001;
  await pushes.heard(device);
  assert.deepEqual(pushes.caughtUp, [7, 7], 'again after a silence');
});

/** The pushes with the merchant's lists read from `stored` (counting the reads) and the messages recorded. */
class Listed extends OfflinePushes {
  reads = 0;
  stored: MerchantLists = { blacklist: ['L1'], writes: [] };
  readonly sent: string[] = [];
  /** runs between a read and its answer, once */
  duringRead: (() => void) | undefined;
  constructor(now: () => Date) {
    super({} as Kysely<Database>, async (topic, payload) => void this.sent.push(`${topic} ${payload}`), {
      silentMs: 60_000,
      now,
    });
  }
  protected override async readLists(): Promise<MerchantLists> {
    this.reads += 1;
    const lists = structuredClone(this.stored);
    await Promise.resolve();
    const during = this.duringRead;
    this.duringRead = undefined;
    during?.();
    return lists;
  }
}

const deviceOf = (id: number, merchantId = 1) => ({ id, username: `u${id}`, merchantId, wellId: id }) as KnownDevice;

test("a merchant's devices coming back together read its lists once, until a change of it is heard or the silence has passed", async () => {
  let now = 1_000_000;
  const pushes = new Listed(() => new Date(now));
  await Promise.all(Array.from({ length: 50 }, (_, i) => pushes.heard(deviceOf(i + 1))));
  assert.equal(pushes.reads, 1, 'one read for 50 devices');
  assert.equal(pushes.sent.filter((m) => m.includes('/blacklist ')).length, 50, 'each device sent the blacklist');

  await pushes.heard(deviceOf(100, 2));
  assert.equal(pushes.reads, 2, 'another merchant reads its own');

  pushes.stored = { blacklist: ['L1', 'L2'], writes: [] };
  await pushes.changed({ merchantId: 1, blacklist: true }).catch(() => undefined); // its device list needs the database
  await pushes.heard(deviceOf(51));
  assert.equal(pushes.reads, 3, 'read again after the change');
  assert.match(pushes.sent.at(-1)!, /u51\/down\/blacklist .*L2/);

  now += 60_001;
  await pushes.heard(deviceOf(52));
  assert.equal(pushes.reads, 4, 'read again once the silence has passed, a lost notification or not');
});

test('a change heard while a catch-up sends lists read before it: the device is sent the lists again, read after it', async () => {
  const pushes = new Listed(() => new Date(1_000_000));
  pushes.duringRead = () => {
    pushes.stored = { blacklist: ['L1', 'L9'], writes: [] };
    void pushes.changed({ merchantId: 1, blacklist: true }).catch(() => undefined);
  };
  await pushes.heard(deviceOf(1));
  const blacklists = pushes.sent.filter((m) => m.includes('u1') && m.includes('/blacklist '));
  assert.equal(pushes.reads, 2);
  assert.equal(blacklists.length, 2);
  assert.match(blacklists[1]!, /L9/, 'the last list the device is sent is the one after the change');
});
