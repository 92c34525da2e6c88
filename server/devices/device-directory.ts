import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A device as the ingest knows it: whose it is, what it drives, the last message number taken. */
export interface KnownDevice {
  id: number;
  merchantId: number;
  wellId: number | null;
  equipId: number | null;
  username: string;
  secretHash: string;
  /** The last `seq` this process took or saw taken (the database's claim decides). */
  lastSeq: number;
}

/**
 * Devices by username, read once and kept: every message looks its sender up. A rotation or a
 * removal drops the entry (`forget`, on every process through the live channel), so the next
 * connection reads the new hash.
 */
export class DeviceDirectory {
  private readonly known = new Map<string, Promise<KnownDevice | null>>();

  constructor(private readonly db: Kysely<Database>) {}

  get(username: string): Promise<KnownDevice | null> {
    let found = this.known.get(username);
    if (!found) {
      found = this.db
        .selectFrom('device')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst()
        .then((r) =>
          r
            ? {
                id: r.id,
                merchantId: r.merchant_id,
                wellId: r.well_id,
                equipId: r.equip_id,
                username: r.username,
                secretHash: r.secret_hash,
                lastSeq: Number(r.last_seq),
              }
            : null,
        );
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

  forget(username: string): void {
    this.known.delete(username);
  }
}
