import { useId, useState, type FormEvent } from 'react';
import type { CardRow } from '../../../api/contract/money/card';
import { DUMMY_PAY_MODE, RECHARGE_PAY_MODES } from '../../../api/contract/money/fields';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { label } from '../../../i18n/zh-CN/enums';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles } from '../../../ui/form';
import { useStyles } from '../../../ui/styles/use-styles';
import { formatAmount } from '../../../validation';
import { AmountField } from './amount-field';
import { rechargeProblems, type RechargeValues } from './recharge-rules';
import { useRecharge, type RechargePayMode } from './use-recharge';

export interface RechargeDialogProps {
  card: CardRow;
  /** The money arrived: the card's new balance. */
  onRecharged: (balance: number) => void;
  onClose: () => void;
}

/**
 * 充值: an amount, an optional gift and how it is paid (免费: the amount is given as dummy money, no gift). Cash and an accepted online payment credit
 * the card at once; a payment the provider has not confirmed (E10010) shows 支付状态待确认 with 查询.
 */
export function RechargeDialog({ card, onRecharged, onClose }: RechargeDialogProps) {
  useStyles(formStyles);
  const id = useId();
  const [values, setValues] = useState<RechargeValues>({ amount: '', gift: '' });
  const [payMode, setPayMode] = useState<RechargePayMode>('cash');
  const [problems, setProblems] = useState<Partial<Record<keyof RechargeValues, string>>>({});
  const flow = useRecharge(card.id, onRecharged);
  const dummy = payMode === DUMMY_PAY_MODE;
  const { outcome } = flow;
  const change = (field: keyof RechargeValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problems[field]) setProblems(rechargeProblems(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.busy) return;
    const found = rechargeProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const gift = dummy || values.gift.trim() === '' ? undefined : Number(values.gift);
    void flow.send({ amount: Number(values.amount), ...(gift ? { giftAmount: gift } : {}), payMode });
  };
  const pending = outcome.state === 'pending';
  const formId = `${id}-form`;
  return (
    <Dialog
      open
      title={t.rechargeTitle(card.cardNo)}
      onClose={onClose}
      width={520}
      footer={
        <DialogFooter
          cancelText={pending ? businessTexts.close : businessTexts.cancel}
          onCancel={onClose}
          busy={flow.busy}
          {...(pending ? { confirmText: t.query, onConfirm: () => void flow.query() } : { confirmText: t.submitRecharge, form: formId })}
        />
      }
    >
      <p>
        {card.farmerName} {t.currentBalance(formatAmount(card.balance))}
      </p>
      {pending ? (
        <div role="status" data-pending="">
          <p>{label('paymentResult', 'E10010')}</p>
          <p>{t.pendingHint}</p>
        </div>
      ) : (
        <form id={formId} className="irr-form" aria-label={t.rechargeTitle(card.cardNo)} noValidate onSubmit={submit}>
          <AmountField
            id={`${id}-amount`}
            name="amount"
            label={t.amount}
            required
            value={values.amount}
            error={problems.amount}
            onChange={(v) => change('amount', v)}
          />
          {!dummy && (
            <AmountField
              id={`${id}-gift`}
              name="giftAmount"
              label={t.gift}
              value={values.gift}
              error={problems.gift}
              onChange={(v) => change('gift', v)}
            />
          )}
          <div className="irr-field" data-required="">
            <label htmlFor={`${id}-payMode`}>{t.payMode}</label>
            <select id={`${id}-payMode`} name="payMode" value={payMode} onChange={(e) => setPayMode(e.target.value as RechargePayMode)}>
              {RECHARGE_PAY_MODES.map((m) => (
                <option key={m} value={m}>
                  {label('payMode', m)}
                </option>
              ))}
            </select>
          </div>
          {dummy && (
            <p className="irr-form-hint" data-dummy="">
              {t.dummyHint}
            </p>
          )}
        </form>
      )}
      {outcome.state === 'failed' && (
        <p className="irr-field-error" role="alert" data-failure="">
          {t.rechargeFailed(label('paymentResult', outcome.code))}
        </p>
      )}
    </Dialog>
  );
}
