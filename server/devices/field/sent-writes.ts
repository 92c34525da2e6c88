/** A card's write (待写卡, by its number) as a recharge command carried it to a controller. */
export interface CardWrite {
  cardNo: string;
  serial: number;
}

interface Sent extends CardWrite {
  /** The command frame's number (SL 651's answer names it). */
  frame: number;
  /** Sent; the controller holds it (`ack` ok); its balance confirmed it. Taken or confirmed, it is not sent again. */
  state: 'sent' | 'taken' | 'confirmed';
  /** When it was sent (ms). */
  at: number;
}

/** Writes remembered per device: one per card; more cards than this and the oldest is forgotten. */
const KEPT_PER_DEVICE = 256;
/** A write sent and not answered in this long (a controller answers at once) may be sent again. */
export const RESEND_AFTER_MS = 5 * 60_000;

/**
 * The card writes this process sent to its TCP controllers as recharge commands, until the
 * controller's balance of the card confirms them (server/docs/field-gateway.md, "Offline orders").
 * The protocols' recharge carries no write number, so the gateway keeps which command carried
 * which number. Nor can a controller tell a write sent twice from two writes: one it holds (`ack`
 * ok), or was sent a moment ago, is not sent to it again (the pushes come from every change and
 * every catch-up).
 */
export class SentWrites {
  private readonly byDevice = new Map<number, Sent[]>();

  constructor(private readonly now: () => number) {}

  /** Whether the write may go to the device: not when the controller holds it, or it was sent and the answer may still come. */
  mayOffer(deviceId: number, write: CardWrite): boolean {
    const since = this.now() - RESEND_AFTER_MS;
    return !this.of(deviceId).some((s) => s.cardNo === write.cardNo && s.serial === write.serial && (s.state !== 'sent' || s.at > since));
  }

  /** A recharge command written to the device's socket under frame number `frame`: the card's newest write. */
  sent(deviceId: number, write: CardWrite, frame: number): void {
    const kept = this.of(deviceId).filter((s) => s.cardNo !== write.cardNo);
    kept.push({ ...write, frame, state: 'sent', at: this.now() });
    if (kept.length > KEPT_PER_DEVICE) kept.shift();
    this.byDevice.set(deviceId, kept);
  }

  /** The controller's answer to a recharge: the command of that frame number (SL 651), else the oldest unanswered (SZY206). */
  answered(deviceId: number, frame: number | undefined, ok: boolean): CardWrite | undefined {
    const kept = this.of(deviceId);
    const i = kept.findIndex((s) => s.state === 'sent' && (frame === undefined || s.frame === frame));
    if (i < 0) return undefined;
    const write = kept[i]!;
    if (ok) write.state = 'taken';
    else kept.splice(i, 1);
    return { cardNo: write.cardNo, serial: write.serial };
  }

  /**
   * The write a controller's balance of the card confirms (it is on the chip now), and when it was
   * sent. Still kept, so that a push of the card's list from before the confirmation does not send
   * it again.
   */
  confirmedBy(deviceId: number, cardNo: string): { serial: number; sentAt: number } | undefined {
    const write = this.of(deviceId).find((s) => s.cardNo === cardNo && s.state !== 'confirmed');
    if (!write) return undefined;
    write.state = 'confirmed';
    return { serial: write.serial, sentAt: write.at };
  }

  private of(deviceId: number): Sent[] {
    return this.byDevice.get(deviceId) ?? [];
  }
}
