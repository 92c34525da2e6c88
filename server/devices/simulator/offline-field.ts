import type { DownMessage } from '../../../src/api/contract/device/messages';

/** An offline card as the simulator starts: its number and what its chip holds. */
export interface OfflineCard {
  cardNo: string;
  fen: number;
}

/**
 * The offline cards' chips as the simulated field holds them (server/docs/offline-orders.md): one per
 * card whichever well it is swiped at, the last write number each took, the writes the wells were
 * told of (`down/credit`) and the cards they refuse (`down/blacklist`).
 */
export class SimulatedChips {
  private readonly chips = new Map<string, { fen: number; lastSerial: number }>();
  private readonly writes = new Map<string, DownMessage<'credit'>['writes']>();
  private refused = new Set<string>();

  add(cards: readonly OfflineCard[]): void {
    for (const c of cards) if (!this.chips.has(c.cardNo)) this.chips.set(c.cardNo, { fen: c.fen, lastSerial: 0 });
  }

  /** A card's list of writes, as the last `down/credit` says it. */
  setWrites(message: DownMessage<'credit'>): void {
    this.writes.set(message.cardNo, message.writes);
    // a card issued after the simulator started: its chip starts blank
    if (!this.chips.has(message.cardNo)) this.chips.set(message.cardNo, { fen: 0, lastSerial: 0 });
  }

  setBlacklist(message: DownMessage<'blacklist'>): void {
    this.refused = new Set(message.cardNos);
  }

  /** A card of these a well would serve: known, not refused, something on its chip (or a write waiting for it). */
  pick(cardNos: readonly string[], random: () => number): string | undefined {
    const usable = cardNos.filter(
      (no) => !this.refused.has(no) && ((this.chips.get(no)?.fen ?? 0) > 0 || (this.writes.get(no)?.length ?? 0) > 0),
    );
    return usable[Math.floor(random() * usable.length)];
  }

  /**
   * The card swiped: first the writes its chip has not taken (in number order; one it cannot give back
   * stops them), each confirmation for `up/credit`; answers them and what the chip then holds.
   */
  swipe(cardNo: string, at: number): { confirmations: Record<string, unknown>[]; fen: number } {
    const chip = this.chips.get(cardNo) ?? { fen: 0, lastSerial: 0 };
    this.chips.set(cardNo, chip);
    const confirmations: Record<string, unknown>[] = [];
    for (const w of this.writes.get(cardNo) ?? []) {
      if (w.serial <= chip.lastSerial) continue;
      if (chip.fen + w.amountFen < 0) break;
      chip.fen += w.amountFen;
      chip.lastSerial = w.serial;
      confirmations.push({ cardNo, serial: w.serial, writtenAt: at, balanceAfterFen: chip.fen });
    }
    return { confirmations, fen: chip.fen };
  }

  spend(cardNo: string, fen: number): void {
    const chip = this.chips.get(cardNo);
    if (chip) chip.fen -= fen;
  }
}

/** The simulated price an offline controller charges: 0.60 yuan a kWh. */
export const OFFLINE_FEN_PER_KWH = 60;

/** An order a controller runs while its network is down. */
export interface OfflineOrder {
  cardNo: string;
  startedAt: number;
  startWh: number;
  startLiters: number;
  balanceBeforeFen: number;
  ticksLeft: number;
}

/** A well's network outage: how many more ticks it lasts, and what the controller keeps to send when it is back. */
export interface Outage {
  ticksLeft: number;
  order: OfflineOrder | null;
  kept: { kind: 'order' | 'credit'; body: Record<string, unknown> }[];
}

/** The record of an order ended at `endedAt` with the meters there: priced by the controller, at most what the chip holds. */
export function offlineRecord(
  order: OfflineOrder,
  recordNo: number,
  endedAt: number,
  meters: { wh: number; liters: number },
): Record<string, unknown> & { amountFen: number } {
  const amountFen = Math.min(order.balanceBeforeFen, Math.round(((meters.wh - order.startWh) * OFFLINE_FEN_PER_KWH) / 1000));
  return {
    recordNo,
    cardNo: order.cardNo,
    startedAt: order.startedAt,
    endedAt,
    startWh: order.startWh,
    endWh: meters.wh,
    startLiters: order.startLiters,
    endLiters: meters.liters,
    amountFen,
    balanceBeforeFen: order.balanceBeforeFen,
    balanceAfterFen: order.balanceBeforeFen - amountFen,
  };
}
