import type { PaymentResultCode } from '../../src/api/contract/money/payment-codes';

export interface PaymentRequest {
  merchantId: number;
  /** Our order number: the provider's key for the payment (a refund's is the refund's own). */
  reference: string;
  amountFen: number;
  payMode: string;
}

/**
 * The one seam to a payment provider (WeChat Pay, Alipay, ...). Each call answers a result code of
 * spec section 8: N00000 done, E10010 pending (ask again with `query`), anything else refused.
 */
export interface PaymentProvider {
  readonly name: string;
  pay(request: PaymentRequest): Promise<PaymentResultCode>;
  refund(request: PaymentRequest & { paymentReference: string }): Promise<PaymentResultCode>;
  /** Pays a settlement out to the merchant's account (`reference`: the payout's own number, new for each attempt). */
  payout(request: PaymentRequest): Promise<PaymentResultCode>;
  /** The state of an earlier pay or payout (N00000 paid, E10010 still pending, another code failed). */
  query(reference: string): Promise<PaymentResultCode>;
}
