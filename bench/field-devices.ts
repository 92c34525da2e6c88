import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { hashSecret, newSecret } from '../server/devices/credentials';
import { newRegistrationString, registrationKey } from '../server/devices/field/registration-strings';
import type { SimulatedDevice } from '../server/devices/simulator/simulator';

/** The bench's SZY206 stations: a region code of their own, numbered 1 to 65534. */
const REGION = '980100';

/**
 * `count` wells of the first merchant, each with a DTU's device registered by a string: half speak
 * SZY206, half SL 651, both on the standard profile (reports and pump commands, no swipes). They
 * connect from `addresses` loopback addresses, taken in turn.
 */
export async function addFieldDevices(db: Kysely<Database>, count: number, addresses = count): Promise<SimulatedDevice[]> {
  if (!Number.isInteger(addresses) || addresses < 1) throw new Error(`BENCH_FIELD_ADDRESSES ${addresses}: a whole number from 1`);
  if (count > 2 * 65534) throw new Error(`BENCH_FIELD_DEVICES ${count}: at most ${2 * 65534}`);
  const merchant = await db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { rows: wells } = await sql<{ id: number }>`insert into well (merchant_id, place_id, cd, name, status, health, running, enabled,
      billing_mode, electric_price_fen, water_price_fen, is_online, created_at)
    select ${merchant.id}, p.ids[1 + g % array_length(p.ids, 1)], 'BENCH-F' || g, '压测DTU' || g, 'normal', 'excellent', 'leisure', 'Y',
      'electric', 60, 50, false, now()
    from generate_series(1, ${count}::int) g cross join (select array_agg(id order by id) as ids from place where merchant_id = ${merchant.id}) p
    returning id`.execute(db);
  const unknown = hashSecret(newSecret());
  const devices: SimulatedDevice[] = [];
  const now = new Date();
  for (let i = 0; i < wells.length; i += 500) {
    const batch = wells.slice(i, i + 500).map((w, j) => {
      const n = i + j;
      const protocol = n % 2 === 0 ? ('szy206' as const) : ('sl651' as const);
      const station =
        protocol === 'szy206'
          ? `${REGION}:${String(Math.floor(n / 2) + 1).padStart(5, '0')}`
          : `BE${w.id.toString(16).toUpperCase().padStart(8, '0')}`;
      const registration = newRegistrationString();
      const username = `w${w.id}-bench`;
      devices.push({
        username,
        secret: '',
        kind: 'well',
        cards: [],
        dtu: {
          protocol,
          profile: 'standard',
          station,
          password: '1234',
          registration: { kind: 'string', value: registration },
          // by default an address of its own, as DTUs of many SIM cards; one address for all is a carrier's NAT
          from: `127.1.${Math.floor((n % addresses) / 250)}.${((n % addresses) % 250) + 1}`,
        },
      });
      return {
        merchant_id: merchant.id,
        well_id: w.id,
        username,
        secret_hash: unknown,
        created_at: now,
        rotated_at: now,
        transport: protocol,
        profile: 'standard',
        station,
        password_hex: '1234',
        registration_kind: 'string' as const,
        registration_key: registrationKey(registration),
        registration_at: now,
      };
    });
    await db.insertInto('device').values(batch).execute();
  }
  return devices;
}
