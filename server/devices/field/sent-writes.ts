/** A card's write (待写卡, by its number) as a recharge command carried it to a controller. */
export interface CardWrite {
  cardNo: string;
  serial: number;
}

interface Sent extends CardWrite {
  /** The command frame's number (SL 651's answer names it). */
  frame: number;
  /** The controller answered that it holds it (`ack` ok): not sent to it again. */
  taken: boolean;
}

/** Writes remembered per device: one per card; more cards than this and the oldest is forgotten. */
const KEPT_PER_DEVICE = 256;

/**
 * The card writes this process sent to its TCP controllers as recharge commands, until the
 * controller's balance of the card confirms them (server/docs/field-gateway.md, "Offline orders").
 * The protocols' recharge carries no write number, so the gateway keeps which command carried
 * which number; a controller that took a write (`ack` ok) is not sent it again.
 */
export class SentWrites {
  private readonly byDevice = new Map<number, Sent[]>();

  /** Whether the write may go to the device: not when the controller holds it already. */
  mayOffer(deviceId: number, write: CardWrite): boolean {
    return !this.of(deviceId).some((s) => s.cardNo === write.cardNo && s.serial === write.serial && s.taken);
  }

  /** A recharge command written to the device's socket under frame number `frame`: the card's newest write. */
  sent(deviceId: number, write: CardWrite, frame: number): void {
    const kept = this.of(deviceId).filter((s) => s.cardNo !== write.cardNo);
    kept.push({ ...write, frame, taken: false });
    if (kept.length > KEPT_PER_DEVICE) kept.shift();
    this.byDevice.set(deviceId, kept);
  }

  /** The controller's answer to a recharge: the command of that frame number (SL 651), else the oldest unanswered (SZY206). */
  answered(deviceId: number, frame: number | undefined, ok: boolean): CardWrite | undefined {
    const kept = this.of(deviceId);
    const i = kept.findIndex((s) => !s.taken && (frame === undefined || s.frame === frame));
    if (i < 0) return undefined;
    const write = kept[i]!;
    if (ok) write.taken = true;
    else kept.splice(i, 1);
    return { cardNo: write.cardNo, serial: write.serial };
  }

  /** The write a controller's balance of the card confirms (it is on the chip now), forgotten here. */
  confirmedBy(deviceId: number, cardNo: string): number | undefined {
    const kept = this.of(deviceId);
    const i = kept.findIndex((s) => s.cardNo === cardNo);
    if (i < 0) return undefined;
    return kept.splice(i, 1)[0]!.serial;
  }

  private of(deviceId: number): Sent[] {
    return this.byDevice.get(deviceId) ?? [];
  }
}
