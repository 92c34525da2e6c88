import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { KnownDevice } from '../../../server/devices/device-directory';
import { OfflinePushes } from '../../../server/devices/offline-push';

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
