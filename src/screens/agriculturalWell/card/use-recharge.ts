import { useState } from 'react';
import { queryRecharge, recharge, type RechargeRow } from '../../../api/contract/money/card';
import type { RECHARGE_PAY_MODES } from '../../../api/contract/money/fields';
import { callApi } from '../../../api/transport';
import { useSubmit } from '../../../ui/submit';

export type RechargePayMode = (typeof RECHARGE_PAY_MODES)[number];

export interface RechargeInput {
  amount: number;
  giftAmount?: number;
  payMode: RechargePayMode;
}

/** Where a recharge stands: not sent, waiting for the provider (E10010), or refused by it. */
export type RechargeOutcome = { state: 'none' } | { state: 'pending'; recharge: RechargeRow } | { state: 'failed'; code: string };

export interface RechargeFlow {
  outcome: RechargeOutcome;
  busy: boolean;
  /** Sends the recharge; `onCredited` gets the new balance when the money arrived. */
  send: (input: RechargeInput) => Promise<void>;
  /** Asks the provider about the pending recharge (queryRecharge). */
  query: () => Promise<void>;
}

/**
 * The recharge call and its answers. The recharge goes with its submission's Idempotency-Key
 * (`useSubmit`): sent again with the same input, the money moves once.
 */
export function useRecharge(cardId: number, onCredited: (balance: number) => void): RechargeFlow {
  const [outcome, setOutcome] = useState<RechargeOutcome>({ state: 'none' });
  const settle = (row: RechargeRow, balance: number, code: string) => {
    if (row.result === 'succeed') onCredited(balance);
    else if (row.result === 'pending') setOutcome({ state: 'pending', recharge: row });
    else setOutcome({ state: 'failed', code: code || row.providerCode });
  };
  const sending = useSubmit(
    (input: RechargeInput, idempotencyKey) => {
      setOutcome({ state: 'none' });
      return callApi(recharge, { cardId, ...input }, { idempotencyKey: idempotencyKey() });
    },
    { onDone: (answer) => settle(answer.recharge, answer.balance, answer.providerCode) },
  );
  const asking = useSubmit((id: number) => callApi(queryRecharge, { id }), {
    onDone: (answer) => settle(answer.recharge, answer.balance, answer.recharge.providerCode),
  });
  const query = () => (outcome.state === 'pending' ? asking.run(outcome.recharge.id) : Promise.resolve());
  return { outcome, busy: sending.busy || asking.busy, send: sending.run, query };
}
