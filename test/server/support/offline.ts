import type { FieldRecord } from '../../../server/devices/field/field-message';
import type { RecordSource } from '../../../server/money/offline-orders';
import type { TestClient } from './client';
import { rotateKey } from './devices';
import type { TestDatabase } from './test-database';

/**
 * A well's controller as the tests drive it offline: its record numbers, its meters and its clock
 * move with each order it finishes, and it writes the card's balance before and after as the chip
 * held it. `order` answers the record it would keep and later send.
 */
export class ControllerModel {
  recordNo: number;
  wh: number;
  liters: number;
  at: number;

  constructor(start: { at: number; recordNo?: number; wh?: number; liters?: number }) {
    this.at = start.at;
    this.recordNo = start.recordNo ?? 0;
    this.wh = start.wh ?? 1_000_000;
    this.liters = start.liters ?? 5_000_000;
  }

  /** The next order of `cardNo`: `chipFen` on the chip before it, `amountFen` taken off, its use and duration. */
  order(cardNo: string, chipFen: number, amountFen: number, use: { wh?: number; liters?: number; minutes?: number } = {}): FieldRecord {
    const minutes = use.minutes ?? 30;
    const r: FieldRecord = {
      recordNo: (this.recordNo += 1),
      cardNo,
      startedAt: this.at,
      endedAt: this.at + minutes * 60_000,
      startWh: this.wh,
      endWh: this.wh + (use.wh ?? 5_000),
      startLiters: this.liters,
      endLiters: this.liters + (use.liters ?? 20_000),
      amountFen,
      balanceBeforeFen: chipFen,
      balanceAfterFen: chipFen - amountFen,
    };
    this.at = r.endedAt + 10 * 60_000;
    this.wh = r.endWh;
    this.liters = r.endLiters;
    return r;
  }
}

/** An `up/order` payload of a record, with the message's number and the device's clock. */
export const orderPayload = (head: { seq: number; ts: number }, r: FieldRecord): Record<string, unknown> => ({ ...head, ...r });

/** The merchant's first normal well with a new device (credentials through the console's call): what its records come from. */
export async function wellDevice(
  database: TestDatabase,
  admin: TestClient,
  merchantId: number,
): Promise<RecordSource & { username: string; secret: string }> {
  const w = await database.db
    .selectFrom('well')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'normal')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const key = await rotateKey(admin, w.id);
  const d = await database.db.selectFrom('device').select('id').where('well_id', '=', w.id).executeTakeFirstOrThrow();
  return { deviceId: d.id, merchantId, wellId: w.id, ...key };
}

/**
 * Makes an offline card one issued with money on its chip that no write records (as every card
 * before migration 030): its first record is the controller's word, not checked against its writes.
 * For tests about what follows a card's first record, whose chips hold money from before the
 * recharge the test makes.
 */
export async function chipHeldMoneyBefore(database: TestDatabase, cardId: number): Promise<void> {
  await database.db.updateTable('card').set({ chip_starts_blank: false }).where('id', '=', cardId).execute();
}
