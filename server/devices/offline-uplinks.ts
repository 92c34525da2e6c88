import type { Kysely } from 'kysely';
import type { DownMessage, UpMessage } from '../../src/api/contract/device/messages';
import type { Database } from '../db/schema';
import { confirmCardWrite } from '../money/offline-cards';
import { bookOfflineRecords } from '../money/offline-orders';
import type { KnownDevice } from './device-directory';
import type { FieldRecord } from './field/field-message';

/** An `up/order` as the record the booking takes (the same a protocol's codec hands over). */
export const recordOf = (m: UpMessage<'order'>): FieldRecord => ({
  recordNo: m.recordNo,
  cardNo: m.cardNo,
  startedAt: m.startedAt,
  endedAt: m.endedAt,
  startWh: m.startWh,
  endWh: m.endWh,
  startLiters: m.startLiters,
  endLiters: m.endLiters,
  amountFen: m.amountFen,
  balanceBeforeFen: m.balanceBeforeFen,
  balanceAfterFen: m.balanceAfterFen,
});

/**
 * `up/order`: the record booked once (money/offline-orders.ts), then answered on `down/order` with
 * the highest record number held, also when it was held before. A record that cannot be held (its
 * time after the server's now) is refused and not answered: the controller keeps it.
 */
export async function takeOfflineOrder(
  db: Kysely<Database>,
  device: KnownDevice & { wellId: number },
  m: UpMessage<'order'>,
  at: Date,
  answer: (message: DownMessage<'order'>) => Promise<void>,
): Promise<'ok' | 'refused'> {
  const booked = await bookOfflineRecords(
    db,
    { deviceId: device.id, merchantId: device.merchantId, wellId: device.wellId },
    [recordOf(m)],
    at,
  );
  if (booked.outcomes[0] === 'invalid') return 'refused';
  await answer({ recordNo: m.recordNo, lastRecordNo: booked.lastRecordNo });
  return 'ok';
}

/** `up/credit`: a card's write confirmed (money/offline-cards.ts); one the server does not hold as pending or written is refused. */
export async function takeCardWrite(
  db: Kysely<Database>,
  device: KnownDevice,
  m: UpMessage<'credit'>,
  at: Date,
): Promise<'ok' | 'refused'> {
  const outcome = await confirmCardWrite(
    db,
    { deviceId: device.id, merchantId: device.merchantId },
    { cardNo: m.cardNo, serial: m.serial, writtenAt: m.writtenAt, balanceAfterFen: m.balanceAfterFen },
    at,
  );
  return outcome === 'unknown' ? 'refused' : 'ok';
}
