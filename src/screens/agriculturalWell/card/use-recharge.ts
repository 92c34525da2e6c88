import { useState } from 'react';
import { queryRecharge, recharge, type RechargeRow } from '../../../api/contract/money/card';
import type { RECHARGE_PAY_MODES } from '../../../api/contract/money/fields';
import { callApi } from '../../../api/transport';
import { useIdempotencyKey } from '../../business/use-idempotency-key';

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
 * The recharge call and its answers. The same input sent again (after a timeout) goes with the same
 * Idempotency-Key, so the server answers the first answer and moves the money once; other input
 * gets a new key. A refusal is shown by the transport.
 */
export function useRecharge(cardId: number, onCredited: (balance: number) => void): RechargeFlow {
  const [outcome, setOutcome] = useState<RechargeOutcome>({ state: 'none' });
  const [busy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey();
  const settle = (row: RechargeRow, balance: number, code: string) => {
    if (row.result === 'succeed') onCredited(balance);
    else if (row.result === 'pending') setOutcome({ state: 'pending', recharge: row });
    else setOutcome({ state: 'failed', code: code || row.providerCode });
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // the transport already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  const send = (input: RechargeInput) => run(async () => {
    setOutcome({ state: 'none' });
    const request = { cardId, ...input };
    const answer = await callApi(recharge, request, { idempotencyKey: idempotency.keyFor(request) });
    idempotency.done();
    settle(answer.recharge, answer.balance, answer.providerCode);
  });
  const query = () => run(async () => {
    if (outcome.state !== 'pending') return;
    const answer = await callApi(queryRecharge, { id: outcome.recharge.id });
    settle(answer.recharge, answer.balance, answer.recharge.providerCode);
  });
  return { outcome, busy, send, query };
}
