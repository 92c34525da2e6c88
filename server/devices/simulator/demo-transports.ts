import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, DeviceTable } from '../../db/schema';
import type { FieldProtocol } from '../field/field-message';
import { newRegistrationString, registrationKey } from '../field/registration-strings';
import type { DtuSettings } from './dtu-messages';

/** A demo well's DTU: its protocol and the codec's profile. */
export interface DemoTransport {
  protocol: FieldProtocol;
  profile: 'standard' | 'ic-card-v1';
}

/** The demo's SZY206 stations are in a region code of their own, numbered by well (1 to 65534). */
const SZY206_REGION = '990100';
const LAST_SZY206_STATION = 65534;

/**
 * Which of the demo's new wells get a DTU, so that a new user sees all three transports on one
 * monitor: of the wells not pumping (a running order of the seed is stopped by an MQTT well, as
 * its order number is the server's), one in three speaks SZY206 and one in three SL 651; of each
 * protocol's, one in two the vendor profile (whose controller asks the centre on a card's swipe)
 * and the other the standard (reports and pump commands only).
 */
export async function demoTransports(db: Kysely<Database>, wells: readonly { id: number }[]): Promise<Map<number, DemoTransport>> {
  const running = new Set(
    (await db.selectFrom('usage_record').select('well_id').where('status', '=', 'RUNNING').where('business', '=', 'well').execute()).map(
      (r) => r.well_id,
    ),
  );
  const chosen = new Map<number, DemoTransport>();
  const made: Record<FieldProtocol, number> = { szy206: 0, sl651: 0 };
  let i = 0;
  for (const w of wells) {
    if (running.has(w.id)) continue;
    const protocol = ([null, 'szy206', 'sl651'] as const)[i++ % 3];
    if (!protocol || (protocol === 'szy206' && w.id > LAST_SZY206_STATION)) continue;
    chosen.set(w.id, { protocol, profile: made[protocol]++ % 2 === 0 ? 'ic-card-v1' : 'standard' });
  }
  return chosen;
}

/** The device row's columns of a DTU registered by a string. */
type DtuColumns = Pick<
  DeviceTable,
  'profile' | 'station' | 'password_hex' | 'registration_kind' | 'registration_key' | 'registration_at'
> & {
  transport: FieldProtocol;
};

/** A demo well's DTU settings (registered by a string the console would make) and its device row's columns. */
export function demoDtu(wellId: number, { protocol, profile }: DemoTransport, now: Date): { dtu: DtuSettings; columns: DtuColumns } {
  const station =
    protocol === 'szy206'
      ? `${SZY206_REGION}:${String(wellId).padStart(5, '0')}`
      : `DE${wellId.toString(16).toUpperCase().padStart(8, '0')}`;
  const password =
    protocol === 'szy206' ? String(randomInt(10_000)).padStart(4, '0') : randomInt(0x10000).toString(16).toUpperCase().padStart(4, '0');
  const registration = newRegistrationString();
  return {
    dtu: { protocol, profile, station, password, registration: { kind: 'string', value: registration } },
    columns: {
      transport: protocol,
      profile,
      station,
      password_hex: password,
      registration_kind: 'string',
      registration_key: registrationKey(registration),
      registration_at: now,
    },
  };
}
