/** The refund call's input (spec section 3, refund form). */
export interface RefundForm {
  id: number | string;
  /** @default 'ONLY' (缺货退款) */
  refundType: string;
  /** Yuan with 2 decimals, recalculated from the count on submit. */
  amount: number;
  count: number;
  /** @default 'LACK' */
  refundReason: string;
  refundReasonDetail: string;
}

/** The order line being refunded: its id, total amount (yuan) and number of pieces. */
export interface RefundOrder {
  id: number | string;
  amount: number;
  count: number;
}
