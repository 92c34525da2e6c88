import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/api/contract/error-codes';
import type { Db } from '../db/connect';
import { uniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { HttpError } from '../http/business-error';
import { formatDateTime } from '../http/format';
import { lockedMerchant } from './merchant-state';
import { PLATFORM_OPERATIONS, type PlatformOrigin } from './platform-actor';
import { platformMessages as msg } from './platform-messages';
import type { AddWellInput } from './well-input';

/** A merchant's well as the platform lists it, with how its device reaches the server (none yet: null). */
export interface PlatformWell {
  id: number;
  cd: string;
  name: string;
  place: string;
  status: string;
  enabled: 'Y' | 'N';
  /** `mqtt` with its username, or a protocol through a DTU (`szy206`, `sl651`) with its station address. */
  device: { transport: string; username: string; station: string | null } | null;
  createTime: string;
}

const WELL_CODE_INDEX = 'well_merchant_id_cd_key';

const refused = (status: number, message: string) => new HttpError(status, ErrorCode.FAILED, message);

/** One statement: the merchant's wells by id (one of them with `wellId`), their place and device. */
async function select(db: Db, merchantId: number, wellId?: number): Promise<PlatformWell[]> {
  let query = db
    .selectFrom('well')
    .innerJoin('place', 'place.id', 'well.place_id')
    .leftJoin('device', 'device.well_id', 'well.id')
    .select([
      'well.id',
      'well.cd',
      'well.name',
      'place.name as place',
      'well.status',
      'well.enabled',
      'well.created_at',
      'device.transport',
      'device.username',
      'device.station',
    ])
    .where('well.merchant_id', '=', merchantId)
    .orderBy('well.id');
  if (wellId !== undefined) query = query.where('well.id', '=', wellId);
  return (await query.execute()).map((r) => ({
    id: r.id,
    cd: r.cd,
    name: r.name,
    place: r.place,
    status: r.status,
    enabled: r.enabled,
    device: r.transport && r.username ? { transport: r.transport, username: r.username, station: r.station } : null,
    createTime: formatDateTime(r.created_at),
  }));
}

/** The merchant's wells; an unknown merchant is 404. */
export async function listWells(db: Kysely<Database>, merchantId: number): Promise<PlatformWell[]> {
  if (!(await db.selectFrom('merchant').select('id').where('id', '=', merchantId).executeTakeFirst()))
    throw refused(404, msg.merchantNotFound);
  return select(db, merchantId);
}

/**
 * Registers a well of a merchant (server/docs/platform.md, Wells): the console's 机井管理 edits,
 * enables and stops wells but does not add them; a well comes with its controller. It is added
 * stopped (停用) and without prices: the merchant sets its 计费设置 and then enables it (the enable
 * refuses a well without its prices), so no order is ever priced at nothing. Its device's key or DTU
 * link is the merchant's to set, in the well's 详情 (机井管理). One transaction, in the merchant's operation log.
 */
export async function addWell(
  db: Kysely<Database>,
  merchantId: number,
  input: AddWellInput,
  origin: PlatformOrigin,
): Promise<PlatformWell> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockedMerchant(trx, merchantId, PLATFORM_OPERATIONS.addWell, origin);
      const line = await trx
        .selectFrom('merchant_service_line')
        .select('line')
        .where('merchant_id', '=', merchantId)
        .where('line', '=', 'agriculturalWell')
        .executeTakeFirst();
      if (!line) throw refused(409, msg.wellLineMissing);
      const places = await trx
        .selectFrom('place')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('name', '=', input.place)
        .orderBy('id')
        .limit(2)
        .execute();
      if (places.length === 0) throw refused(409, msg.placeNotFound(input.place));
      if (places.length > 1) throw refused(409, msg.placeAmbiguous(input.place));
      const { id } = await trx
        .insertInto('well')
        .values({
          merchant_id: merchantId,
          place_id: places[0]!.id,
          cd: input.cd,
          name: input.name,
          status: 'stop',
          health: 'excellent',
          running: 'leisure',
          enabled: 'N',
          billing_mode: 'electric',
          electric_price_fen: 0,
          water_price_fen: 0,
          is_online: false,
          sig_tenths: 0,
          water_level_cm: 0,
          transformer: 'public',
          keeper_name: '',
          keeper_mobile: '',
          created_at: origin.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await select(trx, merchantId, id))[0]!;
    });
  } catch (error) {
    if (uniqueViolation(error) === WELL_CODE_INDEX) throw refused(409, msg.wellCodeTaken);
    throw error;
  }
}
