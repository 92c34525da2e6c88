import type { Kysely, Selectable } from 'kysely';
import type { Database, DeviceTable, DeviceTransport } from '../db/schema';

/** A device as the ingest knows it: whose it is, what it drives, how it connects, the last message number taken. */
export interface KnownDevice {
  id: number;
  merchantId: number;
  wellId: number | null;
  equipId: number | null;
  username: string;
  secretHash: string;
  /** The last `seq` this process took or saw taken (the database's claim decides). */
  lastSeq: number;
  /** MQTT, or a protocol through the TCP gateway (server/docs/field-gateway.md) with the fields below. */
  transport: DeviceTransport;
  profile: string | null;
  station: string | null;
  /** The protocol's password, upper-case hex; null: not checked. */
  passwordHex: string | null;
  registrationKind: 'string' | 'imei' | 'frame' | null;
  /** The registration string's digest or the IMEI (a new string closes the DTU that registered with the old one). */
  registrationKey: string | null;
  /** The DTU's heartbeat packet, stripped from its stream. */
  heartbeat: Buffer | null;
}

const known = (r: Selectable<DeviceTable>): KnownDevice => ({
  id: r.id,
  merchantId: r.merchant_id,
  wellId: r.well_id,
  equipId: r.equip_id,
  username: r.username,
  secretHash: r.secret_hash,
  lastSeq: Number(r.last_seq),
  transport: r.transport,
  profile: r.profile,
  station: r.station,
  passwordHex: r.password_hex,
  registrationKind: r.registration_kind,
  registrationKey: r.registration_key,
  heartbeat: r.heartbeat_hex === null ? null : Buffer.from(r.heartbeat_hex, 'hex'),
});

/**
 * Whether a connection made as `held` still stands for the device as it is now (`current`; null:
 * removed, or its merchant suspended). A change of its key or settings (the live channel's forget)
 * closes the connections made before it; one made after it, with the new row, stays: the change's
 * notice can reach a process after a device reconnected with the new settings.
 */
export function stillCurrent(held: KnownDevice, current: KnownDevice | null): boolean {
  if (!current) return false;
  const { lastSeq: _held, heartbeat: heldBeat, ...a } = held;
  const { lastSeq: _current, heartbeat: currentBeat, ...b } = current;
  const same = (Object.keys(a) as (keyof typeof a)[]).every((k) => a[k] === b[k]);
  return same && (heldBeat === null ? currentBeat === null : currentBeat !== null && heldBeat.equals(currentBeat));
}

/**
 * Devices by username, read once and kept: every message looks its sender up. A rotation, a change
 * of its settings or a removal drops the entry (`forget`, on every process through the live
 * channel), so the next connection reads the new row. A device of a merchant the platform
 * suspended is not found (server/docs/platform.md): refused at connect, its messages dropped.
 */
export class DeviceDirectory {
  private readonly known = new Map<string, Promise<KnownDevice | null>>();

  constructor(private readonly db: Kysely<Database>) {}

  get(username: string): Promise<KnownDevice | null> {
    let found = this.known.get(username);
    if (!found) {
      found = this.db
        .selectFrom('device')
        .innerJoin('merchant', 'merchant.id', 'device.merchant_id')
        .selectAll('device')
        .where('device.username', '=', username)
        .where('merchant.suspended_at', 'is', null)
        .executeTakeFirst()
        .then((r) => (r ? known(r) : null));
      found.catch(() => this.known.delete(username));
      this.known.set(username, found);
      // an unknown name is not kept: a device added later must be found
      void found.then(
        (d) => {
          if (!d) this.known.delete(username);
        },
        () => undefined,
      );
    }
    return found;
  }

  /** The device a DTU's registration string (its sha256) or IMEI names, read fresh: a registration is rare. */
  async byRegistration(kind: 'string' | 'imei', key: string): Promise<KnownDevice | null> {
    const row = await this.db
      .selectFrom('device')
      .select('username')
      .where('registration_kind', '=', kind)
      .where('registration_key', '=', key)
      .executeTakeFirst();
    return row ? this.get(row.username) : null;
  }

  /** The device of a protocol's station, read fresh. */
  async byStation(transport: DeviceTransport, station: string): Promise<KnownDevice | null> {
    const row = await this.db
      .selectFrom('device')
      .select('username')
      .where('transport', '=', transport)
      .where('station', '=', station)
      .executeTakeFirst();
    return row ? this.get(row.username) : null;
  }

  forget(username: string): void {
    this.known.delete(username);
  }
}
