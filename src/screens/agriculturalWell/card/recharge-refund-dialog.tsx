import { useId, useState, type FormEvent } from 'react';
import type { CallRequest } from '../../../api/contract/define-call';
import { refundRecharge, type CardRow, type RechargeRow } from '../../../api/contract/money/card';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { refundTexts } from '../../../i18n/zh-CN/refund-dialog';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { notify } from '../../../session/public/notify';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles } from '../../../ui/form';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';
import { formatAmount, formatFen } from '../../../validation';
import { AmountField } from './amount-field';
import { refundableFen, refundAmountProblem } from './recharge-refund-rules';

export interface RechargeRefundDialogProps {
  /**
   * The card as its detail last read it: the card now holding the recharge's money (the recharge's,
   * or the card that replaced it); its withdrawable balance bounds the refund.
   */
  card: CardRow;
  recharge: RechargeRow;
  /** The money went back (after 退款成功! is shown). */
  onRefunded: () => void;
  onClose: () => void;
}

/**
 * 充值退款: pays back part or all of a recharge, the amount prefilled with what may go back now
 * (what the recharge has left, at most the card's withdrawable balance), with a reason. The same
 * input sent again (after a timeout) goes with the same Idempotency-Key; a refusal shows the
 * server's message.
 */
export function RechargeRefundDialog({ card, recharge, onRefunded, onClose }: RechargeRefundDialogProps) {
  useStyles(formStyles);
  const id = useId();
  const most = refundableFen(card, recharge);
  const [amount, setAmount] = useState(() => formatFen(most));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useSubmit(
    (request: CallRequest<typeof refundRecharge>, idempotencyKey) => callApi(refundRecharge, request, { idempotencyKey: idempotencyKey() }),
    {
      onDone: () => {
        notify(refundTexts.success, 'success');
        onRefunded();
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refund.busy) return;
    const found = refundAmountProblem(most, amount);
    setProblem(found);
    if (!found) void refund.run({ rechargeId: recharge.id, amount: Number(amount), ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };
  const formId = `${id}-form`;
  return (
    <Dialog
      open
      title={t.refundTitle(recharge.orderNo)}
      onClose={onClose}
      width={480}
      minimisable={false}
      footer={
        <DialogFooter cancelText={businessTexts.cancel} onCancel={onClose} confirmText={t.submitRefund} form={formId} busy={refund.busy} />
      }
    >
      <p>{t.refundOf(formatAmount(recharge.amount), formatAmount(recharge.refundedAmount))}</p>
      {recharge.cardId !== card.id && <p data-old-card="">{t.refundFromCard(recharge.cardNo, card.cardNo)}</p>}
      <p data-most="">{t.refundMost(formatFen(most))}</p>
      {recharge.giftAmount > 0 && <p>{t.refundGift}</p>}
      <form id={formId} className="irr-form" aria-label={t.refundTitle(recharge.orderNo)} noValidate onSubmit={submit}>
        <AmountField
          id={`${id}-amount`}
          name="amount"
          label={t.refundAmount}
          required
          value={amount}
          error={problem ?? undefined}
          onChange={(v) => {
            setAmount(v);
            if (problem) setProblem(refundAmountProblem(most, v));
          }}
        />
        <div className="irr-field">
          <label htmlFor={`${id}-reason`}>{t.refundReason}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            maxLength={100}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </div>
      </form>
      {refund.failure && (
        <p className="irr-field-error" role="alert" data-failure="">
          {refund.failure}
        </p>
      )}
    </Dialog>
  );
}
