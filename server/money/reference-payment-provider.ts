import type { PaymentResultCode } from '../../src/api/contract/money/payment-codes';
import type { PaymentProvider, PaymentRequest } from './payment-provider';

export interface RecordedPaymentCall {
  kind: 'pay' | 'refund' | 'query' | 'payout';
  reference: string;
  amountFen: number;
  payMode: string;
  code: PaymentResultCode;
}

/**
 * The reference provider: moves no money, records what it was asked and answers N00000, or the codes
 * queued with `failNext` (a test or the demo makes the next calls fail). A payment answered E10010
 * stays pending until `settle` (or the next queued code) decides what `query` answers.
 */
export class ReferencePaymentProvider implements PaymentProvider {
  readonly name = 'reference';
  readonly calls: RecordedPaymentCall[] = [];
  private readonly queued: PaymentResultCode[] = [];
  private readonly pending = new Map<string, PaymentResultCode>();
  /** Each payout's answer, for `query` (a provider keeps its payouts' outcome). */
  private readonly paidOut = new Map<string, PaymentResultCode>();

  /** The next calls (pay, refund or query) answer these codes, in order. */
  failNext(...codes: PaymentResultCode[]): void {
    this.queued.push(...codes);
  }

  /** What `query` answers from now on for a pending payment (N00000 by default once asked). */
  settle(reference: string, code: PaymentResultCode): void {
    this.pending.set(reference, code);
  }

  private answer(
    kind: RecordedPaymentCall['kind'],
    request: { reference: string; amountFen: number; payMode: string },
    code: PaymentResultCode,
  ) {
    this.calls.push({ kind, reference: request.reference, amountFen: request.amountFen, payMode: request.payMode, code });
    return code;
  }

  async pay(request: PaymentRequest): Promise<PaymentResultCode> {
    const code = this.queued.shift() ?? 'N00000';
    if (code === 'E10010') this.pending.set(request.reference, 'N00000');
    return this.answer('pay', request, code);
  }

  async payout(request: PaymentRequest): Promise<PaymentResultCode> {
    const code = this.queued.shift() ?? 'N00000';
    if (code === 'E10010') this.pending.set(request.reference, 'N00000');
    else this.paidOut.set(request.reference, code);
    return this.answer('payout', request, code);
  }

  async refund(request: PaymentRequest & { paymentReference: string }): Promise<PaymentResultCode> {
    return this.answer('refund', request, this.queued.shift() ?? 'N00000');
  }

  async query(reference: string): Promise<PaymentResultCode> {
    const code = this.queued.shift() ?? this.pending.get(reference) ?? this.paidOut.get(reference) ?? 'E99999';
    if (code !== 'E10010' && this.pending.delete(reference) && this.calls.some((c) => c.kind === 'payout' && c.reference === reference)) {
      this.paidOut.set(reference, code);
    }
    return this.answer('query', { reference, amountFen: 0, payMode: '' }, code);
  }
}
