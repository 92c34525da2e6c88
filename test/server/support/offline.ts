import type { FieldRecord } from '../../../server/devices/field/field-message';

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
