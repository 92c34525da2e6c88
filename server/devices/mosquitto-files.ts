import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TOPIC_ROOT } from '../../src/api/contract/device/topics';

/**
 * What an outside mosquitto needs to check the devices as the embedded broker does
 * (server/docs/devices.md): its password file (the device table's hashes are in mosquitto's own
 * format, plus the server's account) and its ACL (a device may publish under its own `up/` and
 * read its own `down/`; the server reads and writes every device's topics). Write both, then
 * send mosquitto SIGHUP after a rotation.
 */
export async function mosquittoPasswordFile(db: Kysely<Database>, server: { username: string; hash: string }): Promise<string> {
  // a suspended merchant's devices are left out (server/docs/platform.md): write the file again after a suspension
  const devices = await db
    .selectFrom('device')
    .innerJoin('merchant', 'merchant.id', 'device.merchant_id')
    .select(['device.username', 'device.secret_hash'])
    .where('device.transport', '=', 'mqtt')
    .where('merchant.suspended_at', 'is', null)
    .orderBy('device.id')
    .execute();
  return [`${server.username}:${server.hash}`, ...devices.map((d) => `${d.username}:${d.secret_hash}`)].join('\n') + '\n';
}

export function mosquittoAcl(serverUsername: string): string {
  return [
    `user ${serverUsername}`,
    `topic readwrite ${TOPIC_ROOT}/#`,
    '',
    `pattern write ${TOPIC_ROOT}/%u/up/#`,
    `pattern read ${TOPIC_ROOT}/%u/down/#`,
    '',
  ].join('\n');
}
